import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Permisos de archivo para el usuario sin privilegios del hijo.
enum SandboxPermissions {
  /// La primera de `paths` (o de sus carpetas) que otro usuario no puede leer o atravesar.
  static func firstUnreadableForOthers(_ paths: [String]) -> String? {
    for path in paths {
      var prefix = ""
      let components = path.split(separator: "/")
      for (index, component) in components.enumerated() {
        prefix += "/" + component
        var info = stat()
        guard stat(prefix, &info) == 0 else { return prefix }
        let isLast = index == components.count - 1
        let isDirectory = (info.st_mode & S_IFMT) == S_IFDIR
        let needed = isDirectory ? S_IXOTH : (isLast ? S_IROTH : S_IXOTH)
        if info.st_mode & needed == 0 { return prefix }
      }
    }
    return nil
  }

  /// Si otro usuario puede leer `path` (y entrar, si es carpeta; ejecutarlo, si
  /// `execute`), sin mirar las carpetas que llevan a él.
  static func isOpenToOthers(_ path: String, execute: Bool) -> Bool {
    var info = stat()
    guard stat(path, &info) == 0 else { return false }
    let isDirectory = (info.st_mode & S_IFMT) == S_IFDIR
    let needed = S_IROTH | (isDirectory || execute ? S_IXOTH : 0)
    return info.st_mode & needed == needed
  }

  /// Da `directory` (y lo que contiene, sin bajar más) a `uid`, solo para él (`0700`).
  static func giveAway(_ directory: String, to uid: uid_t) throws(CodeRunnerError) {
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
    for path in [directory] + entries.map({ directory + "/" + $0 }) {
      guard chown(path, uid, gid_t(uid)) == 0 else {
        throw .fileSystem(path: path, reason: "no se pudo cambiar su dueño (errno \(errno))")
      }
    }
    chmod(directory, 0o700)
  }
}
