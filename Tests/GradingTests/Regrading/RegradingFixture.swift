import Foundation
import Lessons
import Synchronization
import Workspace

@testable import Checker
@testable import Grading

/// Un corrector de código de mentira que apunta qué le piden: así las pruebas del almacén
/// cuentan compilaciones sin compilar nada. El veredicto sale del texto del archivo:
/// `// mal` hace fallar la prueba, `// cuelga` agota el tiempo esperando una CPU (dudoso:
/// `TimeoutCause.starved`), `// gira` y `// duerme` lo agotan en la CPU o parado (`busy`,
/// `blocked`), `// sin-corrector` es un problema del corrector; lo demás pasa. Cada prueba oculta del profesor es una prueba más.
/// La salida del programa cambia en cada ejecución, como la de verdad.
final class CountingCodeGrader: CodeChecking, Sendable {
  private let calls = Mutex<[[CodeSubmission]]>([])

  /// Lo que se le pidió, alumno por alumno (un lote por llamada y alumno).
  var batches: [[CodeSubmission]] { calls.withLock { $0 } }
  /// Cada ejercicio que se le pidió, como `id: primera línea del archivo`.
  var checked: [String] {
    batches.joined().map {
      $0.exerciseID + ": "
        + ($0.learnerFile.contents.split(separator: "\n").first.map(String.init) ?? "")
    }
  }

  func check(students: [[CodeSubmission]], jobs: Int) async -> CodeCheckingResult {
    calls.withLock { $0 += students }
    return CodeCheckingResult(
      verdicts: students.map { $0.map(Self.verdict) }, compilerRuns: students.count)
  }

  static func verdict(_ submission: CodeSubmission) -> CodeVerdict {
    let text = submission.learnerFile.contents
    if text.contains("// sin-corrector") {
      return CodeVerdict(
        exerciseID: submission.exerciseID, setupMessage: "el disco está lleno.", limits: .standard)
    }
    let causes: [(String, TimeoutCause)] = [
      ("// cuelga", .starved), ("// gira", .busy), ("// duerme", .blocked),
    ]
    let cause = causes.first { text.contains($0.0) }?.1
    let status: TestCaseResult.Status =
      cause != nil
      ? .timedOut : text.contains("// mal") ? .failed(messages: ["El saldo no cuadra."]) : .passed
    let names = ["prueba"] + submission.extraTests.map { "oculta-" + $0.name }
    var verdict = CodeVerdict(
      exerciseID: submission.exerciseID,
      tests: names.map { TestCaseResult(name: $0, status: status) },
      output: "salida \(UUID().uuidString)", limits: .standard)
    verdict.timeoutCause = cause
    return verdict
  }
}

/// Una clase en una carpeta temporal (`clase/`) y su almacén (`almacen/`), corregida con
/// `ClassGrader` y `StoredCodeGrader` sobre un `CountingCodeGrader` nuevo cada vez.
struct RegradingClass {
  let root: String
  var folder: String { root + "/clase" }
  var storeDirectory: String { root + "/almacen" }

  static func make() throws -> RegradingClass {
    let made = RegradingClass(root: try GradingFixture.temporaryDirectory())
    try FileManager.default.createDirectory(
      atPath: made.folder, withIntermediateDirectories: true)
    return made
  }

  func remove() { try? FileManager.default.removeItem(atPath: root) }

  /// Las claves de siempre de estas pruebas (sin compilador de verdad).
  static let keying = ResultKeying(
    courseHash: GradingFixture.stamp.contentHash, toolchain: "swift-de-prueba",
    runnerSettings: "limites-de-prueba")

  /// Escribe la entrega de `student` con las soluciones del curso, cada una con su primera
  /// línea `// <etiqueta>` (el mismo código para la misma etiqueta) y `changes` por
  /// ejercicio añadidos al final.
  func write(
    _ student: String, tag: String = "comun", changes: [String: String] = [:],
    events: [ProgressEvent]? = nil
  ) throws {
    var code: [String: String] = [:]
    for (id, solution) in try GradingFixture.solutions() {
      code[id] = "// \(tag)\n" + solution + (changes[id] ?? "")
    }
    var submission = GradingFixture.submission(student, code: code)
    if let events { submission.events = events }
    try GradingFixture.write(submission, to: folder + "/\(student).json")
  }

  /// Lo que dio una corrección y lo que se le pidió al corrector de dentro.
  struct Outcome {
    var report: GradeReport
    var cost: ClassGrader.Cost
    var inner: CountingCodeGrader
    var json: String { ReportFormat.json.render(report) }
  }

  /// Corrige la clase con el almacén (o sin él, con `stored: false`); con un solo trabajo,
  /// los lotes llegan al corrector de dentro en el orden de los alumnos.
  func grade(
    setup: GradingSetup = GradingSetup(course: GradingFixture.course, stamp: GradingFixture.stamp),
    keying: ResultKeying = RegradingClass.keying, stored: Bool = true, jobs: Int = 1
  ) async throws -> Outcome {
    let inner = CountingCodeGrader()
    let store = stored ? try ResultStore.open(directory: storeDirectory) : nil
    let grader = ClassGrader(
      setup: setup, code: StoredCodeGrader(inner: inner, store: store, keying: keying), jobs: jobs)
    let inputs = InputDiscovery.inputs(
      for: [folder], currentDirectory: root, workspaces: TutorWorkspaceReader())
    let (report, cost) = try await grader.gradeMeasuring(inputs)
    return Outcome(report: report, cost: cost, inner: inner)
  }

  /// Las entradas del almacén (rutas), por orden.
  func entries() -> [String] {
    let enumerator = FileManager.default.enumerator(atPath: storeDirectory)
    var found: [String] = []
    while let relative = enumerator?.nextObject() as? String {
      let name = (relative as NSString).lastPathComponent
      if name.count == 64 { found.append(storeDirectory + "/" + relative) }
    }
    return found.sorted()
  }
}
