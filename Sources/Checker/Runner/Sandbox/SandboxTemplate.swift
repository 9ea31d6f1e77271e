import Foundation
import Support

#if canImport(Glibc)
  import Glibc
#endif

/// La plantilla de una entrega (`corregir`): el programa de la entrega lanzado **una** vez
/// dentro de su caja compartida (`SharedSandbox`), con la cadena de siempre (su cgroup,
/// `prlimit`, `nsenter`, `unshare --ipc`, `setpriv` con un usuario al azar), que por cada
/// ejercicio hace `fork` (el arnés, `Template` en `LeccionHarness`). El hijo ya tiene
/// cargadas las bibliotecas de Swift y el motor: arrancarlo cuesta ≈ 1 ms de CPU, y no los
/// 12–17 ms de `sh`, `prlimit`, `nsenter`, `unshare`, `setpriv` y el cargador dinámico.
///
/// Cada ejercicio conserva lo suyo: su cgroup de memoria y procesos (el hijo entra en él
/// antes de ejecutar nada: espera a que `leccion` lo meta y le diga `sigue`), sus tuberías,
/// su canal de informe con su clave (pasados por el socket con `SCM_RIGHTS` y por su
/// entorno), su reloj (`ChildProcess.watch` sobre su pid, con `TreeWatch`), su cancelación y
/// su grupo de procesos para matarlo entero. Lo que cambia: todos los ejercicios de la entrega
/// son del mismo usuario y del mismo espacio de IPC, el de la plantilla (ver `Template`: la
/// plantilla borra los objetos de IPC entre ejercicio y ejercicio, y se va si un hijo le
/// cambió los límites o la prioridad).
///
/// Si algo falla (la plantilla no arranca, no responde, muere o se va), `run` da `nil` y el
/// ejercicio, y los que quedan, se ejecutan como antes, cada uno por su cadena. Un resultado
/// solo cuenta si la plantilla dijo cómo terminó el hijo.
///
/// ```swift
/// if let plantilla = SandboxTemplate.start(command: orden, environment: entorno, group: grupo,
///                                          waitSeconds: 10) {
///   defer { plantilla.close() }
///   let resultado = plantilla.run(peticion, arguments: ["0"], group: grupoDelEjercicio)
/// }
/// ```
final class SandboxTemplate {
  /// Si `LECCION_SIN_PLANTILLA=1`, cada ejercicio de una entrega se lanza por su cadena, como
  /// antes: para medir lo que ahorra en una misma corrida (`GradingBenchmarks`, modo
  /// `cadenas-N`). El veredicto es el mismo.
  static var disabledByEnvironment: Bool {
    EnvironmentVariable.value("LECCION_SIN_PLANTILLA") == "1"
  }

  /// Cuántos ejercicios ejecutó en hijos suyos hasta el final (para las pruebas).
  private(set) var children = 0
  /// Si ya no sirve: lo que quede va por la cadena de siempre.
  private(set) var broken = false
  private var control: Int32
  private let launcher: pid_t
  /// El pid de la plantilla, visto desde fuera de la caja.
  let server: pid_t
  private let group: ProcessTreeGroup

  private init(control: Int32, launcher: pid_t, server: pid_t, group: ProcessTreeGroup) {
    self.control = control
    self.launcher = launcher
    self.server = server
    self.group = group
  }

