import Foundation
import Synchronization
import Support

/// Lo que ofrece el motor compilado, comprobado compilando una sonda (una vez por motor:
/// se recuerda en memoria y en la caché).
///
/// Hoy, una sola cosa: si `SharedCore` tiene `IssueReporter` (fallos de `TestStore` que se
/// pueden desviar a la prueba en marcha). Sin él, esos fallos solo salen por la salida de
/// errores.
struct EngineFeatures: Sendable, Hashable {
  var routesIssues: Bool

  static let probeSource = """
    import SharedCore
    func __sonda() {
      IssueReporter.$current.withValue(IssueReporter { issue in _ = issue.message }) {}
    }
    """

  /// Las capacidades del motor de `compiler`; `cache` guarda la respuesta entre procesos.
  static func detect(compiler: SwiftCompiler, fingerprint: String, cache: CodeCache?)
    -> EngineFeatures
  {
    if let known = memo.withLock({ $0[fingerprint] }) { return known }
    var hash = SHA256()
    hash.update(field: "sonda-1")
    hash.update(field: fingerprint)
    let stored = cache.map { $0.directory + "/motor/" + hash.hexDigest() }
    if let stored, let text = try? String(contentsOfFile: stored, encoding: .utf8) {
      let features = EngineFeatures(routesIssues: text == "1")
      memo.withLock { $0[fingerprint] = features }
      return features
    }
    // Una sonda cancelada (Ctrl-C durante la comprobación) no dice nada: no se recuerda.
    guard let routesIssues = probe(compiler) else { return EngineFeatures(routesIssues: false) }
    let features = EngineFeatures(routesIssues: routesIssues)
    memo.withLock { $0[fingerprint] = features }
    if let stored {
      try? FileManager.default.createDirectory(
        atPath: (stored as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      try? AtomicFile.write(
        Data((features.routesIssues ? "1" : "0").utf8), toPath: stored, durable: false)
    }
    return features
  }

  /// Si la sonda compila; `nil` si se canceló (muere con la comprobación que la lanzó,
  /// como el compilador de esa comprobación).
  private static func probe(_ compiler: SwiftCompiler) -> Bool? {
    guard let directory = try? CodeRunner.temporaryDirectory(prefix: "leccion-sonda") else {
      return false
    }
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let file = directory + "/sonda.swift"
    guard FileManager.default.createFile(atPath: file, contents: Data(probeSource.utf8)) else {
      return false
    }
    // En la caja del compilador, como el código de una persona (`SwiftCompiler.invoke`).
    guard let result = try? compiler.invoke(compiler.typecheckFlags + [file], in: directory)
    else {
      return compiler.cancellation?.isCancelled == true ? nil : false
    }
    if result.cancelled { return nil }
    return result.termination == .exited(0) && !result.timedOut
  }

  /// Lo ya averiguado, por compilador y motor.
  private static let memo = Mutex<[String: EngineFeatures]>([:])

}
