import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Cómo acabó un programa ejecutado en la caja de arena.
public struct SandboxedRun: Sendable, Hashable {
  /// Cómo terminó (ya sin el envoltorio de `bwrap`).
  public var termination: ProcessTermination
  /// Si se le mató por pasar el límite de tiempo de reloj.
  public var timedOut: Bool
  /// Si se le mató por escribir sin parar.
  public var flooded: Bool
  /// Su salida y sus errores, juntos y recortados a `SandboxLimits.outputBytes`.
  public var output: String
  /// Si la salida (o los errores) se recortaron.
  public var outputTruncated: Bool
  /// Sus errores, si se pidieron aparte (`separateErrors`); si no, van en `output`.
  public var errors: String
  /// Lo que escribió en el canal de informe (descriptor 3), si se abrió.
  public var report: [UInt8]
  /// Segundos de reloj.
  public var elapsed: Double
  /// Las protecciones que faltaron.
  public var gaps: [SandboxGap]
}

/// Ejecuta un programa ya compilado con límites y, donde se puede, aislado con `bwrap`.
///
/// ```swift
/// let sandbox = Sandbox(limits: .standard)
/// let run = try sandbox.run(program: "/tmp/x/programa", in: "/tmp/x")
/// run.termination   // .signaled(11) si se estrelló
/// ```
public struct Sandbox: Sendable {
  /// Los límites que se aplican.
  public var limits: SandboxLimits
  /// Las herramientas disponibles.
  public var support: SandboxSupport

  /// Crea una caja con estos límites y herramientas.
  public init(limits: SandboxLimits = .standard, support: SandboxSupport = .detected) {
    self.limits = limits
    self.support = support
  }

  /// Ejecuta `program` con `directory` como carpeta de trabajo, `HOME` y `TMPDIR`, la
  /// entrada cerrada y un entorno mínimo (`PATH`, `HOME`, `TMPDIR`, `LANG` y `environment`).
  ///
  /// Como root, el hijo pasa a un usuario sin privilegios propio de esta ejecución (así
  /// valen `RLIMIT_NPROC` y los permisos de archivo) y `directory` pasa a ser suyo.
  ///
  /// - Parameters:
  ///   - readablePaths: lo que el hijo tiene que poder leer fuera de `directory` (las
  ///     bibliotecas de Swift, por ejemplo); si algo no es legible para otros usuarios, se
  ///     ejecuta sin cambiar de usuario y el veredicto lo dice.
  ///   - reportChannel: abre el descriptor 3 como canal de informe.
  ///   - separateErrors: guarda los errores aparte de la salida.
  public func run(
    program: String, arguments: [String] = [], in directory: String,
    environment: [String: String] = [:], readablePaths: [String] = [], reportChannel: Bool = false,
    separateErrors: Bool = false
  ) throws(CodeRunnerError) -> SandboxedRun {
    var gaps = support.gaps
    let uid = try childUser(for: directory, readablePaths: readablePaths, gaps: &gaps)
    var command: [String] = []
    if let prlimit = support.prlimit {
      command += [prlimit] + rlimitArguments(extraProcesses: uid == nil ? ownTasks() : 0)
        + ["--"]
    }
    if let setpriv = support.setpriv {
      command += [setpriv, "--no-new-privs"]
      if let uid { command += ["--reuid=\(uid)", "--regid=\(uid)", "--clear-groups"] }
      command.append("--")
    }
    command += [program] + arguments
    var workingDirectory: String? = directory
    if let bubblewrap = support.bubblewrap {
      command =
        [bubblewrap] + SandboxSupport.bubblewrapArguments(directory: directory, isRoot: support.isRoot)
        + ["--"] + command
      workingDirectory = nil
    }
    var childEnvironment = [
      "PATH": "/usr/local/bin:/usr/bin:/bin", "HOME": directory, "TMPDIR": directory,
      "LANG": "C.UTF-8", "SWIFT_BACKTRACE": "enable=no",
      // Sin esto, glibc reserva 64 MiB de direcciones por hilo y, con muchos núcleos, un
      // programa normal chocaría con RLIMIT_AS.
      "MALLOC_ARENA_MAX": "2",
      // El arnés programa `alarm` con esto: el programa muere solo aunque `leccion` muera.
      "LECCION_ALARMA": String(Int(limits.wallClockSeconds.rounded(.up)) + 2),
    ]
    childEnvironment.merge(environment) { _, new in new }
    let request = ChildProcess.Request(
      executable: command[0], arguments: Array(command.dropFirst()),
      environment: childEnvironment, workingDirectory: workingDirectory,
      timeout: limits.wallClockSeconds, outputLimit: limits.outputBytes, floodLimit: limits.floodBytes,
      reportChannel: reportChannel, separateErrors: separateErrors)
    let result = try ChildProcess.run(request)
    if let uid, support.bubblewrap == nil { killEverything(ownedBy: uid) }
    let termination =
      support.bubblewrap == nil ? result.termination : result.termination.unwrappingShell()
    let output = Self.text(result.output, truncated: result.outputTruncated)
    let errors = Self.text(result.errors, truncated: result.errorsTruncated)
    return SandboxedRun(
      termination: termination, timedOut: result.timedOut, flooded: result.flooded,
      output: output, outputTruncated: result.outputTruncated || result.errorsTruncated,
      errors: errors, report: result.report,
      elapsed: result.elapsed, gaps: gaps)
  }

