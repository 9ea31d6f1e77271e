import Foundation
import Support
import Workspace
import Lessons
import Presentation

/// `leccion exportar`: escribe la entrega del alumno (`Submission`) a partir de su espacio
/// de trabajo.
///
/// El ejecutable la conecta con una línea:
/// ```swift
/// .export: { ExportCommand.run(arguments: $0, output: $1, errorOutput: $2, columns: $3) }
/// ```
public enum ExportCommand {
  /// El archivo que escribe sin `--salida` (el que dice su ayuda).
  static func defaultOutput(student: String) -> String { Submission.fileName(student: student) }

  /// Ejecuta `leccion exportar` con `arguments` (sin `exportar`); código de salida 0 si se
  /// escribió, 2 si es un error de uso, 3 si no se puede usar el espacio o el curso (como
  /// dice `leccion --help`).
  public static func run(
    arguments: [String],
    output: (String) -> Void, errorOutput: (String) -> Void, columns: Int = CommandHelp.maximumWidth
  ) -> Int32 {
    var context = GradingContext.standard
    context.columns = columns
    return execute(arguments: arguments, context: context).deliver(
      output: output, errorOutput: errorOutput)
  }

  static let scanner = OptionScanner(options: GradingHelp.exportOptions)

  static func execute(arguments: [String], context: GradingContext) -> CommandOutcome {
    do throws(GradingError) {
      let scan = try scanner.read(arguments)
      if scan.flags.contains("--help") || scan.flags.contains("-h") {
        return CommandOutcome(output: [GradingHelp.export.text(width: context.columns)])
      }
      if let extra = scan.positional.first { throw .unexpectedArgument(extra) }
      // Sin «--curso», el curso con que `iniciar` creó el espacio (la copia del alumno).
      let course = try CourseLoading.load(
        explicit: scan.values["--curso"] ?? recordedCourse(scan.values["--espacio"], context),
        context: context)
      let stamp = try CourseFingerprint.stamp(of: course)
      let reader = TutorWorkspaceReader()
      let (directory, shown) = try workspace(
        scan.values["--espacio"], course: course, context: context, reader: reader)
      var submission: Submission
      switch reader.submission(
        at: directory, shownAs: shown, course: course, stamp: stamp, limits: .standard)
      {
      case .success(let read): submission = read
      case .failure(.workspaceWithoutStudent): throw .exportWithoutStudent(path: shown)
      case .failure(let problem): throw .exportFailed(path: shown, problem: problem.message)
      }
      submission.exportedAt = context.now()
      let target = scan.values["--salida"] ?? defaultOutput(student: submission.student)
      let path = context.absolute(target)
      try refuseOverwriting(path, shownAs: target)
      let data: Data
      do {
        data = try submission.fileContents()
      } catch {
        throw .cannotWrite(path: target, reason: "no se pudo codificar la entrega")
      }
      try AtomicFile.save(String(decoding: data, as: UTF8.self), to: path, shownAs: target)
      return CommandOutcome(output: [
        "Entrega de \(submission.student) escrita en \(target): \(Plural.count(submission.events.filter { $0.kind == .answer }.count, "respuesta", "respuestas"))"
          + " y \(Plural.count(submission.code.count, "archivo de código", "archivos de código")). Envíasela a tu profesor."
      ])
    } catch {
      return .failure(error, command: "exportar", code: exitCode(for: error))
    }
  }

  /// El código de salida de `error`: los de `leccion --help` (2, la orden está mal escrita;
  /// 3, el curso o la carpeta de trabajo no se pueden usar).
  static func exitCode(for error: GradingError) -> Int32 {
    switch error {
    case .courseNotFound, .courseInvalid, .courseFileUnreadable, .workspaceNotFound,
      .exportFailed, .exportWithoutStudent:
      return 3
    default:
      return 2
    }
  }

  /// El espacio de trabajo: el de `--espacio`, si no la carpeta actual o una superior, y si
  /// no el del tutor por defecto (`$XDG_DATA_HOME/leccion/<id del curso>`).
  private static func workspace(
    _ explicit: String?, course: Course, context: GradingContext, reader: TutorWorkspaceReader
  ) throws(GradingError) -> (path: String, shown: String) {
    if let explicit {
      let path = context.absolute(explicit)
      guard SafeFile.kind(of: path) == .directory, reader.isWorkspace(path) else {
        throw .workspaceNotFound(explicit)
      }
      return (path, explicit)
    }
    var current = context.currentDirectory
    while true {
      if reader.isWorkspace(current) { return (current, current) }
      let parent = (current as NSString).deletingLastPathComponent
      if parent.isEmpty || parent == current { break }
      current = parent
    }
    let dataHome =
      context.environment["XDG_DATA_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil }
      ?? (context.environment["HOME"] ?? NSHomeDirectory()) + "/.local/share"
    let fallback = dataHome + "/leccion/" + course.id
    if reader.isWorkspace(fallback) { return (fallback, fallback) }
    throw .workspaceNotFound(nil)
  }

  /// La carpeta del curso que recuerda el espacio (el de `--espacio`, o el de la carpeta
  /// actual o una superior), si la recuerda.
  private static func recordedCourse(_ explicit: String?, _ context: GradingContext) -> String? {
    let start = explicit.map(context.absolute) ?? context.currentDirectory
    let found =
      explicit == nil
      ? try? WorkspaceLocator.enclosing(start)
      : try? Workspace.open(URL(fileURLWithPath: start))
    return found.flatMap { $0 }?.manifest.coursePath
  }

  /// Un archivo solo se puede reemplazar si es una entrega anterior.
  private static func refuseOverwriting(_ path: String, shownAs: String) throws(GradingError) {
    switch SafeFile.kind(of: path) {
    case .missing: return
    case .regular:
      if case .success(let data) = SafeFile.read(path, shownAs: shownAs, limit: 64 << 20),
        Submission.isSubmission(data)
      {
        return
      }
      throw .exportWouldOverwrite(path: shownAs)
    default:
      throw .exportWouldOverwrite(path: shownAs)
    }
  }
}
