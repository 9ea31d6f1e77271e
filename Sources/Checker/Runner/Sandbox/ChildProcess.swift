import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Lanza un proceso con `posix_spawn` en su propia sesión (sin terminal de control), con la
/// entrada cerrada, la salida y los errores juntos en una tubería con tope, un canal de
/// informe opcional en el descriptor 3 y un límite de tiempo real tras el que se mata a
/// todo su grupo de procesos. Bloquea el hilo que lo llama.
struct ChildProcess {
  struct Request {
    var executable: String
    var arguments: [String] = []
    var environment: [String: String] = [:]
    var workingDirectory: String?
    /// Segundos de reloj antes de matar al grupo.
    var timeout: Double = 10
    /// Si es mayor que `timeout`: el tope de reloj para un hijo al que la carga de la
    /// máquina le quitó la CPU (`TimeoutEvidence.extendedDeadline`).
    var starvationCap: Double = 0
    /// Bytes de salida que se guardan; el resto se cuenta y se tira.
    var outputLimit: Int = 64 * 1024
    /// Pasados estos bytes (salida + informe) se mata al grupo: escribe sin parar.
    var floodLimit: Int = 8 * 1024 * 1024
    /// Si se abre el canal de informe en el descriptor 3.
    var reportChannel = false
    /// Si los errores (descriptor 2) van aparte en vez de junto a la salida.
    var separateErrors = false
    /// Si se cancela, el grupo muere al momento.
    var cancellation: ProcessCancellation?
    /// Si se da: si el programa ya arrancó, según lo que lleva escrito en el canal de
    /// informe. Lo de antes (la caja de arena preparándose) no es tiempo suyo
    /// (`TimeoutEvidence.setup`).
    var hasStarted: (@Sendable ([UInt8]) -> Bool)?
  }

  struct Result {
    var termination: ProcessTermination
    var timedOut = false
    var flooded = false
    /// Se le mató porque se canceló `Request.cancellation`.
    var cancelled = false
    var output: [UInt8] = []
    var outputTruncated = false
    var report: [UInt8] = []
    /// Los errores, si se pidieron aparte (con el mismo tope que la salida).
    var errors: [UInt8] = []
    var errorsTruncated = false
    var elapsed: Double = 0
    /// Bytes de salida vistos, guardados o no.
    var outputBytes = 0
    /// Si se agotó el tiempo: lo que hizo el árbol del hijo con el procesador hasta ese
    /// momento (leído antes de matarlo; `nil` si el sistema no lo dice).
    var timeoutEvidence: TimeoutEvidence?
  }

  /// Ejecuta `request` hasta que termine (o hasta el límite de tiempo).
  static func run(_ request: Request) throws(CodeRunnerError) -> Result {
    var pipes = try Pipes(request)
    defer { pipes.closeAll() }
    let started = monotonicSeconds()
    let pid = try spawn(
      request, outputWrite: pipes.output.write, errorsWrite: pipes.errors?.write,
      reportWrite: pipes.report?.write)
    pipes.closeWrites()
    return watch(pid, started: started, request: request, pipes: &pipes) {
      reap(pid, blocking: $0)
    }
  }

  /// Las tuberías de un hijo: su salida, su canal de informe y sus errores, si se piden.
  struct Pipes {
    var output: Pipe
    var report: Pipe?
    var errors: Pipe?

    init(_ request: Request) throws(CodeRunnerError) {
      output = try Pipe()
      report = request.reportChannel ? try Pipe() : nil
      errors = request.separateErrors ? try Pipe() : nil
    }

    mutating func closeWrites() {
      output.closeWrite()
      report?.closeWrite()
      errors?.closeWrite()
    }

    mutating func closeAll() {
      output.closeAll()
      report?.closeAll()
      errors?.closeAll()
    }
  }

