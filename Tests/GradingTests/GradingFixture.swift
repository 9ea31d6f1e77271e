import Support
import Checker
import Foundation
import Lessons
import Workspace
import Testing

@testable import Grading

/// What the grading tests share: the fixture course, its stamp, a temporary folder per
/// test, hand-ins built in code, and a command context with a private cache and short
/// limits.
enum GradingFixture {
  static let packageRoot: String = {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<3 { url.deleteLastPathComponent() }
    return url.path
  }()

  static let courseDirectory = packageRoot + "/Tests/Fixtures/curso-corregir"
  static let brokenSubmissions = packageRoot + "/Tests/Fixtures/Submissions"

  /// The fixture course (loaded once).
  static let course: Course = {
    let load = CourseLoader.load(from: URL(fileURLWithPath: courseDirectory))
    precondition(load.diagnostics.isEmpty, "\(load.diagnostics)")
    return load.course ?? Course(id: "vacío")
  }()

  static let stamp: CourseStamp =
    (try? CourseFingerprint.stamp(of: course))
    ?? CourseStamp(id: "curso-corregir", contentHash: "")

  /// A new empty folder.
  static func temporaryDirectory() throws -> String {
    let path = NSTemporaryDirectory() + "leccion-corregir-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }

  static func code(_ exercise: String, _ variant: String) throws -> String {
    let folder = exercise.split(separator: ".").last.map(String.init) ?? exercise
    return try String(
      contentsOfFile: courseDirectory + "/01-caja/codigo/\(folder)/\(variant).swift",
      encoding: .utf8)
  }

  /// Every answer right and every solution.
  static func rightAnswers() -> [String: RawAnswer] {
    [
      "caja.copia": .choicePositions([1]),
      "caja.metodo": .freeText("With Lock"),
      "caja.imprime": .prediction(lines: ["2", "fin"]),
      "caja.dibujo": .flowchartRebuild(
        mermaid: "flowchart TD\n  X[pantalla de pagos] --> Y[Caja de la cuenta]\n"
          + "  Z[Pantalla de saldo] --> Y"),
      "decidir.saldo": .flowchartWalk(path: ["no", "no"]),
      "decidir.tipos": .admission(verdicts: ["admitida", "rechazada", "higiene"]),
    ]
  }

  static let codeExercises = ["caja.contador", "caja.sumar", "caja.traspaso"]

  /// A hand-in with `answers` and the given code (exercise id → file text).
  static func submission(
    _ student: String, answers: [String: RawAnswer] = rightAnswers(),
    code: [String: String], stamp: CourseStamp = stamp
  ) -> Submission {
    Submission(
      student: student, course: stamp,
      exportedAt: Date(timeIntervalSince1970: 1_800_000_000),
      answers: answers,
      code: code.mapValues { CodeEntry(file: "ejercicio.swift", contents: $0) })
  }

  static func solutions() throws -> [String: String] {
    var result: [String: String] = [:]
    for id in codeExercises { result[id] = try code(id, "solucion") }
    return result
  }

  static func write(_ submission: Submission, to path: String) throws {
    try submission.encoded().write(to: URL(fileURLWithPath: path))
  }

  /// Limits short enough for loops and deadlocks to end in a second.
  static let shortLimits = SandboxLimits(
    wallClockSeconds: 1, cpuSeconds: 1, memoryBytes: 512 << 20, processes: 64, outputBytes: 4096)

  /// A command context in `directory` with its own cache folder (`cache`).
  static func context(in directory: String, cache: String, processors: Int = 2) -> GradingContext {
    GradingContext(
      currentDirectory: directory, environment: [:], processorCount: processors,
      executable: nil,
      makeRunner: { options, useCache throws(CodeRunnerError) in
        let toolchain = try SharedCoreToolchain.locate(currentDirectory: packageRoot)
        var limited = options
        limited.limits.memoryBytes = shortLimits.memoryBytes
        limited.limits.processes = shortLimits.processes
        limited.limits.outputBytes = shortLimits.outputBytes
        return CodeRunner(
          toolchain: toolchain, options: limited,
          cache: useCache ? CodeCache(directory: cache) : nil)
      },
      now: { Date(timeIntervalSince1970: 1_800_000_000) })
  }

  /// SHA-256 of every file under `directory`, by relative path (to prove nothing changed).
  static func snapshot(_ directory: String) -> [String: String] {
    var result: [String: String] = [:]
    let enumerator = FileManager.default.enumerator(atPath: directory)
    while let relative = enumerator?.nextObject() as? String {
      let path = directory + "/" + relative
      guard SafeFile.kind(of: path) == .regular,
        let data = FileManager.default.contents(atPath: path)
      else { continue }
      var digest = SHA256Digest()
      digest.update(data)
      result[relative] = digest.hexDigest()
    }
    return result
  }
}
