import Foundation
import Support

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension ChildProcess {
  /// Una tubería cuyos extremos se cierran al lanzar otros programas (`FD_CLOEXEC`).
  struct Pipe {
    var read: Int32
    var write: Int32

    init() throws(CodeRunnerError) {
      var fds: [Int32] = [-1, -1]
      guard pipe(&fds) == 0 else {
        throw .spawnFailed(program: "pipe", errno: errno)
      }
      read = fds[0]
      write = fds[1]
      for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
      _ = fcntl(read, F_SETFL, fcntl(read, F_GETFL) | O_NONBLOCK)
    }

    mutating func closeWrite() {
      if write >= 0 { close(write) }
      write = -1
    }

    mutating func closeAll() {
      closeWrite()
      if read >= 0 { close(read) }
      read = -1
    }
  }

  private typealias CloseFrom =
    @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
  private typealias ChangeDirectory =
    @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, UnsafePointer<CChar>) -> Int32

  /// `posix_spawn_file_actions_addclosefrom_np` y `…addchdir_np` son extensiones de glibc
  /// que Swift no importa: se buscan en tiempo de ejecución.
  private static let closeFrom: CloseFrom? = symbol("posix_spawn_file_actions_addclosefrom_np")
  private static let changeDirectory: ChangeDirectory? = symbol(
    "posix_spawn_file_actions_addchdir_np")

  private static func symbol<T>(_ name: String) -> T? {
    guard let address = dlsym(UnsafeMutableRawPointer(bitPattern: 0), name) else { return nil }
    return unsafeBitCast(address, to: T.self)
  }

  static func spawn(
    _ request: Request, outputWrite: Int32, errorsWrite: Int32?, reportWrite: Int32?
  ) throws(CodeRunnerError) -> pid_t {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_adddup2(&actions, outputWrite, 1)
    posix_spawn_file_actions_adddup2(&actions, errorsWrite ?? outputWrite, 2)
    if let reportWrite { posix_spawn_file_actions_adddup2(&actions, reportWrite, 3) }
    if let closeFrom { _ = closeFrom(&actions, reportWrite == nil ? 3 : 4) }
    if let directory = request.workingDirectory {
      guard let changeDirectory else {
        throw .fileSystem(path: directory, reason: "esta libc no permite fijar la carpeta del hijo")
      }
      _ = directory.withCString { changeDirectory(&actions, $0) }
    }

    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var noSignals = sigset_t()
    sigemptyset(&noSignals)
    posix_spawnattr_setsigmask(&attributes, &noSignals)
    var allSignals = sigset_t()
    sigfillset(&allSignals)
    posix_spawnattr_setsigdefault(&attributes, &allSignals)
    let flags =
      Int32(POSIX_SPAWN_SETSIGMASK) | Int32(POSIX_SPAWN_SETSIGDEF)
      | SpawnFlag.newSession
    posix_spawnattr_setflags(&attributes, Int16(flags))

    let argv = CStringArray([request.executable] + request.arguments)
    let envp = CStringArray(
      request.environment.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })
    defer {
      argv.release()
      envp.release()
    }
    var pid: pid_t = 0
    let code = posix_spawn(
      &pid, request.executable, &actions, &attributes, argv.pointers, envp.pointers)
    guard code == 0 else {
      throw .spawnFailed(program: request.executable, errno: code)
    }
    return pid
  }
}