  /// Vigila a `pid`, ya lanzado (o ya en marcha, si lo lanzó otro: `SandboxTemplate`), como
  /// `run`: lee sus tuberías, lo mata con todo su grupo si se le acaba el tiempo, si inunda
  /// la salida o si se cancela. `reap` da su estado de `waitpid` cuando ha terminado (con
  /// `true`, espera a que termine).
  static func watch(
    _ pid: pid_t, started: Double, request: Request, pipes: inout Pipes,
    reap: (_ blocking: Bool) -> Int32?
  ) -> Result {
    request.cancellation?.register(pid)
    defer { request.cancellation?.unregister(pid) }

    var result = Result(termination: .exited(0))
    var streams = [Stream(fd: pipes.output.read, kind: .output)]
    if let report = pipes.report { streams.append(Stream(fd: report.read, kind: .report)) }
    if let errors = pipes.errors { streams.append(Stream(fd: errors.read, kind: .errors)) }
    var status: Int32?
    var exitedAt = 0.0
    var clock = ProcessClock(
      root: pid, started: started, limit: request.timeout, cap: request.starvationCap,
      watchesStart: request.hasStarted != nil)
    var startedAt: Double?

    while true {
      if status == nil, let reaped = reap(false) {
        status = reaped
        exitedAt = monotonicSeconds()
        killpg(pid, SIGKILL)  // lo que quede del grupo (hijos olvidados)
      }
      let now = monotonicSeconds()
      let open = streams.filter { !$0.closed }
      if status != nil && (open.isEmpty || now - exitedAt > 0.3) { break }
      if status == nil, request.cancellation?.isCancelled == true {
        result.cancelled = true
        killpg(pid, SIGKILL)
        status = reap(true)
        break
      }
      if startedAt == nil, request.hasStarted?(result.report) == true { startedAt = now }
      if status == nil, case .expired(let evidence) = clock.check(now: now, startedAt: startedAt) {
        result.timedOut = true
        result.timeoutEvidence = evidence
        killpg(pid, SIGKILL)
        status = reap(true)
        drain(&streams, into: &result, request: request)
        break
      }
      if open.isEmpty {
        usleep(1000)
        continue
      }
      let wait =
        status == nil ? min(50, max(1, Int32(clock.secondsToNextCheck(now: now) * 1000))) : 10
      var pollSet = open.map { pollfd(fd: $0.fd, events: Int16(POLLIN), revents: 0) }
      _ = poll(&pollSet, nfds_t(pollSet.count), wait)
      drain(&streams, into: &result, request: request)
      if status == nil && result.flooded {
        killpg(pid, SIGKILL)
        status = reap(true)
        break
      }
    }
    for stream in streams where !stream.closed { close(stream.fd) }
    pipes.output.read = -1
    pipes.report?.read = -1
    pipes.errors?.read = -1
    if request.cancellation?.isCancelled == true { result.cancelled = true }
    result.termination = ProcessTermination(waitStatus: status ?? 0)
    result.elapsed = monotonicSeconds() - started
    return result
  }

  // MARK: - Partes

  private struct Stream {
    enum Kind { case output, errors, report }
    var fd: Int32
    var kind: Kind
    var closed = false
  }

  private static func drain(_ streams: inout [Stream], into result: inout Result, request: Request)
  {
    var buffer = [UInt8](repeating: 0, count: 65536)
    for index in streams.indices where !streams[index].closed {
      while true {
        let count = buffer.withUnsafeMutableBytes {
          read(streams[index].fd, $0.baseAddress, $0.count)
        }
        if count > 0 {
          switch streams[index].kind {
          case .output:
            result.outputBytes += count
            let room = max(0, request.outputLimit - result.output.count)
            result.output.append(contentsOf: buffer[0..<min(room, count)])
            if count > room { result.outputTruncated = true }
          case .errors:
            result.outputBytes += count
            let room = max(0, request.outputLimit - result.errors.count)
            result.errors.append(contentsOf: buffer[0..<min(room, count)])
            if count > room { result.errorsTruncated = true }
          case .report:
            result.report.append(contentsOf: buffer[0..<count])
          }
          if result.outputBytes + result.report.count > request.floodLimit {
            result.flooded = true
          }
          continue
        }
        if count == 0 || (errno != EAGAIN && errno != EINTR) {
          close(streams[index].fd)
          streams[index].closed = true
        }
        break
      }
    }
  }

  static func reap(_ pid: pid_t, blocking: Bool) -> Int32? {
    var status: Int32 = 0
    while true {
      let reaped = waitpid(pid, &status, blocking ? 0 : WNOHANG)
      if reaped == pid { return status }
      if reaped == -1 && errno == EINTR { continue }
      return reaped == -1 ? 0 : nil
    }
  }

  static func monotonicSeconds() -> Double {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
  }
}
