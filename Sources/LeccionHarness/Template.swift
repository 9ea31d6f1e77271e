import Glibc

/// El programa de una entrega como **plantilla** (`corregir`, `SandboxTemplate` en
/// `leccion`): se lanza una vez por entrega dentro de su caja y, por cada ejercicio que le
/// pide `leccion`, hace `fork`; el hijo sigue como si el programa acabara de arrancar con los
/// argumentos, el entorno y los descriptores de ese ejercicio, sin volver a cargar las
/// bibliotecas ni a pasar por la cadena de la caja.
///
/// La plantilla no ejecuta nada de la persona: sirve desde `__LeccionHarness.begin`, la
/// primera línea de la tabla, y el código de la persona no puede correr antes (`SourceRules`
/// rechaza `@section`, `@used`, `@_cdecl`…). Lo que la protege de sus hijos, que son del
/// mismo usuario:
/// - no es «volcable» (`PR_SET_DUMPABLE` 0, como el programa por su canal de informe): un
///   hijo no lee ni escribe su memoria ni abre sus descriptores por `/proc`, ni la depura;
/// - cada hijo cierra el canal de órdenes antes de que corra nada de la persona, y espera
///   a que `leccion` lo haya metido en el cgroup de su ejercicio;
/// - antes de cada `fork` comprueba que nadie le cambió los límites (`setrlimit`), la
///   prioridad, la política del planificador ni los procesadores (un hijo puede hacérselo,
///   es del mismo usuario); si cambió algo, se va, y `leccion` ejecuta lo que queda como
///   antes, cada ejercicio en su propia cadena;
/// - antes de cada `fork` borra los objetos de IPC de System V que dejó el anterior;
/// - la orden de cada ejercicio (con la clave de su canal de informe en el entorno) se lee y
///   se pasa a `setenv` como bytes, sin `String`, y después se pone a cero, en el hijo y en la
///   plantilla: el siguiente hijo no la hereda, y en el propio solo queda en el entorno, que el
///   arnés borra antes de las pruebas.
///
/// Si muere (un hijo puede matarla: es del mismo usuario), `leccion` lo nota y sigue como
/// antes. El protocolo, por un `socketpair` `SOCK_SEQPACKET` en el descriptor que dice
/// `LECCION_PLANTILLA` (campos separados por un byte 0):
///
/// ```
/// plantilla → leccion   lista
/// leccion → plantilla   ejecuta, n, n variables K=V, argumentos…   (+ 3 descriptores)
/// plantilla → leccion   hijo, pid                                  (pid de dentro de la caja)
/// leccion → plantilla   sigue                                      (ya está en su cgroup)
/// plantilla → leccion   fin, estado                                (el de waitpid)
/// ```
enum Template {
  static let variable = "LECCION_PLANTILLA"

  /// Si el programa se lanzó como plantilla, sirve y solo vuelve en cada hijo, ya con su
  /// entorno y sus descriptores, con sus argumentos (el primero, el nombre del programa); si
  /// no, `nil`.
  static func serveIfAsked() -> [String]? {
    guard let value = getenv(variable) else { return nil }
    let given = Int32(String(cString: value)) ?? -1
    unsetenv(variable)
    guard given >= 0 else { _exit(0) }
    // El canal, lejos de 0–3 (el hijo pone ahí su entrada, salida, errores e informe).
    let control = fcntl(given, F_DUPFD_CLOEXEC, 64)
    _ = close(given)
    guard control >= 0 else { _exit(0) }
    let server = Server(control: control)
    return server.serve()
  }

  /// Cuántos hilos tiene el proceso (`/proc/self/task`).
  static func threadCount() -> Int {
    guard let directory = opendir("/proc/self/task") else { return 0 }
    defer { closedir(directory) }
    var count = 0
    while let entry = readdir(directory) {
      if entry.pointee.d_name.0 != 46 { count += 1 }
    }
    return count
  }
}

/// La plantilla en marcha.
struct Server {
  let control: Int32
  /// Cómo la lanzaron: lo que heredaría cada hijo y un hijo anterior podría cambiarle.
  private let launched = Settings.now()

  init(control: Int32) {
    self.control = control
  }

