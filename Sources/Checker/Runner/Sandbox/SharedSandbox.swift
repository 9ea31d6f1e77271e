import Foundation
import Support

#if canImport(Glibc)
  import Glibc
#endif

/// Una sola caja de arena para los ejercicios de una entrega (`corregir`): `bwrap` se lanza
/// **una** vez con la vista de siempre (`SandboxView`) y un proceso de root que solo espera
/// (`sleep infinity`), y cada ejercicio entra en ella con `nsenter`, como un proceso aparte con
/// todo lo suyo: su cgroup (memoria y procesos), sus límites (`prlimit`), su propio espacio de
/// IPC (`unshare --ipc`), su propio usuario sin privilegios (`setpriv`), su salida, su canal
/// de informe con su propia clave y su reloj (`ChildProcess`), igual que en `Sandbox.run`.
/// Si se puede, en vez de lanzar el programa por ejercicio, se lanza una vez por esa cadena
/// como plantilla (`SandboxTemplate`) y cada ejercicio es un hijo suyo, con su cgroup, sus
/// tuberías, su clave y su reloj; todos con el usuario y el espacio de IPC de la plantilla.
///
/// Los ejercicios se ejecutan uno detrás de otro, nunca a la vez. Entre uno y el siguiente:
/// lo que quede de su árbol muere con su cgroup (`ProcessTreeGroup.finish`), y lo que dejó
/// escrito en `/ejercicio` y en `/tmp` se borra desde fuera (`/proc/PID/root`, como root).
/// Así un ejercicio no encuentra nada del anterior: ni un proceso al que matar o del que
/// leer `/proc/PID/fd`, ni un archivo, ni un objeto de IPC. Ver «Ejecutar una entrega en una
/// sola caja» en `Sources/LeccionHarness/README.md`.
///
/// Solo se usa donde da lo mismo que una caja por ejercicio: con `bwrap`, como root (cada
/// ejercicio con su usuario), con `prlimit`, `setpriv`, `nsenter` y `unshare`, y con cgroups.
/// Si falta algo, `open` da `nil` y cada ejercicio va en su caja, como antes.
///
/// ```swift
/// if let shared = SharedSandbox.open(program: programa, companions: [motor], …) {
///   defer { shared.close() }
///   let run = try shared.run(arguments: ["0"], environment: entorno, …)
/// }
/// ```
final class SharedSandbox {
  /// Los límites y herramientas de cada ejecución.
  let sandbox: Sandbox
  /// Cuántas veces se lanzó `bwrap` (una, si nada falló).
  private(set) var launches = 0
  private let directory: String
  private let bubblewrap: pid_t
  /// El proceso que espera dentro de la caja: en sus espacios de nombres entra cada ejercicio.
  private let holder: pid_t
  private let kept: Set<String>
  private let entersCgroup: Bool
  private let tools: Tools
  /// Si algo falló (borrar lo que dejó un ejercicio, la caja que ya no está): las
  /// ejecuciones que quedan van cada una en su caja (`run` da `nil`).
  private var broken = false
  /// La plantilla de la entrega, si se lanzó (se intenta una vez; rota, ya está cerrada).
  private var template: SandboxTemplate?
  private var templateTried = false

  struct Tools {
    var bubblewrap: String
    var prlimit: String
    var setpriv: String
    var nsenter: String
    var unshare: String
    var sleep: String
  }

  /// Si `LECCION_UNA_CAJA_POR_EJERCICIO=1`, cada ejercicio de una entrega va en su propia caja,
  /// como antes: para medir lo que ahorra en una misma corrida (`GradingBenchmarks`, modo
  /// `cajas-N`). El veredicto es el mismo.
  static var disabledByEnvironment: Bool {
    EnvironmentVariable.value("LECCION_UNA_CAJA_POR_EJERCICIO") == "1"
  }

  private init(
    sandbox: Sandbox, directory: String, bubblewrap: pid_t, holder: pid_t, kept: Set<String>,
    entersCgroup: Bool, tools: Tools
  ) {
    self.sandbox = sandbox
    self.directory = directory
    self.bubblewrap = bubblewrap
    self.holder = holder
    self.kept = kept
    self.entersCgroup = entersCgroup
    self.tools = tools
    launches = 1
  }