  // MARK: - Partes

  /// UTF-8 a texto; si se recortó en mitad de una letra, esa letra partida se quita.
  private static func text(_ bytes: [UInt8], truncated: Bool) -> String {
    var text = String(decoding: bytes, as: UTF8.self)
    if truncated, text.hasSuffix("\u{FFFD}") { text.removeLast() }
    return text
  }

  private func rlimitArguments(extraProcesses: Int) -> [String] {
    [
      "--as=\(limits.memoryBytes)",
      "--cpu=\(limits.cpuSeconds):\(limits.cpuSeconds + 1)",
      "--nproc=\(limits.processes + extraProcesses)",
      "--fsize=\(limits.fileSizeBytes)",
      "--nofile=\(limits.openFiles)",
      "--core=0",
    ]
  }

  /// El usuario del hijo: como root, uno nuevo por ejecución; si no, el propio.
  private func childUser(
    for directory: String, readablePaths: [String], gaps: inout [SandboxGap]
  ) throws(CodeRunnerError) -> uid_t? {
    guard support.isRoot, support.setpriv != nil else { return nil }
    if let blocked = SandboxPermissions.firstUnreadableForOthers(readablePaths) {
      gaps.append(.sameUser(reason: "\(blocked) no es legible para otros usuarios"))
      return nil
    }
    let uid = uid_t.random(in: 200_000..<260_000)
    try SandboxPermissions.giveAway(directory, to: uid)
    return uid
  }

  /// Procesos e hilos del usuario actual: `RLIMIT_NPROC` los cuenta todos.
  private func ownTasks() -> Int {
    let uid = getuid()
    var count = 0
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    for entry in entries where entry.first?.isNumber == true {
      guard let status = try? String(contentsOfFile: "/proc/\(entry)/status", encoding: .utf8)
      else { continue }
      var owner: uid_t?
      var threads = 1
      for line in status.split(separator: "\n") {
        if line.hasPrefix("Uid:") { owner = line.split(separator: "\t").dropFirst().first.flatMap { uid_t($0) } }
        if line.hasPrefix("Threads:") { threads = Int(line.split(separator: "\t").last ?? "1") ?? 1 }
      }
      if owner == uid { count += threads }
    }
    return count
  }

  /// Sin `bwrap` no hay espacio de procesos propio: lo que se escapó del grupo (con
  /// `setsid`) se mata enviando `kill -KILL -1` con ese mismo usuario.
  private func killEverything(ownedBy uid: uid_t) {
    guard let setpriv = support.setpriv else { return }
    let request = ChildProcess.Request(
      executable: setpriv,
      arguments: ["--reuid=\(uid)", "--regid=\(uid)", "--clear-groups", "--", "/bin/kill", "-KILL", "-1"],
      environment: ["PATH": "/usr/bin:/bin"], timeout: 5)
    _ = try? ChildProcess.run(request)
  }
}
