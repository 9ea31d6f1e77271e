import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Lo que ve `swiftc` dentro de `bwrap` al compilar el código de una persona: el sistema
/// (`/usr` y sus enlaces), el compilador y el motor, todo de solo lectura; la carpeta de la
/// compilación como `/compilacion` (lo único del anfitrión en que escribe), un `/tmp` propio
/// con tope de tamaño y la caché de módulos ya preparada en `/modulos`, de solo lectura
/// (`ModuleCache`). Nada de la carpeta personal, del `/tmp` del anfitrión ni de la carpeta
/// de la clase; sin red y con su propio espacio de procesos: cuando muere `bwrap`, muere
/// con él todo `swift-frontend`.
///
/// ```swift
/// let view = CompilerView(toolchainRoot: "/opt/swift/usr", ...)
/// view.bubblewrapArguments()   // ["--ro-bind", "/usr", "/usr", …]
/// ```
struct CompilerView: Sendable, Hashable {
  /// La carpeta de la compilación dentro de la caja (fuentes y programa).
  static let workDirectory = "/compilacion"
  /// La caché de módulos dentro de la caja.
  static let moduleCacheDirectory = "/modulos"

  /// La carpeta del compilador (la que contiene `bin/swiftc`), de solo lectura.
  var toolchainRoot: String
  /// Lo del motor que el compilador lee (la carpeta de módulos y la biblioteca).
  var enginePaths: [String]
  /// La carpeta de la compilación en el anfitrión.
  var buildDirectory: String
  /// La caché de módulos en el anfitrión.
  var moduleCache: String
  /// Si la caché se puede escribir (solo al prepararla `ModuleCache`, con código propio).
  var moduleCacheWritable = false
  /// Bytes del `/tmp` propio.
  var scratchBytes: Int = 256 << 20
  /// Sin root, `bwrap` necesita un espacio de usuarios propio.
  var isRoot: Bool

  /// Las opciones de `bwrap`, sin el `--` ni la orden.
  func bubblewrapArguments() -> [String] {
    var arguments: [String] = ["--ro-bind", "/usr", "/usr"]
    for path in ["/lib", "/lib64", "/lib32", "/libx32", "/bin", "/sbin"] {
      if let target = try? FileManager.default.destinationOfSymbolicLink(atPath: path) {
        arguments += ["--symlink", target, path]
      } else if Self.isDirectory(path) {
        arguments += ["--ro-bind", path, path]
      }
    }
    for file in ["/etc/ld.so.cache", "/etc/localtime"]
    where FileManager.default.fileExists(atPath: file) {
      arguments += ["--ro-bind", file, file]
    }
    let own = ([toolchainRoot] + enginePaths).filter { !$0.hasPrefix("/usr/") }
    // Antes que lo montado: algo del compilador o del motor puede vivir bajo `/tmp`.
    arguments += ["--perms", "1777", "--size", String(scratchBytes), "--tmpfs", "/tmp"]
    // `bwrap` crea las carpetas intermedias solo para root (`0700`): se crean antes,
    // abiertas, para que el usuario sin privilegios llegue a lo montado.
    var seen: Set<String> = ["/tmp"]
    for path in own {
      var prefix = ""
      for component in path.split(separator: "/").dropLast() {
        prefix += "/" + component
        guard seen.insert(prefix).inserted else { continue }
        arguments += ["--perms", "0755", "--dir", prefix]
      }
    }
    for path in own { arguments += ["--ro-bind", path, path] }
    arguments += [
      "--dev", "/dev", "--proc", "/proc",
      "--unshare-ipc", "--unshare-pid", "--unshare-net", "--unshare-uts", "--unshare-cgroup-try",
      "--hostname", "leccion", "--die-with-parent",
    ]
    if !isRoot { arguments.append("--unshare-user") }
    arguments += [
      moduleCacheWritable ? "--bind" : "--ro-bind", moduleCache, Self.moduleCacheDirectory,
      "--bind", buildDirectory, Self.workDirectory,
      "--chdir", Self.workDirectory,
    ]
    return arguments
  }

  /// La ruta de `path` (dentro de `buildDirectory`) tal como la ve el compilador.
  func inside(_ path: String) -> String {
    guard path.hasPrefix(buildDirectory + "/") else { return path }
    return Self.workDirectory + path.dropFirst(buildDirectory.count)
  }

  /// El entorno del compilador: nada del de quien corrige.
  static func environment(toolchainRoot: String, temporary: String, home: String) -> [String:
    String]
  {
    [
      "PATH": toolchainRoot + "/bin:/usr/bin:/bin", "HOME": home, "TMPDIR": temporary,
      "TERM": "dumb", "LANG": "C.UTF-8",
    ]
  }

  private static func isDirectory(_ path: String) -> Bool {
    var info = stat()
    return lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
  }
}
