import Foundation
import Testing

@testable import Checker

/// Lo común de las pruebas del corrector de código: el motor de `.build`, una caché en una
/// carpeta temporal propia y límites cortos para que los programas hostiles acaben pronto.
enum RunnerFixture {
  /// El motor y el compilador de este checkout (`swift build --build-tests` los deja en
  /// `.build`).
  static func toolchain() throws -> SharedCoreToolchain {
    try SharedCoreToolchain.locate(currentDirectory: packageRoot)
  }

  static let packageRoot: String = {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<3 { url.deleteLastPathComponent() }
    return url.path
  }()

  /// Límites cortos: 2 s de reloj y de CPU, 512 MiB, y la prórroga de `corregir` (hasta 6 s
  /// si la máquina le quita la CPU, `TimeoutEvidence`): con la batería entera en marcha en dos
  /// núcleos, un programa que acaba en milisegundos puede tardar más de 2 s de reloj en
  /// arrancar, y sin prórroga saldría «tiempo agotado» (issue 32). Un bucle sigue parándose
  /// a los 2 s en una máquina tranquila.
  static let shortLimits: SandboxLimits = {
    var limits = SandboxLimits(
      wallClockSeconds: 2, cpuSeconds: 2, memoryBytes: 512 << 20, processes: 64,
      outputBytes: 4096, floodBytes: 64 << 10)
    limits.starvationCapSeconds = 6
    return limits
  }()

  /// Un corrector con caché nueva (en una carpeta temporal) y límites cortos.
  static func runner(
    cache: Bool = true, limits: SandboxLimits = shortLimits, support: SandboxSupport = .detected
  ) throws -> CodeRunner {
    let directory = cache ? try temporaryDirectory() : nil
    return CodeRunner(
      toolchain: try toolchain(), options: CodeRunnerOptions(limits: limits),
      cache: directory.map(CodeCache.init(directory:)), sandboxSupport: support)
  }

  /// Una carpeta nueva bajo `/tmp/leccion-pruebas-<uid>`; las de ejecuciones anteriores (de hace
  /// más de una hora) se borran la primera vez.
  static func temporaryDirectory() throws -> String {
    _ = sweptOldDirectories
    let path = parent + "/" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }

  static let parent = NSTemporaryDirectory() + "leccion-pruebas-\(getuid())"

  static let sweptOldDirectories: Void = {
    let fileManager = FileManager.default
    for entry in (try? fileManager.contentsOfDirectory(atPath: parent)) ?? [] {
      let path = parent + "/" + entry
      let modified = (try? fileManager.attributesOfItem(atPath: path))?[.modificationDate] as? Date
      if let modified, modified.timeIntervalSinceNow < -3600 {
        try? fileManager.removeItem(atPath: path)
      }
    }
  }()

  /// Una entrega con el archivo `Ejercicio.swift` y `pruebas.swift`.
  static func submission(
    _ learner: String, tests: String, id: String = "prueba.ejercicio", extra: [SourceFile] = []
  ) -> CodeSubmission {
    CodeSubmission(
      exerciseID: id, learnerFile: SourceFile(name: "Ejercicio.swift", contents: learner),
      tests: SourceFile(name: "pruebas.swift", contents: tests), extraTests: extra)
  }

  /// Las notas de aislamiento de esta máquina tal como las escribe el veredicto.
  static func notes(_ support: SandboxSupport = .detected) -> String {
    support.gaps.isEmpty
      ? "" : "\n\n" + support.gaps.map { "Nota: " + $0.message }.joined(separator: "\n")
  }
}

extension RunnerFixture {
  /// Un nombre de proceso nuevo (`/proc/<pid>/comm` admite 15 letras).
  static func processName() -> String {
    "lf" + String(UUID().uuidString.prefix(8)).lowercased()
  }

  /// Los procesos vivos (no zombis) que se llaman `name`.
  static func processes(named name: String) -> [String] {
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    return entries.filter { entry in
      guard entry.first?.isNumber == true,
        let comm = try? String(contentsOfFile: "/proc/\(entry)/comm", encoding: .utf8),
        comm.trimmingCharacters(in: .newlines) == name,
        let status = try? String(contentsOfFile: "/proc/\(entry)/status", encoding: .utf8)
      else { return false }
      return !status.contains("State:\tZ")
    }
  }

  /// Un archivo de la persona con `dejarHijo()`: un hijo en otra sesión, llamado
  /// `processName`, que duerme para siempre.
  static func forkingLearner(processName: String) -> String {
    """
    import Foundation
    func dejarHijo() {
      if fork() == 0 {
        _ = setsid()
        Thread.current.name = "\(processName)"
        while true { sleep(1) }
      }
    }
    """
  }
}

/// Dos formas de la misma interfaz: `Caja` y `hacer()` con los mismos nombres, y en la larga
/// un campo más delante de `valor`, así que `valor` está en otro sitio. Las pruebas leen y
/// escriben `valor`: compiladas contra una forma, no sirven a la otra.
extension RunnerFixture {
  static let layoutTests = """
    func pruebaCampo() {
      var caja = hacer()
      expect(caja.valor == 7, "vale \\(caja.valor)")
      caja.valor = 9
      expect(caja.valor == 9, "ahora vale \\(caja.valor)")
    }
    """

  /// La forma corta, con `valor` empezando en `value`.
  static func shortLayout(value: Int) -> String {
    "struct Caja { var valor = \(value) }\nfunc hacer() -> Caja { Caja() }"
  }

  /// La forma larga, con `valor` empezando en 7.
  static let longLayout = """
    struct Caja { var relleno = "un texto bastante largo para no caber en línea"; var valor = 7 }
    func hacer() -> Caja { Caja() }
    """
}
