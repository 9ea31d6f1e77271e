#if canImport(Glibc)
  import Glibc
#endif

/// Un `char *[]` terminado en `NULL` para `posix_spawn`, liberado a mano.
///
/// ```swift
/// let argv = CStringArray(["/bin/sh", "-c", "true"])
/// defer { argv.release() }
/// posix_spawn(&pid, "/bin/sh", nil, nil, argv.pointers, environ)
/// ```
public struct CStringArray {
  public let pointers: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>
  public let count: Int

  public init(_ strings: [String]) {
    count = strings.count
    pointers = .allocate(capacity: strings.count + 1)
    for (index, string) in strings.enumerated() { pointers[index] = strdup(string) }
    pointers[strings.count] = nil
  }

  public func release() {
    for index in 0..<count { free(pointers[index]) }
    pointers.deallocate()
  }
}

/// Opciones de `posix_spawnattr_setflags` que Swift no importa.
public enum SpawnFlag {
  /// `POSIX_SPAWN_SETSID` (glibc ≥ 2.26): sesión nueva, sin terminal de control; el
  /// identificador del grupo es el del hijo, y `killpg` lo alcanza entero.
  public static let newSession: Int32 = 0x80
}