  /// Lanza la caja de `program` (con `companions` a su lado y `readablePaths` legibles), o
  /// `nil` si aquí no se puede compartir sin perder nada del aislamiento.
  static func open(
    program: String, companions: [String], readablePaths: [String], sandbox: Sandbox
  ) -> SharedSandbox? {
    let support = sandbox.support
    guard support.isRoot, let bubblewrap = support.bubblewrap, let prlimit = support.prlimit,
      let setpriv = support.setpriv, let nsenter = find("nsenter"),
      let unshare = find("unshare"), let sleep = find("sleep")
    else { return nil }
    if case .unavailable = ProcessTreeGroup.availability { return nil }
    let tools = Tools(
      bubblewrap: bubblewrap, prlimit: prlimit, setpriv: setpriv, nsenter: nsenter,
      unshare: unshare, sleep: sleep)
    let inside = readablePaths + [setpriv, unshare, sleep]
    guard inside.allSatisfy({ SandboxPermissions.isOpenToOthers($0, execute: true) }),
      let directory = try? CodeRunner.temporaryDirectory(prefix: "leccion-caja")
    else { return nil }
    guard
      let staged = try? sandbox.stage(
        program: program, companions: companions, in: directory, changingUser: true,
        isolated: true),
      let (bubblewrapPID, holder) = launch(
        staged: staged, inside: inside, sandbox: sandbox, tools: tools)
    else {
      try? FileManager.default.removeItem(atPath: directory)
      return nil
    }
    let kept = Set(
      [(SandboxView.programPath as NSString).lastPathComponent]
        + staged.companions.map { ($0 as NSString).lastPathComponent })
    let ownCgroup = namespace("cgroup", of: holder) != namespace("cgroup", of: getpid())
    return SharedSandbox(
      sandbox: sandbox, directory: directory, bubblewrap: bubblewrapPID, holder: holder,
      kept: kept, entersCgroup: ownCgroup, tools: tools)
  }

  /// Ejecuta el programa de la caja como `Sandbox.run` (los mismos límites, el mismo entorno,
  /// otro usuario), o `nil` si la caja ya no sirve: entonces hay que lanzarlo en una propia.
  /// Primero en un hijo de la plantilla de la entrega (`SandboxTemplate`); si la plantilla no
  /// está o falla, por la cadena de siempre.
  func run(
    arguments: [String], environment: [String: String], cancellation: ProcessCancellation?,
    hasStarted: (@Sendable ([UInt8]) -> Bool)?
  ) throws(CodeRunnerError) -> SandboxedRun? {
    let limits = sandbox.limits
    guard !broken, isAlive else { return nil }
    var request = ChildProcess.Request(
      executable: SandboxView.programPath, arguments: arguments,
      environment: sandbox.childEnvironment(
        home: SandboxView.workDirectory, temporary: "/tmp", extra: environment),
      timeout: limits.wallClockSeconds, starvationCap: limits.starvationCapSeconds,
      outputLimit: limits.outputBytes, floodLimit: limits.floodBytes, reportChannel: true,
      cancellation: cancellation, hasStarted: hasStarted)
    if let template = startedTemplate(), let group = newGroup() {
      let result = template.run(request, arguments: arguments, group: group)
      let usage = group.finish()
      if let result { return finish(result, usage: usage) }
      // Lo que llegara a hacer el hijo no cuenta: se borra y se ejecuta por la cadena.
      if !wipe() {
        broken = true
        return nil
      }
    }
    guard let group = newGroup() else { return nil }
    let command = chain(in: group, extraProcesses: 0) + arguments
    request.executable = command[0]
    request.arguments = Array(command.dropFirst())
    let (result, usage) = try ChildProcess.run(request, in: group)
    return finish(result, usage: usage)
  }

  /// Cuántos ejercicios se ejecutaron en hijos de la plantilla (para las pruebas).
  var templateChildren: Int { template?.children ?? 0 }

  /// Lo que queda tras una ejecución: borra lo que dejó y arma el resultado.
  private func finish(
    _ result: ChildProcess.Result, usage: ProcessTreeGroup.Usage?
  ) -> SandboxedRun? {
    if !wipe() || !isAlive {
      broken = true
      // Sin la caja en pie durante toda la ejecución, lo que pasó no es del programa.
      if !isAlive { return nil }
    }
    return SandboxedRun(
      termination: result.termination.unwrappingShell(), timedOut: result.timedOut,
      timeoutEvidence: result.timeoutEvidence, flooded: result.flooded,
      cancelled: result.cancelled,
      output: Sandbox.text(result.output, truncated: result.outputTruncated),
      outputTruncated: result.outputTruncated || result.errorsTruncated,
      errors: Sandbox.text(result.errors, truncated: result.errorsTruncated),
      report: result.report, elapsed: result.elapsed, gaps: sandbox.support.gaps,
      memoryPeakBytes: usage?.peakBytes, memoryExhausted: usage?.outOfMemory ?? false)
  }

  /// Un cgroup con los topes de memoria y procesos de una ejecución.
  private func newGroup() -> ProcessTreeGroup? {
    ProcessTreeGroup.create(
      memoryBytes: sandbox.limits.memoryBytes, processes: sandbox.limits.processes)
  }

