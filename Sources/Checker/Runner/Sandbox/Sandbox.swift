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
  /// Si se le mató por el tiempo: lo que hizo con el procesador hasta entonces (ver
  /// `TimeoutEvidence`); `nil` si no se agotó o si el sistema no lo dice.
  public var timeoutEvidence: TimeoutEvidence?
  /// Si se le mató por escribir sin parar.
  public var flooded: Bool
  /// Si se le mató porque se canceló la comprobación.
  public var cancelled: Bool
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
  /// El pico de memoria del árbol entero de procesos (bytes), si se midió en su cgroup
  /// (`ProcessTreeGroup`).
  public var memoryPeakBytes: Int?
  /// Si el núcleo mató a alguno de sus procesos por pasar el tope de memoria del árbol.
  public var memoryExhausted = false
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

  /// Ejecuta `program` con la entrada cerrada y un entorno mínimo (`PATH`, `HOME`, `TMPDIR`,
  /// `LANG` y `environment`).
  ///
  /// Con `bwrap`, el programa ve una raíz nueva (`SandboxView`): él mismo como
  /// `/ejercicio/programa`, `companions` a su lado, `readablePaths` en su ruta y las
  /// bibliotecas del sistema, todo de solo lectura; escribe solo en `/ejercicio` (su carpeta
  /// y su `HOME`) y en un `/tmp` propio, sin red y con sus propios procesos. Sin `bwrap`, se
  /// ejecuta en `directory` (que pasa a ser su `HOME`), con una copia del programa.
  ///
  /// Como root, el hijo pasa a un usuario sin privilegios propio de esta ejecución (así
  /// valen `RLIMIT_NPROC` y los permisos de archivo, y dos ejecuciones a la vez no comparten
  /// el tope de procesos).
  ///
  /// - Parameters:
  ///   - directory: una carpeta nueva y vacía, de quien llama (que la borra después): la de
  ///     trabajo sin `bwrap`; con `bwrap`, solo guarda copias de lo que el usuario sin
  ///     privilegios no podría leer.
  ///   - companions: archivos que el programa carga de su propia carpeta (`$ORIGIN`).
  ///   - readablePaths: lo que el hijo tiene que poder leer además (las bibliotecas de
  ///     Swift, por ejemplo); si algo no es legible para otros usuarios, se ejecuta sin
  ///     cambiar de usuario y el veredicto lo dice.
  ///   - reportChannel: abre el descriptor 3 como canal de informe.
  ///   - separateErrors: guarda los errores aparte de la salida.
  ///   - cancellation: si se cancela, el programa y sus hijos mueren al momento.
  ///   - hasStarted: si el programa ya arrancó, según su canal de informe (ver
  ///     `ChildProcess.Request.hasStarted`).
  public func run(
    program: String, companions: [String] = [], arguments: [String] = [], in directory: String,
    environment: [String: String] = [:], readablePaths: [String] = [], reportChannel: Bool = false,
    separateErrors: Bool = false, cancellation: ProcessCancellation? = nil,
    hasStarted: (@Sendable ([UInt8]) -> Bool)? = nil
  ) throws(CodeRunnerError) -> SandboxedRun {
    var gaps = support.gaps
    let isolated = support.bubblewrap != nil
    let uid = childUser(readablePaths: readablePaths, isolated: isolated, gaps: &gaps)
    let staged = try stage(
      program: program, companions: companions, in: directory, changingUser: uid != nil,
      isolated: isolated)
    if let uid, !isolated { try SandboxPermissions.giveAway(directory, to: uid) }

    let group = ProcessTreeGroup.create(
      memoryBytes: limits.memoryBytes, processes: limits.processes)
    var command: [String] = []
    if let prlimit = support.prlimit {
      command +=
        [prlimit]
        + rlimitArguments(extraProcesses: uid == nil ? ownTasks() : 0, treeBounded: group != nil)
        + ["--"]
    }
    if let setpriv = support.setpriv {
      command += [setpriv, "--no-new-privs"]
      if let uid { command += ["--reuid=\(uid)", "--regid=\(uid)", "--clear-groups"] }
      command.append("--")
    }
    var workingDirectory: String? = directory
    var home = directory
    var temporary = directory
    if let bubblewrap = support.bubblewrap {
      let view = SandboxView(
        program: staged.program, companions: staged.companions,
        readOnlyPaths: readablePaths + [support.prlimit, support.setpriv].compactMap { $0 },
        scratchBytes: limits.fileSizeBytes, isRoot: support.isRoot)
      command =
        [bubblewrap] + view.bubblewrapArguments() + ["--"] + command + [SandboxView.programPath]
      workingDirectory = nil
      home = SandboxView.workDirectory
      temporary = "/tmp"
    } else {
      command.append(staged.program)
    }
    if let group { command = group.wrapper + command }
    command += arguments
    let request = ChildProcess.Request(
      executable: command[0], arguments: Array(command.dropFirst()),
      environment: childEnvironment(home: home, temporary: temporary, extra: environment),
      workingDirectory: workingDirectory,
      timeout: limits.wallClockSeconds, starvationCap: limits.starvationCapSeconds,
      outputLimit: limits.outputBytes,
      floodLimit: limits.floodBytes,
      reportChannel: reportChannel, separateErrors: separateErrors, cancellation: cancellation,
      hasStarted: hasStarted)
    let (result, usage) = try ChildProcess.run(request, in: group)
    if let uid, !isolated { killEverything(ownedBy: uid) }
    let termination = isolated ? result.termination.unwrappingShell() : result.termination
    let output = Self.text(result.output, truncated: result.outputTruncated)
    let errors = Self.text(result.errors, truncated: result.errorsTruncated)
    return SandboxedRun(
      termination: termination, timedOut: result.timedOut,
      timeoutEvidence: result.timeoutEvidence, flooded: result.flooded,
      cancelled: result.cancelled, output: output,
      outputTruncated: result.outputTruncated || result.errorsTruncated,
      errors: errors, report: result.report,
      elapsed: result.elapsed, gaps: gaps, memoryPeakBytes: usage?.peakBytes,
      memoryExhausted: usage?.outOfMemory ?? false)
  }

  // MARK: - Partes

  /// El entorno del programa: `PATH`, `HOME`, `TMPDIR`, `LANG` y los del arnés, y `extra`.
  func childEnvironment(
    home: String, temporary: String, extra: [String: String]
  ) -> [String: String] {
    var environment = [
      "PATH": "/usr/local/bin:/usr/bin:/bin", "HOME": home, "TMPDIR": temporary,
      "LANG": "C.UTF-8", "SWIFT_BACKTRACE": "enable=no",
      // Sin esto, glibc reserva 64 MiB de direcciones por hilo y, con muchos núcleos, un
      // programa normal chocaría con RLIMIT_AS.
      "MALLOC_ARENA_MAX": "2",
      // El arnés programa `alarm` con esto: el programa muere solo aunque `leccion` muera.
      "LECCION_ALARMA": String(
        Int(max(limits.wallClockSeconds, limits.starvationCapSeconds).rounded(.up)) + 2),
    ]
    environment.merge(extra) { _, new in new }
    return environment
  }

  /// UTF-8 a texto; si se recortó en mitad de una letra, esa letra partida se quita.
  static func text(_ bytes: [UInt8], truncated: Bool) -> String {
    var text = String(decoding: bytes, as: UTF8.self)
    if truncated, text.hasSuffix("\u{FFFD}") { text.removeLast() }
    return text
  }

  /// Con el árbol en un cgroup (`treeBounded`), `RLIMIT_AS` es el tope de memoria y
  /// `RLIMIT_NPROC` el de procesos, como los del grupo. Sin él, el árbol entero solo queda
  /// acotado por su producto: se bajan los dos (`SandboxLimits.fallbackMemoryBytes` ×
  /// `fallbackProcesses`).
  func rlimitArguments(extraProcesses: Int, treeBounded: Bool) -> [String] {
    let memory = treeBounded ? limits.memoryBytes : limits.fallbackMemoryBytes
    let processes = treeBounded ? limits.processes : limits.fallbackProcesses
    return [
      "--as=\(memory)",
      "--cpu=\(limits.cpuSeconds):\(limits.cpuSeconds + 1)",
      "--nproc=\(processes + extraProcesses)",
      "--fsize=\(limits.fileSizeBytes)",
      "--nofile=\(limits.openFiles)",
      "--core=0",
    ]
  }
}
