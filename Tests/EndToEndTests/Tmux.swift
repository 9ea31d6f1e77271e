import Foundation

/// Una sesión de tmux propia (con su propio servidor, `-L`), para manejar `leccion` en una
/// pty de verdad: teclas, lo que se ve en la pantalla y cambios de tamaño.
final class Tmux {
  static let path = ["/usr/bin/tmux", "/usr/local/bin/tmux"].first {
    FileManager.default.isExecutableFile(atPath: $0)
  }

  let socket = "leccion-pruebas-\(UUID().uuidString.prefix(8))"
  let session = "leccion"

  /// Arranca `command` (una línea de shell) en una ventana de `width`×`height`.
  init?(command: String, width: Int = 80, height: Int = 24) {
    guard Self.path != nil else { return nil }
    let started = run([
      "new-session", "-d", "-s", session, "-x", "\(width)", "-y", "\(height)", command,
    ])
    guard started else { return nil }
  }

  deinit {
    run(["kill-server"])
    let directory = ProcessInfo.processInfo.environment["TMUX_TMPDIR"] ?? "/tmp"
    unlink("\(directory)/tmux-\(getuid())/\(socket)")
  }

  /// Envía teclas (`"Enter"`, `"C-c"`, `"Up"`, `"Tab"`) o texto literal.
  func send(_ keys: String...) {
    run(["send-keys", "-t", session] + keys)
  }

  /// Envía texto tal cual (sin interpretar nombres de teclas).
  func type(_ text: String) {
    run(["send-keys", "-t", session, "-l", text])
  }

  /// Cambia el tamaño de la ventana.
  func resize(width: Int, height: Int) {
    run(["resize-window", "-t", session, "-x", "\(width)", "-y", "\(height)"])
  }

  /// Lo que se ve ahora (y lo que subió por encima, hasta 200 líneas).
  func screen() -> String {
    capture(["capture-pane", "-p", "-t", session, "-S", "-200"])
  }

  /// Solo las filas visibles.
  func visibleRows() -> [String] {
    capture(["capture-pane", "-p", "-t", session]).split(
      separator: "\n", omittingEmptySubsequences: false
    ).map(String.init)
  }

  /// Espera a que `text` aparezca `count` veces en la pantalla; `false` si no llega en
  /// `seconds` (no mide nada: solo evita esperar para siempre).
  @discardableResult
  func waitFor(_ text: String, count: Int = 1, seconds: Double = 60) -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while Date() < deadline {
      if screen().components(separatedBy: text).count - 1 >= count { return true }
      usleep(100_000)
    }
    return false
  }

  @discardableResult
  private func run(_ arguments: [String]) -> Bool {
    spawn(arguments, capture: false).status == 0
  }

  private func capture(_ arguments: [String]) -> String {
    spawn(arguments, capture: true).output
  }

  /// `tmux -L socket arguments…` con `posix_spawn` y `waitpid` (el servidor de tmux se queda
  /// en segundo plano, y `Process` de Foundation no siempre vuelve cuando eso pasa).
  private func spawn(_ arguments: [String], capture: Bool) -> (status: Int32, output: String) {
    guard let path = Self.path else { return (-1, "") }
    var pipe: [Int32] = [-1, -1]
    if capture, Glibc.pipe(&pipe) != 0 { return (-1, "") }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    if capture {
      posix_spawn_file_actions_adddup2(&actions, pipe[1], 1)
      posix_spawn_file_actions_addclose(&actions, pipe[0])
      posix_spawn_file_actions_addclose(&actions, pipe[1])
    } else {
      posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    }
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    // Sin la máscara de señales del hilo que lanza (las pruebas corren en hilos que las
    // bloquean): la heredarían el servidor de tmux y lo que corre en él, y entonces ni
    // `kill-server` (que manda SIGHUP) ni SIGTERM los terminarían.
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var signals = sigset_t()
    sigemptyset(&signals)
    posix_spawnattr_setsigmask(&attributes, &signals)
    for signal in [SIGHUP, SIGINT, SIGTERM, SIGPIPE, SIGCHLD] { sigaddset(&signals, signal) }
    posix_spawnattr_setsigdefault(&attributes, &signals)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
    let argv = ([path, "-L", socket] + arguments).map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    var pid: pid_t = 0
    let spawned = posix_spawn(&pid, path, &actions, &attributes, argv, environ)
    if capture { close(pipe[1]) }
    guard spawned == 0 else {
      if capture { close(pipe[0]) }
      return (-1, "")
    }
    var output = Data()
    if capture {
      var buffer = [UInt8](repeating: 0, count: 65536)
      while true {
        let count = read(pipe[0], &buffer, buffer.count)
        if count <= 0 { break }
        output.append(contentsOf: buffer[0..<count])
      }
      close(pipe[0])
    }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0, errno == EINTR {}
    let exited = (status & 0x7f) == 0 ? (status >> 8) & 0xff : -1
    return (exited, String(decoding: output, as: UTF8.self))
  }
}
