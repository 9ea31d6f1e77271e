import Commands
import Foundation
import Grading
import Presentation
import Workspace
import Testing
@testable import Tutor

/// Un espacio de trabajo temporal con el curso de prueba del tutor, y `leccion` ejecutado
/// dentro sin lanzar procesos.
final class TutorHarness: @unchecked Sendable {
  /// `Tests/Fixtures/curso-tutor`.
  static let course: URL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/curso-tutor")

  /// `Tests/Fixtures/curso-con-errores`.
  static let brokenCourse: URL = course.deletingLastPathComponent()
    .appendingPathComponent("curso-con-errores")

  /// La carpeta temporal (la carpeta actual de `leccion`).
  let root: URL
  /// El espacio de trabajo (`root/espacio`).
  var workspace: URL { root.appendingPathComponent("espacio") }
  var progressURL: URL { workspace.appendingPathComponent("progreso.json") }

  init() {
    _ = Self.sweptOnce
    root = FileManager.default.temporaryDirectory
      .appendingPathComponent("\(Self.prefix)\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
  }

  /// Cada prueba borra su carpeta al acabar (cuando suelta su `TutorHarness`).
  deinit { try? FileManager.default.removeItem(at: root) }

  private static let prefix = "leccion-pruebas-"

  /// Las carpetas de pruebas que no llegaron a acabar (un proceso que se mató a medias) y
  /// tienen más de una hora se borran la primera vez que se crea una en este proceso.
  private static let sweptOnce: Void = {
    let temporary = FileManager.default.temporaryDirectory
    let names = (try? FileManager.default.contentsOfDirectory(atPath: temporary.path)) ?? []
    let anHourAgo = Date().addingTimeInterval(-3600)
    for name in names
    where name.hasPrefix(prefix) && UUID(uuidString: String(name.dropFirst(prefix.count))) != nil {
      let url = temporary.appendingPathComponent(name)
      let modified = try? url.resourceValues(forKeys: [.contentModificationDateKey])
        .contentModificationDate
      if let modified, modified < anHourAgo { try? FileManager.default.removeItem(at: url) }
    }
  }()

  /// Lo que devolvió una ejecución.
  struct Run {
    var code: Int32
    var output: [String]
    var errors: [String]
    /// Lo que el tutor anotó en el historial.
    var history: [String] = []
    var text: String { output.joined(separator: "\n") }
    /// La salida con los saltos de línea como espacios (los párrafos ajustados, enteros).
    var flowing: String { output.joined(separator: " ") }
  }

  var environment: TerminalEnvironment {
    TerminalEnvironment(
      variables: [
        "HOME": root.path, "XDG_DATA_HOME": root.appendingPathComponent("datos").path,
        "PATH": "/usr/bin:/bin",
      ],
      currentDirectory: root.path)
  }

  /// Ejecuta `leccion` con el curso de prueba y, si hace falta, el espacio de `root/espacio`.
  @discardableResult
  func run(
    _ arguments: [String], input: [String?] = [], course: URL? = TutorHarness.course,
    workspace useWorkspace: Bool = true, services: TutorServices = .withoutEngine,
    columns: Int = 80,
    in directory: URL? = nil
  ) async -> Run {
    var arguments = arguments
    if let course { arguments += ["--curso", course.path] }
    if useWorkspace { arguments += ["--espacio", "espacio"] }
    let console = Console.capturing(columns: columns)
    let reader = ScriptedLineReader(input, console: console)
    var environment = self.environment
    if let directory { environment.currentDirectory = directory.path }
    let call = Call(arguments: arguments, reader: reader)
    let code = await CommandLineInterface.run(
      arguments: call.arguments, environment: environment, console: console,
      reader: call.reader, services: services, commands: LeccionCommands.table)
    return Run(
      code: code, output: console.captured.output, errors: console.captured.errors,
      history: reader.history)
  }

  private struct Call: @unchecked Sendable {
    var arguments: [String]
    var reader: ScriptedLineReader
  }

  /// Crea el espacio de trabajo (del curso de prueba, o de `course`).
  func initialize(course: URL = TutorHarness.course) async {
    let result = await run(["iniciar", "espacio"], course: course, workspace: false)
    #expect(result.code == 0)
  }

  /// El tutor interactivo como en una terminal de `rows` filas: con paginador, que lee
  /// `keys` (teclas sueltas) o, sin ellas, las líneas de `input`.
  @discardableResult
  func runWithPager(
    input: [String?], keys: [PagerKey]? = nil, rows: Int, course: URL = TutorHarness.course
  ) async -> Run {
    let console = Console.capturing(columns: 80, rows: rows)
    let reader = ScriptedLineReader(input, console: console, keys: keys)
    let options = GlobalOptions(courseDirectory: course.path, workspaceDirectory: "espacio")
    let environment = self.environment
    let call = Call(arguments: [], reader: reader)
    let code: Int32
    do throws(TutorError) {
      let context = try TutorContext.load(
        options: options, environment: environment, console: console,
        services: .withoutEngine)
      code = await Repl(context: context, reader: call.reader, interactive: true).run().rawValue
    } catch {
      console.error(error.message)
      code = error.exitCode.rawValue
    }
    return Run(
      code: code, output: console.captured.output, errors: console.captured.errors,
      history: reader.history)
  }

  /// El progreso guardado.
  func progress() -> LearnerProgress? {
    guard case .success(let progress) = ProgressFile.read(progressURL, courseID: "curso-tutor")
    else { return nil }
    return progress
  }
}
