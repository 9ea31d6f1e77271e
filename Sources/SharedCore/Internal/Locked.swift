import Synchronization

#if SHAREDCORE_TSAN
  import Glibc

  /// El candado del motor en las compilaciones con ThreadSanitizer (`-DSHAREDCORE_TSAN`):
  /// un `pthread_mutex_t`, que TSan sí entiende. El `Mutex` de Synchronization usa futex
  /// directamente en Linux y TSan lo confunde con carreras que no existen.
  @usableFromInline
  final class Locked<Value: ~Copyable>: @unchecked Sendable {
    @usableFromInline let handle: UnsafeMutablePointer<pthread_mutex_t>
    @usableFromInline var value: Value

    @usableFromInline
    init(_ value: consuming Value) {
      self.value = value
      handle = .allocate(capacity: 1)
      pthread_mutex_init(handle, nil)
    }

    deinit {
      pthread_mutex_destroy(handle)
      handle.deallocate()
    }

    @inlinable
    func withLock<Result: ~Copyable, E: Error>(
      _ body: (inout Value) throws(E) -> Result
    ) throws(E) -> Result {
      pthread_mutex_lock(handle)
      defer { pthread_mutex_unlock(handle) }
      return try body(&value)
    }

    @inlinable func _unsafeLock() { pthread_mutex_lock(handle) }
    @inlinable func _unsafeUnlock() { pthread_mutex_unlock(handle) }
  }
#else
  /// El candado del motor: el `Mutex` de Synchronization (futex en Linux). Con
  /// `-DSHAREDCORE_TSAN` se cambia por uno que ThreadSanitizer entiende.
  @usableFromInline
  typealias Locked<Value: ~Copyable> = Mutex<Value>
#endif
