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
/// los de sus hijos, `bwrap` incluido) desde que arrancó. Lo lee `TreeWatch` del
/// planificador de Linux mientras corre: por hilo, los nanosegundos en la CPU y los que pasó
/// en la cola esperando una CPU libre (`/proc/PID/task/TID/schedstat`) y su estado; lo que
/// no es ninguna de las dos cosas es tiempo parado (dormir, esperar un cerrojo) o, si el
/// hilo estaba detenido dentro del núcleo (`D`), retenido (`stalled`). Desde fuera se ve
/// todo: el espacio de procesos de `bwrap` está dentro del nuestro, y nada de eso pide
/// privilegios.
///
/// **El tiempo propio** del programa es el de reloj desde que arrancó (su arnés lo avisa:
/// antes, la caja de arena se preparaba, `setup`) menos el que pasó esperando una CPU y el
/// que el núcleo lo retuvo: el que habría tenido igual en una máquina tranquila. **La
/// quietud** (`idle`) es lo que lleva seguido sin que ningún hilo use la CPU, la espere o
/// esté en el núcleo, sin que nazca ni termine ninguno: todos dormidos por su cuenta.
/// **La regla** (`cause`), con `L` el límite de tiempo (decide la primera fila que se
/// cumple):
///
/// | si… | causa | ¿se guarda en el almacén? |
/// | --- | --- | --- |
/// | en el árbol solo queda la caja de arena (`onlySandbox`: aún no arrancó o ya terminó) | `starved` | no: dudoso |
/// | lleva quieto al menos 1/4 de `L` (`idleShare`) | `blocked` | sí |
/// | el tiempo propio no llega a 4/5 de `L` (`1 - starvedShare`) | `starved` | no: dudoso |
/// | si no, y la CPU usada suma al menos la mitad del tiempo propio (`busyShare`) | `busy` | sí |
/// | si no | `blocked` | sí |
///
/// La segunda fila se mira también antes del límite, en cada lectura: un programa quieto
/// 1/4 de `L` se para ya (`isBlockedForGood`; un abrazo mortal, un `sleep` largo, esperar
/// una tubería que nadie escribe) en vez de esperar a `L`. Con la máquina cargada, un
/// programa que quiere la CPU está en la cola (`R`), no quieto; uno que el núcleo retiene
/// está en `D`, tampoco: la quietud no depende de la carga, y un programa parado da lo
/// mismo si se le para pronto o al límite.
///
/// Sin prórroga (el reloj transcurrido es `L`), `starved` es haber esperado una CPU (o al
/// núcleo) al menos 1/5 del límite. Por qué así: en una máquina tranquila el programa habría
/// tenido también ese tiempo; si ya tuvo 4/5 del límite para él y no acabó, necesitaba más
/// de 4/5 del límite aun sin carga, y el resultado no depende de la máquina. El precio: un
/// programa que en una máquina tranquila tarda entre 4/5 del límite y el límite puede
/// guardarse como tiempo agotado (con el límite de 10 s, uno que tarda más de 8 s), y uno
/// que se queda quieto 1/4 del límite seguido (2,5 s de 10) se para aunque luego fuera a
/// seguir.
///
/// **La prórroga** (`SandboxLimits.starvationCapSeconds`, la de `corregir`): al llegar al
/// límite, a un programa `starved` se le devuelve lo que esperó, a tramos, hasta el tope:
/// cada tramo dura lo que le falta para 9/10 de `L` de tiempo propio (`extendedDeadline`).
/// Un bucle en una máquina cargada acaba así `busy` (y se guarda) y un programa correcto al
/// que le faltaba CPU termina; solo lo que sigue sin llegar al tope queda dudoso.
///
/// La regla solo decide si el tiempo agotado se guarda; el veredicto (la prueba en marcha,
/// «tiempo agotado»; las de después, sin ejecutar) es el mismo sea cual sea la causa y el
/// límite que saltó (`TimeLimit`, que añade las filas de la CPU agotada y de la alarma).
///
/// Lo que la regla no sabe: lo que hizo un hilo entre su última lectura y su final, y de
/// quién es la espera. Un programa con más hilos ocupados que núcleos espera por sus propios
/// hilos y sale `starved` aunque la máquina esté tranquila: no se guarda y se vuelve a
/// ejecutar (nunca se guarda de más por eso).
public struct TimeoutEvidence: Sendable, Hashable {
  /// Segundos de reloj desde que se lanzó.
  public var elapsed: Double
  /// Segundos en la CPU desde que arrancó, sumados todos los hilos.
  public var running: Double
  /// Segundos en la cola esperando una CPU libre desde que arrancó, sumados todos los hilos.
  public var waiting: Double
  /// El límite de tiempo de reloj (`SandboxLimits.wallClockSeconds`).
  public var limit: Double
  /// Segundos de reloj, desde que se lanzó, antes de que el programa arrancara (su arnés
  /// avisa por el canal de informe): la caja de arena preparándose. No son tiempo suyo.
  public var setup: Double = 0
  /// Segundos que el núcleo retuvo a sus hilos (`D`: el disco, un cerrojo del núcleo que
  /// tenía otro proceso de la máquina) desde que arrancó, sumados todos los hilos. No son
  /// tiempo suyo.
  public var stalled: Double = 0
  /// Segundos seguidos, hasta ahora, sin que ningún hilo usara la CPU, la esperara o
  /// estuviera en el núcleo (`TreeWatch`): todos dormidos por su cuenta.
  public var idle: Double = 0
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
  /// La quietud, en partes del límite, a partir de la cual el programa está parado para
  /// siempre (y se para sin esperar al límite).
  public static let idleShare = 0.25

  /// Crea una medida; sin `limit`, el límite es el tiempo transcurrido (sin prórroga).
  public init(elapsed: Double, running: Double, waiting: Double, limit: Double? = nil) {
    self.elapsed = elapsed
    self.running = running
    self.waiting = waiting
    self.limit = limit ?? elapsed
  }

  /// Segundos de reloj desde que arrancó que no pasó esperando una CPU ni retenido por el
  /// núcleo.
  public var ownTime: Double { elapsed - setup - waiting - stalled }

  /// Si lleva quieto (`idle`) al menos `idleShare` del límite: está parado para siempre (un
  /// abrazo mortal, un `sleep` largo) y se le puede parar ya.
  public var isBlockedForGood: Bool { !onlySandbox && idle >= Self.idleShare * limit }

  /// La causa según la regla de arriba.
  public var cause: TimeoutCause {
    if onlySandbox { return .starved }
    if isBlockedForGood { return .blocked }
    if ownTime < (1 - Self.starvedShare) * limit { return .starved }
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
}
