import Foundation
import Support
import Synchronization

/// Lo que `swift-autolink-extract` escribiría para enlazar unos objetos, sin lanzarlo.
///
/// El enlace de una comprobación empezaba con `swift-autolink-extract` (el mismo binario de
/// 200 MB que `swift-frontend`: ≈ 17 ms de CPU solo en arrancar) para leer de cada objeto su
/// sección `.swift1_autolink_entries` (las bibliotecas que pide: `-lswiftCore`,
/// `-lFoundation`…) y escribirlas en un archivo que `clang` lee. Lo que escribe depende solo
/// de esas secciones, así que se recuerda (en el proceso y en `planes/`, como los planes de
/// `FrontendPlan`) con la clave de las secciones de los objetos, en orden, y la huella del
/// compilador: la siguiente vez con las mismas secciones el enlace usa lo recordado
/// (`LinkerPlan`).
///
/// Lo recordado sale siempre de una ejecución de verdad de `swift-autolink-extract` sobre
/// objetos con esas mismas secciones (`learn`), y la sección se lee aquí, fuera de la caja,
/// del objeto que se enlaza (`section(ofObjectAt:)`): nunca se enlaza con una lista que no
/// sea la que daría la herramienta.
///
/// ```swift
/// let clave = AutolinkEntries.key(sections: [pruebas, ejercicio], fingerprint: huella)
/// AutolinkEntries.known(key: clave, store: planes)  // "-lswiftCore\n-lSharedCore\n…" o nil
/// ```
enum AutolinkEntries {
  /// El nombre de la sección en los objetos ELF de Swift.
  static let sectionName = ".swift1_autolink_entries"

  private static let memo = Mutex<[String: String]>([:])

  /// La clave de unos objetos: la huella del compilador y el contenido de la sección de cada
  /// uno, en el orden del enlace.
  static func key(sections: [Data], fingerprint: String) -> String {
    var hash = SHA256()
    hash.update(field: "autolink-1")
    hash.update(field: fingerprint)
    for section in sections {
      var inner = SHA256()
      inner.update(section)
      hash.update(field: inner.hexDigest())
    }
    return hash.hexDigest()
  }

  /// Lo recordado para `key`, si está.
  static func known(key: String, store: String?) -> String? {
    if let text = memo.withLock({ $0[key] }) { return text }
    guard let text = FrontendPlan.load(key: key, store: store), isUsable(text) else { return nil }
    memo.withLock { $0[key] = text }
    return text
  }

  /// Recuerda `text`, lo que escribió `swift-autolink-extract` para los objetos de `key`.
  static func learn(_ text: String, key: String, store: String?) {
    guard isUsable(text), known(key: key, store: store) != text else { return }
    memo.withLock { $0[key] = text }
    FrontendPlan.save(text, key: key, store: store)
  }

  /// La clave de la sección del objeto de la persona enlazado con el objeto de pruebas
  /// `testsKey` (`CodeRunner.testsObjectKey`: las pruebas y la interfaz de la persona).
  private static func partnerKey(of testsKey: String, fingerprint: String) -> String {
    var hash = SHA256()
    hash.update(field: "autolink-pareja-2")
    hash.update(field: fingerprint)
    hash.update(field: testsKey)
    return hash.hexDigest()
  }

  /// La sección del último objeto de la persona enlazado con el objeto de pruebas `testsKey`:
  /// lo que se espera del siguiente con la misma interfaz (las bibliotecas que pide un objeto
  /// salen de lo que importa, que está en la interfaz).
  static func partner(of testsKey: String, fingerprint: String, store: String?) -> Data? {
    let key = partnerKey(of: testsKey, fingerprint: fingerprint)
    let text = memo.withLock { $0[key] } ?? FrontendPlan.load(key: key, store: store)
    guard let text, let data = Data(base64Encoded: text) else { return nil }
    memo.withLock { $0[key] = text }
    return data
  }

  /// Recuerda que un objeto de la persona con la sección `learner` se enlazó con el objeto de
  /// pruebas `testsKey`.
  static func remember(
    partner learner: Data, of testsKey: String, fingerprint: String, store: String?
  ) {
    let key = partnerKey(of: testsKey, fingerprint: fingerprint)
    let text = learner.base64EncodedString()
    guard memo.withLock({ $0[key] }) != text else { return }
    memo.withLock { $0[key] = text }
    FrontendPlan.save(text, key: key, store: store)
  }

  /// Las opciones de `text`, una por línea, como argumentos: solo `-l…` sin nada que un shell
  /// leería de otra forma; si no, `nil` (y no se usa).
  static func flags(_ text: String) -> [String]? {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
    guard !lines.isEmpty, lines.allSatisfy({ $0.hasPrefix("-l") && FrontendPlan.isPlain($0) })
    else { return nil }
    return lines
  }

  private static func isUsable(_ text: String) -> Bool { flags(text) != nil }

  /// El contenido de la sección `sectionName` del objeto ELF de 64 bits en `path` (vacío si
  /// no la tiene), o `nil` si no es un objeto así o no se puede leer.
  static func section(ofObjectAt path: String) -> Data? {
    guard let data = FileManager.default.contents(atPath: path) else { return nil }
    return section(named: sectionName, in: data)
  }

  /// La sección `name` de `data`, un ELF de 64 bits, little endian (`ELFSymbols`); vacía si
  /// no la tiene, `nil` si no es un ELF así.
  static func section(named name: String, in data: Data) -> Data? {
    ELFSymbols(data: data)?.contents(ofSection: name)
  }
}
