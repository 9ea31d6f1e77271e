import Foundation

/// El sistema de archivos que usan las claves `fileStorage`: el disco en la aplicación, uno
/// en memoria (nuevo en cada prueba) en pruebas.
///
/// ```swift
/// let archivos = FileStorage.inMemory
/// try withDependencies {
///   $0.defaultFileStorage = archivos
/// } operation: {
///   @Shared(.fileStorage(URL(fileURLWithPath: "/borrador.json"))) var borrador = Borrador()
///   $borrador.withLock { $0.texto = "Hola" }
///   FileStorage.flushPendingWrites()
///   try archivos.load(from: URL(fileURLWithPath: "/borrador.json"))   // el JSON
/// }
/// ```
public struct FileStorage: Sendable {
  let backend: any FileStorageBackend

  /// El disco de verdad. Escribe a un temporal y lo renombra encima del destino, y vigila
  /// la carpeta con inotify para ver lo que otros procesos escriben.
  public static var fileSystem: FileStorage { FileStorage(backend: FileSystemBackend.shared) }

  /// Un sistema de archivos nuevo y vacío que vive en memoria: cada vez que se pide es
  /// otro, como en swift-sharing (`$0.defaultFileStorage = .inMemory`).
  public static var inMemory: FileStorage {
    FileStorage(backend: VirtualFileSystem())
  }

  /// Cuántos archivos ha escrito (guardados de las claves y `save(_:to:)`), para
  /// comprobar que las ráfagas se agrupan.
  public var writeCount: Int { backend.writeCount }

  /// El contenido de `url`, o `nil` si no existe.
  public func load(from url: URL) throws -> Data? {
    try backend.read(url)
  }

  /// Escribe `data` en `url` de una vez, como lo haría otro proceso: las cajas que lo
  /// vigilan reciben el valor nuevo.
  public func save(_ data: Data, to url: URL) throws {
    try backend.write(data, to: url)
  }

  /// Borra `url`; las cajas que lo vigilan vuelven a su valor de reposo.
  public func removeItem(at url: URL) throws {
    try backend.remove(url)
  }

  /// Escribe ya todo lo que las claves `fileStorage` y `appStorage` tengan pendiente; es
  /// lo mismo que ocurre al salir del proceso con normalidad.
  public static func flushPendingWrites() {
    WriteCoalescer.flushAll()
  }
}

private enum DefaultFileStorageKey: DependencyKey {
  static var liveValue: FileStorage { .fileSystem }
  static var testValue: FileStorage { .inMemory }
}

extension DependencyValues {
  /// El sistema de archivos que usan las claves `fileStorage` creadas en esta tarea.
  ///
  /// ```swift
  /// withDependencies {
  ///   $0.defaultFileStorage = .fileSystem   // en una prueba que quiere el disco de verdad
  /// } operation: { … }
  /// ```
  public var defaultFileStorage: FileStorage {
    get { self[DefaultFileStorageKey.self] }
    set { self[DefaultFileStorageKey.self] = newValue }
  }
}

#if !canImport(Darwin)
  extension URL {
    /// La carpeta de documentos del usuario (`~/Documents`), que Foundation en Linux no
    /// ofrece como propiedad.
    ///
    /// ```swift
    /// @Shared(.fileStorage(.documentsDirectory.appending(component: "borrador.json")))
    /// var borrador = Borrador()
    /// ```
    public static var documentsDirectory: URL {
      FileManager.default.urls(for: .documentDirectory, in: .userDomainMask).first
        ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent("Documents")
    }
  }
#endif
