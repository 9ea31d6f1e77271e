import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Por qué se le acabó el tiempo a un programa, según lo que hizo con el procesador
/// (`TimeoutEvidence.cause`).
public enum TimeoutCause: String, Sendable, Hashable, Codable {
  /// Estuvo en la CPU la mayor parte del límite: da vueltas sin fin (o trabaja de más).
  case busy
  /// Ni estaba en la CPU ni esperaba una: dormía o esperaba un cerrojo, una señal o un hilo
  /// (un abrazo mortal, un `sleep`).
  case blocked
  /// Pasó una parte grande del límite esperando una CPU libre, o a la caja de arena (que se
  /// preparaba o se deshacía): la máquina estaba cargada y en una tranquila quizá habría
  /// terminado. Un tiempo agotado así es dudoso.
  case starved

  /// Si el tiempo agotado es cosa del propio programa (se repetiría en una máquina
  /// tranquila) y no de la carga de la máquina.
  public var isGenuine: Bool { self != .starved }
}

/// Lo que hizo con el procesador el árbol de procesos de un programa (todos sus hilos, y
/// los de sus hijos, `bwrap` incluido) desde que se lanzó hasta que se le acabó el tiempo.
/// Se lee del planificador de Linux justo antes de matarlo: `/proc/PID/task/TID/schedstat`
/// da, por hilo, los nanosegundos en la CPU y los que pasó en la cola esperando una CPU
/// libre; lo que no es ninguna de las dos cosas es tiempo parado (dormir, esperar un
/// cerrojo). Desde fuera se ve todo: el espacio de procesos de `bwrap` está dentro del
/// nuestro, y los `schedstat` se pueden leer sin privilegios.
///
/// **El tiempo propio** del programa es el de reloj desde que arrancó (su arnés lo avisa:
/// antes, la caja de arena se preparaba, `setup`) menos el que pasó esperando una CPU: el
/// que habría tenido igual en una máquina tranquila. **La regla** (`cause`), con `L` el
/// límite de tiempo:
///
/// | si… | causa | ¿se guarda en el almacén? |
/// | --- | --- | --- |
/// | en el árbol solo queda la caja de arena (`onlySandbox`: aún no arrancó o ya terminó) | `starved` | no: dudoso |
/// | el tiempo propio no llega a 4/5 de `L` (`1 - starvedShare`) | `starved` | no: dudoso |
/// | si no, y la CPU usada suma al menos la mitad del tiempo propio (`busyShare`) | `busy` | sí |
/// | si no | `blocked` | sí |
///
/// Sin prórroga (el reloj transcurrido es `L`), `starved` es haber esperado una CPU al menos
/// 1/5 del límite. Por qué así: en una máquina tranquila el programa habría tenido también el
/// tiempo que pasó esperando; si ya tuvo 4/5 del límite para él y no acabó, necesitaba más
/// de 4/5 del límite aun sin carga, y el resultado no depende de la máquina. El precio: un
/// programa que en una máquina tranquila tarda entre 4/5 del límite y el límite puede
/// guardarse como tiempo agotado; con el límite de 10 s, uno que tarda más de 8 s.
///
/// **La prórroga** (`SandboxLimits.starvationCapSeconds`, la de `corregir`): al llegar al
/// límite, a un programa `starved` se le devuelve lo que esperó, a tramos, hasta el tope:
/// cada tramo dura lo que le falta para 9/10 de `L` de tiempo propio (`extendedDeadline`). Un bucle en una máquina cargada acaba así `busy` (y se guarda) y un
/// programa correcto al que le faltaba CPU termina; solo lo que sigue sin llegar al tope
/// queda dudoso.
///
/// La regla solo decide si el tiempo agotado se guarda; el veredicto (la prueba en marcha,
/// «tiempo agotado»; las de después, sin ejecutar) es el mismo sea cual sea la causa y el
/// límite que saltó (`TimeLimit`, que añade las filas de la CPU agotada y de la alarma).
///
/// Lo que la regla no sabe: la espera de los hilos que ya terminaron (el planificador la
/// olvida con ellos) y de quién es la espera. Un programa con más hilos ocupados que
/// núcleos espera por sus propios hilos y sale `starved` aunque la máquina esté tranquila:
/// no se guarda y se vuelve a ejecutar (nunca se guarda de más por eso).
public struct TimeoutEvidence: Sendable, Hashable {
  /// Segundos de reloj desde que se lanzó.
  public var elapsed: Double
  /// Segundos en la CPU, sumados todos los hilos.
  public var running: Double
  /// Segundos en la cola esperando una CPU libre, sumados todos los hilos.
  public var waiting: Double
  /// El límite de tiempo de reloj (`SandboxLimits.wallClockSeconds`).
  public var limit: Double
  /// Segundos de reloj, desde que se lanzó, antes de que el programa arrancara (su arnés
  /// avisa por el canal de informe): la caja de arena preparándose. No son tiempo suyo.
  public var setup: Double = 0
  /// Si en el árbol solo quedaba la caja de arena (`bwrap`), sin nada del programa: aún no
  /// había arrancado o ya había terminado y el núcleo deshacía sus espacios. No es tiempo
  /// suyo.
  public var onlySandbox = false

