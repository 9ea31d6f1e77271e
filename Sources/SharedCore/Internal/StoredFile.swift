import Foundation
import Synchronization

/// Un archivo de `fileStorage` en un sistema de archivos concreto: su escritura pendiente,
/// lo último que se leyó o escribió en él y quién lo vigila.
///
/// Hay uno solo por archivo y sistema de archivos, compartido por todas las claves que lo
/// nombran. Las escrituras se agrupan con `WriteCoalescer`; un cambio que llega del disco
/// se compara con lo último conocido para no confundir las escrituras propias con las
/// ajenas.
final class StoredFile: PendingWriteTarget, @unchecked Sendable {
  let url: URL
  let backend: any FileStorageBackend

  private struct State {
    /// Lo que falta por escribir: una función que codifica el último valor.
    var pending: (@Sendable () throws -> Data)?
    /// El contenido del archivo según lo último leído o escrito por este proceso.
    var lastData: Data?
    /// El error de la última escritura, hasta que una salga bien.
    var writeError: (any Error)?
    /// Por qué no se pudo leer el contenido actual, si no se pudo: mientras lo haya, no se
    /// escribe encima (un archivo dañado se informa y nunca se sustituye).
    var unreadable: (any Error)?
    var handlers: [UInt64: @Sendable (Result<Data?, any Error>) -> Void] = [:]
    var nextID: UInt64 = 0
    var watch: SharedSubscription?
  }

  private let state = Locked(State())
  /// Ordena las escrituras y las lecturas de cambios: se toma para escribir y para comparar
  /// el disco con `lastData`.
  private let ioLock = PlainLock()

  /// El archivo que está escribiendo este hilo, para no tratar como ajeno el aviso que un
  /// sistema de archivos en memoria da en el mismo hilo.
  @TaskLocal private static var writing: ObjectIdentifier?

  private init(url: URL, backend: any FileStorageBackend) {
    self.url = url
    self.backend = backend
  }

  // MARK: Lectura y escritura

  /// El contenido actual, o `nil` si no existe. Si había una escritura pendiente, se hace
  /// antes para leer lo último.
  func load() throws -> Data? {
    flushPendingWrite()
    return try ioLock.withLock {
      let data = try backend.read(url)
      state.withLock { $0.lastData = data }
      return data
    }
  }

  /// Deja `encode` como escritura pendiente y programa su volcado.
  ///
  /// - Throws: el error de la última escritura, si falló.
  func enqueue(_ encode: @escaping @Sendable () throws -> Data) throws {
    let (wasPending, error) = state.withLock { state in
      defer { state.pending = encode }
      return (state.pending != nil, state.writeError)
    }
    // Si ya había algo pendiente, su volcado está programado y escribirá este valor.
    if !wasPending { WriteCoalescer.schedule(self) }
    if let error { throw error }
  }

  /// Anota si lo último leído del archivo se pudo entender (`nil`) o por qué no.
  func setUnreadable(_ error: (any Error)?) {
    state.withLock { $0.unreadable = error }
  }

  /// Por qué no se pudo leer el contenido actual, si no se pudo (ver `setUnreadable`).
  var unreadable: (any Error)? {
    state.withLock { $0.unreadable }
  }

  func flushPendingWrite() {
    ioLock.withLock {
      let (pending, lastData) = state.withLock { state in
        defer { state.pending = nil }
        return (state.pending, state.lastData)
      }
      guard let pending else { return }
      do {
        let data = try pending()
        if data != lastData {
          try Self.$writing.withValue(ObjectIdentifier(self)) {
            try backend.write(data, to: url)
          }
        }
        state.withLock {
          $0.lastData = data
          $0.writeError = nil
        }
      } catch {
        state.withLock { $0.writeError = error }
      }
    }
  }

  // MARK: Vigilancia

  /// Llama a `handler` con el contenido nuevo (`nil` si se borró) cada vez que otro lo
  /// cambia, o con el error si no se puede leer.
  func subscribe(
    _ handler: @escaping @Sendable (Result<Data?, any Error>) -> Void
  ) -> SharedSubscription {
    let id = state.withLock { state in
      state.nextID += 1
      state.handlers[state.nextID] = handler
      return state.nextID
    }
    let needsWatch = state.withLock { $0.watch == nil }
    if needsWatch {
      let watch = backend.watch(url) { [weak self] in self?.diskDidChange() }
      state.withLock { state in
        if state.watch == nil, !state.handlers.isEmpty { state.watch = watch }
      }
    }
    return SharedSubscription { [weak self] in
      let watch = self?.state.withLock { state -> SharedSubscription? in
        state.handlers[id] = nil
        guard state.handlers.isEmpty else { return nil }
        defer { state.watch = nil }
        return state.watch
      }
      watch?.cancel()
    }
  }

  private func diskDidChange() {
    if Self.writing == ObjectIdentifier(self) { return }
    let change: Result<Data?, any Error>? = ioLock.withLock {
      let result = Result { try backend.read(url) }
      return state.withLock { state -> Result<Data?, any Error>? in
        guard case .success(let data) = result else { return result }
        if data == state.lastData { return nil }
        // Lo de fuera es más nuevo que lo que quedaba por escribir.
        state.lastData = data
        state.pending = nil
        return result
      }
    }
    guard let change else { return }
    let handlers = state.withLock { Array($0.handlers.values) }
    for handler in handlers { handler(change) }
  }
}

// MARK: - Registro de archivos

extension StoredFile {
  private struct ID: Hashable {
    let backend: ObjectIdentifier
    let path: String
  }

  private struct WeakFile: Sendable {
    weak var file: StoredFile?
  }

  private static let files = Locked<[ID: WeakFile]>([:])

  /// El archivo `url` de `backend`, el mismo para todas las claves que lo nombran.
  static func file(_ url: URL, in backend: any FileStorageBackend) -> StoredFile {
    let url = url.standardizedFileURL
    let id = ID(backend: ObjectIdentifier(backend), path: url.path)
    return files.withLock { files in
      if let existing = files[id]?.file { return existing }
      let file = StoredFile(url: url, backend: backend)
      files[id] = WeakFile(file: file)
      if files.count > 64 { files = files.filter { $0.value.file != nil } }
      return file
    }
  }
}
