import Foundation

/// Una clave que guarda un valor `Codable` como JSON en un archivo.
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
public struct FileStorageKey<Value: Codable & Sendable>: SharedKey {
  let file: StoredFile

  init(url: URL, storage: FileStorage) {
    self.file = StoredFile.file(url, in: storage.backend)
  }

  /// La identidad: la ruta y el sistema de archivos, para que cada prueba tenga los suyos.
  public struct ID: Hashable, Sendable {
    let path: String
    let storage: ObjectIdentifier
  }

  public var id: ID { ID(path: file.url.path, storage: ObjectIdentifier(file.backend)) }

  public func load(context: LoadContext<Value>, continuation: LoadContinuation<Value>) {
    let url = file.url
    continuation.resume(with: Result { try file.load().map { try Self.decode($0, at: url) } })
  }

  public func save(_ value: Value, context: SaveContext, continuation: SaveContinuation) {
    continuation.resume(with: Result { try enqueue(value) })
  }

  private func enqueue(_ value: Value) throws {
    let url = file.url
    try file.enqueue {
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
      do {
        return try encoder.encode(value)
      } catch {
        throw SharedCoreError.valueNotEncodable(
          path: url.path, type: String(describing: Value.self))
      }
    }
  }

  public func subscribe(
    context: LoadContext<Value>, subscriber: SharedSubscriber<Value>
  ) -> SharedSubscription {
    let url = file.url
    return file.subscribe { change in
      subscriber.yield(
        with: change.flatMap { data in
          Result { try data.map { try Self.decode($0, at: url) } }
        })
    }
  }

  private static func decode(_ data: Data, at url: URL) throws -> Value {
    do {
      return try JSONDecoder().decode(Value.self, from: data)
    } catch {
      throw SharedCoreError.fileCorrupt(
        path: url.path, type: String(describing: Value.self), problem: .init(error))
    }
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
  public static func fileStorage<Value>(_ url: URL) -> Self where Self == FileStorageKey<Value> {
    FileStorageKey(url: url, storage: DependencyValues.current.defaultFileStorage)
  }
}
