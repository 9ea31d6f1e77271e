import Foundation

/// Una llamada a `swiftc` que compila un programa de ejercicio contra `SharedCore`.
struct SwiftCompiler: Sendable {
  var toolchain: SharedCoreToolchain
  /// `-swift-version` de los ejercicios.
  var languageMode: String
  /// Segundos antes de abandonar una compilación colgada.
  var timeout: Double = 120
  /// Si se cancela, el compilador muere al momento.
  var cancellation: ProcessCancellation?
  /// Con `-strict-memory-safety`: cada uso de memoria sin comprobar da un aviso
  /// (`StrictMemorySafety`), que en el archivo de la persona es un error (`SourceRules`).
  var strictMemorySafety = false

  /// Nombre del módulo de los ejercicios (aparece en `#fileID`).
  static let moduleName = "Ejercicio"

  /// Las opciones, sin los archivos. Un solo `swiftc` que compila y enlaza: `-wmo` evita
  /// un `swift-frontend` por archivo (con pocos archivos pequeños es lo más rápido), y el
  /// `rpath` busca la biblioteca junto al programa y en la carpeta de `swift build`.
  var flags: [String] {
    [
      "-swift-version", languageMode, "-Onone", "-wmo",
      "-module-name", Self.moduleName,
      "-diagnostic-style", "llvm", "-no-color-diagnostics",
      "-I", toolchain.moduleDirectory,
      "-L", toolchain.libraryDirectory, "-lSharedCore",
      "-Xlinker", "-rpath", "-Xlinker", "$ORIGIN",
      "-Xlinker", "-rpath", "-Xlinker", toolchain.libraryDirectory,
    ] + (strictMemorySafety ? ["-strict-memory-safety"] : [])
  }

  struct Outcome {
    var succeeded: Bool
    var diagnostics: [CompilerDiagnostic]
    /// Si se abandonó por tiempo (no se guarda en la caché: depende de la carga).
    var timedOut = false
  }

  /// Compila `files` (rutas) en `output`.
  func compile(files: [String], output: String, in directory: String) throws(CodeRunnerError)
    -> Outcome
  {
    let environment = Self.environment(temporary: directory)
    let request = ChildProcess.Request(
      executable: toolchain.swiftc, arguments: flags + ["-o", output] + files,
      environment: environment, workingDirectory: directory, timeout: timeout,
      outputLimit: 4 << 20, floodLimit: 64 << 20, cancellation: cancellation)
    let result = try ChildProcess.run(request)
    if result.cancelled { throw .cancelled }
    let text = String(decoding: result.output, as: UTF8.self)
    var diagnostics = CompilerDiagnostic.parse(text)
    let succeeded = result.termination == .exited(0) && !result.timedOut
    if !succeeded && !diagnostics.contains(where: { $0.severity == .error }) {
      let reason = result.timedOut ? "el compilador no terminó en \(Int(timeout)) s" : text
      diagnostics.append(
        CompilerDiagnostic(
          origin: .harness, file: nil, line: nil, column: nil, severity: .error,
          message: reason.trimmingCharacters(in: .whitespacesAndNewlines), unit: nil))
    }
    return Outcome(succeeded: succeeded, diagnostics: diagnostics, timedOut: result.timedOut)
  }

  /// Solo comprueba tipos (`-typecheck`) de `files`; devuelve los diagnósticos.
  func typecheck(files: [String], in directory: String) throws(CodeRunnerError)
    -> [CompilerDiagnostic]
  {
    let arguments = [
      "-typecheck", "-swift-version", languageMode, "-module-name", Self.moduleName,
      "-diagnostic-style", "llvm", "-no-color-diagnostics", "-I", toolchain.moduleDirectory,
    ]
    let environment = Self.environment(temporary: directory)
    let request = ChildProcess.Request(
      executable: toolchain.swiftc, arguments: arguments + files, environment: environment,
      workingDirectory: directory, timeout: timeout, outputLimit: 4 << 20, floodLimit: 64 << 20,
      cancellation: cancellation)
    let result = try ChildProcess.run(request)
    if result.cancelled { throw .cancelled }
    var diagnostics = CompilerDiagnostic.parse(String(decoding: result.output, as: UTF8.self))
    if result.timedOut {
      diagnostics.append(
        CompilerDiagnostic(
          origin: .harness, file: nil, line: nil, column: nil, severity: .error,
          message: "el compilador no terminó en \(Int(timeout)) s", unit: nil))
    }
    return diagnostics
  }

  /// El entorno de `swiftc`: el de `leccion`, sin colores y con `TMPDIR` en `directory`
  /// (la carpeta de la compilación, que se borra después): `swiftc -typecheck` deja una
  /// carpeta `TemporaryDirectory.*` en `TMPDIR` cada vez.
  static func environment(temporary directory: String) -> [String: String] {
    var environment = ProcessInfo.processInfo.environment
    environment["TERM"] = "dumb"
    environment["TMPDIR"] = directory
    return environment
  }

  /// Lo que identifica al compilador y al motor para la caché: ruta, tamaño, fecha e inodo
  /// de `swiftc` (resuelto), `swift-frontend`, el módulo y la biblioteca.
  func fingerprint() -> String {
    let swiftc = (toolchain.swiftc as NSString).resolvingSymlinksInPath
    let frontend = (swiftc as NSString).deletingLastPathComponent + "/swift-frontend"
    return [swiftc, frontend, toolchain.modulePath, toolchain.libraryPath]
      .map(Self.identity(of:)).joined(separator: "|")
  }

  /// Ruta, tamaño, fecha e inodo de `path` (o `ruta:ausente`).
  static func identity(of path: String) -> String {
    var info = stat()
    guard stat(path, &info) == 0 else { return path + ":ausente" }
    return "\(path):\(info.st_size):\(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec):\(info.st_ino)"
  }
}
