import Foundation
import SharedCore
import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

private let iterations = 5_000_000

private struct Cuenta {
  var titular = "Ada"
  var creditos = 0
}

@inline(never)
private func bareMutexIncrements(_ mutex: borrowing Mutex<Cuenta>) {
  for _ in 0..<iterations { mutex.withLock { $0.creditos &+= 1 } }
}

@inline(never)
private func sharedIncrements(_ shared: Shared<Cuenta>) {
  for _ in 0..<iterations { shared.withLock { $0.creditos &+= 1 } }
}

@inline(never)
private func derivedIncrements(_ creditos: Shared<Int>) {
  for _ in 0..<iterations { creditos.withLock { $0 &+= 1 } }
}

@inline(never)
private func bareMutexReads(_ mutex: borrowing Mutex<Cuenta>) -> Int {
  var total = 0
  for _ in 0..<iterations { total &+= mutex.withLock { $0.creditos } }
  return total
}

@inline(never)
private func sharedReads(_ shared: Shared<Cuenta>) -> Int {
  var total = 0
  for _ in 0..<iterations { total &+= shared.wrappedValue.creditos }
  return total
}

@inline(never)
private func contended(threads: Int, _ increment: @escaping @Sendable () -> Void) {
  let group = DispatchGroup()
  for _ in 0..<threads {
    DispatchQueue.global().async(group: group) {
      for _ in 0..<(iterations / threads) { increment() }
    }
  }
  group.wait()
}

/// Un `pthread_mutex_t` desnudo, normal o recursivo, para situar el candado de las cajas.
private final class PThreadCuenta: @unchecked Sendable {
  let handle = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
  var cuenta = Cuenta()

  init(recursive: Bool) {
    handle.initialize(to: pthread_mutex_t())
    var attributes = pthread_mutexattr_t()
    pthread_mutexattr_init(&attributes)
    if recursive { pthread_mutexattr_settype(&attributes, Int32(PTHREAD_MUTEX_RECURSIVE)) }
    pthread_mutex_init(handle, &attributes)
    pthread_mutexattr_destroy(&attributes)
  }

  deinit {
    pthread_mutex_destroy(handle)
    handle.deallocate()
  }
}

@inline(never)
private func pthreadIncrements(_ lock: PThreadCuenta) {
  for _ in 0..<iterations {
    pthread_mutex_lock(lock.handle)
    lock.cuenta.creditos &+= 1
    pthread_mutex_unlock(lock.handle)
  }
}

private final class BoxedMutex: Sendable {
  let mutex = Mutex(Cuenta())
}

/// Coste de `Shared` frente a un `Mutex` desnudo haciendo el mismo trabajo.
func runSharedBenchmark() {
  print("== Shared (\(iterations) operaciones por ronda; base: Mutex de Synchronization)")
  let mutex = Mutex(Cuenta())
  let shared = Shared(value: Cuenta())

  let bareWrite = nanosecondsPerIteration(iterations: iterations) { bareMutexIncrements(mutex) }
  report("Mutex.withLock (base)", bareWrite, baseline: bareWrite)
  let plain = PThreadCuenta(recursive: false)
  let plainWrite = nanosecondsPerIteration(iterations: iterations) { pthreadIncrements(plain) }
  report("pthread_mutex normal (referencia)", plainWrite, baseline: bareWrite)
  let recursive = PThreadCuenta(recursive: true)
  let recursiveWrite = nanosecondsPerIteration(iterations: iterations) {
    pthreadIncrements(recursive)
  }
  report("pthread_mutex recursivo (referencia)", recursiveWrite, baseline: bareWrite)
  let sharedWrite = nanosecondsPerIteration(iterations: iterations) { sharedIncrements(shared) }
  report("Shared.withLock sin contención", sharedWrite, baseline: bareWrite)
  let creditos = shared.creditos
  let derivedWrite = nanosecondsPerIteration(iterations: iterations) { derivedIncrements(creditos) }
  report("$cuenta.creditos.withLock (derivado)", derivedWrite, baseline: bareWrite)

  let bareRead = nanosecondsPerIteration(iterations: iterations) { _ = bareMutexReads(mutex) }
  report("Mutex.withLock lectura (base)", bareRead, baseline: bareRead)
  let sharedRead = nanosecondsPerIteration(iterations: iterations) { _ = sharedReads(shared) }
  report("Shared.wrappedValue lectura", sharedRead, baseline: bareRead)

  let boxed = BoxedMutex()
  let bareContended = nanosecondsPerIteration(iterations: iterations, rounds: 5) {
    contended(threads: 2) { boxed.mutex.withLock { $0.creditos &+= 1 } }
  }
  report("Mutex.withLock, 2 hilos (base)", bareContended, baseline: bareContended)
  let sharedContended = nanosecondsPerIteration(iterations: iterations, rounds: 5) {
    contended(threads: 2) { shared.withLock { $0.creditos &+= 1 } }
  }
  report("Shared.withLock, 2 hilos", sharedContended, baseline: bareContended)
}
