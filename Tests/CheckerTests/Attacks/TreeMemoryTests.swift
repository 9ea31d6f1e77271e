import Foundation
import Synchronization
import Testing

@testable import Checker

/// La memoria se acota por árbol de procesos, no por proceso: un programa que crea cuatro
/// hijos y llena 1 GiB en cada uno no pasa, entre todos, del tope del programa.
@Suite("Ataques: memoria de un árbol de procesos", .serialized)
struct TreeMemoryTests {
  static func learner(name: String) -> String {
    """
    #if canImport(Glibc)
    import Glibc
    #endif
    func llenar() -> Int {
      var hijos: [pid_t] = []
      for _ in 0..<4 {
        let pid = fork()
        if pid == 0 {
          // Con su nombre, para encontrarlo en /proc (el proceso no es volcable: su
          // /proc/self/comm es de root y no se abre para escribir).
          _ = pthread_setname_np(pthread_self(), "\(name)")
          let size = 1 << 30
          let zona = mmap(nil, size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0)
          if let zona, zona != MAP_FAILED {
            memset(zona, 1, size)
            _ = "lleno\\n".withCString { write(1, $0, strlen($0)) }
          }
          sleep(3)
          _exit(0)
        }
        hijos.append(pid)
      }
      var estado: Int32 = 0
      for pid in hijos { waitpid(pid, &estado, 0) }
      return hijos.count
    }
    """
  }

