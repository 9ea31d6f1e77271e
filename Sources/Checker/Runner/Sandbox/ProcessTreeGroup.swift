import Foundation
import Support
import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// Un tope de memoria y de procesos para un árbol entero de procesos: un cgroup propio
/// (v1 o v2, el que esté montado y se pueda escribir) bajo el del propio `leccion`, con los
/// controladores `memory` y `pids`. `RLIMIT_AS` y `RLIMIT_NPROC` valen por proceso y por
/// usuario: cuatro hijos con 1 GiB cada uno suman 4 GiB; en el cgroup suman lo que diga
/// el tope, y al pasarlo el núcleo mata a uno.
///
/// El hijo entra en el grupo antes de ejecutar nada (`wrapper`: un `sh` que escribe su pid
/// en `cgroup.procs` y luego hace `exec`), así que todo lo que lance después está dentro.
/// `finish()` mata lo que quede, lee el pico y borra el grupo.
///
/// ```swift
/// if let group = ProcessTreeGroup.create(memoryBytes: 2 << 30, processes: 128) {
///   let orden = group.wrapper + ["/usr/bin/bwrap", …]
///   …
///   let uso = group.finish()   // uso.peakBytes, uso.outOfMemory
/// }
/// ```
final class ProcessTreeGroup: Sendable {
  /// Qué hay en esta máquina.
  enum Availability: Sendable, Hashable {
    /// cgroup v1: las carpetas bajo las que crear grupos de `memory` y de `pids`.
    case version1(memory: String, pids: String)
    /// cgroup v2: la carpeta bajo la que crear grupos.
    case version2(String)
    /// Nada que usar; `reason` dice por qué.
    case unavailable(reason: String)
  }

  /// Lo que se midió al terminar.
  struct Usage: Sendable, Hashable {
    /// El pico de memoria del árbol entero (bytes), si el sistema lo dice.
    var peakBytes: Int?
    /// Si el núcleo mató a alguno por pasar el tope.
    var outOfMemory: Bool
  }

  /// Las carpetas creadas (una por jerarquía).
  let directories: [String]
  private let version2: Bool
  /// Lo anotado en `TerminationCleanup`: si `leccion` termina por una señal, el grupo se
  /// vacía y se borra igual.
  private let cleanup: Int

  private init(directories: [String], version2: Bool) {
    self.directories = directories
    self.version2 = version2
    cleanup = TerminationCleanup.registerGroup(directories)
  }

  /// Lo detectado una vez por proceso (crea y borra un grupo de prueba).
  static let availability: Availability = detect()

  /// Un grupo nuevo con estos topes, o `nil` si la máquina no lo permite.
  static func create(memoryBytes: Int, processes: Int) -> ProcessTreeGroup? {
    create(memoryBytes: memoryBytes, processes: processes, in: availability)
  }

  /// El `sh` que mete al hijo en el grupo; lo que sigue es la orden.
  var wrapper: [String] {
    var script = ""
    for index in directories.indices { script += "echo $$ > \"$\(index + 1)\" || exit 125; " }
    script += "shift \(directories.count); exec \"$@\""
    return ["/bin/sh", "-c", script, "sh"] + directories.map { $0 + "/cgroup.procs" }
  }

  /// Mete en el grupo a `pid`, que ya existe (un hijo de la plantilla de una entrega,
  /// `SandboxTemplate`, antes de que ejecute nada); `false` si no se pudo en todas las
  /// jerarquías.
  func adopt(_ pid: pid_t) -> Bool {
    directories.allSatisfy { Self.write("\(pid)", to: $0 + "/cgroup.procs") }
      && directories.allSatisfy { Self.members(of: $0).contains(pid) }
  }

  /// Mata lo que quede en el grupo, lee el pico y si hubo muertes por memoria, y lo borra.
  func finish() -> Usage {
    TerminationCleanup.unregisterGroup(cleanup)
    Self.empty(directories)
    let memory = directories[0]
    let usage: Usage
    if version2 {
      usage = Usage(
        peakBytes: Self.number(in: memory + "/memory.peak"),
        outOfMemory: (Self.field("oom_kill", in: memory + "/memory.events") ?? 0) > 0)
    } else {
      usage = Usage(
        peakBytes: Self.number(in: memory + "/memory.max_usage_in_bytes"),
        outOfMemory: (Self.field("oom_kill", in: memory + "/memory.oom_control") ?? 0) > 0)
    }
    for directory in directories {
      for _ in 0..<100 where rmdir(directory) != 0 && errno == EBUSY { usleep(10_000) }
    }
    return usage
  }

