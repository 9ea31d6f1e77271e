import Foundation
import Support
import Synchronization

/// Las bibliotecas que un enlace se puede ahorrar. Un objeto de Swift pide (su sección
/// `.swift1_autolink_entries`, `AutolinkEntries`) todas las bibliotecas de lo que importa, y
/// lo que importa el motor: Foundation, FoundationEssentials, FoundationInternationalization,
/// Testing… `ld.lld` lee la tabla de símbolos de cada una (≈ 12 ms de los ≈ 30 de un enlace),
/// aunque el programa no use ni uno de sus símbolos.
///
/// Una biblioteca se puede **quitar** de la lista si:
/// - es de la biblioteca de Swift del compilador (`…/lib/swift/linux`) y el motor
///   (`libSharedCore.so`) la pide al cargarse: el programa la carga igual, en el mismo proceso;
/// - ningún nombre que exporta lo exporta también otra de las que se pueden quitar o se
///   quedan (así, quitarla no puede cambiar a quién se ata un símbolo al cargar);
/// - los objetos del enlace (las pruebas, el de la persona y el arnés entero) no usan ninguno
///   de sus símbolos.
///
/// Lo que usan los objetos de una pareja de secciones (`AutolinkEntries.key`) se **aprende**
/// tras un enlace con la lista entera, leyendo sus símbolos sin definir, y se recuerda (en el
/// proceso y en `planes/`): la siguiente comprobación con esas secciones enlaza sin las que no
/// usaba. Si la persona empieza a usar una (`Date()`, de FoundationEssentials), ese enlace
/// falla por un símbolo sin definir: se aprende otra vez, sumando, y se enlaza de nuevo; nunca
/// se queda un programa enlazado con una lista que no tenga lo que usa, porque `ld.lld` no
/// deja símbolos sin definir en un ejecutable.
///
/// ```swift
/// LinkLibraries.trimmed(["-lswiftCore", "-lTesting"], keeping: ["swiftCore"], droppable: ["Testing"])
/// // ["-lswiftCore"]
/// ```
enum LinkLibraries {
  /// Lo que ya se leyó de cada biblioteca (lo que exporta) y del arnés (lo que usa sin
  /// definir), por ruta, tamaño, fecha e inodo.
  private static let symbolsMemo = Mutex<[String: Set<String>]>([:])
  private static let droppableMemo = Mutex<[String: Set<String>]>([:])
  private static let learnedMemo = Mutex<[String: Set<String>]>([:])

  /// Los nombres que el linker pone en toda biblioteca: no cuentan como repetidos.
  private static let linkerNames: Set<String> = ["_init", "_fini", "_edata", "_end", "__bss_start"]

  /// `flags` sin las `-l` de `droppable` que no están en `keeping`, en el mismo orden.
  static func trimmed(_ flags: [String], keeping: Set<String>, droppable: Set<String>) -> [String] {
    flags.filter { flag in
      guard flag.hasPrefix("-l") else { return true }
      let name = String(flag.dropFirst(2))
      return !droppable.contains(name) || keeping.contains(name)
    }
  }

  /// Las bibliotecas de `flags` (`-lX` → `X`) que se pueden quitar si nadie las usa, con la
  /// biblioteca de Swift del compilador en `runtime` y el motor en `engine`.
  /// Se recuerda (en el proceso y en `store`) por las rutas, tamaños y fechas de esas
  /// bibliotecas y del motor: leerlas cuesta decenas de milisegundos.
  static func droppable(flags: [String], runtime: String, engine: String, store: String?)
    -> Set<String>
  {
    let names = flags.filter { $0.hasPrefix("-l") }.map { String($0.dropFirst(2)) }
    var hash = SHA256()
    hash.update(field: "prescindibles-1")
    for field in [runtime, engine, stamp(engine)] { hash.update(field: field) }
    for name in names.sorted() {
      hash.update(field: name + " " + stamp(runtime + "/lib" + name + ".so"))
    }
    let memoKey = hash.hexDigest()
    if let known = droppableMemo.withLock({ $0[memoKey] }) { return known }
    if let text = FrontendPlan.load(key: memoKey, store: store),
      let set = parse(text, header: "bibliotecas-prescindibles")
    {
      droppableMemo.withLock { $0[memoKey] = set }
      return set
    }
    let loaded = Set(ELFSymbols(path: engine)?.needed ?? [])
    var candidates: [String: Set<String>] = [:]
    for name in Set(names) {
      let path = runtime + "/lib" + name + ".so"
      guard loaded.contains("lib" + name + ".so"), let exports = exported(by: path) else {
        continue
      }
      candidates[name] = exports
    }
    // Las que se quedan siempre (fuera de la biblioteca de Swift, o que el motor no pide)
    // también cuentan para los repetidos.
    var others: [Set<String>] = []
    for name in Set(names) where candidates[name] == nil {
      if let exports = exported(by: runtime + "/lib" + name + ".so") { others.append(exports) }
    }
    var result: Set<String> = []
    for (name, exports) in candidates {
      let rest = candidates.filter { $0.key != name }.map(\.value) + others
      if rest.allSatisfy({ $0.isDisjoint(with: exports.subtracting(linkerNames)) }) {
        result.insert(name)
      }
    }
    droppableMemo.withLock { $0[memoKey] = result }
    FrontendPlan.save(
      (["bibliotecas-prescindibles"] + result.sorted()).joined(separator: "\n"), key: memoKey,
      store: store)
    return result
  }

