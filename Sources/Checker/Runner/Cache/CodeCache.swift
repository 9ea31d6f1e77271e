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

  /// El objeto de unas pruebas ya compiladas con esta clave (`CodeRunner.compileSplit`), si
  /// está.
  func testsObjectPath(key: String) -> String? {
    let path = directory + "/pruebas/" + key.prefix(2) + "/" + key + ".o"
    return FileManager.default.fileExists(atPath: path) ? path : nil
  }

  /// Guarda una copia del objeto de unas pruebas recién compiladas (escritura atómica: nunca
  /// se lee a medias); si no se puede, la próxima comprobación las vuelve a compilar.
  func storeTestsObject(copying path: String, key: String) {
    let destination = directory + "/pruebas/" + key.prefix(2) + "/" + key + ".o"
    guard let data = FileManager.default.contents(atPath: path) else { return }
    try? FileManager.default.createDirectory(
      atPath: (destination as NSString).deletingLastPathComponent,
      withIntermediateDirectories: true)
    try? AtomicFile.write(data, toPath: destination, durable: false)
  }

  /// La última interfaz con la que se compilaron unas pruebas (`base`: su clave sin la
  /// interfaz, `CodeRunner.testsBaseKey`), para adivinar qué objeto enlazar antes de compilar
  /// (`LinkChain`). Es solo una apuesta: lo enlazado se comprueba con la interfaz de verdad.
  func lastInterface(base: String) -> Data? {
    FileManager.default.contents(atPath: lastInterfacePath(base: base))
  }

  /// Recuerda `interface` como la última de `base` (escritura atómica).
  func storeLastInterface(_ interface: Data, base: String) {
    let destination = lastInterfacePath(base: base)
    try? FileManager.default.createDirectory(
      atPath: (destination as NSString).deletingLastPathComponent,
      withIntermediateDirectories: true)
    try? AtomicFile.write(interface, toPath: destination, durable: false)
  }

  private func lastInterfacePath(base: String) -> String {
    directory + "/pruebas/" + base.prefix(2) + "/" + base + ".interfaz"
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