  /// Lanza la plantilla con `command` (la cadena de la caja hasta el programa) dentro de
  /// `group` y espera a que diga `lista`; `nil` (y nada en marcha) si no.
  static func start(
    command: [String], environment: [String: String], group: ProcessTreeGroup,
    waitSeconds: Double
  ) -> SandboxTemplate? {
    var ends: [Int32] = [-1, -1]
    guard
      socketpair(AF_UNIX, Int32(SOCK_SEQPACKET.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0, &ends)
        == 0
    else {
      _ = group.finish()
      return nil
    }
    let null = open("/dev/null", O_WRONLY | O_CLOEXEC)
    let request = ChildProcess.Request(
      executable: command[0], arguments: Array(command.dropFirst()), environment: environment)
    let launched =
      null >= 0
      ? try? ChildProcess.spawn(request, outputWrite: null, errorsWrite: nil, reportWrite: ends[1])
      : nil
    if null >= 0 { Glibc.close(null) }
    Glibc.close(ends[1])
    guard let launcher = launched else {
      Glibc.close(ends[0])
      _ = group.finish()
      return nil
    }
    let ready = Message.receive(on: ends[0], waiting: waitSeconds).message
    // `sh` → `prlimit` → `nsenter` (se queda esperando) → la plantilla, su único hijo.
    let server = TreeReading.children(of: launcher).first {
      TreeReading.name(of: $0) == (SandboxView.programPath as NSString).lastPathComponent
    }
    let template = SandboxTemplate(
      control: ends[0], launcher: launcher, server: server ?? -1, group: group)
    guard ready?.fields == ["lista"], server != nil else {
      template.close()
      return nil
    }
    return template
  }

  /// Ejecuta un ejercicio en un hijo de la plantilla, dentro de `group` (que no cierra), con
  /// el entorno y los límites de tiempo de `request` y `arguments` tras el nombre del
  /// programa; `nil` si la plantilla no lo pudo hacer (entonces queda `broken`).
  func run(
    _ request: ChildProcess.Request, arguments: [String], group: ProcessTreeGroup
  ) -> ChildProcess.Result? {
    guard !broken, request.reportChannel, !request.separateErrors,
      var pipes = try? ChildProcess.Pipes(request), let report = pipes.report
    else { return nil }
    defer { pipes.closeAll() }
    let started = ChildProcess.monotonicSeconds()
    let environment = request.environment.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
    let fields =
      ["ejecuta", String(environment.count)] + environment + [SandboxView.programPath] + arguments
    let sent = Message(fields: fields).send(
      on: control, descriptors: [pipes.output.write, pipes.output.write, report.write])
    pipes.closeWrites()
    guard sent, let answer = answer(waiting: 10).message,
      answer.fields.count == 2, answer.fields[0] == "hijo", let inner = pid_t(answer.fields[1]),
      let child = hostPID(of: inner)
    else { return fail(killing: nil) }
    // Dentro de su cgroup antes de que corra nada suyo; solo entonces sigue.
    guard group.adopt(child), Message(fields: ["sigue"]).send(on: control) else {
      return fail(killing: child)
    }
    var lost = false
    let result = ChildProcess.watch(child, started: started, request: request, pipes: &pipes) {
      blocking in
      guard !lost else { return SIGKILL }
      var reception = Message.receive(on: control, waiting: blocking ? 10 : 0)
      var waited = blocking
      // Si el hijo ya terminó y la plantilla aún no lo dice, se le da un momento.
      if case .nothing = reception, !blocking, Self.hasEnded(child) {
        reception = Message.receive(on: control, waiting: 1)
        waited = true
      }
      switch reception {
      case .message(let message) where message.fields.count == 2 && message.fields[0] == "fin":
        if let status = Int32(message.fields[1]) { return status }
      case .nothing where !waited:
        return nil
      default:
        break
      }
      // La plantilla murió, se fue o dijo otra cosa: el hijo muere y esto no cuenta.
      lost = true
      killpg(child, SIGKILL)
      kill(child, SIGKILL)
      return SIGKILL
    }
    if lost { return fail(killing: child) }
    children += 1
    return result
  }

  /// Cierra el canal (la plantilla termina al verlo), mata lo que quede y lo recoge. Una
  /// plantilla que falla se cierra sola (`broken`); cerrarla otra vez no hace nada.
  func close() {
    guard control >= 0 else { return }
    Glibc.close(control)
    control = -1
    broken = true
    var status: Int32 = 0
    for _ in 0..<100 {
      if waitpid(launcher, &status, WNOHANG) != 0 { break }
      usleep(2000)
    }
    _ = group.finish()
    while waitpid(launcher, &status, 0) < 0 && errno == EINTR {}
  }

  // MARK: - Partes

  /// La respuesta de la plantilla, esperando como mucho `seconds`, pero no más que una décima
  /// de segundo si la plantilla está parada (`SIGSTOP`) o ya no está: así no responderá.
  private func answer(waiting seconds: Double) -> Message.Reception {
    let deadline = ChildProcess.monotonicSeconds() + seconds
    while true {
      let left = deadline - ChildProcess.monotonicSeconds()
      let reception = Message.receive(on: control, waiting: min(0.1, max(0, left)))
      guard case .nothing = reception, left > 0 else { return reception }
      if let state = TreeReading.state(of: server), !"TtZ".contains(state) { continue }
      return Message.receive(on: control, waiting: 0)
    }
  }

  private func fail(killing child: pid_t?) -> ChildProcess.Result? {
    if let child {
      killpg(child, SIGKILL)
      kill(child, SIGKILL)
    }
    close()
    return nil
  }

  /// El pid de fuera del hijo que la plantilla llama `inner`: su único hijo, si dentro de
  /// la caja tiene ese número (`NSpid` de `/proc/PID/status`).
  private func hostPID(of inner: pid_t) -> pid_t? {
    let found = TreeReading.children(of: server)
    guard found.count == 1, let child = found.first,
      let status = try? String(contentsOfFile: "/proc/\(child)/status", encoding: .utf8),
      let line = status.split(separator: "\n").first(where: { $0.hasPrefix("NSpid:") }),
      line.split(whereSeparator: { $0 == "\t" || $0 == " " }).last == Substring(String(inner))
    else { return nil }
    return child
  }

  /// Si `pid` ya no corre: no está, o es un zombi que su padre no ha recogido.
  private static func hasEnded(_ pid: pid_t) -> Bool {
    (TreeReading.state(of: pid) ?? "Z") == "Z"
  }
}

/// Un mensaje del canal de la plantilla: campos separados por un byte 0.
private struct Message {
  var fields: [String]