  /// La memoria anónima residente sumada de los procesos vivos que se llaman `name`, cada página
  /// compartida repartida entre quienes la comparten (`Pss`: tras `fork`, padre e hijos
  /// comparten las suyas y `VmRSS` las contaría varias veces).
  static func residentBytes(named name: String) -> Int {
    var total = 0
    for entry in (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? [] {
      guard entry.first?.isNumber == true,
        let comm = try? String(contentsOfFile: "/proc/\(entry)/comm", encoding: .utf8),
        comm.trimmingCharacters(in: .newlines) == name,
        let rollup = try? String(contentsOfFile: "/proc/\(entry)/smaps_rollup", encoding: .utf8)
      else { continue }
      // Solo lo anónimo (lo que tocan los hijos): las bibliotecas las pagó quien las leyó
      // primero, y el cgroup no las cuenta.
      let field = rollup.contains("Pss_Anon:") ? "Pss_Anon:" : "Pss:"
      for line in rollup.split(separator: "\n") where line.hasPrefix(field) {
        let kilobytes = line.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
        total += kilobytes << 10
      }
    }
    return total
  }

  @Test func fourChildrenTouchingOneGibibyteEachStayUnderTheTreeBound() async throws {
    var limits = RunnerFixture.shortLimits
    limits.memoryBytes = 2 << 30
    limits.wallClockSeconds = 30
    limits.cpuSeconds = 30
    let runner = try RunnerFixture.runner(cache: false, limits: limits)
    let name = RunnerFixture.processName()
    let peak = Atomic<Int>(0)
    let done = Atomic<Bool>(false)
    let sampler = Thread {
      while !done.load(ordering: .relaxed) {
        let now = Self.residentBytes(named: name)
        if now > peak.load(ordering: .relaxed) { peak.store(now, ordering: .relaxed) }
        usleep(20_000)
      }
    }
    sampler.start()
    let verdict = await runner.check(
      RunnerFixture.submission(
        Self.learner(name: name),
        tests: "func pruebaLlenar() { expect(llenar() == 4, \"cuatro hijos\") }"))
    done.store(true, ordering: .relaxed)
    let bound = TreeMemoryBound.current(for: limits)
    // La memoria anónima del árbol, medida desde fuera, no pasa del tope: sin él, serían
    // 4 GiB.
    #expect(peak.load(ordering: .relaxed) <= bound.bytes + (64 << 20))
    #expect(verdict.outcome != .setupFailed)
    #expect(RunnerFixture.processes(named: name).isEmpty)
  }

  @Test func aGroupIsRemovedWithEverythingInIt() throws {
    guard let group = ProcessTreeGroup.create(memoryBytes: 64 << 20, processes: 8) else { return }
    let sleeper = Process()
    sleeper.executableURL = URL(fileURLWithPath: "/bin/sh")
    sleeper.arguments =
      ["-c", group.wrapper.dropFirst(2).first ?? ""] + group.wrapper.dropFirst(3) + [
        "/bin/sleep", "60",
      ]
    try sleeper.run()
    for _ in 0..<100
    where group.directories.allSatisfy({ ProcessTreeGroup.members(of: $0).isEmpty }) {
      usleep(20_000)
    }
    #expect(!ProcessTreeGroup.members(of: group.directories[0]).isEmpty)
    _ = group.finish()
    sleeper.waitUntilExit()
    #expect(group.directories.allSatisfy { !FileManager.default.fileExists(atPath: $0) })
    #expect(!Self.ownGroups().contains { group.directories.contains(where: $0.hasSuffix) })
  }

  /// Un grupo que dejó un `leccion` muerto (o uno con el número de este proceso) se borra;
  /// el de uno vivo, no. Antes se acumulaban, y uno con el número de este proceso hacía
  /// fallar su `create`.
  @Test func staleGroupsOfDeadProcessesAreRemoved() throws {
    guard let group = ProcessTreeGroup.create(memoryBytes: 64 << 20, processes: 8) else { return }
    let base = (group.directories[0] as NSString).deletingLastPathComponent
    _ = group.finish()
    // Un número de proceso que ya no existe hace de «este proceso» al arrancar (`own`): con
    // el de verdad se llevaría los grupos recién creados de otras pruebas que corren a la vez.
    let dead = try DeadProcess.pid()
    let pretendOwn = try DeadProcess.pid()
    let stale = base + "/leccion-\(dead)-999"
    let ownStale = base + "/leccion-\(pretendOwn)-998"
    let alive = base + "/leccion-1-999"
    for path in [stale, ownStale, alive] { #expect(mkdir(path, 0o755) == 0, "\(path)") }
    defer { rmdir(alive) }
    ProcessTreeGroup.removeStaleGroups(in: base, own: pretendOwn)
    #expect(!FileManager.default.fileExists(atPath: stale))
    #expect(!FileManager.default.fileExists(atPath: ownStale))
    #expect(FileManager.default.fileExists(atPath: alive))
  }

  /// Los cgroups que este proceso creó y siguen ahí.
  static func ownGroups() -> [String] {
    var found: [String] = []
    let mounts = CgroupMounts.read()
    let bases = [
      mounts.version1Base(controller: "memory"), mounts.version1Base(controller: "pids"),
      mounts.version2Base(),
    ]
    for base in bases.compactMap({ $0 }) {
      let entries = (try? FileManager.default.contentsOfDirectory(atPath: base)) ?? []
      found += entries.filter { $0.hasPrefix("leccion-\(getpid())-") }
    }
    return found
  }

  @Test func cgroupTablesAreReadFromProc() {
    let mounts = CgroupMounts.parse(
      mountinfo: """
        32 31 0:29 / /sys/fs/cgroup/memory rw,relatime - cgroup cgroup rw,memory
        33 31 0:30 / /sys/fs/cgroup/pids rw,relatime - cgroup cgroup rw,pids
        34 31 0:31 /delegado /sys/fs/cgroup/unified rw,relatime - cgroup2 cgroup2 rw
        """,
      cgroup: """
        8:pids:/
        4:memory:/trabajos/uno
        0::/delegado/leccion
        """)
    #expect(mounts.version1Base(controller: "memory") == "/sys/fs/cgroup/memory/trabajos/uno")
    #expect(mounts.version1Base(controller: "pids") == "/sys/fs/cgroup/pids")
    #expect(mounts.version2Base() == "/sys/fs/cgroup/unified/leccion")
    #expect(mounts.version1Base(controller: "cpu") == nil)
  }

  @Test func theBoundIsStatedInGibibytes() {
    let bound = TreeMemoryBound(
      mechanism: "cgroup v1 (memory y pids)", bytes: 2 << 30, processes: 128, perProcess: false)
    #expect(
      bound.summary == "2 GiB por programa con todos sus procesos (cgroup v1 (memory y pids))")
    #expect(SandboxLimits.standard.fallbackTreeBytes == 8 << 30)
  }
}

/// Un número de proceso que ya no existe.
enum DeadProcess {
  static func pid() throws -> Int32 {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/true")
    try process.run()
    process.waitUntilExit()
    return process.processIdentifier
  }
}
