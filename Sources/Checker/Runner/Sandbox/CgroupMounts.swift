import Foundation

/// Las jerarquías de cgroup montadas (`/proc/self/mountinfo`) y el grupo del propio
/// proceso en cada una (`/proc/self/cgroup`): de ahí sale la carpeta bajo la que
/// `ProcessTreeGroup` crea los suyos.
struct CgroupMounts: Sendable, Hashable {
  struct Mount: Sendable, Hashable {
    /// La raíz del montaje dentro de la jerarquía (`/` casi siempre).
    var root: String
    /// Dónde está montada.
    var point: String
    /// `cgroup` (v1) o `cgroup2`.
    var type: String
    /// Las opciones del sistema de archivos (en v1, los controladores).
    var options: [String]
  }

  var mounts: [Mount]
  /// Por controlador (`memory`, `pids`; `""` para v2), el grupo propio.
  var ownGroups: [String: String]

  /// Lee las dos tablas del sistema.
  static func read() -> CgroupMounts {
    let mountinfo = (try? String(contentsOfFile: "/proc/self/mountinfo", encoding: .utf8)) ?? ""
    let cgroups = (try? String(contentsOfFile: "/proc/self/cgroup", encoding: .utf8)) ?? ""
    return parse(mountinfo: mountinfo, cgroup: cgroups)
  }

  /// Interpreta el texto de `/proc/self/mountinfo` y de `/proc/self/cgroup`.
  static func parse(mountinfo: String, cgroup: String) -> CgroupMounts {
    var mounts: [Mount] = []
    for line in mountinfo.split(separator: "\n") {
      let halves = line.components(separatedBy: " - ")
      guard halves.count == 2 else { continue }
      let before = halves[0].split(separator: " ")
      let after = halves[1].split(separator: " ")
      guard before.count >= 5, after.count >= 3, after[0] == "cgroup" || after[0] == "cgroup2"
      else { continue }
      mounts.append(
        Mount(
          root: String(before[3]), point: String(before[4]), type: String(after[0]),
          options: after[2].split(separator: ",").map(String.init)))
    }
    var own: [String: String] = [:]
    for line in cgroup.split(separator: "\n") {
      let fields = line.split(separator: ":", maxSplits: 2, omittingEmptySubsequences: false)
      guard fields.count == 3 else { continue }
      for controller in fields[1].split(separator: ",", omittingEmptySubsequences: false) {
        own[String(controller)] = String(fields[2])
      }
    }
    return CgroupMounts(mounts: mounts, ownGroups: own)
  }

  /// En v1, la carpeta del grupo propio en la jerarquía de `controller`.
  func version1Base(controller: String) -> String? {
    guard
      let mount = mounts.first(where: { $0.type == "cgroup" && $0.options.contains(controller) }),
      let group = ownGroups[controller]
    else { return nil }
    return Self.join(mount, group)
  }

  /// En v2, la carpeta del grupo propio.
  func version2Base() -> String? {
    guard let mount = mounts.first(where: { $0.type == "cgroup2" }), let group = ownGroups[""]
    else { return nil }
    return Self.join(mount, group)
  }

  /// La carpeta de `group` en `mount` (si el montaje empieza más abajo, se quita ese trozo;
  /// si el grupo queda fuera del montaje, no se ve).
  private static func join(_ mount: Mount, _ group: String) -> String? {
    var relative = group
    if mount.root != "/" {
      guard group == mount.root || group.hasPrefix(mount.root + "/") else { return nil }
      relative = String(group.dropFirst(mount.root.count))
    }
    if relative == "/" { relative = "" }
    return mount.point + relative
  }
}
