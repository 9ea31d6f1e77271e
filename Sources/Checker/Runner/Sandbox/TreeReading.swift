import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Lo que dice el planificador de Linux de un hilo en un momento: su estado
/// (`/proc/PID/task/TID/stat`) y sus nanosegundos en la CPU y en la cola esperando una CPU
/// libre (`/proc/PID/task/TID/schedstat`). Se lee sin privilegios.
struct ThreadReading: Sendable, Hashable {
  /// Un hilo: su número y cuándo nació (en tics desde el arranque de la máquina), que juntos
  /// lo distinguen de otro que reutilice el número.
  struct Key: Sendable, Hashable {
    var thread: pid_t
    var birth: UInt64
  }

  var key: Key
  /// Su proceso.
  var process: pid_t
  /// El estado: `R` en la CPU o esperándola; `S` dormido porque lo pidió (un cerrojo, un
  /// `sleep`, una tubería vacía); `D` detenido dentro del núcleo (el disco, un cerrojo del
  /// propio núcleo); `Z` terminado, sin recoger; `T` o `t` parado por una señal.
  var state: Character
  /// Nanosegundos en la CPU desde que nació.
  var running: UInt64
  /// Nanosegundos en la cola esperando una CPU libre desde que nació.
  var waiting: UInt64

  /// Si el núcleo lo tiene detenido por algo que no pidió él (`D`): el tiempo así no es suyo.
  var isHeldByKernel: Bool { state == "D" }
  /// Si está en la CPU o esperándola (`R`) o detenido en el núcleo (`D`): no está parado.
  var isActive: Bool { state == "R" || state == "D" }

  /// El estado y el nacimiento de la línea de `stat` (tras el nombre entre paréntesis, que
  /// puede llevar espacios y paréntesis: se busca el último `)`); `nil` si no se entiende.
  static func parse(stat: String) -> (state: Character, parent: pid_t, birth: UInt64)? {
    guard let close = stat.lastIndex(of: ")") else { return nil }
    let fields = stat[stat.index(after: close)...].split(separator: " ")
    // Tras el nombre: 0 estado, 1 padre, … 19 el nacimiento (el campo 22 de `proc(5)`).
    guard fields.count > 19, let state = fields[0].first, let parent = pid_t(fields[1]),
      let birth = UInt64(fields[19])
    else { return nil }
    return (state, parent, birth)
  }

  /// Los dos primeros números de `schedstat`: en la CPU y esperándola (ns).
  static func parse(schedstat: String) -> (running: UInt64, waiting: UInt64)? {
    let fields = schedstat.split(separator: " ").compactMap { UInt64($0) }
    return fields.count >= 2 ? (fields[0], fields[1]) : nil
  }
}

/// Una lectura de todos los hilos de un árbol de procesos (`root` y sus descendientes, por
/// los `children` de cada hilo en `/proc`). El espacio de procesos de `bwrap` está dentro del
/// nuestro, así que se ve todo.
struct TreeReading: Sendable {
  /// Los hilos leídos (los que terminaron mientras se leía, no).
  var threads: [ThreadReading]
  /// Si en el árbol hay algo más que la caja de arena (`sandboxNames`): el programa, o lo que lo
  /// lanza.
  var programSeen: Bool

  /// Los procesos de la caja de arena: `bwrap`, y lo que entra en la de una entrega
  /// (`SharedSandbox`).
  static let sandboxNames: Set<String> = ["bwrap", "nsenter", "unshare"]

  /// Los hijos de `pid` (los de su hilo principal, `/proc/PID/task/PID/children`).
  static func children(of pid: pid_t) -> [pid_t] {
    ((try? String(contentsOfFile: "/proc/\(pid)/task/\(pid)/children", encoding: .utf8)) ?? "")
      .split(separator: " ").compactMap { pid_t($0) }
  }

  /// El nombre de `pid` (`/proc/PID/comm`), o `nil` si ya no está.
  static func name(of pid: pid_t) -> String? {
    (try? String(contentsOfFile: "/proc/\(pid)/comm", encoding: .utf8))?
      .trimmingCharacters(in: .newlines)
  }

  /// El estado de `pid` (`R`, `S`, `D`, `Z`, `T`…), o `nil` si ya no está.
  static func state(of pid: pid_t) -> Character? {
    (try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8))
      .flatMap(ThreadReading.parse(stat:))?.state
  }

  /// Lee el árbol de `root` ahora.
  static func read(root: pid_t) -> TreeReading {
    var threads: [ThreadReading] = []
    var programSeen = false
    var pending = [root]
    var visited: Set<pid_t> = []
    while let pid = pending.popLast() {
      guard visited.insert(pid).inserted else { continue }
      if let name = Self.name(of: pid), !Self.sandboxNames.contains(name) { programSeen = true }
      let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")) ?? []
      for task in tasks {
        let base = "/proc/\(pid)/task/\(task)"
        if let children = try? String(contentsOfFile: base + "/children", encoding: .utf8) {
          pending += children.split(separator: " ").compactMap { pid_t($0) }
        }
        guard let thread = pid_t(task),
          let stat = (try? String(contentsOfFile: base + "/stat", encoding: .utf8))
            .flatMap(ThreadReading.parse(stat:)),
          let sched = (try? String(contentsOfFile: base + "/schedstat", encoding: .utf8))
            .flatMap(ThreadReading.parse(schedstat:))
        else { continue }
        threads.append(
          ThreadReading(
            key: .init(thread: thread, birth: stat.birth), process: pid, state: stat.state,
            running: sched.running, waiting: sched.waiting))
      }
    }
    return TreeReading(threads: threads, programSeen: programSeen)
  }
}
