import Dispatch
import Foundation
import Synchronization

/// Una suite de `UserDefaults` tal como la usan las claves `appStorage`: guarda, vuelca a
/// disco agrupando ráfagas y vigila los cambios que llegan de fuera.
///
/// En Linux, `UserDefaults` (swift-corelibs-foundation, sobre CFPreferences) guarda cada
/// suite en una lista de propiedades XML: `<suite>.plist` en `$XDG_CONFIG_HOME` (o
/// `~/.config`), o `<ruta>.plist` si el nombre de la suite es una ruta absoluta; la suite
/// estándar usa el nombre del proceso. Lee el archivo una vez y después sirve de memoria;
/// `set` solo toca esa memoria, y nada llega al disco hasta `synchronize()`, que relee el
/// archivo, mezcla encima las claves cambiadas y lo reescribe en su sitio (y lo hace con
/// todas las suites del proceso a la vez). No hay aviso de cambios entre procesos ni KVO.
/// Por eso esta suite:
/// - tras cada `save`, programa un `synchronize()` agrupado (y al salir del proceso);
/// - vigila el archivo con inotify y, si otro proceso lo reescribe, hace `synchronize()`
///   para releerlo y compara cada clave vigilada con lo último conocido;
/// - cada medio segundo compara también las claves con la memoria compartida de
///   CFPreferences, para ver lo que otra instancia de la misma suite en este proceso
///   escribió sin volcar.
final class AppStorageSuite: PendingWriteTarget, @unchecked Sendable {
  /// La instancia de `UserDefaults` (todas las de una misma suite comparten memoria).
  let defaults: UserDefaults
  /// La identidad del almacén: la ruta de su archivo, o la instancia si no se conoce.
  let identity: String
  /// El archivo de la suite, si se conoce.
  let fileURL: URL?

  static let pollInterval: DispatchTimeInterval = .milliseconds(500)
  private static let queue = DispatchQueue(label: "SharedCore.appStorage")

  private struct Watched: Hashable {
    let valueType: ObjectIdentifier
    let key: String
  }

  private struct Entry {
    var lastKnown: AppStorageRaw?
    var handlers: [UInt64: @Sendable (AppStorageRaw?) -> Void] = [:]
  }

  private struct State {
    var entries: [Watched: Entry] = [:]
    var nextID: UInt64 = 0
    var isDirty = false
    var saveError: SharedCoreError?
    var fileWatch: SharedSubscription?
    var timer: (any DispatchSourceTimer)?
  }

  private let state = Locked(State())

  private init(defaults: UserDefaults, identity: String, fileURL: URL?) {
    self.defaults = defaults
    self.identity = identity
    self.fileURL = fileURL
  }

  // MARK: Lectura y escritura

  /// Lo guardado bajo `key`, sin decodificar.
  func raw(forKey key: String) -> AppStorageRaw? {
    AppStorageRaw(defaults.object(forKey: key))
  }

  /// Antes de cargar: si nadie vigila la suite, su memoria puede estar atrasada respecto
  /// al disco, así que se relee.
  func refreshIfUnwatched() {
    let isWatched = state.withLock { !$0.entries.isEmpty }
    if !isWatched { synchronizeNow() }
  }

  /// Guarda `raw` (o borra la clave si es `nil`) y programa el volcado a disco.
  ///
  /// - Throws: el error del último volcado, si falló.
  func save(_ raw: AppStorageRaw?, forKey key: String, valueType: ObjectIdentifier) throws {
    let (wasDirty, error) = state.withLock { state -> (Bool, SharedCoreError?) in
      state.entries[Watched(valueType: valueType, key: key)]?.lastKnown = raw
      if let raw {
        raw.write(to: defaults, forKey: key)
      } else {
        defaults.removeObject(forKey: key)
        // Con una suite de ruta absoluta, CFPreferences tiene otro dominio («cualquier
        // usuario») sobre el mismo archivo con una copia vieja, y una clave borrada
        // reaparece desde él hasta el siguiente `synchronize()`. Se vuelca ya.
        defaults.synchronize()
      }
      defer { state.isDirty = true }
      return (state.isDirty, state.saveError)
    }
    // Si ya estaba pendiente, su volcado está programado.
    if !wasDirty { WriteCoalescer.schedule(self) }
    if let error { throw error }
  }

  func flushPendingWrite() {
    let isDirty = state.withLock { state in
      defer { state.isDirty = false }
      return state.isDirty
    }
    if isDirty { synchronizeNow() }
  }

  /// Vuelca y relee. CoreFoundation sincroniza de una vez todas las suites del proceso y
  /// devuelve `false` si falla cualquiera, así que el fallo solo cuenta si el archivo de
  /// esta suite no se puede escribir.
  private func synchronizeNow() {
    let saved = defaults.synchronize() || isWritable
    let error = saved ? nil : SharedCoreError.appStorageNotSaved(path: fileURL?.path ?? identity)
    state.withLock { $0.saveError = error }
  }