  // MARK: - Partes

  /// Mata lo que haya en los grupos hasta que queden vacíos (5 s como mucho).
  private static func empty(_ directories: [String]) {
    for _ in 0..<500 {
      let alive = directories.flatMap(members(of:))
      if alive.isEmpty { break }
      for pid in alive { kill(pid, SIGKILL) }
      usleep(10_000)
    }
  }

  private static let counter = Atomic<Int>(0)

  private static func create(memoryBytes: Int, processes: Int, in availability: Availability)
    -> ProcessTreeGroup?
  {
    let name = "leccion-\(getpid())-\(counter.add(1, ordering: .relaxed).newValue)"
    switch availability {
    case .unavailable: return nil
    case .version1(let memoryBase, let pidsBase):
      let memory = memoryBase + "/" + name
      let pids = pidsBase + "/" + name
      guard mkdir(memory, 0o755) == 0 else { return nil }
      guard mkdir(pids, 0o755) == 0 else {
        rmdir(memory)  // recién creado: no tiene a nadie dentro
        return nil
      }
      let both = ProcessTreeGroup(directories: [memory, pids], version2: false)
      let limited =
        write("\(memoryBytes)", to: memory + "/memory.limit_in_bytes")
        && write("\(processes)", to: pids + "/pids.max")
      // Sin esto, lo que no cabe iría al intercambio en vez de contar.
      _ = write("\(memoryBytes)", to: memory + "/memory.memsw.limit_in_bytes")
      guard limited else {
        _ = both.finish()
        return nil
      }
      return both
    case .version2(let base):
      let directory = base + "/" + name
      guard mkdir(directory, 0o755) == 0 else { return nil }
      let group = ProcessTreeGroup(directories: [directory], version2: true)
      let limited =
        write("\(memoryBytes)", to: directory + "/memory.max")
        && write("\(processes)", to: directory + "/pids.max")
      _ = write("0", to: directory + "/memory.swap.max")
      guard limited else {
        _ = group.finish()
        return nil
      }
      return group
    }
  }

  /// Busca jerarquías montadas donde crear grupos bajo el propio y prueba a crear uno.
  static func detect(
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> Availability {
    if let flag = environment["LECCION_SIN_CGROUP"], !flag.isEmpty, flag != "0" {
      return .unavailable(reason: "desactivado con LECCION_SIN_CGROUP")
    }
    let mounts = CgroupMounts.read()
    var candidates: [Availability] = []
    if let memory = mounts.version1Base(controller: "memory"),
      let pids = mounts.version1Base(controller: "pids")
    {
      candidates.append(.version1(memory: memory, pids: pids))
    }
    if let base = mounts.version2Base(),
      let controllers = try? String(
        contentsOfFile: base + "/cgroup.subtree_control", encoding: .utf8),
      controllers.contains("memory"), controllers.contains("pids")
    {
      candidates.append(.version2(base))
    }
    for candidate in candidates {
      switch candidate {
      case .version1(let memory, let pids):
        removeStaleGroups(in: memory, own: getpid())
        removeStaleGroups(in: pids, own: getpid())
      case .version2(let base): removeStaleGroups(in: base, own: getpid())
      case .unavailable: break
      }
      if let group = create(memoryBytes: 64 << 20, processes: 8, in: candidate) {
        _ = group.finish()
        return candidate
      }
    }
    return .unavailable(
      reason: candidates.isEmpty
        ? "no hay cgroup de memoria y procesos montado"
        : "no se puede crear un cgroup (hace falta ser root o tener uno delegado)")
  }

  /// Borra los grupos `leccion-PID-N` de `base` que dejó un `leccion` que ya no existe (uno
  /// que murió sin poder borrarlos: `SIGKILL`, falta de memoria) o, con `own`, uno que tenía
  /// ese número de proceso (el de este, antes de que cree ninguno: `detect`); si no, se
  /// acumulan, y uno con el número de este proceso haría fallar su `create`. Solo se borran
  /// vacíos (`rmdir` no borra un grupo con procesos).
  static func removeStaleGroups(in base: String, own: pid_t? = nil) {
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: base)) ?? []
    for entry in entries where entry.hasPrefix("leccion-") {
      let parts = entry.split(separator: "-")
      guard parts.count == 3, let pid = pid_t(parts[1]), Int(parts[2]) != nil else { continue }
      if pid == own || (kill(pid, 0) != 0 && errno == ESRCH) { rmdir(base + "/" + entry) }
    }
  }

  static func members(of directory: String) -> [pid_t] {
    let text = (try? String(contentsOfFile: directory + "/cgroup.procs", encoding: .utf8)) ?? ""
    return text.split(separator: "\n").compactMap { pid_t($0) }
  }

  private static func write(_ value: String, to path: String) -> Bool {
    let fd = open(path, O_WRONLY)
    guard fd >= 0 else { return false }
    defer { close(fd) }
    let bytes = Array(value.utf8)
    return bytes.withUnsafeBytes { Foundation.write(fd, $0.baseAddress, $0.count) } == bytes.count
  }

  private static func number(in path: String) -> Int? {
    (try? String(contentsOfFile: path, encoding: .utf8))
      .flatMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
  }

  private static func field(_ name: String, in path: String) -> Int? {
    let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
    for line in text.split(separator: "\n") {
      let parts = line.split(separator: " ")
      if parts.count == 2, parts[0] == name { return Int(parts[1]) }
    }
    return nil
  }
}

