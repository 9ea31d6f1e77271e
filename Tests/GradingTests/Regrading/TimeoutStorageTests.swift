import Foundation
import Synchronization
import Testing

@testable import Checker
@testable import Grading

#if canImport(Glibc)
  import Glibc
#endif

/// Tiempos agotados de programas de verdad, en la caja de arena: un bucle sin fin y un abrazo
/// mortal lo agotan por sí mismos y se guardan en el almacén; un programa correcto al que se
/// le quita la CPU (fijado a un núcleo con `nice 19` junto a dos bucles con `nice -20`, cada
/// uno en su sesión: recibe menos del 1 % de ese núcleo) o acaba con la prórroga y pasa, o
/// lo agota por la carga y no se guarda: nunca queda guardado como tiempo agotado. El bucle y
/// el abrazo corren con `nice -20` en un grupo del planificador a -20 (nada les quita la CPU).
///
/// Carga la máquina (bucles con `nice -20`): solo corre en el paso aparte de
/// `scripts/pruebas` (`LoadTesting`), nunca junto a las pruebas que miden tiempos.
@Suite(
  .serialized,
  .enabled(if: LoadTesting.enabled, LoadTesting.reason),
  .enabled(if: geteuid() == 0, "subir la prioridad y la de otros hilos solo lo puede hacer root"))
struct TimeoutStorageTests {
  /// 2 s de reloj con la prórroga de `corregir` (hasta 6 s si le falta CPU); la CPU no
  /// limita (el bucle agota el reloj, no `RLIMIT_CPU`).
  static let limits: SandboxLimits = {
    var limits = SandboxLimits(
      wallClockSeconds: 2, cpuSeconds: 60, memoryBytes: 512 << 20, processes: 64,
      outputBytes: 4096)
    limits.starvationCapSeconds = 6
    return limits
  }()

  static let submissions = [
    CodeSubmission(
      exerciseID: "tiempo.gira",
      learnerFile: SourceFile(name: "Gira.swift", contents: "func girar() { while true {} }"),
      tests: SourceFile(name: "pruebas-gira.swift", contents: "func pruebaGira() { girar() }")),
    CodeSubmission(
      exerciseID: "tiempo.abrazo",
      learnerFile: SourceFile(
        name: "Abrazo.swift",
        contents: """
          import Foundation
          func esperarse() {
            let primero = DispatchSemaphore(value: 0)
            let segundo = DispatchSemaphore(value: 0)
            Thread.detachNewThread {
              primero.wait()
              segundo.signal()
            }
            segundo.wait()
            primero.signal()
          }
          """),
      tests: SourceFile(
        name: "pruebas-abrazo.swift", contents: "func pruebaAbrazo() { esperarse() }")),
    CodeSubmission(
      exerciseID: "tiempo.cuenta",
      learnerFile: SourceFile(
        name: "Cuenta.swift",
        contents: """
          func contar() -> Int {
            var suma = 0
            for numero in 0..<20_000_000 { suma &+= numero ^ (suma >> 3) }
            return suma
          }
          """),
      tests: SourceFile(
        name: "pruebas-cuenta.swift",
        contents: "func pruebaCuenta() { expect(contar() != 1, \"cuenta\") }")),
  ]

