import Foundation
import Synchronization
import Support

private let interruptRequests = Atomic<Int>(0)
private let criticalDepth = Atomic<Int>(0)
private let pendingTermination = Atomic<Int32>(0)
private let interruptsTerminate = Atomic<Bool>(false)
nonisolated(unsafe) private var savedTerminal = termios()
nonisolated(unsafe) private var hasSavedTerminal = false
/// El extremo de escritura de la tubería por la que el manejador avisa al hilo que limpia
/// (`TerminationCleanup`) antes de terminar; -1 si no hay hilo.
private let cleanupPipe = Atomic<Int32>(-1)
/// La señal que pidió terminar (0: ninguna; la primera gana, y una segunda termina sin
/// esperar). Si otro hilo llama a `exit` antes de que el hilo que limpia termine (el tutor ve
/// `EINTR` en su lectura y sale), `atexit` termina igual, con `128 + señal`.
private let requestedSignal = Atomic<Int32>(0)

/// Las señales que recibe `leccion` y lo que hace con ellas.
///
/// - SIGINT (Ctrl-C) en el tutor interactivo solo anota la petición: quien lee una línea
///   o espera una comprobación la ve (`takeInterrupt()`) y cancela eso, sin salir. Fuera
///   del tutor (`vigilar`, `comprobar`), termina con 130.
/// - SIGTERM y SIGHUP (terminal cerrada) terminan con 143 (o 129): el progreso ya está en
///   disco, porque cada cambio se escribe al momento; si llegan en mitad de una escritura,
///   se espera a que acabe (`critical(_:)`).
///
/// En todos los casos se devuelve la terminal al modo en que estaba. Al terminar por una señal,
/// lo anotado en `TerminationCleanup` (carpetas temporales, cgroups de los procesos en marcha)
/// se deja a un proceso aparte que lo deshace en cuanto `leccion` ha salido; lo lanza un hilo
/// propio, al que el manejador solo avisa por una tubería. Una segunda señal mientras tanto
/// termina sin esperar.
public enum Signals {
  /// Instala los manejadores. `interactive`: Ctrl-C cancela en vez de terminar.
  public static func install(interactive: Bool) {
    // Los globales se inicializan aquí, fuera de un manejador de señales.
    _ = interruptRequests.load(ordering: .relaxed)
    _ = criticalDepth.load(ordering: .relaxed)
    _ = pendingTermination.load(ordering: .relaxed)
    interruptsTerminate.store(!interactive, ordering: .relaxed)
    if isatty(STDIN_FILENO) == 1, tcgetattr(STDIN_FILENO, &savedTerminal) == 0 {
      hasSavedTerminal = true
    }
    for signal in [SIGINT, SIGTERM, SIGHUP] {
      var action = sigaction()
      action.__sigaction_handler.sa_handler = handleSignal
      sigemptyset(&action.sa_mask)
      action.sa_flags = 0  // sin SA_RESTART: una lectura bloqueada vuelve con EINTR
      sigaction(signal, &action, nil)
    }
    // Quien lanzó `leccion` pudo dejarle señales bloqueadas (la máscara se hereda).
    var handled = sigset_t()
    sigemptyset(&handled)
    for signal in [SIGINT, SIGTERM, SIGHUP] { sigaddset(&handled, signal) }
    sigprocmask(SIG_UNBLOCK, &handled, nil)
    var ignore = sigaction()
    ignore.__sigaction_handler.sa_handler = SIG_IGN
    sigaction(SIGPIPE, &ignore, nil)
    startCleanupThread()
    atexit {
      let signal = requestedSignal.load(ordering: .acquiring)
      if signal != 0 { Signals.terminate(signal) }
    }
  }

  /// El hilo que espera el aviso del manejador, limpia y termina.
  private static func startCleanupThread() {
    guard cleanupPipe.load(ordering: .acquiring) < 0 else { return }
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else { return }
    for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
    let reading = ends[0]
    let thread = Thread {
      var signal: Int32 = 0
      while true {
        let got = read(reading, &signal, MemoryLayout<Int32>.size)
        if got == MemoryLayout<Int32>.size { break }
        if got < 0 && errno == EINTR { continue }
        return
      }
      if criticalDepth.load(ordering: .acquiring) > 0 {
        // Lo terminará `critical` al acabar su escritura (y limpiará entonces).
        pendingTermination.store(signal, ordering: .releasing)
        return
      }
      Signals.terminate(signal)
    }
    thread.start()
    cleanupPipe.store(ends[1], ordering: .releasing)
  }

  /// Cambia lo que hace Ctrl-C: cancelar (tutor) o terminar (órdenes).
  public static func setInteractive(_ interactive: Bool) {
    interruptsTerminate.store(!interactive, ordering: .relaxed)
  }

  /// Si llegó un Ctrl-C desde la última vez; lo consume.
  public static func takeInterrupt() -> Bool {
    interruptRequests.exchange(0, ordering: .acquiringAndReleasing) > 0
  }

  /// Anota un Ctrl-C como lo haría su manejador. Para las pruebas: un vigilante que no ve
  /// ningún guardado deja de esperar en vez de parar la suite entera.
  static func requestInterrupt() {
    interruptRequests.add(1, ordering: .acquiringAndReleasing)
  }

  /// Si hay un Ctrl-C pendiente, sin consumirlo.
  public static var interruptPending: Bool {
    interruptRequests.load(ordering: .acquiring) > 0
  }

  /// Ejecuta `body` sin que una señal de terminación lo corte a medias: si llega, se
  /// atiende al acabar.
  public static func critical<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> T {
    criticalDepth.add(1, ordering: .acquiringAndReleasing)
    defer {
      let depth = criticalDepth.subtract(1, ordering: .acquiringAndReleasing).newValue
      let pending = pendingTermination.load(ordering: .acquiring)
      if depth == 0, pending != 0 { terminate(pending) }
    }
    return try body()
  }

  /// Devuelve la terminal a su modo, deja lo anotado en `TerminationCleanup` a un proceso que
  /// lo deshace en cuanto este salga, y termina con `128 + signal`. Solo desde un hilo
  /// normal, nunca desde el manejador.
  static func terminate(_ signal: Int32) -> Never {
    if hasSavedTerminal { tcsetattr(STDIN_FILENO, TCSANOW, &savedTerminal) }
    TerminationCleanup.handOff()
    _exit(128 + signal)
  }

  /// Desde el manejador: la terminal a su modo y fuera, sin limpiar.
  fileprivate static func terminateNow(_ signal: Int32) -> Never {
    if hasSavedTerminal { tcsetattr(STDIN_FILENO, TCSANOW, &savedTerminal) }
    _exit(128 + signal)
  }
}

private func handleSignal(_ signal: Int32) {
  if signal == SIGINT, !interruptsTerminate.load(ordering: .relaxed) {
    interruptRequests.add(1, ordering: .acquiringAndReleasing)
    return
  }
  if criticalDepth.load(ordering: .acquiring) > 0 {
    pendingTermination.store(signal, ordering: .releasing)
    return
  }
  let pipe = cleanupPipe.load(ordering: .acquiring)
  let first = requestedSignal.compareExchange(
    expected: 0, desired: signal, ordering: .acquiringAndReleasing
  ).exchanged
  if pipe >= 0, first {
    var number = signal
    if write(pipe, &number, MemoryLayout<Int32>.size) == MemoryLayout<Int32>.size { return }
  }
  Signals.terminateNow(signal)
}
