import Foundation

/// Procesos que una prueba deja en segundo plano y que no son hijos suyos (un servidor de
/// tmux, lo que corre en sus paneles): se buscan en `/proc` y se matan.
enum TestProcesses {
  /// Un proceso concreto: su pid y cuándo arrancó (`/proc/PID/stat`), para no confundirlo
  /// con otro que reciba el mismo pid más tarde.
  struct Identity: Equatable {
    var pid: pid_t
    var start: UInt64

    /// El proceso `pid` si existe y no es un zombi (ni el 0, el 1 o este mismo).
    init?(_ pid: pid_t) {
      guard pid > 1, pid != getpid(), let stat = TestProcesses.status(of: pid), stat.state != "Z"
      else { return nil }
      self.pid = pid
      start = stat.start
    }

    /// Si sigue vivo (el mismo proceso, no otro con su pid).
    var isAlive: Bool { Identity(pid) == self }
  }

  /// Mata con `SIGKILL` todo proceso vivo de la sesión que encabeza `leader` (un panel de
  /// tmux encabeza la suya), aunque esté en otro grupo de procesos.
  static func kill(sessionOf leader: Identity) {
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    for pid in entries.compactMap({ pid_t($0) }) where pid > 1 && pid != getpid() {
      guard let stat = status(of: pid), stat.session == leader.pid, stat.state != "Z" else {
        continue
      }
      Glibc.kill(pid, SIGKILL)
    }
  }

  /// Los procesos vivos (no zombis) que descienden de `ancestor`: hijos, nietos…, con su
  /// nombre (`/proc/PID/comm`). Los de una caja de arena con su propio espacio de procesos
  /// también cuelgan de él, vistos desde fuera.
  static func descendants(of ancestor: pid_t) -> [(identity: Identity, name: String)] {
    var children: [pid_t: [pid_t]] = [:]
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    for pid in entries.compactMap({ pid_t($0) }) {
      guard let stat = status(of: pid), stat.state != "Z" else { continue }
      children[stat.parent, default: []].append(pid)
    }
    var found: [(identity: Identity, name: String)] = []
    var pending = children[ancestor] ?? []
    while let pid = pending.popLast() {
      pending += children[pid] ?? []
      guard let identity = Identity(pid) else { continue }
      let name = (try? String(contentsOfFile: "/proc/\(pid)/comm", encoding: .utf8)) ?? ""
      found.append((identity, name.trimmingCharacters(in: .whitespacesAndNewlines)))
    }
    return found
  }

  /// Espera hasta 5 s a que `process` termine; si no, lo mata con `SIGKILL`.
  static func stop(_ process: Identity) {
    for _ in 0..<50 {
      if !process.isAlive { return }
      usleep(100_000)
    }
    if process.isAlive { Glibc.kill(process.pid, SIGKILL) }
  }

  /// El estado, el padre, la sesión y el arranque de `pid`, de `/proc/PID/stat` (campos 3,
  /// 4, 6 y 22; el nombre, el 2, va entre paréntesis y puede llevar espacios).
  private static func status(
    of pid: pid_t
  ) -> (state: Character, parent: pid_t, session: pid_t, start: UInt64)? {
    guard let text = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
      let close = text.lastIndex(of: ")")
    else { return nil }
    let fields = text[text.index(after: close)...].split(separator: " ")
    guard fields.count > 19, let state = fields[0].first, let parent = pid_t(fields[1]),
      let session = pid_t(fields[3]), let start = UInt64(fields[19])
    else { return nil }
    return (state, parent, session, start)
  }
}
