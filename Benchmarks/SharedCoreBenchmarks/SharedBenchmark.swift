import Foundation
import Observation
import SharedCore
import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// Repeticiones de cada bucle en cada ronda.
private let iterations = 2_000_000

/// Repeticiones de las mediciones del camino general, que crean cajas en cada vuelta.
private let generalIterations = 100_000

private struct Cuenta {
  var titular = "Ada"
  var creditos = 0
  /// Un miembro calculado: su caja va por el camino general.
  var doble: Int {
    get { creditos * 2 }
    set { creditos = newValue / 2 }
  }
}

@inline(never)
private func bareMutexIncrements(_ mutex: borrowing Mutex<Cuenta>, _ count: Int = iterations) {
  for _ in 0..<count { mutex.withLock { $0.creditos &+= 1 } }
}

@inline(never)
private func sharedIncrements(_ shared: Shared<Cuenta>, _ count: Int = iterations) {
  for _ in 0..<count { shared.withLock { $0.creditos &+= 1 } }
}

@inline(never)
private func derivedIncrements(_ creditos: Shared<Int>, _ count: Int = iterations) {
  for _ in 0..<count { creditos.withLock { $0 &+= 1 } }
}

@inline(never)
private func bareMutexReads(_ mutex: borrowing Mutex<Cuenta>, _ count: Int = iterations) -> Int {
  var total = 0
  for _ in 0..<count { total &+= mutex.withLock { $0.creditos } }
  return total
}

@inline(never)
private func sharedReads(_ shared: Shared<Cuenta>, _ count: Int = iterations) -> Int {
  var total = 0
  for _ in 0..<count { total &+= shared.wrappedValue.creditos }
  return total
}

@inline(never)
private func derivedReads(_ creditos: Shared<Int>, _ count: Int = iterations) -> Int {
  var total = 0
  for _ in 0..<count { total &+= creditos.wrappedValue }
  return total
}

/// Un sujeto de Observation cualquiera, para medir lo que cuesta registrar una lectura con la
/// API pública (`ObservationRegistrar.access`), que toda lectura de una caja paga.
private final class Observado: Observable {
  let registrar = ObservationRegistrar()
  var version: Int { 0 }
}

/// La lectura del `Mutex` desnudo más el registro en Observation: lo menos que puede costar
/// una lectura que `withObservationTracking` ve (la referencia de la lectura de una caja).
@inline(never)
private func bareMutexObservedReads(
  _ mutex: borrowing Mutex<Cuenta>, _ observado: Observado,
  _ keyPath: KeyPath<Observado, Int>, _ count: Int = iterations
) -> Int {
  var total = 0
  for _ in 0..<count {
    observado.registrar.access(observado, keyPath: keyPath)
    total &+= mutex.withLock { $0.creditos }
  }
  return total
}

/// La salida común de los hilos de `contended`: cada uno avisa de que está listo y espera
/// a que se abra, así todos empiezan a la vez y el reloj no mide cuánto tarda en arrancar
/// cada hilo (sin esto, el cociente iba de 0,73× a 2,21× entre ejecuciones: a veces un
/// hilo acababa antes de que empezara el otro y no había contención).
private final class StartingGate: Sendable {
  let ready = Atomic<Int>(0)
  let open = Atomic<Bool>(false)

  func arriveAndWait() {
    ready.add(1, ordering: .acquiringAndReleasing)
    while !open.load(ordering: .acquiring) { sched_yield() }
  }
}