  /// Atiende órdenes hasta que `leccion` cierra el canal; vuelve solo en un hijo.
  func serve() -> [String] {
    guard ReportChannel.closeMemoryFiles(), Template.threadCount() == 1 else {
      send(["no"])
      _exit(0)
    }
    send(["lista"])
    while true {
      guard var request = receive() else { _exit(0) }
      let descriptors = request.descriptors
      let head = request.fields.prefix(2).map { String(decoding: $0, as: UTF8.self) }
      guard head.count == 2, head[0] == "ejecuta", descriptors.count == 3,
        let count = Int(head[1]), count >= 0, request.fields.count >= 2 + count
      else { _exit(0) }
      let arguments = request.fields[(2 + count)...].map { String(decoding: $0, as: UTF8.self) }
      // Si un hijo anterior cambió algo de la plantilla, el siguiente lo heredaría.
      guard Settings.now() == launched, IPCObjects.removeAll() else {
        send(["tocada"])
        _exit(0)
      }
      var go: [Int32] = [-1, -1]
      guard pipe(&go) == 0 else { _exit(0) }
      for descriptor in go { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
      let pid = fork()
      if pid == 0 {
        return child(
          descriptors: descriptors, go: go, fields: &request.fields, environment: 2..<(2 + count),
          arguments: arguments)
      }
      // La clave del hijo no se queda en la memoria de la plantilla (la heredaría el siguiente).
      Self.erase(&request.fields, request.fields.indices)
      _ = close(go[0])
      for descriptor in descriptors { _ = close(descriptor) }
      guard pid > 0 else { _exit(0) }
      send(["hijo", String(pid)])
      let answer = receive()
      if answer?.fields == [Array("sigue".utf8)] {
        var byte: UInt8 = 1
        _ = write(go[1], &byte, 1)
      } else {
        kill(pid, SIGKILL)
      }
      _ = close(go[1])
      var status: Int32 = 0
      while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
      guard answer != nil else { _exit(0) }
      send(["fin", String(status)])
    }
  }

  /// El hijo: sus descriptores, su sesión, espera a estar en su cgroup, su entorno.
  private func child(
    descriptors: [Int32], go: [Int32], fields: inout [[UInt8]], environment: Range<Int>,
    arguments: [String]
  ) -> [String] {
    _ = close(control)
    _ = close(go[1])
    _ = setsid()
    let null = open("/dev/null", O_RDONLY)
    _ = dup2(null, 0)
    // Primero lejos de 1–3, por si alguno llegó en uno de ellos.
    let moved = descriptors.map { fcntl($0, F_DUPFD, 10) }
    for (target, descriptor) in zip([Int32(1), 2, 3], moved) { _ = dup2(descriptor, target) }
    var byte: UInt8 = 0
    var got = 0
    repeat { got = read(go[0], &byte, 1) } while got < 0 && errno == EINTR
    guard got == 1 else { _exit(122) }
    closefrom(4)
    clearenv()
    // `KEY=valor` a `setenv` sin pasar por `String`, y después a cero: la clave del canal de
    // informe solo queda en el entorno, que el arnés borra antes de las pruebas.
    for index in environment {
      guard let equals = fields[index].firstIndex(of: 61) else { continue }
      var entry = [UInt8](repeating: 0, count: fields[index].count + 1)
      entry.withUnsafeMutableBufferPointer { copy in
        for (offset, byte) in fields[index].enumerated() where offset != equals {
          copy[offset] = byte
        }
        copy.withMemoryRebound(to: CChar.self) { text in
          if let name = text.baseAddress { _ = setenv(name, name + equals + 1, 1) }
        }
        copy.update(repeating: 0)
      }
    }
    Self.erase(&fields, environment)
    Arguments.replace(with: arguments)
    return arguments
  }

  /// Pone a cero los bytes de los campos `range` (en su sitio: cada campo es solo de aquí).
  private static func erase(_ fields: inout [[UInt8]], _ range: Range<Int>) {
    for index in range {
      fields[index].withUnsafeMutableBytes { bytes in
        if let base = bytes.baseAddress { _ = memset(base, 0, bytes.count) }
      }
    }
  }

  // MARK: - El canal

  private func send(_ fields: [String]) {
    var bytes: [UInt8] = []
    for (index, field) in fields.enumerated() {
      if index > 0 { bytes.append(0) }
      bytes += Array(field.utf8)
    }
    _ = bytes.withUnsafeBytes { Glibc.send(control, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
  }

  /// Un mensaje: sus campos (bytes, sin pasar por `String`: pueden llevar la clave de un
  /// canal de informe) y los descriptores que lleva.
  struct Received {
    var fields: [[UInt8]]
    let descriptors: [Int32]
  }

  /// Un mensaje y los descriptores que lleva, o `nil` si el canal se cerró o falló; el búfer
  /// donde se leyó queda a cero.
  private func receive() -> Received? {
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    let space = 64
    var controlBuffer = [UInt8](repeating: 0, count: space)
    var count = 0
    var descriptors: [Int32] = []
    var flags: Int32 = 0
    buffer.withUnsafeMutableBytes { data in
      controlBuffer.withUnsafeMutableBytes { ancillary in
        var vector = iovec(iov_base: data.baseAddress, iov_len: data.count)
        withUnsafeMutablePointer(to: &vector) { vectorPointer in
          var message = msghdr()
          message.msg_iov = vectorPointer
          message.msg_iovlen = 1
          message.msg_control = ancillary.baseAddress
          message.msg_controllen = ancillary.count
          repeat {
            count = recvmsg(control, &message, Int32(MSG_CMSG_CLOEXEC))
          } while count < 0 && errno == EINTR
          flags = message.msg_flags
          guard count > 0, message.msg_controllen >= MemoryLayout<cmsghdr>.size else { return }
          let header = ancillary.load(as: cmsghdr.self)
          guard header.cmsg_level == SOL_SOCKET, header.cmsg_type == Int32(SCM_RIGHTS)
          else { return }
          let headerSize = (MemoryLayout<cmsghdr>.size + 7) & ~7
          let number = (Int(header.cmsg_len) - headerSize) / MemoryLayout<Int32>.size
          for index in 0..<max(0, number) {
            descriptors.append(
              ancillary.load(
                fromByteOffset: headerSize + index * MemoryLayout<Int32>.size, as: Int32.self))
          }
        }
      }
    }
    guard count > 0, flags & Int32(MSG_TRUNC | MSG_CTRUNC) == 0 else {
      for descriptor in descriptors { _ = close(descriptor) }
      return nil
    }
    let fields = buffer[0..<count].split(separator: 0, omittingEmptySubsequences: false).map {
      Array($0)
    }
    buffer.withUnsafeMutableBytes { bytes in
      if let base = bytes.baseAddress { _ = memset(base, 0, bytes.count) }
    }
    return Received(fields: fields, descriptors: descriptors)
  }
}

/// Lo que un hijo hereda de la plantilla y otro proceso de su usuario puede cambiarle: los
/// límites (`getrlimit`, mínimo y máximo), la prioridad, la política del planificador y los
/// procesadores.
struct Settings: Equatable {
  var limits: [UInt64]
  var priority: Int32
  var policy: Int32
  var processors: [UInt8]

  static func now() -> Settings {
    var limits: [UInt64] = []
    for resource in 0..<UInt32(16) {
      var limit = rlimit()
      _ = getrlimit(__rlimit_resource_t(resource), &limit)
      limits += [UInt64(limit.rlim_cur), UInt64(limit.rlim_max)]
    }
    var processors = [UInt8](repeating: 0, count: 128)
    typealias Affinity = @convention(c) (pid_t, Int, UnsafeMutableRawPointer?) -> Int32
    if let symbol = dlsym(dlopen(nil, RTLD_NOW), "sched_getaffinity") {
      let affinity = unsafeBitCast(symbol, to: Affinity.self)
      _ = processors.withUnsafeMutableBytes { affinity(0, $0.count, $0.baseAddress) }
    }
    return Settings(
      limits: limits, priority: getpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0),
      policy: sched_getscheduler(0), processors: processors)
  }
}

/// Los objetos de IPC de System V del espacio de la plantilla (`/proc/sysvipc`): todos son
/// de su usuario, así que puede borrarlos.
enum IPCObjects {
  private typealias SemaphoreControl = @convention(c) (Int32, Int32, Int32) -> Int32

  /// Borra todos; `false` si queda alguno.
  static func removeAll() -> Bool {
    for id in ids(in: "shm") { _ = shmctl(id, IPC_RMID, nil) }
    for id in ids(in: "msg") { _ = msgctl(id, IPC_RMID, nil) }
    // `semctl` es variádica y Swift no la ve; con `IPC_RMID` no lee el cuarto argumento.
    if let symbol = dlsym(dlopen(nil, RTLD_NOW), "semctl") {
      let control = unsafeBitCast(symbol, to: SemaphoreControl.self)
      for id in ids(in: "sem") { _ = control(id, 0, IPC_RMID) }
    }
    return ids(in: "shm").isEmpty && ids(in: "msg").isEmpty && ids(in: "sem").isEmpty
  }

  /// Los identificadores (segunda columna) de `/proc/sysvipc/<kind>`.
  private static func ids(in kind: String) -> [Int32] {
    let descriptor = open("/proc/sysvipc/" + kind, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return [] }
    defer { _ = close(descriptor) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 4096)
    while true {
      let got = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if got <= 0 { break }
      bytes += chunk[0..<got]
    }
    return bytes.split(separator: 10).dropFirst().compactMap { line in
      let words = line.split(separator: 32)
      return words.count > 1 ? Int32(String(decoding: words[1], as: UTF8.self)) : nil
    }
  }
}

/// Los argumentos que ve `CommandLine` en un hijo de la plantilla: los de su ejercicio,
/// como si se hubiera lanzado con ellos.
enum Arguments {
  private typealias Override =
    @convention(c) (UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>, Int32) -> Void

  static func replace(with arguments: [String]) {
    guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "_swift_stdlib_overrideUnsafeArgvArgc")
    else { return }
    let vector = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(
      capacity: arguments.count + 1)
    for (index, argument) in arguments.enumerated() { vector[index] = strdup(argument) }
    vector[arguments.count] = nil
    unsafeBitCast(symbol, to: Override.self)(vector, Int32(arguments.count))
  }
}
