import Foundation

#if canImport(Glibc)
  import Glibc
#endif

extension Sandbox {
  /// Procesos e hilos del usuario actual: `RLIMIT_NPROC` los cuenta todos.
  func ownTasks() -> Int {
    Self.tasks(ownedBy: getuid()).reduce(0) { $0 + $1.threads }
  }

  /// Sin `bwrap` no hay espacio de procesos propio: lo que se escapó del grupo (con
  /// `setsid`) se mata enviando `kill -KILL -1` con ese mismo usuario, y luego uno a uno
  /// hasta que no quede ninguno vivo (la señal tarda en surtir efecto en una máquina
  /// cargada, y una bomba de procesos sigue naciendo mientras tanto).
  func killEverything(ownedBy uid: uid_t) {
    guard let setpriv = support.setpriv else { return }
    let request = ChildProcess.Request(
      executable: setpriv,
      arguments: [
        "--reuid=\(uid)", "--regid=\(uid)", "--clear-groups", "--", "/bin/kill", "-KILL", "-1",
      ],
      environment: ["PATH": "/usr/bin:/bin"], timeout: 5)
    _ = try? ChildProcess.run(request)
    for _ in 0..<500 {
      let alive = Self.tasks(ownedBy: uid).filter { !$0.zombie }
      if alive.isEmpty { return }
      for task in alive { kill(task.pid, SIGKILL) }
      usleep(10_000)
    }
  }

  /// Los procesos de `uid` según `/proc`.
  static func tasks(ownedBy uid: uid_t) -> [(pid: pid_t, threads: Int, zombie: Bool)] {
    var result: [(pid: pid_t, threads: Int, zombie: Bool)] = []
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    for entry in entries {
      guard let pid = pid_t(entry),
        let status = try? String(contentsOfFile: "/proc/\(entry)/status", encoding: .utf8)
      else { continue }
      var owner: uid_t?
      var threads = 1
      var zombie = false
      for line in status.split(separator: "\n") {
        if line.hasPrefix("Uid:") {
          owner = line.split(separator: "\t").dropFirst().first.flatMap { uid_t($0) }
        }
        if line.hasPrefix("Threads:") {
          threads = Int(line.split(separator: "\t").last ?? "1") ?? 1
        }
        if line.hasPrefix("State:") { zombie = line.contains("Z") }
      }
      if owner == uid { result.append((pid, threads, zombie)) }
    }
    return result
  }
}