/// `threads` hilos que hacen entre todos `iterations` veces `increment`, empezando a la vez;
/// devuelve los nanosegundos de pared desde que se abre la salida hasta que acaba el último.
@inline(never)
private func contended(threads: Int, _ increment: @escaping @Sendable () -> Void) -> UInt64 {
  let gate = StartingGate()
  let group = DispatchGroup()
  for _ in 0..<threads {
    Thread.detachNewThread {
      group.enter()
      gate.arriveAndWait()
      for _ in 0..<(iterations / threads) { increment() }
      group.leave()
    }
  }
  while gate.ready.load(ordering: .acquiring) < threads { sched_yield() }
  let start = BenchmarkClock.wall.now()
  gate.open.store(true, ordering: .releasing)
  group.wait()
  return BenchmarkClock.wall.now() - start
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
private func pthreadIncrements(_ lock: PThreadCuenta, _ count: Int = iterations) {
  for _ in 0..<count {
    pthread_mutex_lock(lock.handle)
    lock.cuenta.creditos &+= 1
    pthread_mutex_unlock(lock.handle)
  }
}

private final class BoxedMutex: Sendable {
  let mutex = Mutex(Cuenta())
}

/// Un miembro calculado derivado en cada escritura: una caja de paso y su referencia.
@inline(never)
private func computedEachTimeIncrements(_ shared: Shared<Cuenta>, _ count: Int = generalIterations)
{
  for _ in 0..<count { shared.doble.withLock { $0 &+= 2 } }
}

/// Desenvolver una caja opcional y leerla, en cada vuelta.
@inline(never)
private func unwrappedReads(_ opcional: Shared<Cuenta?>, _ count: Int = generalIterations) -> Int {
  var total = 0
  for _ in 0..<count {
    if let cuenta = Shared(opcional) { total &+= cuenta.wrappedValue.creditos }
  }
  return total
}

@inline(never)
private func derivedEachTimeIncrements(_ shared: Shared<Cuenta>, _ count: Int = iterations) {
  for _ in 0..<count { shared.creditos.withLock { $0 &+= 1 } }
}

/// Coste de `Shared` frente a un `Mutex` desnudo haciendo el mismo trabajo, base y caja
/// alternando en cada ronda (ver `compare`).
func runSharedBenchmark() {
  print(
    "== Shared (\(iterations) operaciones por ronda, mediana de 11 rondas; base: Mutex de"
      + " Synchronization; tiempo de CPU del hilo)")
  let mutex = Mutex(Cuenta())
  let shared = Shared(value: Cuenta())
  let writeBase = { bareMutexIncrements(mutex) }

  let plain = PThreadCuenta(recursive: false)
  report(
    "pthread_mutex normal (referencia)",
    compare(iterations: iterations, baseline: writeBase) { pthreadIncrements(plain) })
  let recursive = PThreadCuenta(recursive: true)
  report(
    "pthread_mutex recursivo (referencia)",
    compare(iterations: iterations, baseline: writeBase) { pthreadIncrements(recursive) })
  report(
    "Shared.withLock sin contención",
    compare(iterations: iterations, baseline: writeBase) { sharedIncrements(shared) })
  let creditos = shared.creditos
  report(
    "$cuenta.creditos.withLock (derivado)",
    compare(iterations: iterations, baseline: writeBase) { derivedIncrements(creditos) })
  report(
    "derivado creado en cada escritura",
    compare(iterations: iterations, baseline: writeBase) { derivedEachTimeIncrements(shared) })

  let observado = Observado()
  let version = \Observado.version
  report(
    "Mutex + registro en Observation (referencia)",
    compare(iterations: iterations, baseline: { _ = bareMutexReads(mutex) }) {
      _ = bareMutexObservedReads(mutex, observado, version)
    })
  report(
    "Shared.wrappedValue lectura (base: lectura)",
    compare(iterations: iterations, baseline: { _ = bareMutexReads(mutex) }) {
      _ = sharedReads(shared)
    })
  report(
    "$cuenta.creditos.wrappedValue (base: lectura)",
    compare(iterations: iterations, baseline: { _ = bareMutexReads(mutex) }) {
      _ = derivedReads(creditos)
    })

  // El camino general, para ver lo que cuesta crear cajas de paso (ver `ReferenceBox`).
  let generalBase = { bareMutexIncrements(mutex, generalIterations) }
  report(
    "miembro calculado creado en cada escritura",
    compare(iterations: generalIterations, baseline: generalBase) {
      computedEachTimeIncrements(shared)
    })
  let opcional = Shared<Cuenta?>(value: Cuenta())
  report(
    "Shared(opcional) y leerla",
    compare(iterations: generalIterations, baseline: generalBase) {
      _ = unwrappedReads(opcional)
    })

  let boxed = BoxedMutex()
  report(
    "Shared.withLock, 2 hilos a la vez (pared)",
    compare(
      iterations: iterations, rounds: 5,
      timedBaseline: { contended(threads: 2) { boxed.mutex.withLock { $0.creditos &+= 1 } } }
    ) { contended(threads: 2) { shared.withLock { $0.creditos &+= 1 } } })
}

/// Cada bucle una sola vez, con `count` repeticiones y sin reloj, para contar sus
/// instrucciones con callgrind (`Benchmarks/contar-instrucciones`): el coste inclusivo de
/// cada función de bucle entre `count` es lo que cuesta una operación, y no depende de la
/// carga de la máquina.
func runSharedInstructionLoops(count: Int) {
  let mutex = Mutex(Cuenta())
  let shared = Shared(value: Cuenta())
  bareMutexIncrements(mutex, count)
  pthreadIncrements(PThreadCuenta(recursive: false), count)
  sharedIncrements(shared, count)
  derivedIncrements(shared.creditos, count)
  derivedEachTimeIncrements(shared, count)
  _ = bareMutexReads(mutex, count)
  _ = bareMutexObservedReads(mutex, Observado(), \Observado.version, count)
  _ = sharedReads(shared, count)
  _ = derivedReads(shared.creditos, count)
}
