import Foundation

/// Una sesión de tmux propia (con su propio servidor y su socket en una carpeta temporal
/// propia, `-S`), para manejar `leccion` en una pty de verdad: teclas, lo que se ve en la
/// pantalla y cambios de tamaño. Al terminar no queda ni el servidor ni la carpeta (tampoco
/// la `tmux-UID` que tmux crea en `/tmp` con `-L`).
final class Tmux {
  static let path = ["/usr/bin/tmux", "/usr/local/bin/tmux"].first {
    FileManager.default.isExecutableFile(atPath: $0)
  }

  /// La carpeta del socket, que se borra al cerrar.
  let directory = FileManager.default.temporaryDirectory
    .appendingPathComponent("leccion-tmux-\(UUID().uuidString.prefix(8))")
  var socket: String { directory.appendingPathComponent("socket").path }
  let session = "leccion"
  /// El servidor y el proceso del panel (jefe de su propia sesión), para no dejar nada vivo.
  private var server: TestProcesses.Identity?
  private var pane: TestProcesses.Identity?

  /// Arranca `command` (una línea de shell) en una ventana de `width`×`height`.
  init?(command: String, width: Int = 80, height: Int = 24) {
    guard Self.path != nil else { return nil }
    try? FileManager.default.createDirectory(
      at: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    let started = run([
      "new-session", "-d", "-s", session, "-x", "\(width)", "-y", "\(height)", command,
    ])
    let ids = capture(["display-message", "-p", "-t", session, "#{pid} #{pane_pid}"])
      .split(separator: " ").compactMap {
        pid_t($0.trimmingCharacters(in: .whitespacesAndNewlines))
      }
    if ids.count == 2 {
      server = TestProcesses.Identity(ids[0])
      pane = TestProcesses.Identity(ids[1])
    }
    guard started else {
      stop()
      return nil
    }
  }

  deinit { stop() }

  /// Cierra el servidor y mata lo que quede de su panel (aunque ignore el `SIGHUP`); espera
  /// a que el servidor termine, y si no, lo mata.
  private func stop() {
    run(["kill-server"])
    if let pane { TestProcesses.kill(sessionOf: pane) }
    if let server { TestProcesses.stop(server) }
    try? FileManager.default.removeItem(at: directory)
  }

  /// El proceso del panel (el shell que lanza la orden), para buscar lo que cuelga de él.
  var panePID: pid_t? { pane?.pid }

  /// Envía teclas (`"Enter"`, `"C-c"`, `"Up"`, `"Tab"`) o texto literal.
  func send(_ keys: String...) {
    run(["send-keys", "-t", session] + keys)
  }

  /// Envía texto tal cual (sin interpretar nombres de teclas).
  func type(_ text: String) {
    run(["send-keys", "-t", session, "-l", text])
  }

  /// Borra lo que subió por encima de la pantalla (lo que `screen()` también devuelve).
  func clearHistory() {
    run(["clear-history", "-t", session])
  }

  /// Cambia el tamaño de la ventana.
  func resize(width: Int, height: Int) {
    run(["resize-window", "-t", session, "-x", "\(width)", "-y", "\(height)"])
  }

  /// Lo que se ve ahora (y lo que subió por encima, hasta 1000 líneas: la ayuda de `corregir`
  /// a 60 columnas pasa de 200).
  func screen() -> String {
    capture(["capture-pane", "-p", "-t", session, "-S", "-1000"])
  }

  /// Como `screen()`, pero con las filas que la terminal partió unidas otra vez (`-J`): una
  /// línea más ancha que la ventana sale entera.
  func joinedScreen() -> String {
    capture(["capture-pane", "-p", "-J", "-t", session, "-S", "-1000"])
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

  /// Espera a que las filas visibles cumplan `condition`; `false` si no llega en `seconds`
  /// (no mide nada: solo evita esperar para siempre).
  @discardableResult
  func waitForRows(seconds: Double = 60, _ condition: ([String]) -> Bool) -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while Date() < deadline {
      if condition(visibleRows()) { return true }
      usleep(100_000)
    }
    return condition(visibleRows())
  }

  /// Dónde está el cursor: columna y fila visibles, desde 0.
  func cursor() -> (x: Int, y: Int)? {
    let numbers = capture(["display-message", "-p", "-t", session, "#{cursor_x} #{cursor_y}"])
      .split(separator: " ").compactMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
    return numbers.count == 2 ? (numbers[0], numbers[1]) : nil
  }

  /// Espera a que el cursor cumpla `condition`; `false` si no llega en `seconds` (no mide
  /// nada: solo evita esperar para siempre).
  @discardableResult
  func waitForCursor(seconds: Double = 60, _ condition: (_ x: Int, _ y: Int) -> Bool) -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while Date() < deadline {
      if let (x, y) = cursor(), condition(x, y) { return true }
      usleep(100_000)
    }
    return false
  }

  /// Espera a que la última fila con algo sea `prompt`: el tutor ya está leyendo la línea
  /// (libedit ha puesto la terminal en su modo), así que una tecla como Ctrl-D no se pierde en
  /// el cambio de modo, como puede pasar si llega mientras el tutor aún escribe.
  func waitForPrompt(_ prompt: String, seconds: Double = 60) -> Bool {
    waitForRows(seconds: seconds) { Self.lastRow(of: $0) == prompt }
  }

  /// Sale del tutor con Ctrl-D cuando su indicador, sea cual sea el ejercicio, ya espera una
  /// línea vacía (la última fila con algo acaba en «›»): ver `waitForPrompt(_:seconds:)`.
  @discardableResult
  func endOfFileAtPrompt(seconds: Double = 60) -> Bool {
    let ready = waitForRows(seconds: seconds) { Self.lastRow(of: $0).hasSuffix("›") }
    send("C-d")
    return ready
  }

  /// La última fila visible que tiene algo (la línea de estado de un editor), sin espacios
  /// alrededor.
  func lastRow() -> String {
    Self.lastRow(of: visibleRows())
  }

  static func lastRow(of rows: [String]) -> String {
    rows.last { !$0.trimmingCharacters(in: .whitespaces).isEmpty }?
      .trimmingCharacters(in: .whitespaces) ?? ""
  }

  @discardableResult
  private func run(_ arguments: [String]) -> Bool {
    tmux(arguments, capture: false).status == 0
  }

  private func capture(_ arguments: [String]) -> String {
    tmux(arguments, capture: true).output
  }

  /// `tmux -S socket arguments…`, esperando a que vuelva (el servidor que arranca
  /// `new-session` se queda en segundo plano, y `Process` de Foundation no siempre vuelve
  /// cuando eso pasa). Sin descriptores ni señales bloqueadas del proceso de pruebas.
  private func tmux(_ arguments: [String], capture: Bool) -> (status: Int32, output: String) {
    guard let path = Self.path else { return (-1, "") }
    return CleanSpawn.run([path, "-S", socket] + arguments, capture: capture)
  }
}
