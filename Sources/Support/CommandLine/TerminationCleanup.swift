import Foundation
import Synchronization

/// Lo que hay que deshacer si `leccion` termina por una señal (Ctrl-C en `corregir`,
/// `SIGTERM`, la terminal cerrada) en mitad de un trabajo: las carpetas temporales de las
/// compilaciones y las cajas, y los cgroups de los procesos en marcha (matar lo que quede en
/// ellos y borrarlos). Sin esto, un Ctrl-C en `corregir` dejaba en `/tmp` carpetas
/// `leccion-caja-*` y `leccion-compilar-*` con programas dentro, y grupos vacíos en
/// `/sys/fs/cgroup`.
///
/// Quien crea algo así lo anota y lo olvida al deshacerlo él mismo. Al terminar, `Signals` (en
/// `Tutor`) llama a `handOff()` y sale en seguida: lo anotado lo deshace un `sh` aparte que
/// espera a que `leccion` haya salido. Si lo hiciera `leccion` antes de salir, los hilos que
/// corrigen verían morir sus programas y podrían escribir un informe con veredictos falsos
/// («terminó con la señal 9») y salir con 0 antes que él.
///
/// ```swift
/// let carpeta = try crearCarpeta()
/// TerminationCleanup.registerDirectory(carpeta)
/// defer { borrar(carpeta); TerminationCleanup.unregisterDirectory(carpeta) }
/// ```
public enum TerminationCleanup {
  private struct State {
    var directories: Set<String> = []
    var groups: [Int: [String]] = [:]
    var next = 0
    var handedOff = false
  }

  private static let state = Mutex(State())

  /// Anota una carpeta que hay que borrar entera si `leccion` termina por una señal. Las que
  /// ya no existen (su dueño las borró sin decirlo) se olvidan de vez en cuando. Si `leccion`
  /// ya está terminando, la borra y el hilo se queda parado hasta el final: no empieza nada.
  public static func registerDirectory(_ path: String) {
    let (prune, late) = state.withLock { state -> ([String], Bool) in
      if state.handedOff { return ([], true) }
      state.directories.insert(path)
      return (state.directories.count > 256 ? Array(state.directories) : [], false)
    }
    if late {
      try? FileManager.default.removeItem(atPath: path)
      parkForever()
    }
    let gone = prune.filter { !FileManager.default.fileExists(atPath: $0) }
    if !gone.isEmpty { state.withLock { $0.directories.subtract(gone) } }
  }

  /// Olvida la carpeta (ya se borró, o ya no es temporal).
  public static func unregisterDirectory(_ path: String) {
    state.withLock { _ = $0.directories.remove(path) }
  }

  /// Anota un cgroup (sus carpetas, una por jerarquía): si `leccion` termina por una señal,
  /// se mata lo que haya dentro y se borran. Devuelve con qué olvidarlo.
  public static func registerGroup(_ directories: [String]) -> Int {
    let token = state.withLock { state -> Int? in
      if state.handedOff { return nil }
      state.next += 1
      state.groups[state.next] = directories
      return state.next
    }
    guard let token else {
      for directory in directories { rmdir(directory) }
      parkForever()
    }
    return token
  }

  /// Olvida lo anotado con `registerGroup`.
  public static func unregisterGroup(_ token: Int) {
    state.withLock { _ = $0.groups.removeValue(forKey: token) }
  }

  /// Lanza (una vez) el `sh` que deshace lo anotado en cuanto este proceso haya salido: espera
  /// a que se cierre una tubería que solo tiene este proceso. Hay que salir justo después.
  public static func handOff() {
    let (groups, directories) = state.withLock { state -> ([String], [String]) in
      guard !state.handedOff else { return ([], []) }
      state.handedOff = true
      return (state.groups.values.flatMap { $0 }, Array(state.directories))
    }
    guard !groups.isEmpty || !directories.isEmpty else { return }
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else { return }
    _ = fcntl(ends[1], F_SETFD, FD_CLOEXEC)
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, ends[0], 0)
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    // Su propia sesión: un segundo Ctrl-C en la terminal no lo alcanza.
    posix_spawnattr_setflags(&attributes, Int16(SpawnFlag.newSession))
    let argv = CStringArray(["/bin/sh", "-c", script, "sh"] + groups + ["--"] + directories)
    defer { argv.release() }
    var pid: pid_t = 0
    _ = posix_spawn(&pid, "/bin/sh", &actions, &attributes, argv.pointers, environ)
    close(ends[0])
    // `ends[1]` queda abierto hasta que el proceso sale.
  }

  /// Espera a que se cierre su entrada; después, por cada cgroup (antes de `--`) mata lo que
  /// tenga hasta vaciarlo (5 s como mucho) y lo borra, y borra cada carpeta (después de `--`).
  private static let script = """
    read -r _ || true
    grupos=1
    for ruta; do
      if [ "$ruta" = "--" ]; then grupos=0; continue; fi
      if [ "$grupos" = 1 ]; then
        vueltas=0
        while [ "$vueltas" -lt 500 ]; do
          vivos=$(cat "$ruta/cgroup.procs" 2>/dev/null)
          [ -z "$vivos" ] && break
          kill -9 $vivos 2>/dev/null
          sleep 0.01
          vueltas=$((vueltas + 1))
        done
        vueltas=0
        until rmdir "$ruta" 2>/dev/null || [ "$vueltas" -ge 100 ]; do
          sleep 0.01
          vueltas=$((vueltas + 1))
        done
      else
        rm -rf -- "$ruta"
      fi
    done
    """

  private static func parkForever() -> Never {
    while true { sleep(3600) }
  }
}
