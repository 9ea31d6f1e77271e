import Foundation
import Synchronization
import Support

extension SharedCoreToolchain {
  /// Lo que identifica al compilador y al motor por lo que son, no por dónde ni cuándo se
  /// instalaron: la salida de `swiftc --version` y el SHA-256 de la biblioteca y del módulo
  /// de `SharedCore` (un archivo o una carpeta, con todo lo que tenga dentro), y los del arnés
  /// de pruebas (`LeccionHarness`). Otra
  /// compilación idéntica del motor, o la misma copiada a otra carpeta, da lo mismo; otro
  /// motor u otro Swift, otra cosa.
  ///
  /// Se calcula una vez por proceso y por estado de los archivos (tamaño, fecha, inodo).
  ///
  /// ```swift
  /// let identity = toolchain.contentIdentity()   // "Swift version 6.3 …|lib:3fa9…|mod:…"
  /// ```
  public func contentIdentity() -> String {
    let files = [swiftc, libraryPath, modulePath, harnessLibraryPath, harnessModulePath]
    let stamp = files.map(SwiftCompiler.identity(of:)).joined(separator: "|")
    if let known = Self.identities.withLock({ $0[stamp] }) { return known }
    let identity = [
      "swiftc:" + compilerVersion(),
      "biblioteca:" + Self.contentHash(of: libraryPath),
      "modulo:" + Self.contentHash(of: modulePath),
      "arnes:" + Self.contentHash(of: harnessLibraryPath),
      "modulo-arnes:" + Self.contentHash(of: harnessModulePath),
    ].joined(separator: "|")
    Self.identities.withLock { $0[stamp] = identity }
    return identity
  }

  /// `swiftc --version`, o lo que se sepa si no se pudo ejecutar (la ruta y su estado).
  private func compilerVersion() -> String {
    // El driver deja una carpeta `TemporaryDirectory.*` en su `TMPDIR`: le damos una propia
    // y la borramos, para no dejar nada en el del corrector.
    let temporary = FileManager.default.temporaryDirectory
      .appendingPathComponent("leccion-version-\(UUID().uuidString)").path
    try? FileManager.default.createDirectory(
      atPath: temporary, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: temporary) }
    let request = ChildProcess.Request(
      executable: swiftc, arguments: ["--version"],
      environment: SwiftCompiler.environment(temporary: temporary), timeout: 60)
    guard let result = try? ChildProcess.run(request), result.termination == .exited(0),
      !result.timedOut
    else { return "sin-version:" + SwiftCompiler.identity(of: swiftc) }
    return String(decoding: result.output, as: UTF8.self)
      .trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// El SHA-256 de un archivo, o de una carpeta (cada ruta relativa y su contenido, por
  /// orden de ruta); `ausente` si no hay nada.
  static func contentHash(of path: String) -> String {
    var hash = SHA256()
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      return "ausente"
    }
    if !isDirectory.boolValue {
      guard let data = FileManager.default.contents(atPath: path) else { return "ilegible" }
      hash.update(data)
      return hash.hexDigest()
    }
    let relative = (FileManager.default.subpaths(atPath: path) ?? []).sorted {
      $0.utf8.lexicographicallyPrecedes($1.utf8)
    }
    for name in relative {
      let full = path + "/" + name
      var inner: ObjCBool = false
      guard FileManager.default.fileExists(atPath: full, isDirectory: &inner), !inner.boolValue,
        let data = FileManager.default.contents(atPath: full)
      else { continue }
      hash.update(field: name)
      hash.update(field: String(data.count))
      hash.update(data)
    }
    return hash.hexDigest()
  }

  private static let identities = Mutex<[String: String]>([:])
}