  /// De `droppable`, las que exportan algún nombre que los objetos `objects` o el archivo
  /// `archive` (enlazado entero) usan sin definir; `nil` si algún archivo no se puede leer.
  static func used(
    by objects: [String], archive: String, droppable: Set<String>, runtime: String
  ) -> Set<String>? {
    guard var wanted = archiveUndefined(archive) else { return nil }
    for object in objects {
      guard let symbols = ELFSymbols(path: object) else { return nil }
      wanted.formUnion(symbols.undefined)
    }
    var used: Set<String> = []
    for name in droppable {
      guard let exports = exported(by: runtime + "/lib" + name + ".so") else { return nil }
      if !exports.isDisjoint(with: wanted) { used.insert(name) }
    }
    return used
  }

  /// Lo aprendido para las secciones de `key`: las bibliotecas que se pueden quitar y sí se
  /// usan. `nil` si nunca se aprendió.
  static func learned(key: String, store: String?) -> Set<String>? {
    let storeKey = self.storeKey(key)
    if let known = learnedMemo.withLock({ $0[storeKey] }) { return known }
    guard let text = FrontendPlan.load(key: storeKey, store: store),
      let set = parse(text, header: "bibliotecas-usadas")
    else { return nil }
    learnedMemo.withLock { $0[storeKey] = set }
    return set
  }

  /// Suma `used` a lo aprendido para `key`.
  static func learn(_ used: Set<String>, key: String, store: String?) {
    guard used.allSatisfy(isPlainName) else { return }
    let storeKey = self.storeKey(key)
    let before = learned(key: key, store: store)
    let all = used.union(before ?? [])
    guard all != before else { return }
    learnedMemo.withLock { $0[storeKey] = all }
    FrontendPlan.save(
      (["bibliotecas-usadas"] + all.sorted()).joined(separator: "\n"), key: storeKey, store: store)
  }

  private static func parse(_ text: String, header: String) -> Set<String>? {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
    guard lines.first == header, lines.dropFirst().allSatisfy(isPlainName) else { return nil }
    return Set(lines.dropFirst())
  }

  /// Un nombre de biblioteca que se puede escribir tras `-l` sin que el shell lea nada más.
  private static func isPlainName(_ name: String) -> Bool {
    !name.isEmpty && FrontendPlan.isPlain("-l" + name) && !name.contains("/")
  }

  private static func storeKey(_ key: String) -> String {
    var hash = SHA256()
    hash.update(field: "bibliotecas-1")
    hash.update(field: key)
    return hash.hexDigest()
  }

  /// `ELFSymbols.undefined(inArchiveAt:)`, una vez por archivo y proceso (el arnés es siempre
  /// el mismo).
  private static func archiveUndefined(_ path: String) -> Set<String>? {
    let memoKey = "ar\u{1F}" + path + "\u{1F}" + stamp(path)
    if let known = symbolsMemo.withLock({ $0[memoKey] }) { return known }
    guard let symbols = ELFSymbols.undefined(inArchiveAt: path) else { return nil }
    symbolsMemo.withLock { $0[memoKey] = symbols }
    return symbols
  }

  private static func exported(by path: String) -> Set<String>? {
    let memoKey = path + "\u{1F}" + stamp(path)
    if let known = symbolsMemo.withLock({ $0[memoKey] }) { return known }
    guard let exports = ELFSymbols(path: path)?.exported else { return nil }
    symbolsMemo.withLock { $0[memoKey] = exports }
    return exports
  }

  /// Tamaño, fecha e inodo de `path`: cambia si la biblioteca cambia.
  private static func stamp(_ path: String) -> String {
    var info = stat()
    guard stat(path, &info) == 0 else { return "-" }
    return "\(info.st_size) \(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec) \(info.st_ino)"
  }
}