  /// Lo envía, con `descriptors` (`SCM_RIGHTS`) si los hay.
  func send(on socket: Int32, descriptors: [Int32] = []) -> Bool {
    var bytes = Array(fields.joined(separator: "\u{0}").utf8)
    let headerSize = (MemoryLayout<cmsghdr>.size + 7) & ~7
    let payload = descriptors.count * MemoryLayout<Int32>.size
    var ancillary = [UInt8](
      repeating: 0, count: descriptors.isEmpty ? 0 : headerSize + ((payload + 7) & ~7))
    if !descriptors.isEmpty {
      ancillary.withUnsafeMutableBytes { raw in
        var header = cmsghdr()
        header.cmsg_len = headerSize + payload
        header.cmsg_level = SOL_SOCKET
        header.cmsg_type = Int32(SCM_RIGHTS)
        raw.storeBytes(of: header, as: cmsghdr.self)
        for (index, descriptor) in descriptors.enumerated() {
          raw.storeBytes(
            of: descriptor, toByteOffset: headerSize + index * MemoryLayout<Int32>.size,
            as: Int32.self)
        }
      }
    }
    let count = bytes.count
    let sent = Self.withMessage(data: &bytes, control: &ancillary) { message in
      var result = 0
      repeat {
        result = sendmsg(socket, &message, Int32(MSG_NOSIGNAL))
      } while result < 0 && errno == EINTR
      return result
    }
    return sent == count
  }

  /// Lo que llega por el canal.
  enum Reception {
    case message(Message)
    /// Nada en el tiempo dado.
    case nothing
    /// El canal se cerró o falló, o llegó algo que la plantilla nunca manda (descriptores).
    case closed

    var message: Message? {
      if case .message(let message) = self { return message }
      return nil
    }
  }

  /// El siguiente mensaje, esperando como mucho `seconds` (0: solo si ya está).
  static func receive(on socket: Int32, waiting seconds: Double) -> Reception {
    var poller = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
    let deadline = ChildProcess.monotonicSeconds() + seconds
    while true {
      let left = max(0, deadline - ChildProcess.monotonicSeconds())
      let ready = poll(&poller, 1, Int32((left * 1000).rounded(.up)))
      if ready > 0 { break }
      if ready < 0 && errno == EINTR { continue }
      return ready == 0 ? .nothing : .closed
    }
    var buffer = [UInt8](repeating: 0, count: 512)
    var ancillary = [UInt8](repeating: 0, count: 64)
    var flags: Int32 = 0
    let count = withMessage(data: &buffer, control: &ancillary) { message in
      var result = 0
      repeat {
        result = recvmsg(socket, &message, Int32(MSG_DONTWAIT) | Int32(MSG_CMSG_CLOEXEC))
      } while result < 0 && errno == EINTR
      flags = message.msg_flags
      if message.msg_controllen > 0 { flags |= Int32(MSG_CTRUNC) }
      return result
    }
    guard count > 0, flags & Int32(MSG_TRUNC | MSG_CTRUNC) == 0 else { return .closed }
    return .message(
      Message(
        fields: buffer[0..<count].split(separator: 0, omittingEmptySubsequences: false).map {
          String(decoding: $0, as: UTF8.self)
        }))
  }
  /// Un `msghdr` con `data` como único bloque y `control` para los datos auxiliares (vacío:
  /// ninguno), para `sendmsg` y `recvmsg`.
  private static func withMessage(
    data: inout [UInt8], control: inout [UInt8], _ body: (inout msghdr) -> Int
  ) -> Int {
    data.withUnsafeMutableBytes { data in
      control.withUnsafeMutableBytes { control in
        var vector = iovec(iov_base: data.baseAddress, iov_len: data.count)
        return withUnsafeMutablePointer(to: &vector) { vectorPointer in
          var message = msghdr()
          message.msg_iov = vectorPointer
          message.msg_iovlen = 1
          message.msg_control = control.count == 0 ? nil : control.baseAddress
          message.msg_controllen = control.count
          return body(&message)
        }
      }
    }
  }
}