  @Test func aLoopAndADeadlockAreStoredAStarvedCorrectProgramIsNot() async throws {
    let toolchain = try SharedCoreToolchain.locate(currentDirectory: GradingFixture.packageRoot)
    let runner = CodeRunner(
      toolchain: toolchain, options: CodeRunnerOptions(limits: Self.limits), cache: nil)
    var units: [CompilationUnit] = []
    for (index, submission) in Self.submissions.enumerated() {
      units.append(try runner.prepare(submission, index: index))
    }
    let build = try runner.compile(units)
    defer { build.remove() }
    let program = try #require(build.program, "\(build.diagnostics)")
    let prepared = units

    // Con prioridad -20, y su grupo del planificador (el de su sesión) también, en el primer
    // núcleo (los bucles de esta prueba, y los de otras copias de ella en la misma máquina,
    // van al último): nada le quita la CPU.
    let first = Scheduling.allowedCPUs().first
    func run(_ index: Int) async -> CodeVerdict? {
      await Scheduling.onThread(
        nice: -20, cpu: first,
        whenSpawned: { child, _ in
          try? "-20".write(toFile: "/proc/\(child)/autogroup", atomically: false, encoding: .utf8)
        }
      ) {
        try? runner.execute(program: program, unit: prepared[index])
      }
    }
    let loop = try #require(await run(0))
    #expect(loop.outcome == .timedOut)
    #expect(loop.timeoutCause == .busy)
    #expect(ResultStore.keeps(loop))

    let deadlock = try #require(await run(1))
    #expect(deadlock.outcome == .timedOut)
    #expect(deadlock.timeoutCause == .blocked)
    #expect(ResultStore.keeps(deadlock))

    let cpu = try #require(Scheduling.allowedCPUs().last)
    var hogs = try Scheduling.busyLoops(2, cpu: cpu)
    defer { Scheduling.stop(hogs) }
    let starved = try #require(
      await Scheduling.onThread(
        nice: 19, cpu: cpu, whenSpawned: Scheduling.restore
      ) {
        try? runner.execute(program: program, unit: prepared[2])
      })
    // Con la prórroga de quien espera la CPU, a veces le llega para acabar (y pasa); si no,
    // su tiempo agotado es de la carga y no se guarda. Lo que nunca puede ser: un tiempo
    // agotado guardado de un programa correcto.
    if starved.outcome == .timedOut {
      #expect(starved.timeoutCause == .starved)
      #expect(!ResultStore.keeps(starved))
    } else {
      #expect(starved.outcome == .passed)
    }

    // El mismo programa con la CPU para él pasa: lo que lo paraba era la carga.
    Scheduling.stop(hogs)
    hogs = []
    let fed = try #require(await run(2))
    #expect(fed.outcome == .passed)
  }
}

/// Prioridad y núcleos de los hilos que lanzan programas (lo que lanzan lo hereda).
enum Scheduling {
  private typealias Affinity = @convention(c) (pid_t, Int, UnsafeRawPointer) -> Int32
  private typealias ReadAffinity = @convention(c) (pid_t, Int, UnsafeMutableRawPointer) -> Int32

  /// `sched_setaffinity` y `sched_getaffinity`, que Swift no importa sin `_GNU_SOURCE`.
  private static let setAffinity: Affinity? = symbol("sched_setaffinity")
  private static let getAffinity: ReadAffinity? = symbol("sched_getaffinity")

  private static func symbol<T>(_ name: String) -> T? {
    guard let address = dlsym(UnsafeMutableRawPointer(bitPattern: 0), name) else { return nil }
    return unsafeBitCast(address, to: T.self)
  }

  /// Los núcleos en los que puede correr este proceso.
  static func allowedCPUs() -> [Int] {
    var mask = [UInt8](repeating: 0, count: 128)
    let read = mask.withUnsafeMutableBytes { bytes in
      bytes.baseAddress.flatMap { base in getAffinity?(0, bytes.count, base) } ?? -1
    }
    guard read == 0 else { return [] }
    return (0..<1024).filter { mask[$0 / 8] & UInt8(1 << ($0 % 8)) != 0 }
  }

  /// Fija el hilo `tid` (0: el que llama) a `cpus`.
  @discardableResult
  static func pin(_ tid: pid_t, to cpus: [Int]) -> Bool {
    var mask = [UInt8](repeating: 0, count: 128)
    for cpu in cpus { mask[cpu / 8] |= UInt8(1 << (cpu % 8)) }
    let written = mask.withUnsafeBytes { bytes in
      bytes.baseAddress.flatMap { base in setAffinity?(tid, bytes.count, base) } ?? -1
    }
    return written == 0
  }

  /// El id del hilo que llama (`/proc/thread-self` → `PID/task/TID`).
  static func threadID() -> pid_t? {
    guard let link = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/thread-self")
    else { return nil }
    return link.split(separator: "/").last.flatMap { pid_t($0) }
  }

