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
    root = FileManager.default.temporaryDirectory
      .appendingPathComponent("leccion-pruebas-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
  }

  deinit { try? FileManager.default.removeItem(at: root) }

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
    workspace useWorkspace: Bool = true, services: TutorServices = .withoutEngine, columns: Int = 80
  ) async -> Run {
    var arguments = arguments
    if let course { arguments += ["--curso", course.path] }
    if useWorkspace { arguments += ["--espacio", "espacio"] }
    let console = Console.capturing(columns: columns)
    let reader = ScriptedLineReader(input, console: console)
    let environment = self.environment
    let call = Call(arguments: arguments, reader: reader)
    var withDelegates = services
    withDelegates.delegates = Self.delegates
    let services = withDelegates
    let code = await CommandLineInterface.run(
      arguments: call.arguments, environment: environment, console: console,
      reader: call.reader, services: services)
    return Run(
      code: code, output: console.captured.output, errors: console.captured.errors,
      history: reader.history)
  }

  /// Las órdenes de corrección, como las enlaza el ejecutable `leccion`.
  static let delegates: [DelegatedCommand: DelegatedCommand.Runner] = [
    .grade: { await GradingCommand.run(arguments: $0, output: $1, errorOutput: $2) },
    .export: { ExportCommand.run(arguments: $0, output: $1, errorOutput: $2) },
    .assignment: { AssignmentCommand.run(arguments: $0, output: $1, errorOutput: $2) },
  ]

  private struct Call: @unchecked Sendable {
    var arguments: [String]
    var reader: ScriptedLineReader
  }

  /// Crea el espacio de trabajo.
  func initialize() async {
    let result = await run(["iniciar", "espacio"], workspace: false)
    #expect(result.code == 0)
  }

  /// El progreso guardado.
  func progress() -> LearnerProgress? {
    guard case .success(let progress) = ProgressFile.read(progressURL, courseID: "curso-tutor")
    else { return nil }
    return progress
  }
}
