import Foundation
import Support

/// La caché de los ejercicios de código: veredictos y programas compilados, guardados por
/// el resumen SHA-256 de todo lo que los determina (fuentes, arnés, compilador, motor,
/// opciones y límites). Un archivo sin cambios se contesta sin compilar.
///
/// ```swift
/// let cache = CodeCache(directory: CodeCache.defaultDirectory())
/// ```
public struct CodeCache: Sendable, Hashable {
  /// La carpeta raíz (`$XDG_CACHE_HOME/leccion` por omisión).
  public var directory: String

  /// Crea una caché en `directory` (se crea al escribir la primera vez).
  public init(directory: String) {
    self.directory = directory
  }

  /// `$XDG_CACHE_HOME/leccion`, o `~/.cache/leccion`.
  public static func defaultDirectory(
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> String {
    if let base = environment["XDG_CACHE_HOME"], base.hasPrefix("/") { return base + "/leccion" }
    let home = environment["HOME"] ?? NSHomeDirectory()
    return home + "/.cache/leccion"
  }

  /// Donde vive (o viviría) el programa compilado con esta clave.
  func programPath(key: String) -> String {
    directory + "/programas/" + key.prefix(2) + "/" + key
  }

  private func entryPath(key: String) -> String {
    directory + "/veredictos/" + key.prefix(2) + "/" + key + ".json"
  }

  /// Los veredictos de código: el almacén de veredictos (`ResultStore`, el mismo de
  /// `leccion corregir`, con la misma receta de clave) en `veredictos/`.
  var verdicts: ResultStore {
    ResultStore(unchecked: directory + "/veredictos")
  }

  /// El veredicto guardado de `exerciseID` con la clave `key`, si lo hay y está íntegro
  /// (cortado, cambiado, de otra clave o de otro ejercicio no cuenta).
  func verdict(key: String, exerciseID: String) -> CodeVerdict? {
    guard case .hit(let verdict) = verdicts.lookup(key: key, exerciseID: exerciseID) else {
      return nil
    }
    return verdict
  }

  /// Guarda un veredicto (escritura atómica: nunca se lee a medias).
  func store(_ verdict: CodeVerdict, key: String) {
    try? FileManager.default.createDirectory(
      atPath: verdicts.directory, withIntermediateDirectories: true)
    verdicts.save(verdict, key: key)
  }

  /// Un valor guardado con `save(_:key:)`, si lo hay y se puede leer.
  func load<Value: Decodable>(_ type: Value.Type, key: String) -> Value? {
    guard let data = FileManager.default.contents(atPath: entryPath(key: key)) else { return nil }
    return try? JSONDecoder().decode(Value.self, from: data)
  }

  /// Guarda un valor (escritura atómica).
  func save<Value: Encodable>(_ value: Value, key: String) {
    guard let data = try? JSONEncoder().encode(value) else { return }
    let path = entryPath(key: key)
    try? FileManager.default.createDirectory(
      atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try? AtomicFile.write(data, toPath: path, durable: false)
  }

  /// Mueve un programa recién compilado a la caché; devuelve su nueva ruta.
  func adoptProgram(at path: String, key: String) -> String? {
    let destination = programPath(key: key)
    let fileManager = FileManager.default
    try? fileManager.createDirectory(
      atPath: (destination as NSString).deletingLastPathComponent, withIntermediateDirectories: true
    )
    guard (try? AtomicFile.install(fileAt: path, atPath: destination)) != nil else { return nil }
    return destination
  }
}
