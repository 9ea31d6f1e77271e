import Support

extension CodeRunner {
  /// Lo que, además de los archivos del ejercicio y de la identidad del compilador y del
  /// motor (`SharedCoreToolchain.contentIdentity()`), decide un veredicto de este corrector:
  /// la versión del arnés, las opciones de `swiftc` (sin las carpetas donde está el motor),
  /// los módulos implícitos, el preludio, los límites y el aislamiento disponible. Para quien
  /// guarda veredictos fuera de la caché del propio corrector (el almacén de resultados de
  /// `leccion corregir`).
  ///
  /// ```swift
  /// var hash = SHA256()
  /// hash.update(field: runner.verdictSettings)
  /// ```
  public var verdictSettings: String {
    var hash = SHA256()
    hash.update(field: HarnessSource.version)
    for flag in exerciseCompiler.flags {
      switch flag {
      case toolchain.moduleDirectory: hash.update(field: "<modulos>")
      case toolchain.libraryDirectory: hash.update(field: "<biblioteca>")
      case toolchain.harnessModuleDirectory: hash.update(field: "<modulos-arnes>")
      case toolchain.harnessLibraryPath: hash.update(field: "<arnes>")
      default: hash.update(field: flag)
      }
    }
    hash.update(field: String(options.implicitImports.count))
    for module in options.implicitImports { hash.update(field: module) }
    hash.update(field: options.harnessPrelude)
    hash.update(field: String(options.compileTimeoutSeconds))
    hash.update(field: limitsKey)
    return hash.hexDigest()
  }

  /// La versión de `leccion` y el ejecutable en marcha (ruta, tamaño, fecha e inodo): lo
  /// que identifica al propio corrector. Otra compilación de `leccion` es otro corrector.
  public static let executableIdentity: String = {
    let executable = ToolchainSearch.runningExecutable().map(SwiftCompiler.identity(of:))
    return "leccion " + LeccionVersion.current + " " + (executable ?? "desconocido")
  }()
}
