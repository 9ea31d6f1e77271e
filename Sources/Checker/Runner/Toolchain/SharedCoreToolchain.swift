import Foundation
import Synchronization

/// Dónde están el compilador y el motor `SharedCore` ya compilado, para compilar contra él
/// los ejercicios de código.
///
/// ```swift
/// let toolchain = try SharedCoreToolchain.locate()
/// print(toolchain.libraryPath)   // …/.build/debug/libSharedCore.so
/// ```
public struct SharedCoreToolchain: Sendable, Hashable {
  /// Ruta del `swiftc` que compila los ejercicios.
  public var swiftc: String
  /// Carpeta que contiene `SharedCore.swiftmodule` (se pasa con `-I`).
  public var moduleDirectory: String
  /// Carpeta que contiene `libSharedCore.so` (se pasa con `-L` y como `rpath`).
  public var libraryDirectory: String
  /// Carpeta que contiene `LeccionHarness.swiftmodule`, el arnés de pruebas compilado
  /// (por omisión, la del motor).
  public var harnessModuleDirectory: String
  /// Carpeta que contiene `libLeccionHarness.a` (por omisión, la de la biblioteca del motor).
  public var harnessLibraryDirectory: String

  /// Crea una descripción a mano (pruebas, o carpetas conocidas de antemano). El arnés se
  /// busca junto al motor si no se dice otra carpeta.
  public init(
    swiftc: String, moduleDirectory: String, libraryDirectory: String,
    harnessModuleDirectory: String? = nil, harnessLibraryDirectory: String? = nil
  ) {
    self.swiftc = swiftc
    self.moduleDirectory = moduleDirectory
    self.libraryDirectory = libraryDirectory
    self.harnessModuleDirectory = harnessModuleDirectory ?? moduleDirectory
    self.harnessLibraryDirectory = harnessLibraryDirectory ?? libraryDirectory
  }

  /// El nombre del módulo del arnés de pruebas.
  public static let harnessModuleName = "LeccionHarness"

  /// Ruta completa del arnés compilado: una biblioteca estática, que se enlaza entera dentro
  /// de cada programa de ejercicio.
  public var harnessLibraryPath: String {
    harnessLibraryDirectory + "/lib" + Self.harnessModuleName + ".a"
  }

  /// Ruta completa del módulo del arnés.
  public var harnessModulePath: String {
    harnessModuleDirectory + "/" + Self.harnessModuleName + ".swiftmodule"
  }

  /// El nombre de archivo de la biblioteca en esta plataforma.
  public static var libraryFileName: String {
    #if os(macOS)
      "libSharedCore.dylib"
    #else
      "libSharedCore.so"
    #endif
  }

  /// Ruta completa de la biblioteca dinámica del motor.
  public var libraryPath: String { libraryDirectory + "/" + Self.libraryFileName }

  /// Ruta completa del módulo del motor.
  public var modulePath: String { moduleDirectory + "/SharedCore.swiftmodule" }

  /// La carpeta de la biblioteca de Swift del compilador (`…/usr/lib/swift/linux` junto a
  /// `…/usr/bin/swiftc`), donde están `libswiftCore.so`, `libFoundation.so`…
  /// Se resuelve una vez por compilador y proceso: se pide en cada enlace.
  var runtimeLibraryDirectory: String {
    if let known = Self.runtimeDirectories.withLock({ $0[swiftc] }) { return known }
    let compiler = URL(fileURLWithPath: swiftc).resolvingSymlinksInPath().path
    let bin = (compiler as NSString).deletingLastPathComponent
    let directory = (bin as NSString).deletingLastPathComponent + "/lib/swift/linux"
    Self.runtimeDirectories.withLock { $0[swiftc] = directory }
    return directory
  }

  private static let runtimeDirectories = Mutex<[String: String]>([:])

  /// Busca el motor y el compilador sin ninguna preparación previa.
  ///
  /// Orden: `LECCION_SHAREDCORE_DIR` (una carpeta de `swift build`, p. ej. `.build/debug`);
  /// la carpeta del ejecutable en marcha; y las carpetas `.build/{debug,release}` y
  /// `.build/<triple>/{debug,release}` de la carpeta del ejecutable, de la actual y de
  /// sus antecesoras (gana la biblioteca más reciente). El compilador: `LECCION_SWIFTC`,
  /// `PATH` y `/opt/swift/usr/bin`.
  ///
  /// - Parameters:
  ///   - environment: las variables de entorno que se consultan.
  ///   - executablePath: el ejecutable en marcha (por omisión, `/proc/self/exe`).
  ///   - currentDirectory: la carpeta actual.
  /// - Throws: `CodeRunnerError.engineNotBuilt` con las carpetas revisadas, o
  ///   `.compilerNotFound`.
  public static func locate(
    environment: [String: String] = ProcessInfo.processInfo.environment,
    executablePath: String? = ToolchainSearch.runningExecutable(),
    currentDirectory: String = FileManager.default.currentDirectoryPath
  ) throws(CodeRunnerError) -> SharedCoreToolchain {
    let swiftc = try ToolchainSearch.findCompiler(environment: environment)
    if let override = environment["LECCION_SHAREDCORE_DIR"], !override.isEmpty {
      guard let build = ToolchainSearch.engine(inBuildDirectory: override) else {
        throw .engineOverrideInvalid(variable: "LECCION_SHAREDCORE_DIR", path: override)
      }
      return SharedCoreToolchain(
        swiftc: swiftc, moduleDirectory: build.moduleDirectory,
        libraryDirectory: build.libraryDirectory)
    }
    let roots = [
      executablePath.map { ($0 as NSString).deletingLastPathComponent }, currentDirectory,
    ]
    .compactMap { $0 }
    let search = ToolchainSearch.candidates(from: roots)
    guard let best = search.found.first else {
      let searched = search.searched.isEmpty ? roots.map { $0 + "/.build" } : search.searched
      throw .engineNotBuilt(searched: searched)
    }
    return SharedCoreToolchain(
      swiftc: swiftc, moduleDirectory: best.moduleDirectory, libraryDirectory: best.libraryDirectory
    )
  }
}
