import Foundation

/// La búsqueda en disco que hay detrás de `SharedCoreToolchain.locate`.
public enum ToolchainSearch {
  /// Un motor encontrado en una carpeta de compilación.
  struct EngineBuild: Equatable {
    var moduleDirectory: String
    var libraryDirectory: String
    var libraryModified: Date
  }

  /// La ruta del ejecutable en marcha, resolviendo `/proc/self/exe` si existe.
  public static func runningExecutable() -> String? {
    if let resolved = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
      return resolved
    }
    return Bundle.main.executablePath
  }

  /// El compilador: `LECCION_SWIFTC`, luego `PATH`, luego `/opt/swift/usr/bin/swiftc`.
  static func findCompiler(environment: [String: String]) throws(CodeRunnerError) -> String {
    if let explicit = environment["LECCION_SWIFTC"], !explicit.isEmpty {
      guard isExecutable(explicit) else { throw .compilerNotFound }
      return explicit
    }
    let path = environment["PATH"] ?? ""
    let directories = path.split(separator: ":").map(String.init) + ["/opt/swift/usr/bin"]
    for directory in directories where !directory.isEmpty {
      let candidate = directory + "/swiftc"
      if isExecutable(candidate) { return candidate }
    }
    throw .compilerNotFound
  }

  /// Si `directory` es una carpeta de `swift build` con el motor, dónde está cada parte.
  static func engine(inBuildDirectory directory: String) -> EngineBuild? {
    let fileManager = FileManager.default
    let library = directory + "/" + SharedCoreToolchain.libraryFileName
    guard fileManager.fileExists(atPath: library) else { return nil }
    let moduleDirectory: String
    if fileManager.fileExists(atPath: directory + "/Modules/SharedCore.swiftmodule") {
      moduleDirectory = directory + "/Modules"
    } else if fileManager.fileExists(atPath: directory + "/SharedCore.swiftmodule") {
      moduleDirectory = directory
    } else {
      return nil
    }
    let attributes = try? fileManager.attributesOfItem(atPath: library)
    let modified = attributes?[.modificationDate] as? Date ?? .distantPast
    return EngineBuild(
      moduleDirectory: moduleDirectory, libraryDirectory: directory, libraryModified: modified)
  }

  /// Las carpetas candidatas a partir de `roots` y de sus antecesoras; los motores
  /// encontrados van primero si están en la propia carpeta del ejecutable, y luego del más
  /// reciente al más antiguo.
  static func candidates(from roots: [String]) -> (found: [EngineBuild], searched: [String]) {
    var searched: [String] = []
    var seen = Set<String>()
    var direct: [EngineBuild] = []
    var others: [EngineBuild] = []
    func consider(_ directory: String, direct isDirect: Bool) {
      let real = (directory as NSString).resolvingSymlinksInPath
      guard seen.insert(real).inserted else { return }
      guard let build = engine(inBuildDirectory: real) else {
        if !isDirect { searched.append(directory) }
        return
      }
      if isDirect { direct.append(build) } else { others.append(build) }
    }
    if let first = roots.first { consider(first, direct: true) }
    for root in roots {
      var current = (root as NSString).standardizingPath
      while true {
        for build in buildDirectories(under: current + "/.build") { consider(build, direct: false) }
        let parent = (current as NSString).deletingLastPathComponent
        if parent == current || parent.isEmpty { break }
        current = parent
      }
    }
    others.sort { $0.libraryModified > $1.libraryModified }
    return (direct + others, searched)
  }

  /// `.build/debug`, `.build/release` y `.build/<triple>/{debug,release}` si existen.
  static func buildDirectories(under dotBuild: String) -> [String] {
    let fileManager = FileManager.default
    var isDirectory: ObjCBool = false
    guard fileManager.fileExists(atPath: dotBuild, isDirectory: &isDirectory), isDirectory.boolValue
    else { return [] }
    var result = [dotBuild + "/debug", dotBuild + "/release"]
    let entries = (try? fileManager.contentsOfDirectory(atPath: dotBuild)) ?? []
    for entry in entries.sorted() where entry.contains("-") {
      result.append(dotBuild + "/" + entry + "/debug")
      result.append(dotBuild + "/" + entry + "/release")
    }
    return result.filter { fileManager.fileExists(atPath: $0) }
  }

  static func isExecutable(_ path: String) -> Bool {
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
      && !isDirectory.boolValue && FileManager.default.isExecutableFile(atPath: path)
  }
}
