import Foundation
import SharedCore
import Synchronization

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
