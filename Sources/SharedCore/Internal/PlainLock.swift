#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Un candado sin valor: un `pthread_mutex_t` normal que solo ordena trabajo (la E/S de
/// `StoredFile`), sin guardar nada propio.
///
/// No es un `Locked<Void>` a propósito. En un `Locked<Value>` genérico con un valor de tamaño
/// cero, el runtime de Swift pone `value` en el desplazamiento 0 del objeto, el de la palabra
/// de metadatos; compilado con `-sanitize=thread`, el acceso `inout` a `value` dentro de
/// `withLock` se anota como una escritura en esa dirección, y la lectura de los metadatos que
/// `withLock` hace antes de tomar el candado (para saber dónde está `value`) choca con ella:
/// TSan informa de una «Swift access race» que no existe, porque nadie escribe nada. Aquí no
/// hay propiedad de tamaño cero ni acceso `inout` (ver «Candados sin valor» en
/// Sources/SharedCore/README.md).
final class PlainLock: @unchecked Sendable {
  private let handle: UnsafeMutablePointer<pthread_mutex_t>

  init() {
    handle = .allocate(capacity: 1)
    handle.initialize(to: pthread_mutex_t())
    pthread_mutex_init(handle, nil)
  }

  deinit {
    pthread_mutex_destroy(handle)
    handle.deinitialize(count: 1)
    handle.deallocate()
  }

  /// Ejecuta `body` con el candado tomado y devuelve su resultado.
  func withLock<Result, E: Error>(_ body: () throws(E) -> Result) throws(E) -> Result {
    pthread_mutex_lock(handle)
    defer { pthread_mutex_unlock(handle) }
    return try body()
  }
}
