import Foundation
import Support

/// Los objetos de las pruebas ya compiladas (`CodeRunner.compileSplit`) y la última interfaz
/// de cada ejercicio, en `pruebas/`; los objetos de un archivo (`ObjectParts`), en `partes/`.
///
/// Cada objeto se guarda con su resumen SHA-256 delante (`pruebas-objeto-1 <resumen>` y un
/// salto de línea): al leerlo se comprueba, y uno cortado o cambiado se rechaza, se borra y
/// las pruebas se compilan otra vez. La escritura es atómica (un archivo temporal y
/// `rename`), así que dos procesos que guardan la misma clave a la vez (el tutor que las
/// compila de antemano y una comprobación) nunca dejan un objeto a medias: gana el último, y
/// los dos son el mismo.
extension CodeCache {
  /// La primera palabra de un objeto guardado, de pruebas o de un archivo (cambia si cambia el
  /// formato).
  static let objectMagic = "pruebas-objeto-1"

  /// Dónde se guarda el objeto de pruebas con esta clave.
  func testsObjectPath(key: String) -> String {
    directory + "/pruebas/" + key.prefix(2) + "/" + key + ".o"
  }

  /// Si hay un objeto guardado con esta clave (sin comprobarlo: eso lo hace
  /// `copyTestsObject`).
  func hasTestsObject(key: String) -> Bool {
    FileManager.default.fileExists(atPath: testsObjectPath(key: key))
  }

  /// Escribe en `destination` el objeto de pruebas guardado con esta clave, si está y su
  /// resumen es el suyo; si está cambiado o cortado, lo borra (la próxima compilación lo
  /// guarda otra vez) y devuelve `false`.
  func copyTestsObject(key: String, to destination: String) -> Bool {
    copyObject(at: testsObjectPath(key: key), to: destination) != nil
  }

  /// Guarda una copia del objeto de unas pruebas recién compiladas, con su resumen (escritura
  /// atómica: nunca se lee a medias); si no se puede, la próxima comprobación las vuelve a
  /// compilar.
  func storeTestsObject(copying path: String, key: String) {
    storeObject(copying: path, at: testsObjectPath(key: key))
  }

  /// Dónde se guarda el objeto de un archivo compilado aparte con esta clave (`ObjectParts`).
  func objectPartPath(key: String) -> String {
    directory + "/partes/" + key.prefix(2) + "/" + key + ".o"
  }

  /// Escribe en `destination` el objeto de un archivo guardado con esta clave
  /// (`ObjectParts.key`), si está y su resumen es el suyo, y lo devuelve; como
  /// `copyTestsObject`.
  func copyObjectPart(key: String, to destination: String) -> Data? {
    copyObject(at: objectPartPath(key: key), to: destination)
  }

  /// Guarda `object`, el objeto de un archivo que acaba de escribir el compilador.
  func storeObjectPart(_ object: Data, key: String) {
    storeObject(object, at: objectPartPath(key: key))
  }

  /// Escribe en `destination` el objeto guardado en `path` y lo devuelve, si su resumen es el
  /// suyo; si está cambiado o cortado, lo borra y devuelve `nil`.
  private func copyObject(at path: String, to destination: String) -> Data? {
    guard let stored = FileManager.default.contents(atPath: path) else { return nil }
    guard let object = Self.verifiedObject(stored) else {
      try? FileManager.default.removeItem(atPath: path)
      return nil
    }
    try? FileManager.default.removeItem(atPath: destination)
    return FileManager.default.createFile(atPath: destination, contents: object) ? object : nil
  }

  /// Guarda `path` con su resumen en `destination` (escritura atómica).
  private func storeObject(copying path: String, at destination: String) {
    guard let object = FileManager.default.contents(atPath: path) else { return }
    storeObject(object, at: destination)
  }

  /// Guarda `object` con su resumen en `destination` (escritura atómica).
  private func storeObject(_ object: Data, at destination: String) {
    try? FileManager.default.createDirectory(
      atPath: (destination as NSString).deletingLastPathComponent,
      withIntermediateDirectories: true)
    try? AtomicFile.write(Self.framedObject(object), toPath: destination, durable: false)
  }

  /// El objeto con su cabecera: `pruebas-objeto-1 <SHA-256 del objeto>\n` y el objeto.
  static func framedObject(_ object: Data) -> Data {
    var hash = SHA256()
    hash.update(object)
    return Data((objectMagic + " " + hash.hexDigest() + "\n").utf8) + object
  }

  /// El objeto de un archivo guardado con `framedObject`, si la cabecera está y el
  /// resumen coincide; `nil` si no.
  static func verifiedObject(_ stored: Data) -> Data? {
    // La cabecera mide siempre lo mismo: la palabra, un espacio, 64 cifras y el salto.
    let headerLength = objectMagic.utf8.count + 1 + 64 + 1
    guard stored.count > headerLength else { return nil }
    let start = stored.startIndex
    let header = stored[start..<start + headerLength]
    let expected = Data((objectMagic + " ").utf8)
    guard header.starts(with: expected), header.last == UInt8(ascii: "\n") else { return nil }
    let digest = String(decoding: header.dropFirst(expected.count).dropLast(), as: UTF8.self)
    let object = stored[(start + headerLength)...]
    var hash = SHA256()
    hash.update(object)
    guard hash.hexDigest() == digest else { return nil }
    return Data(object)
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
}
