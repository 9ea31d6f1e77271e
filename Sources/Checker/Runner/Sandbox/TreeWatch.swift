#if canImport(Glibc)
  import Glibc
#endif

/// Lo que hace con el procesador el árbol de procesos de un programa mientras corre, de
/// lectura en lectura (`TreeReading`, cada décima de segundo más o menos): lo que
/// `TimeoutEvidence` necesita para decidir por qué se le acaba el tiempo, y antes del límite
/// si ya está parado para siempre.
///
/// Entre dos lecturas, cada hilo pasó el tiempo en la CPU, esperando una CPU libre o fuera
/// de las dos cosas. Fuera de las dos, si el hilo estaba detenido en el núcleo (`D`) en una
/// de las dos lecturas, ese tiempo se cuenta como **retenido** (`stalled`): no lo pidió él
/// (el disco, o un cerrojo del núcleo que otro proceso de la máquina tiene, como el de
/// los cgroups al crear o terminar procesos). Si no, es tiempo parado.
///
/// Una lectura **muestra actividad** si algún hilo usó la CPU o la esperó desde la anterior,
/// está en la CPU, en la cola o en el núcleo (`R`, `D`), o si nació o terminó algún hilo. La
/// **quietud** (`idle`) es lo que va desde la última lectura con actividad (o desde que el
/// programa arrancó, si es después). Una lectura llega siempre después de la actividad que
/// muestra, así que la quietud nunca es más larga que la de verdad: si se midió, el programa
/// estuvo al menos ese tiempo con todos sus hilos dormidos por su cuenta.
///
/// Solo cuenta lo que pasa desde que el programa arrancó (`observe(at:started:)`): lo de
/// antes es de la caja de arena (`TimeoutEvidence.setup`).
struct TreeWatch: Sendable {
  private struct Seen: Sendable {
    var running: UInt64
    var waiting: UInt64
    var state: Character
    var alive = true
  }

  /// El proceso raíz del árbol.
  let root: pid_t
  private var threads: [ThreadReading.Key: Seen] = [:]
  /// Segundos en la CPU desde que arrancó, sumados todos los hilos (también los que ya
  /// terminaron, hasta su última lectura).
  private(set) var running = 0.0
  /// Segundos esperando una CPU libre desde que arrancó, sumados todos los hilos.
  private(set) var waiting = 0.0
  /// Segundos retenidos por el núcleo desde que arrancó, sumados todos los hilos.
  private(set) var stalled = 0.0
  /// Cuándo (segundos desde que se lanzó) fue la última lectura, y la última con actividad.
  private(set) var lastReading: Double?
  private(set) var lastActivity = 0.0
  /// Si la última lectura encontró algo más que la caja de arena.
  private(set) var programSeen = false
  /// Si alguna lectura encontró algún hilo.
  private(set) var measured = false

  /// Un vigilante del árbol de `root`, sin lecturas.
  init(root: pid_t) {
    self.root = root
  }

  /// Lee el árbol ahora (`elapsed`: segundos desde que se lanzó) y acumula. `started`: si el
  /// programa ya arrancó; antes, solo se guardan los contadores, para restarlos después.
  mutating func observe(at elapsed: Double, started: Bool) {
    record(TreeReading.read(root: root), at: elapsed, started: started)
  }

  /// Acumula `reading`, tomada a los `elapsed` segundos (separado de `observe` para probar la
  /// cuenta con lecturas inventadas).
  mutating func record(_ reading: TreeReading, at elapsed: Double, started: Bool) {
    let interval = lastReading.map { max(0, elapsed - $0) } ?? 0
    var active = lastReading == nil
    var present: Set<ThreadReading.Key> = []
    for thread in reading.threads {
      present.insert(thread.key)
      let before = threads[thread.key]
      let ran = thread.running &- (before?.running ?? 0)
      let waited = thread.waiting &- (before?.waiting ?? 0)
      if before == nil || ran > 0 || waited > 0 || thread.isActive { active = true }
      if started {
        running += Double(ran) / 1e9
        waiting += Double(waited) / 1e9
        if let before, before.state == "D" || thread.isHeldByKernel {
          stalled += max(0, interval - Double(ran + waited) / 1e9)
        }
      }
      threads[thread.key] = Seen(
        running: thread.running, waiting: thread.waiting, state: thread.state)
    }
    for (key, seen) in threads where seen.alive && !present.contains(key) {
      threads[key]?.alive = false
      active = true
    }
    if !reading.threads.isEmpty { measured = true }
    programSeen = reading.programSeen
    if active { lastActivity = elapsed }
    lastReading = elapsed
  }

  /// La medida a los `elapsed` segundos (los de la última lectura), con el programa arrancado
  /// a los `setup` y el límite `limit`; `nil` si ninguna lectura encontró nada (sin `/proc`
  /// o sin `schedstat`).
  func evidence(elapsed: Double, setup: Double, limit: Double) -> TimeoutEvidence? {
    guard measured else { return nil }
    var evidence = TimeoutEvidence(
      elapsed: elapsed, running: running, waiting: waiting, limit: limit)
    evidence.setup = min(setup, elapsed)
    evidence.stalled = stalled
    evidence.idle = max(0, (lastReading ?? elapsed) - max(lastActivity, setup))
    evidence.onlySandbox = !programSeen
    return evidence
  }
}
