import Foundation
import Testing

/// El binario `leccion` de verdad: lo lanza con argumentos, entorno y entrada preparados.
///
/// Busca el binario junto al paquete de pruebas (`.build/<destino>/debug/leccion`): `swift
/// build` lo deja ahí antes de `swift test`.
///
/// Su carpeta temporal se borra cuando deja de usarse (`deinit`): un `swift test` suelto no
/// deja nada en `/tmp`.
final class Leccion: Sendable {
  /// `Tests/Fixtures/curso-tutor`.
  static let course = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Fixtures/curso-tutor")

  /// La ruta del binario.
  static let binary: URL = {
    let here = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    for candidate in [here, here.deletingLastPathComponent()] {
      let url = candidate.appendingPathComponent("leccion")
      if FileManager.default.isExecutableFile(atPath: url.path) { return url }
    }
    return URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent(".build/debug/leccion")
  }()

  /// La carpeta temporal donde se ejecuta (y donde está el espacio `e`).
  let root: URL
  /// El curso con que se ejecuta (`--curso`): el de prueba, salvo que se pida otro.
  let courseURL: URL

  /// `Content/`, el curso que se publica.
  static let content = course.deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Content")

  init(course: URL = Leccion.course) {
    courseURL = course
    root = FileManager.default.temporaryDirectory
      .appendingPathComponent("leccion-e2e-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
  }

  deinit { try? FileManager.default.removeItem(at: root) }

  /// El espacio de trabajo de las pruebas.
  var workspace: URL { root.appendingPathComponent("e") }
  var progressURL: URL { workspace.appendingPathComponent("progreso.json") }

  /// El entorno mínimo: sin colores, sin terminal, datos en la carpeta temporal.
  func environment(_ extra: [String: String] = [:]) -> [String: String] {
    var variables = [
      "HOME": root.path, "XDG_DATA_HOME": root.appendingPathComponent("datos").path,
      "XDG_CACHE_HOME": root.appendingPathComponent("cache").path,
      "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "TERM": "xterm-256color",
    ]
    variables.merge(extra) { $1 }
    return variables
  }

  /// Lo que hizo un proceso.
  struct Result {
    var code: Int32
    var output: String
    var errors: String
    var lines: [String] {
      output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }
    /// La salida con los saltos de línea como espacios: los párrafos ajustados al ancho se
    /// comparan enteros.
    var flowing: String { lines.joined(separator: " ") }
  }

  /// Los argumentos con el curso de prueba y el espacio `e`.
  func arguments(_ arguments: [String], workspace: Bool = true) -> [String] {
    arguments + ["--curso", courseURL.path] + (workspace ? ["--espacio", "e"] : [])
  }

  /// Lanza el proceso (sin esperarlo).
  func start(
    _ arguments: [String], environment extra: [String: String] = [:]
  ) throws -> (Process, input: FileHandle, output: Pipe, errors: Pipe) {
    let process = Process()
    process.executableURL = Self.binary
    process.arguments = arguments
    process.currentDirectoryURL = root
    process.environment = environment(extra)
    let input = Pipe()
    let output = Pipe()
    let errors = Pipe()
    process.standardInput = input
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    return (process, input.fileHandleForWriting, output, errors)
  }

  /// Ejecuta `leccion` con `input` por la entrada estándar y espera a que termine.
  @discardableResult
  func run(
    _ arguments: [String], input: String = "", environment extra: [String: String] = [:]
  ) throws -> Result {
    let (process, stdin, output, errors) = try start(arguments, environment: extra)
    let collected = Collected(output: output, errors: errors)
    stdin.write(Data(input.utf8))
    try stdin.close()
    Self.waitForExit(process, "leccion \(arguments.joined(separator: " "))")
    return Result(
      code: process.terminationStatus, output: collected.output(), errors: collected.errors())
  }

  /// Lo más que se espera a que termine un proceso: mucho más de lo que tarda cualquier
  /// prueba aun con la máquina saturada. No mide nada: solo evita que un `leccion` que se
  /// quedó esperando (un `vigilar` que no vio el guardado) pare la suite para siempre.
  static let patience: Double = 600

  /// Espera a que `process` termine; si pasados `patience` segundos sigue, lo mata y lo
  /// anota como fallo de la prueba, diciendo qué esperaba (`what`).
  static func waitForExit(_ process: Process, _ what: String) {
    let deadline = Date().addingTimeInterval(patience)
    while process.isRunning, Date() < deadline { usleep(20_000) }
    if process.isRunning {
      kill(process.processIdentifier, SIGKILL)
      Issue.record("«\(what)» no terminó en \(Int(patience)) s: lo he matado.")
    }
    process.waitUntilExit()
  }

  /// Lee la salida de un proceso en segundo plano (para que un búfer lleno no lo pare).
  final class Collected: @unchecked Sendable {
    private var out = Data()
    private var err = Data()
    private let lock = NSLock()
    private let group = DispatchGroup()

    init(output: Pipe, errors: Pipe) {
      for (pipe, isError) in [(output, false), (errors, true)] {
        group.enter()
        let handle = pipe.fileHandleForReading
        Thread {
          let data = handle.readDataToEndOfFile()
          self.lock.lock()
          if isError { self.err = data } else { self.out = data }
          self.lock.unlock()
          self.group.leave()
        }.start()
      }
    }

    func output() -> String {
      group.wait()
      return lock.withLock { String(decoding: out, as: UTF8.self) }
    }

    func errors() -> String {
      group.wait()
      return lock.withLock { String(decoding: err, as: UTF8.self) }
    }
  }

  /// El progreso guardado, como JSON.
  func progressJSON() throws -> [String: Any] {
    let data = try Data(contentsOf: progressURL)
    return try JSONSerialization.jsonObject(with: data) as? [String: Any] ?? [:]
  }

  /// Los sucesos del progreso.
  func events() throws -> [[String: Any]] {
    try progressJSON()["events"] as? [[String: Any]] ?? []
  }

  /// La línea de shell que lanza `leccion` (con el curso y el espacio `e`) en un panel de
  /// tmux: al salir escribe su código (`SALIDA=0`) y el modo de la terminal (`MODO=icanon
  /// echo`), y se queda esperando.
  func shellLine(_ arguments: [String], environment extra: [String: String] = [:]) -> String {
    let variables = environment(extra).map { "\($0.key)='\($0.value)'" }.sorted()
      .joined(separator: " ")
    let mode =
      "stty -a | tr ' ;' '\\n\\n' | grep -x -e icanon -e -icanon -e echo -e -echo | paste -sd ' '"
    return "cd '\(root.path)' && env -i \(variables) '\(Leccion.binary.path)' "
      + self.arguments(arguments).map { "'\($0)'" }.joined(separator: " ")
      + "; echo \"SALIDA=$?\"; echo \"MODO=$(\(mode))\"; sleep 600"
  }

  /// Crea el espacio `e`.
  func initialize() throws {
    let result = try run(arguments(["iniciar", "e"], workspace: false))
    #expect(result.code == 0, "iniciar: \(result.errors)")
  }
}

/// La salida de un proceso en marcha, para esperar a que diga algo.
final class LiveOutput: @unchecked Sendable {
  private var text = ""
  private let lock = NSLock()

  init(_ pipe: Pipe) {
    let handle = pipe.fileHandleForReading
    Thread { [self] in
      while true {
        let chunk = handle.availableData
        if chunk.isEmpty { break }
        lock.withLock { text += String(decoding: chunk, as: UTF8.self) }
      }
    }.start()
  }

  /// Lo leído hasta ahora.
  var current: String { lock.withLock { text } }

  /// Espera a que la salida contenga `needle` `count` veces; `false` si no llega en
  /// `seconds` (no mide nada: solo evita esperar para siempre).
  @discardableResult
  func waitFor(_ needle: String, count: Int = 1, seconds: Double = 60) -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while Date() < deadline {
      if current.components(separatedBy: needle).count - 1 >= count { return true }
      usleep(50_000)
    }
    return false
  }
}
