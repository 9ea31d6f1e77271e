import Foundation

/// Lanza un programa con `posix_spawn` sin darle nada del proceso de pruebas: la entrada, la
/// salida y la de errores van a `/dev/null` (o la salida a una tubería propia), el resto de
/// descriptores se cierran, y las señales vuelven a su estado normal (ni bloqueadas ni
/// ignoradas).
///
/// Hace falta para lo que se queda en segundo plano, como el servidor de tmux: con lo que
/// heredara, una tubería del ejecutor de pruebas seguiría abierta (y `swift test` esperaría
/// a que se cerrase) y un `SIGHUP` bloqueado dejaría vivo lo que corre en sus paneles.
///
/// ```swift
/// let (status, output) = CleanSpawn.run(["/usr/bin/tmux", "-V"], capture: true)
/// ```
enum CleanSpawn {
  /// Ejecuta `arguments` (el primero, la ruta del programa) y espera a que termine.
  /// - Returns: el código de salida (-1 si no se pudo lanzar o murió por una señal) y, con
  ///   `capture`, lo que escribió en su salida.
  static func run(_ arguments: [String], capture: Bool) -> (status: Int32, output: String) {
    guard let path = arguments.first else { return (-1, "") }
    var pipe: [Int32] = [-1, -1]
    // Sin `O_CLOEXEC` (`pipe2` no está en Glibc para Swift): el hijo cierra igualmente todo
    // lo que pasa del 2.
    if capture, Glibc.pipe(&pipe) != 0 { return (-1, "") }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    if capture {
      posix_spawn_file_actions_adddup2(&actions, pipe[1], 1)
    } else {
      posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    }
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    closeInheritedDescriptors(&actions)
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var none = sigset_t()
    sigemptyset(&none)
    var all = sigset_t()
    sigfillset(&all)
    posix_spawnattr_setsigmask(&attributes, &none)
    posix_spawnattr_setsigdefault(&attributes, &all)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
    let argv = arguments.map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    var pid: pid_t = 0
    let spawned = posix_spawn(&pid, path, &actions, &attributes, argv, environ)
    if capture { close(pipe[1]) }
    guard spawned == 0 else {
      if capture { close(pipe[0]) }
      return (-1, "")
    }
    var output = Data()
    if capture {
      var buffer = [UInt8](repeating: 0, count: 65536)
      while true {
        let count = read(pipe[0], &buffer, buffer.count)
        if count < 0, errno == EINTR { continue }
        if count <= 0 { break }
        output.append(contentsOf: buffer[0..<count])
      }
      close(pipe[0])
    }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0, errno == EINTR {}
    let exited = (status & 0x7f) == 0 ? (status >> 8) & 0xff : -1
    return (exited, String(decoding: output, as: UTF8.self))
  }

  /// Cierra en el hijo todo descriptor a partir del 3. Con
  /// `posix_spawn_file_actions_addclosefrom_np` (glibc 2.34), que Swift no ve en Glibc y se
  /// busca con `dlsym`; si no está, los que tiene abiertos ahora este proceso.
  private static func closeInheritedDescriptors(_ actions: inout posix_spawn_file_actions_t) {
    typealias CloseFrom =
      @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32)
      -> Int32
    if let symbol = dlsym(
      UnsafeMutableRawPointer(bitPattern: 0), "posix_spawn_file_actions_addclosefrom_np")
    {
      if unsafeBitCast(symbol, to: CloseFrom.self)(&actions, 3) == 0 { return }
    }
    let open = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
    for descriptor in open.compactMap({ Int32($0) }) where descriptor > 2 {
      posix_spawn_file_actions_addclose(&actions, descriptor)
    }
  }
}