extension ProcessTreeGroup {
  /// El tope de memoria del árbol de procesos de un programa con `limits` en esta máquina.
  static func treeBound(_ limits: SandboxLimits) -> TreeMemoryBound {
    switch availability {
    case .version1:
      return TreeMemoryBound(
        mechanism: "cgroup v1 (memory y pids)", bytes: limits.memoryBytes,
        processes: limits.processes, perProcess: false)
    case .version2:
      return TreeMemoryBound(
        mechanism: "cgroup v2 (memory y pids)", bytes: limits.memoryBytes,
        processes: limits.processes, perProcess: false)
    case .unavailable(let reason):
      return TreeMemoryBound(
        mechanism: "sin cgroup (\(reason)): RLIMIT_AS × RLIMIT_NPROC",
        bytes: limits.fallbackTreeBytes, processes: limits.fallbackProcesses, perProcess: true)
    }
  }
}

/// El tope de memoria de todo el árbol de procesos de un programa (él y sus hijos) en
/// esta máquina, y cómo se impone: con un cgroup (`ProcessTreeGroup`), el tope del grupo;
/// sin él, la memoria por proceso por el número de procesos.
///
/// ```swift
/// TreeMemoryBound.current(for: .standard).summary
/// // "2 GiB por programa con todos sus procesos (cgroup v1 (memory y pids))"
/// ```
public struct TreeMemoryBound: Sendable, Hashable {
  /// Cómo se impone.
  public var mechanism: String
  /// El tope del árbol entero, en bytes.
  public var bytes: Int
  /// Procesos e hilos del árbol.
  public var processes: Int
  /// Si es el producto de topes por proceso (sin cgroup).
  public var perProcess: Bool

  /// El de esta máquina para `limits` (detecta el cgroup una vez por proceso).
  public static func current(for limits: SandboxLimits) -> TreeMemoryBound {
    ProcessTreeGroup.treeBound(limits)
  }

  /// El tope en GiB, con un decimal si hace falta (`2`, `0,5`).
  public var gibibytes: String { Self.gibibytes(bytes) }

  /// `bytes` en GiB, con un decimal si hace falta (`2`, `0,5`).
  public static func gibibytes(_ bytes: Int) -> String {
    let value = Double(bytes) / Double(1 << 30)
    if value == value.rounded() { return String(Int(value)) }
    return String(format: "%.1f", value).replacingOccurrences(of: ".", with: ",")
  }

  /// Una frase: «2 GiB por programa con todos sus procesos (cgroup v1 (memory y pids))».
  public var summary: String {
    "\(gibibytes) GiB por programa con todos sus procesos (\(mechanism))"
  }

  /// Para las claves de lo guardado: cambia si cambia el tope o cómo se impone.
  var key: String { "arbol:\(bytes):\(processes):\(perProcess)" }
}

extension ChildProcess {
  /// Ejecuta `request` dentro de `group` (si lo hay) y, salga como salga, cierra el grupo:
  /// mata lo que quede en él y devuelve lo que midió.
  static func run(
    _ request: Request, in group: ProcessTreeGroup?
  ) throws(CodeRunnerError) -> (result: Result, usage: ProcessTreeGroup.Usage?) {
    let result: Result
    do {
      result = try run(request)
    } catch {
      _ = group?.finish()
      throw error
    }
    return (result, group?.finish())
  }
}