  /// La cadena hasta el programa (sin argumentos): entrar en `group`, los límites (`prlimit`),
  /// la caja, un espacio de IPC propio y un usuario al azar sin privilegios (`setpriv`).
  private func chain(in group: ProcessTreeGroup, extraProcesses: Int) -> [String] {
    let uid = Sandbox.unusedUser()
    var command = group.wrapper + [tools.prlimit]
    command += sandbox.rlimitArguments(extraProcesses: extraProcesses, treeBounded: true) + ["--"]
    command += [tools.nsenter, "--target", "\(holder)", "--mount", "--uts", "--net", "--pid"]
    if entersCgroup { command.append("--cgroup") }
    command += ["-w", "--", tools.unshare, "--ipc", "--"]
    command += [tools.setpriv, "--no-new-privs", "--reuid=\(uid)", "--regid=\(uid)"]
    command += ["--clear-groups", "--", SandboxView.programPath]
    return command
  }

  /// La plantilla de la entrega, lanzada la primera vez que hace falta; `nil` si no se pudo
  /// o si falló (no se vuelve a lanzar: lo que queda va por la cadena).
  private func startedTemplate() -> SandboxTemplate? {
    if let template { return template.broken ? nil : template }
    guard !templateTried, !SandboxTemplate.disabledByEnvironment else { return nil }
    templateTried = true
    guard let group = newGroup() else { return nil }
    template = SandboxTemplate.start(
      // Un proceso más del mismo usuario (la plantilla): a cada hijo le quedan los de siempre.
      command: chain(in: group, extraProcesses: 1),
      environment: sandbox.childEnvironment(
        home: SandboxView.workDirectory, temporary: "/tmp", extra: ["LECCION_PLANTILLA": "3"]),
      group: group, waitSeconds: max(10, sandbox.limits.wallClockSeconds))
    return template
  }

  /// Mata la caja (y la plantilla) y borra su carpeta.
  func close() {
    template?.close()
    kill(bubblewrap, SIGKILL)
    var status: Int32 = 0
    while waitpid(bubblewrap, &status, 0) < 0 && errno == EINTR {}
    try? FileManager.default.removeItem(atPath: directory)
  }

  // MARK: - Partes

  /// Si el proceso que espera sigue ahí (y es el mismo).
  private var isAlive: Bool {
    TreeReading.name(of: holder) == "sleep"
  }

  /// Borra lo que el ejercicio dejó en sus dos carpetas escribibles (menos el programa y sus
  /// compañeros, que están montados de solo lectura). Sus procesos ya no existen: murieron
  /// con su cgroup antes de que `ChildProcess.run` volviera. `removeItem` no sigue enlaces.
  private func wipe() -> Bool {
    let root = "/proc/\(holder)/root"
    for (folder, keep) in [(SandboxView.workDirectory, kept), ("/tmp", [])] {
      let path = root + folder
      guard let entries = try? FileManager.default.contentsOfDirectory(atPath: path) else {
        return false
      }
      for entry in entries where !keep.contains(entry) {
        guard (try? FileManager.default.removeItem(atPath: path + "/" + entry)) != nil else {
          return false
        }
      }
    }
    return true
  }

  /// Lanza `bwrap` con el proceso que espera y da su pid y el de ese proceso, ya dentro.
  private static func launch(
    staged: Sandbox.Staged, inside: [String], sandbox: Sandbox, tools: Tools
  ) -> (pid_t, pid_t)? {
    let view = SandboxView(
      program: staged.program, companions: staged.companions, readOnlyPaths: inside,
      scratchBytes: sandbox.limits.fileSizeBytes, isRoot: true)
    let request = ChildProcess.Request(
      executable: tools.bubblewrap,
      arguments: view.bubblewrapArguments() + ["--", tools.sleep, "infinity"],
      environment: ["PATH": "/usr/bin:/bin"])
    let null = Glibc.open("/dev/null", O_WRONLY | O_CLOEXEC)
    guard null >= 0 else { return nil }
    defer { Glibc.close(null) }
    guard
      let pid = try? ChildProcess.spawn(
        request, outputWrite: null, errorsWrite: nil, reportWrite: nil)
    else { return nil }
    // `bwrap` → su copia en los espacios nuevos (el pid 1 de dentro) → `sleep`.
    for _ in 0..<2000 {
      if let inner = TreeReading.children(of: pid).first,
        let holder = TreeReading.children(of: inner).first,
        TreeReading.name(of: holder) == "sleep",
        namespace("mnt", of: holder) != namespace("mnt", of: getpid())
      {
        return (pid, holder)
      }
      var status: Int32 = 0
      if waitpid(pid, &status, WNOHANG) == pid { return nil }
      usleep(2000)
    }
    kill(pid, SIGKILL)
    var status: Int32 = 0
    waitpid(pid, &status, 0)
    return nil
  }

  private static func namespace(_ kind: String, of pid: pid_t) -> String? {
    try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(pid)/ns/\(kind)")
  }

  private static func find(_ tool: String) -> String? {
    for directory in ["/usr/bin", "/bin", "/usr/sbin", "/sbin"] {
      let path = directory + "/" + tool
      if access(path, X_OK) == 0 { return path }
    }
    return nil
  }
}
