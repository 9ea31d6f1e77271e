import Foundation
import Lessons
import Workspace

/// Encuentra y carga el curso con el que trabaja una orden (`--curso`, o el `Content/` de
/// este `leccion`); un curso con algún diagnóstico se rechaza.
enum CourseLoading {
  static func load(explicit: String?, context: GradingContext) throws(GradingError) -> Course {
    let directory: URL
    do {
      directory = try CourseLocator.locate(
        explicit: explicit, executable: context.executable,
        currentDirectory: URL(fileURLWithPath: context.currentDirectory))
    } catch {
      throw .courseNotFound(error.message)
    }
    let load = CourseLoader.load(from: directory, studentCopies: .workspace)
    let shown = explicit ?? directory.path
    guard let course = load.course, load.diagnostics.isEmpty else {
      let details = load.diagnostics.map {
        $0.rendered(pathPrefix: shown.hasSuffix("/") ? shown : shown + "/")
      }
      if load.course == nil, load.diagnostics.contains(where: { $0.problem == .missingIndex }) {
        throw .courseNotFound("«\(shown)» no es la carpeta de un curso: le falta indice.txt.")
      }
      throw .courseInvalid(path: shown, details: details)
    }
    return course
  }
}
