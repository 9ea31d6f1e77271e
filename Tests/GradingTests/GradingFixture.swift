import Support
import Checker
import Foundation
import Lessons
import Workspace
import Testing

@testable import Grading

/// Lo que comparten las pruebas de la corrección: el curso de prueba, su sello, una
/// carpeta temporal por prueba, entregas montadas en código y un contexto de órdenes con
/// una caché propia y límites cortos.
enum GradingFixture {
  static let packageRoot: String = {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<3 { url.deleteLastPathComponent() }
    return url.path
  }()

  static let courseDirectory = packageRoot + "/Tests/Fixtures/curso-corregir"
  static let brokenSubmissions = packageRoot + "/Tests/Fixtures/Submissions"

  /// El curso de prueba (cargado una vez).
  static let course: Course = {
    let load = CourseLoader.load(from: URL(fileURLWithPath: courseDirectory))
    precondition(load.diagnostics.isEmpty, "\(load.diagnostics)")
    return load.course ?? Course(id: "vacío")
  }()

  static let stamp: CourseStamp =
    (try? CourseFingerprint.stamp(of: course))
    ?? CourseStamp(id: "curso-corregir", contentHash: "")

  /// Una carpeta nueva y vacía bajo `TMPDIR/leccion-corregir-<uid>`. Cada prueba borra la
  /// suya al acabar; las que quedaran de ejecuciones anteriores interrumpidas (de hace más
  /// de una hora) se borran la primera vez.
  static func temporaryDirectory() throws -> String {
    _ = sweptOldDirectories
    let path = parent + "/" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }

  static let parent = NSTemporaryDirectory() + "leccion-corregir-\(getuid())"

  static let sweptOldDirectories: Void = {
    let fileManager = FileManager.default
    let hourAgo = Date().addingTimeInterval(-3600)
    for entry in (try? fileManager.contentsOfDirectory(atPath: parent)) ?? [] {
      let path = parent + "/" + entry
      let modified = (try? fileManager.attributesOfItem(atPath: path))?[.modificationDate] as? Date
      if let modified, modified < hourAgo { try? fileManager.removeItem(atPath: path) }
    }
  }()

  static func code(_ exercise: String, _ variant: String) throws -> String {
    let folder = exercise.split(separator: ".").last.map(String.init) ?? exercise
    return try String(
      contentsOfFile: courseDirectory + "/01-caja/codigo/\(folder)/\(variant).swift",
      encoding: .utf8)
  }

  /// Todas las respuestas correctas y todas las soluciones.
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

  /// Una entrega con `answers` y el código dado (id de ejercicio → texto del archivo).
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

  /// Límites lo bastante cortos para que los bucles y los abrazos mortales acaben en un
  /// segundo.
  static let shortLimits = SandboxLimits(
    wallClockSeconds: 1, cpuSeconds: 1, memoryBytes: 512 << 20, processes: 64, outputBytes: 4096)

  /// Un contexto de órdenes en `directory` con su propia carpeta de caché (`cache`, también
  /// la de `XDG_CACHE_HOME`: el almacén de resultados vive dentro). Su ejecutor trae, como el
  /// de verdad, la caché de programas del alumno (`cache/leccion`), que `corregir` no usa.
  static func context(in directory: String, cache: String, processors: Int = 2) -> GradingContext {
    GradingContext(
      currentDirectory: directory, environment: ["XDG_CACHE_HOME": cache],
      processorCount: processors,
      executable: nil,
      makeRunner: { options throws(CodeRunnerError) in
        let toolchain = try SharedCoreToolchain.locate(currentDirectory: packageRoot)
        var limited = options
        limited.limits.memoryBytes = shortLimits.memoryBytes
        limited.limits.processes = shortLimits.processes
        limited.limits.outputBytes = shortLimits.outputBytes
        return CodeRunner(
          toolchain: toolchain, options: limited,
          cache: CodeCache(
            directory: CodeCache.defaultDirectory(environment: ["XDG_CACHE_HOME": cache])))
      },
      now: { Date(timeIntervalSince1970: 1_800_000_000) })
  }

  /// SHA-256 de cada archivo bajo `directory`, por ruta relativa (para probar que nada
  /// cambió).
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
