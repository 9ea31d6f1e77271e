import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Lo que ve un programa dentro de `bwrap`: una raíz nueva y vacía en la que entra, de solo
/// lectura, lo justo para ejecutarlo (el programa, las bibliotecas que carga, el cargador
/// dinámico y unos pocos archivos de `/etc`), más dos carpetas privadas con tope de tamaño:
/// la de trabajo y `/tmp`. Nada de la carpeta personal, del `/tmp` del anfitrión ni de la
/// carpeta de la clase.
///
/// ```swift
/// let view = SandboxView(program: "/tmp/x/programa", companions: [libreria], ...)
/// view.bubblewrapArguments()   // ["--perms", "0755", "--dir", "/usr", …]
/// ```
struct SandboxView: Sendable, Hashable {
  /// La carpeta de trabajo del programa, su `HOME`: vacía al empezar y solo suya.
  static let workDirectory = "/ejercicio"
  /// La ruta con que se lanza el programa.
  static let programPath = workDirectory + "/programa"

  /// Lo que se monta: una carpeta o un archivo del anfitrión en una ruta, o un enlace.
  enum Mount: Sendable, Hashable {
    case readOnly(source: String, destination: String)
    case symlink(target: String, at: String)

    var destination: String {
      switch self {
      case .readOnly(_, let destination): destination
      case .symlink(_, let at): at
      }
    }
  }

  /// El programa (ruta del anfitrión), que aparece como `programPath`.
  var program: String
  /// Archivos que aparecen junto al programa con su mismo nombre (`libSharedCore.so`).
  var companions: [String] = []
  /// Carpetas o archivos que aparecen en su misma ruta (las bibliotecas de Swift, `prlimit`).
  var readOnlyPaths: [String] = []
  /// Bytes de cada carpeta escribible (`/ejercicio` y `/tmp`).
  var scratchBytes: Int
  /// Sin root, `bwrap` necesita un espacio de usuarios propio.
  var isRoot: Bool

  /// Las opciones de `bwrap`, sin el `--` ni la orden.
  func bubblewrapArguments() -> [String] {
    let programMounts =
      [Mount.readOnly(source: program, destination: Self.programPath)]
      + companions.map {
        .readOnly(
          source: $0, destination: Self.workDirectory + "/" + ($0 as NSString).lastPathComponent)
      }
    let own = readOnlyPaths.map { Mount.readOnly(source: $0, destination: Self.relocated($0)) }
    var arguments = Self.directories(for: Self.system + own)
    for mount in Self.system + own { arguments += Self.arguments(for: mount) }
    arguments += [
      "--dev", "/dev", "--proc", "/proc",
      "--unshare-ipc", "--unshare-pid", "--unshare-net", "--unshare-uts", "--unshare-cgroup-try",
      "--hostname", "leccion", "--die-with-parent",
    ]
    if !isRoot { arguments.append("--unshare-user") }
    for scratch in ["/tmp", Self.workDirectory] {
      arguments += ["--perms", "1777", "--size", String(scratchBytes), "--tmpfs", scratch]
    }
    for mount in programMounts { arguments += Self.arguments(for: mount) }
    arguments += ["--chdir", Self.workDirectory]
    return arguments
  }

  // MARK: - Partes

  private static func arguments(for mount: Mount) -> [String] {
    switch mount {
    case .readOnly(let source, let destination): ["--ro-bind", source, destination]
    case .symlink(let target, let at): ["--symlink", target, at]
    }
  }

  /// `bwrap` crea las carpetas intermedias solo para root (`0700`): se crean antes a mano,
  /// legibles por todos, para que el usuario sin privilegios llegue a lo montado.
  private static func directories(for mounts: [Mount]) -> [String] {
    var seen: Set<String> = ["/"]
    var arguments: [String] = []
    for mount in mounts {
      var prefix = ""
      for component in mount.destination.split(separator: "/").dropLast() {
        prefix += "/" + component
        guard seen.insert(prefix).inserted else { continue }
        arguments += ["--perms", "0755", "--dir", prefix]
      }
    }
    return arguments
  }

  /// Una ruta que pasa por uno de los enlaces del sistema (`/lib` → `usr/lib`) se monta en
  /// su destino real, para no crear una carpeta donde va el enlace.
  static func relocated(_ path: String) -> String {
    for case .symlink(_, let link) in system where path.hasPrefix(link + "/") {
      let resolved = (link as NSString).resolvingSymlinksInPath
      return resolved + path.dropFirst(link.count)
    }
    return path
  }

  /// Lo del sistema que necesita cualquier programa enlazado dinámicamente: las carpetas
  /// de bibliotecas (`/lib`, `/lib64`, `/usr/lib/<arquitectura>`, como carpetas o como los
  /// enlaces que son en un sistema con `/usr` unificado), la caché del cargador y la zona
  /// horaria. Se calcula una vez.
  static let system: [Mount] = {
    var mounts: [Mount] = []
    let fileManager = FileManager.default
    for path in ["/lib", "/lib64", "/lib32", "/libx32", "/usr/lib64", "/usr/lib32"] {
      if let target = try? fileManager.destinationOfSymbolicLink(atPath: path) {
        mounts.append(.symlink(target: target, at: path))
      } else if isDirectory(path) {
        mounts.append(.readOnly(source: path, destination: path))
      }
    }
    let multiarch = ((try? fileManager.contentsOfDirectory(atPath: "/usr/lib")) ?? [])
      .filter { $0.contains("-linux-") }.sorted()
    for name in multiarch where isDirectory("/usr/lib/" + name) {
      mounts.append(.readOnly(source: "/usr/lib/" + name, destination: "/usr/lib/" + name))
    }
    if fileManager.fileExists(atPath: "/etc/ld.so.cache") {
      mounts.append(.readOnly(source: "/etc/ld.so.cache", destination: "/etc/ld.so.cache"))
    }
    if isDirectory("/usr/share/zoneinfo") {
      mounts.append(.readOnly(source: "/usr/share/zoneinfo", destination: "/usr/share/zoneinfo"))
    }
    if let target = try? fileManager.destinationOfSymbolicLink(atPath: "/etc/localtime") {
      mounts.append(.symlink(target: target, at: "/etc/localtime"))
    } else if fileManager.fileExists(atPath: "/etc/localtime") {
      mounts.append(.readOnly(source: "/etc/localtime", destination: "/etc/localtime"))
    }
    return mounts
  }()

  private static func isDirectory(_ path: String) -> Bool {
    var info = stat()
    return lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
  }
}
