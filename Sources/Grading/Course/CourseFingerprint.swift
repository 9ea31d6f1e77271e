import Support
import Workspace
import Foundation
import Lessons

/// La huella del contenido de un curso: SHA-256 sobre `indice.txt` y cada archivo de cada
/// carpeta de lección que nombra (ruta relativa y bytes, por orden de ruta; sin los
/// archivos ocultos). Cualquier cambio en una lección, un ejercicio, una solución o una
/// prueba oculta la cambia; el `README.md` del curso no cuenta.
///
/// ```swift
/// let stamp = try CourseFingerprint.stamp(of: course)
/// stamp.contentHash  // "3fa9…" (64 cifras hexadecimales)
/// ```
public enum CourseFingerprint {
  /// El id y la huella del contenido de `course` (leídos de `course.directory`). La de una
  /// copia del alumno (`Course.studentCopy`) es la del curso completo, que la copia guarda,
  /// para que `corregir` con el curso completo acepte sus entregas.
  public static func stamp(of course: Course) throws(GradingError) -> CourseStamp {
    if let hash = course.studentCopy?.contentHash {
      return CourseStamp(id: course.id, contentHash: hash)
    }
    return CourseStamp(id: course.id, contentHash: try hash(of: course))
  }

  /// La huella del contenido de `course`.
  public static func hash(of course: Course) throws(GradingError) -> String {
    var digest = SHA256Digest()
    digest.update(field: "leccion-curso-1")
    let root = course.directory.standardizedFileURL
    var paths = ["indice.txt"]
    for lesson in course.lessons {
      paths += files(under: root.appendingPathComponent(lesson.id), prefix: lesson.id + "/")
    }
    for path in paths {
      let url = root.appendingPathComponent(path)
      guard let data = FileManager.default.contents(atPath: url.path) else {
        throw .courseFileUnreadable(path: url.path)
      }
      digest.update(field: path)
      digest.update(field: String(data.count))
      digest.update(data)
    }
    return digest.hexDigest()
  }

  /// Las rutas relativas de los archivos normales bajo `directory`, ordenadas, sin los
  /// ocultos.
  private static func files(under directory: URL, prefix: String) -> [String] {
    let manager = FileManager.default
    guard let names = try? manager.contentsOfDirectory(atPath: directory.path) else { return [] }
    var result: [String] = []
    for name in names.sorted() where !name.hasPrefix(".") {
      let url = directory.appendingPathComponent(name)
      switch SafeFile.kind(of: url.path) {
      case .directory: result += files(under: url, prefix: prefix + name + "/")
      case .regular: result.append(prefix + name)
      default: continue
      }
    }
    return result.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
  }
}
