import Foundation

/// Una clave que guarda un valor en un archivo: como JSON si es `Codable`, o con las
/// funciones `decode` y `encode` que se le den.
///
/// ```swift
/// @Shared(.fileStorage(.documentsDirectory.appending(component: "borrador.json")))
/// var borrador = Borrador()
/// ```
///
/// - Las ráfagas se agrupan: 10 000 mutaciones seguidas cuestan unas pocas escrituras, y lo
///   pendiente se escribe al salir del proceso con normalidad.
/// - Cada escritura es atómica (un temporal renombrado encima), así que otro proceso nunca
///   lee un archivo a medias.
/// - Un archivo que no se puede decodificar se anota en `loadError` (en castellano, con su
///   ruta), la caja usa el valor por defecto y el archivo no se sobrescribe.
/// - Si otro proceso reescribe el archivo, el valor nuevo llega a la caja en menos de un
///   segundo; si lo borra, la caja vuelve a su valor de reposo.
public struct FileStorageKey<Value: Sendable>: SharedKey {
  let file: StoredFile
  let coder: FileCoder<Value>

  init(url: URL, storage: FileStorage, coder: FileCoder<Value>) {
    self.file = StoredFile.file(url, in: storage.backend)
    self.coder = coder
  }

  /// La identidad: la ruta y el sistema de archivos, para que cada prueba tenga los suyos.
  public struct ID: Hashable, Sendable {
    let path: String
    let storage: ObjectIdentifier
  }

  public var id: ID { ID(path: file.url.path, storage: ObjectIdentifier(file.backend)) }

  public func load(context: LoadContext<Value>, continuation: LoadContinuation<Value>) {
    continuation.resume(with: read(Result { try file.load() }))
  }

  /// Guarda `value`, salvo si lo que hay en el archivo no se pudo leer: entonces lanza ese
  /// mismo error y no escribe (un archivo dañado nunca se sustituye).
  public func save(_ value: Value, context: SaveContext, continuation: SaveContinuation) {
    continuation.resume(
      with: Result {
        if let unreadable = file.unreadable { throw unreadable }
        try enqueue(value)
      })
  }

  /// Decodifica lo leído del archivo y anota en él si se pudo entender.
  private func read(_ data: Result<Data?, any Error>) -> Result<Value?, any Error> {
    let url = file.url
    let decoded = data.flatMap { data in Result { try data.map { try coder.decode($0, url) } } }
    switch decoded {
    case .success: file.setUnreadable(nil)
    case .failure(let error): file.setUnreadable(error)
    }
    return decoded
  }

  private func enqueue(_ value: Value) throws {
    let (url, coder) = (file.url, coder)
    let value = UncheckedSendable(value)
    try file.enqueue { try coder.encode(value.value, url) }
  }

  public func subscribe(
    context: LoadContext<Value>, subscriber: SharedSubscriber<Value>
  ) -> SharedSubscription {
    file.subscribe { change in subscriber.yield(with: read(change)) }
  }
}

extension FileStorageKey: CustomStringConvertible {
  public var description: String { ".fileStorage(\(file.url.path))" }
}

extension SharedReaderKey {
  /// Una clave que guarda el valor como JSON en el archivo `url`, en el sistema de archivos
  /// de la tarea actual (`defaultFileStorage`).
  ///
  /// ```swift
  /// @Shared(.fileStorage(.documentsDirectory.appending(component: "borrador.json")))
  /// var borrador = Borrador()
  /// ```
  public static func fileStorage<Value: Codable>(_ url: URL) -> Self
  where Self == FileStorageKey<Value> {
    FileStorageKey(url: url, storage: DependencyValues.current.defaultFileStorage, coder: .json)
  }

  /// Una clave que guarda el valor en el archivo `url` con un formato propio: `encode` lo
  /// convierte en bytes y `decode` los devuelve a valor.
  ///
  /// ```swift
  /// @Shared(.fileStorage(url, decode: { String(decoding: $0, as: UTF8.self) }, encode: { Data($0.utf8) }))
  /// var notas = ""
  /// ```
  ///
  /// Si `decode` lanza, su error queda en `loadError` tal cual y el archivo no se toca; si
  /// `encode` lanza, el error queda en `saveError` y el archivo conserva lo último guardado.
  public static func fileStorage<Value>(
    _ url: URL,
    decode: @escaping @Sendable (Data) throws -> Value,
    encode: @escaping @Sendable (Value) throws -> Data
  ) -> Self where Self == FileStorageKey<Value> {
    FileStorageKey(
      url: url, storage: DependencyValues.current.defaultFileStorage,
      coder: FileCoder(
        decode: { data, _ in try decode(data) }, encode: { value, _ in try encode(value) }))
  }
}

/// Cómo pasa una clave `fileStorage` de bytes a valor y de vuelta; recibe la ruta para
/// nombrarla en los errores.
struct FileCoder<Value>: Sendable {
  let decode: @Sendable (Data, URL) throws -> Value
  let encode: @Sendable (Value, URL) throws -> Data
}

extension FileCoder where Value: Codable & Sendable {
  /// JSON legible (con sangría y claves ordenadas); los errores, en castellano con su ruta.
  static var json: Self {
    Self(
      decode: { data, url in
        do {
          return try JSONDecoder().decode(Value.self, from: data)
        } catch {
          throw SharedCoreError.fileCorrupt(
            path: url.path, type: String(describing: Value.self), problem: .init(error))
        }
      },
      encode: { value, url in
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        do {
          return try encoder.encode(value)
        } catch {
          throw SharedCoreError.valueNotEncodable(
            path: url.path, type: String(describing: Value.self))
        }
      })
  }
}