  private var isWritable: Bool {
    guard let fileURL else { return false }
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: fileURL.path, isDirectory: &isDirectory) {
      return !isDirectory.boolValue && access(fileURL.path, W_OK) == 0
    }
    let folder = fileURL.deletingLastPathComponent().path
    return FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory)
      && isDirectory.boolValue && access(folder, W_OK) == 0
  }

  // MARK: Vigilancia

  /// Llama a `handler` con lo guardado bajo `key` cada vez que cambia desde fuera.
  func subscribe(
    key: String, valueType: ObjectIdentifier,
    handler: @escaping @Sendable (AppStorageRaw?) -> Void
  ) -> SharedSubscription {
    let watched = Watched(valueType: valueType, key: key)
    let current = raw(forKey: key)
    let id = state.withLock { state -> UInt64 in
      state.nextID += 1
      state.entries[watched, default: Entry(lastKnown: current)].handlers[state.nextID] = handler
      if state.timer == nil { startMonitoring(&state) }
      return state.nextID
    }
    return SharedSubscription { [weak self] in self?.unsubscribe(watched, id: id) }
  }

  private func unsubscribe(_ watched: Watched, id: UInt64) {
    state.withLock { state in
      state.entries[watched]?.handlers[id] = nil
      if state.entries[watched]?.handlers.isEmpty == true { state.entries[watched] = nil }
      if state.entries.isEmpty {
        state.timer?.cancel()
        state.timer = nil
        state.fileWatch = nil
      }
    }
  }

  private func startMonitoring(_ state: inout State) {
    let timer = DispatchSource.makeTimerSource(queue: Self.queue)
    timer.schedule(deadline: .now() + Self.pollInterval, repeating: Self.pollInterval)
    timer.setEventHandler { [weak self] in self?.refresh(fromDisk: false) }
    timer.activate()
    state.timer = timer
    if let fileURL {
      state.fileWatch = DirectoryWatcher.shared?.watch(fileURL) { [weak self] in
        guard let self else { return }
        Self.queue.async { self.refresh(fromDisk: true) }
      }
    }
  }

  /// Compara cada clave vigilada con lo último conocido y avisa de las que cambiaron.
  ///
  /// - Parameter fromDisk: si releer antes el archivo (porque otro proceso lo escribió).
  func refresh(fromDisk: Bool) {
    if fromDisk { synchronizeNow() }
    let changes = state.withLock {
      state -> [(@Sendable (AppStorageRaw?) -> Void, AppStorageRaw?)] in
      var changes: [(@Sendable (AppStorageRaw?) -> Void, AppStorageRaw?)] = []
      for (watched, entry) in state.entries {
        let current = raw(forKey: watched.key)
        guard current != entry.lastKnown else { continue }
        state.entries[watched]?.lastKnown = current
        changes += entry.handlers.values.map { ($0, current) }
      }
      return changes
    }
    for (handler, raw) in changes { handler(raw) }
  }
}

// MARK: - Registro de suites

extension AppStorageSuite {
  private static let suites = Locked<[String: WeakSuite]>([:])

  private struct WeakSuite: Sendable {
    weak var suite: AppStorageSuite?
  }

  /// La suite de `defaults`: la misma para todas las instancias que guardan en el mismo
  /// archivo.
  static func suite(for defaults: UserDefaults) -> AppStorageSuite {
    let fileURL = Self.fileURL(of: defaults)
    let identity = fileURL?.path ?? "instancia:\(ObjectIdentifier(defaults))"
    return suites.withLock { suites in
      if let existing = suites[identity]?.suite { return existing }
      let suite = AppStorageSuite(defaults: defaults, identity: identity, fileURL: fileURL)
      suites[identity] = WeakSuite(suite: suite)
      if suites.count > 64 { suites = suites.filter { $0.value.suite != nil } }
      return suite
    }
  }

  /// El archivo donde CFPreferences guarda la suite de `defaults`.
  ///
  /// `UserDefaults` no expone el nombre de su suite; se lee de su propiedad almacenada
  /// `suite` por reflexión. Si eso deja de existir, la suite se identifica por instancia
  /// y solo se ven los cambios hechos en este proceso.
  static func fileURL(of defaults: UserDefaults) -> URL? {
    guard
      let child = Mirror(reflecting: defaults).children.first(where: { $0.label == "suite" }),
      let name = child.value as? String?
    else { return nil }
    let domain = name ?? ProcessInfo.processInfo.processName
    if domain.hasPrefix("/") { return URL(fileURLWithPath: domain + ".plist") }
    return configDirectory.appendingPathComponent(domain + ".plist")
  }

  /// `$XDG_CONFIG_HOME` si es una ruta absoluta; si no, `~/.config` (como CoreFoundation).
  private static var configDirectory: URL {
    if let xdg = ProcessInfo.processInfo.environment["XDG_CONFIG_HOME"], xdg.hasPrefix("/") {
      return URL(fileURLWithPath: xdg, isDirectory: true)
    }
    return FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".config")
  }
}

// MARK: - Suites efímeras para pruebas

extension AppStorageSuite {
  /// La carpeta de las suites efímeras de este proceso; se borra al salir.
  private static let ephemeralDirectory: URL = {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("SharedCore-pruebas-\(getpid())", isDirectory: true)
    WriteCoalescer.atExit { try? FileManager.default.removeItem(at: directory) }
    return directory
  }()

  /// Una suite nueva y vacía, en una carpeta temporal que se borra al salir del proceso.
  static func makeEphemeralDefaults() -> UserDefaults {
    let path = ephemeralDirectory.appendingPathComponent(UUID().uuidString).path
    // `init?(suiteName:)` solo falla en Darwin con nombres reservados.
    return UserDefaults(suiteName: path) ?? UserDefaults()
  }
}