  /// La parte del límite que puede faltarle de tiempo propio antes de que el tiempo agotado
  /// sea dudoso.
  public static let starvedShare = 0.2
  /// La parte del tiempo propio en la CPU a partir de la cual el programa estaba ocupado.
  public static let busyShare = 0.5
  /// El tiempo propio, en partes del límite, que busca la prórroga.
  public static let extensionTarget = 0.9

  /// Crea una medida; sin `limit`, el límite es el tiempo transcurrido (sin prórroga).
  public init(elapsed: Double, running: Double, waiting: Double, limit: Double? = nil) {
    self.elapsed = elapsed
    self.running = running
    self.waiting = waiting
    self.limit = limit ?? elapsed
  }

  /// Segundos de reloj desde que arrancó que no pasó esperando una CPU.
  public var ownTime: Double { elapsed - setup - waiting }

  /// La causa según la regla de arriba.
  public var cause: TimeoutCause {
    if onlySandbox || ownTime < (1 - Self.starvedShare) * limit { return .starved }
    return running >= Self.busyShare * ownTime ? .busy : .blocked
  }

  /// Si es `starved` y aún no llegó a `cap`: el nuevo plazo (segundos desde que se lanzó),
  /// tras un tramo de lo que le falta para `extensionTarget` del límite de tiempo propio (al
  /// menos 1/20 del límite), sin pasar de `cap`; si el ritmo sigue bajo, al vencer se le da
  /// otro. Tramos así nunca le dan más de 9/10 del límite (más 1/20) de tiempo propio, y por
  /// tanto de CPU: un bucle de un hilo suele acabar por el reloj, no por `RLIMIT_CPU` (que es
  /// el límite); si el hilo que vigila llega tarde y salta antes la CPU, el veredicto es el
  /// mismo (`TimeLimit`). `nil`: se acabó.
  public func extendedDeadline(cap: Double) -> Double? {
    guard cause == .starved, cap > elapsed else { return nil }
    let owed = Self.extensionTarget * limit - ownTime
    return min(cap, elapsed + max(owed, 0.05 * limit))
  }

  /// Lee el planificador para `root` y todos sus descendientes; `nil` si este sistema no
  /// lo dice (sin `/proc` o sin `schedstat`): sin medida, el tiempo agotado es dudoso.
  static func sample(
    tree root: pid_t, elapsed: Double, setup: Double = 0, limit: Double
  ) -> TimeoutEvidence? {
    var running: UInt64 = 0
    var waiting: UInt64 = 0
    var measured = false
    var programSeen = false
    for pid in descendants(of: root) {
      let name = try? String(contentsOfFile: "/proc/\(pid)/comm", encoding: .utf8)
      if let name, name.trimmingCharacters(in: .newlines) != "bwrap" { programSeen = true }
      let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")) ?? []
      for task in tasks {
        guard
          let line = try? String(
            contentsOfFile: "/proc/\(pid)/task/\(task)/schedstat", encoding: .utf8)
        else { continue }
        let fields = line.split(separator: " ").compactMap { UInt64($0) }
        guard fields.count >= 2 else { continue }
        running &+= fields[0]
        waiting &+= fields[1]
        measured = true
      }
    }
    guard measured else { return nil }
    var evidence = TimeoutEvidence(
      elapsed: elapsed, running: Double(running) / 1e9, waiting: Double(waiting) / 1e9,
      limit: limit)
    evidence.setup = min(setup, elapsed)
    evidence.onlySandbox = !programSeen
    return evidence
  }

  /// `root` y todos sus descendientes vivos, por el padre de cada proceso de `/proc`.
  static func descendants(of root: pid_t) -> [pid_t] {
    var children: [pid_t: [pid_t]] = [:]
    for entry in (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? [] {
      guard let pid = pid_t(entry),
        let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
        let parent = parentPID(stat: stat)
      else { continue }
      children[parent, default: []].append(pid)
    }
    var tree = [root]
    var index = 0
    while index < tree.count {
      tree += children[tree[index]] ?? []
      index += 1
    }
    return tree
  }

  /// El cuarto campo de `/proc/PID/stat`, tras el nombre entre paréntesis (que puede llevar
  /// espacios y paréntesis: se busca el último `)`).
  static func parentPID(stat: String) -> pid_t? {
    guard let close = stat.lastIndex(of: ")") else { return nil }
    let fields = stat[stat.index(after: close)...].split(separator: " ")
    return fields.count >= 2 ? pid_t(fields[1]) : nil
  }
}