  /// Un hijo de este proceso con prioridad `nice` (el campo 19 de `/proc/PID/stat`) que ya
  /// está en su propia sesión (el campo 6 es él mismo).
  static func child(withNice nice: Int32) -> pid_t? {
    let me = getpid()
    for entry in (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? [] {
      guard let pid = pid_t(entry),
        let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
        ThreadReading.parse(stat: stat)?.parent == me,
        let close = stat.lastIndex(of: ")")
      else { continue }
      let fields = stat[stat.index(after: close)...].split(separator: " ")
      if fields.count > 16, Int32(fields[16]) == nice, pid_t(fields[3]) == pid { return pid }
    }
    return nil
  }

  /// Devuelve el hilo `tid` a prioridad 0 y a todos los núcleos.
  @Sendable static func restore(child: pid_t, tid: pid_t) {
    setpriority(__priority_which_t(PRIO_PROCESS.rawValue), id_t(tid), 0)
    pin(tid, to: allowedCPUs())
  }

  /// Ejecuta `work` en un hilo propio con prioridad `nice` (y solo en `cpu`, si se da); lo
  /// que lance lo hereda. `whenSpawned` se llama una vez, desde otro hilo, en cuanto este
  /// proceso tiene un hijo con esa prioridad en su propia sesión (lo lanzó el hilo: nada más
  /// la tiene), con el hijo y el hilo: así se puede cambiar la prioridad del hijo, o devolver
  /// la del hilo (el de `leccion`, que lo vigila) sin tocar la del hijo.
  static func onThread<T: Sendable>(
    nice: Int32, cpu: Int? = nil,
    whenSpawned: (@Sendable (_ child: pid_t, _ tid: pid_t) -> Void)? = nil,
    _ work: @escaping @Sendable () -> T
  ) async -> T {
    let state = WorkerState()
    return await withCheckedContinuation { continuation in
      let thread = Thread {
        state.tid.withLock { $0 = threadID() }
        setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, nice)
        if let cpu { pin(0, to: [cpu]) }
        let result = work()
        state.finished.store(true, ordering: .sequentiallyConsistent)
        continuation.resume(returning: result)
      }
      thread.start()
      guard let whenSpawned else { return }
      Thread.detachNewThread {
        while !state.finished.load(ordering: .sequentiallyConsistent) {
          if let tid = state.tid.withLock({ $0 }), let child = child(withNice: nice) {
            whenSpawned(child, tid)
            return
          }
          usleep(1000)
        }
      }
    }
  }

  /// El hilo de `onThread` visto desde el que lo vigila.
  private final class WorkerState: Sendable {
    let tid = Mutex<pid_t?>(nil)
    let finished = Atomic<Bool>(false)
  }

  /// `count` bucles de `sh` fijados a `cpu`, cada uno en su sesión con la máxima prioridad
  /// (`nice -20` y, con los grupos automáticos del planificador, su grupo también a -20: el
  /// programa, en su propia sesión, compite con ellos grupo contra grupo).
  static func busyLoops(_ count: Int, cpu: Int) throws -> [pid_t] {
    let sink = open("/dev/null", O_WRONLY | O_CLOEXEC)
    defer { close(sink) }
    var started: [pid_t] = []
    for _ in 0..<count {
      let request = ChildProcess.Request(
        executable: "/usr/bin/taskset",
        arguments: [
          "-c", String(cpu), "/bin/sh", "-c",
          "echo -20 > /proc/$$/autogroup 2>/dev/null; while :; do :; done",
        ])
      do {
        let pid = try ChildProcess.spawn(
          request, outputWrite: sink, errorsWrite: nil, reportWrite: nil)
        setpriority(__priority_which_t(PRIO_PROCESS.rawValue), id_t(pid), -20)
        started.append(pid)
      } catch {
        stop(started)
        throw error
      }
    }
    return started
  }

  /// `perPriority` bucles de `sh` por cada prioridad de `priorities`, sin fijar a ningún
  /// núcleo, cada uno en su sesión con esa prioridad y su grupo del planificador también (con
  /// los grupos automáticos, la prioridad de un proceso solo cuenta dentro de su grupo).
  static func hogs(priorities: [Int32], perPriority: Int) throws -> [pid_t] {
    let sink = open("/dev/null", O_WRONLY | O_CLOEXEC)
    defer { close(sink) }
    var started: [pid_t] = []
    for nice in priorities {
      for _ in 0..<perPriority {
        let request = ChildProcess.Request(
          executable: "/bin/sh",
          arguments: [
            "-c", "echo \(nice) > /proc/$$/autogroup 2>/dev/null; while :; do :; done",
          ])
        do {
          let pid = try ChildProcess.spawn(
            request, outputWrite: sink, errorsWrite: nil, reportWrite: nil)
          setpriority(__priority_which_t(PRIO_PROCESS.rawValue), id_t(pid), nice)
          started.append(pid)
        } catch {
          stop(started)
          throw error
        }
      }
    }
    return started
  }

  /// Mata los bucles y los espera.
  static func stop(_ pids: [pid_t]) {
    for pid in pids {
      kill(pid, SIGKILL)
      var status: Int32 = 0
      while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
    }
  }
}
