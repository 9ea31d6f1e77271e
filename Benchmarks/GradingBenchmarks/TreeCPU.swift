import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// La CPU de esta medición y de todo lo que lanza, también lo que va en la caja (`bwrap`, con
/// su espacio de procesos y su cgroup de memoria), que getrusage de este proceso no ve entero:
/// la primera vez mete este proceso en un cgroup propio, `cpuacct` (cgroup v1) o uno de v2
/// bajo el suyo, y lee su contador (`cpuacct.usage`, o `usage_usec` de `cpu.stat`), en el que
/// cuentan todos sus descendientes. Sin cgroup con permiso de escritura, getrusage, y `source`
/// lo dice. Es lo mismo que hace `Benchmarks/cpu-arbol.sh` para los scripts.
enum TreeCPU {
  private static let group: (path: String, version2: Bool)? = {
    let mounts = (try? String(contentsOfFile: "/proc/self/mountinfo", encoding: .utf8)) ?? ""
    let own = (try? String(contentsOfFile: "/proc/self/cgroup", encoding: .utf8)) ?? ""
    var candidates: [(String, Bool)] = []
    for line in mounts.split(separator: "\n") {
      let halves = line.components(separatedBy: " - ")
      let before = halves[0].split(separator: " ")
      guard halves.count == 2, before.count >= 5, before[3] == "/" else { continue }
      let after = halves[1].split(separator: " ")
      if after.first == "cgroup", after.last?.split(separator: ",").contains("cpuacct") == true,
        let path = ownPath(in: own, { $0.split(separator: ",").contains("cpuacct") })
      {
        candidates.insert((String(before[4]) + path, false), at: 0)
      } else if after.first == "cgroup2", let path = ownPath(in: own, { $0.isEmpty }) {
        candidates.append((String(before[4]) + path, true))
      }
    }
    for (base, version2) in candidates {
      let path = base + "/leccion-banco-\(getpid())"
      guard mkdir(path, 0o755) == 0 || errno == EEXIST else { continue }
      if (try? "\(getpid())".write(
        toFile: path + "/cgroup.procs", atomically: false, encoding: .utf8))
        != nil
      {
        atexit { TreeCPU.leave() }
        return (path, version2)
      }
      rmdir(path)
    }
    return nil
  }()

  /// Al salir: vuelve al cgroup de antes y borra el propio, ya vacío.
  private static func leave() {
    guard let group else { return }
    let parent = (group.path as NSString).deletingLastPathComponent
    _ = try? "\(getpid())".write(
      toFile: parent + "/cgroup.procs", atomically: false, encoding: .utf8)
    rmdir(group.path)
  }

  private static func ownPath(in cgroup: String, _ matches: (Substring) -> Bool) -> String? {
    for line in cgroup.split(separator: "\n") {
      let fields = line.split(separator: ":", maxSplits: 2, omittingEmptySubsequences: false)
      if fields.count == 3, matches(fields[1]) {
        return fields[2] == "/" ? "" : String(fields[2])
      }
    }
    return nil
  }

  /// De dónde sale la CPU de las tablas.
  static var source: String {
    guard let group else { return "getrusage (sin cgroup: falta la CPU de lo que va en la caja)" }
    return group.version2
      ? "cgroup v2 cpu.stat (\(group.path))" : "cgroup v1 cpuacct (\(group.path))"
  }

  /// Segundos de CPU acumulados hasta ahora por el árbol entero.
  static func seconds() -> Double {
    if let group {
      if group.version2 {
        let text = (try? String(contentsOfFile: group.path + "/cpu.stat", encoding: .utf8)) ?? ""
        for line in text.split(separator: "\n") where line.hasPrefix("usage_usec ") {
          return Double(line.dropFirst(11)).map { $0 / 1e6 } ?? 0
        }
      } else if let text = try? String(
        contentsOfFile: group.path + "/cpuacct.usage", encoding: .utf8),
        let nanoseconds = Double(text.trimmingCharacters(in: .whitespacesAndNewlines))
      {
        return nanoseconds / 1e9
      }
    }
    var total = 0.0
    for who in [RUSAGE_SELF.rawValue, RUSAGE_CHILDREN.rawValue] {
      var usage = rusage()
      getrusage(who, &usage)
      total += Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6
      total += Double(usage.ru_stime.tv_sec) + Double(usage.ru_stime.tv_usec) / 1e6
    }
    return total
  }
}
