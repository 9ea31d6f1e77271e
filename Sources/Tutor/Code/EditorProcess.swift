import Checker
import Foundation

/// Lanza el editor con `posix_spawn` y espera a que termine.
///
/// No usa `Process` de Foundation: en Linux pone al hijo en un grupo de procesos propio,
/// que no es el de primer plano de la terminal, y un editor de terminal se queda parado
/// (SIGTTIN) o no puede leer.
enum EditorProcess {
  /// Ejecuta `arguments` (el primero, la ruta del programa) en el grupo de `leccion`, con
  /// `environment`, la misma terminal y las señales como al entrar en un programa nuevo;
  /// `nil` si no se pudo lanzar.
  static func run(_ arguments: [String], environment: [String: String]) -> ProcessTermination? {
    guard let path = arguments.first else { return nil }
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    // Sin máscara heredada y con lo que `leccion` ignora (SIGPIPE) otra vez por omisión.
    var empty = sigset_t()
    sigemptyset(&empty)
    posix_spawnattr_setsigmask(&attributes, &empty)
    var defaults = sigset_t()
    sigemptyset(&defaults)
    for signal in [SIGPIPE, SIGINT, SIGQUIT, SIGTERM, SIGHUP, SIGTSTP, SIGTTIN, SIGTTOU] {
      sigaddset(&defaults, signal)
    }
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

    let argv = arguments.map { strdup($0) } + [nil]
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
      argv.forEach { free($0) }
      envp.forEach { free($0) }
    }
    var pid: pid_t = 0
    guard posix_spawn(&pid, path, nil, &attributes, argv, envp) == 0 else { return nil }
    var status: Int32 = 0
    // Ctrl-C llega también a `leccion` (mismo grupo): su manejador corta la espera con EINTR.
    while waitpid(pid, &status, 0) < 0 {
      guard errno == EINTR else { return nil }
    }
    let signal = status & 0x7f
    return signal == 0 ? .exited((status >> 8) & 0xff) : .signaled(signal)
  }
}
