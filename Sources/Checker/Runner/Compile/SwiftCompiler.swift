import Foundation
import Support

/// Una llamada a `swiftc` que compila un programa de ejercicio contra `SharedCore`.
struct SwiftCompiler: Sendable {
  var toolchain: SharedCoreToolchain
  /// `-swift-version` de los ejercicios.
  var languageMode: String
  /// Segundos de CPU que se deja compilar (`RLIMIT_CPU` de cada proceso del compilador):
  /// pasados, el compilador muere con `SIGXCPU` y la compilación no terminó por su código,
  /// no por la carga de la máquina. El reloj tiene además `wallClockLimit`.
  var timeout: Double = 60
  /// Si se cancela, el compilador muere al momento.
  var cancellation: ProcessCancellation?
  /// Las herramientas de aislamiento (`nil`: las detectadas).
  var support: SandboxSupport?
  /// Dónde se prepara la caché de módulos (`ModuleCache`; el corrector usa la caché del
  /// usuario, `CodeCache.defaultDirectory()`, sea cual sea la de sus veredictos: se
  /// prepara una vez por máquina); `nil`: cada compilación usa una propia, nueva.
  var moduleCacheBase: String?
  /// Una etiqueta que el compilador lleva en su entorno (`tagVariable`) para reconocer sus
  /// procesos desde fuera: la carpeta de la caché de veredictos del corrector.
  var tag: String?
  /// Si es mayor que `timeout`: el tope de reloj para un compilador al que la máquina
  /// cargada le quitó la CPU (`TimeoutEvidence`), como a los programas en `corregir`.
  var starvationCap: Double = 0
  /// La variable de entorno de `tag`.
  static let tagVariable = "LECCION_CACHE"
  /// Con `-strict-memory-safety`: cada uso de memoria sin comprobar da un aviso
  /// (`StrictMemorySafety`), que en el archivo de la persona es un error (`SourceRules`).
  var strictMemorySafety = false

  /// Cuántos compiladores pueden estar en marcha a la vez (`nil`: sin tope aquí).
  var slots: CompilerSlots?

  /// Si una llamada que el driver resolvería con un solo `swift-frontend` se hace
  /// directamente a él (`FrontendPlan`).
  var directFrontend = !compilesAsBefore

  /// Si `LECCION_COMPILAR_TODO_JUNTO=1`, una comprobación compila todo junto con `swiftc`,
  /// como antes de las pruebas compiladas una vez (`CodeRunner.compileSplit`) y de llamar al
  /// frontend sin el driver (`FrontendPlan`, `LinkPlan`): para medir lo que ahorran en una
  /// misma corrida (`Benchmarks/Tutor/comprobar-frio.sh`). El veredicto es el mismo.
  static var compilesAsBefore: Bool {
    EnvironmentVariable.value("LECCION_COMPILAR_TODO_JUNTO") == "1"
  }

  /// Nombre del módulo de los ejercicios (aparece en `#fileID`).
  static let moduleName = "Ejercicio"

  /// Las opciones, sin los archivos. Un solo `swiftc` que compila y enlaza: `-wmo` evita
  /// un `swift-frontend` por archivo (con pocos archivos pequeños es lo más rápido), y el
  /// `rpath` busca la biblioteca junto al programa y en la carpeta de `swift build`.
  ///
  /// El arnés (`LeccionHarness`) va ya compilado y se enlaza **entero y estático**
  /// (`--whole-archive`): sus símbolos están dentro del programa, nada de fuera se interpone
  /// en ellos, y un símbolo con su nombre en el código de la persona (que las reglas ya
  /// rechazan: `@_silgen_name`, `@_cdecl`) sería un símbolo repetido, un error del enlazador.
  var flags: [String] {
    [
      "-swift-version", languageMode, "-Onone", "-wmo",
      "-module-name", Self.moduleName,
      "-diagnostic-style", "llvm", "-no-color-diagnostics",
    ] + moduleSearchFlags + linkFlags + (strictMemorySafety ? ["-strict-memory-safety"] : [])
  }

  /// Las opciones de enlace: el motor, el arnés entero y estático, dónde buscar el motor al
  /// arrancar y el enlazador.
  var linkFlags: [String] {
    [
      "-L", toolchain.libraryDirectory, "-lSharedCore",
      "-Xlinker", "--whole-archive", "-Xlinker", toolchain.harnessLibraryPath,
      "-Xlinker", "--no-whole-archive",
      "-Xlinker", "-rpath", "-Xlinker", "$ORIGIN",
      "-Xlinker", "-rpath", "-Xlinker", toolchain.libraryDirectory,
    ] + linkerFlags
  }

  /// Las opciones para compilar el módulo `moduleName` a un objeto, sin enlazar (las
  /// mismas de `flags` salvo el enlace): para las dos mitades de `CodeRunner.compileSplit`.
  func objectFlags(moduleName: String) -> [String] {
    [
      "-swift-version", languageMode, "-Onone", "-wmo",
      "-module-name", moduleName,
      "-diagnostic-style", "llvm", "-no-color-diagnostics",
    ] + moduleSearchFlags + (strictMemorySafety ? ["-strict-memory-safety"] : []) + ["-c"]
  }

  /// `lld` si el compilador lo trae a su lado (el de swift.org lo trae): enlaza un programa
  /// de ejercicio con un tercio menos de CPU que `gold`, el de omisión en Linux (medido en
  /// `Sources/LeccionHarness/README.md`). Sin él, el de omisión.
  var linkerFlags: [String] {
    let swiftc = (toolchain.swiftc as NSString).resolvingSymlinksInPath
    let lld = (swiftc as NSString).deletingLastPathComponent + "/ld.lld"
    return FileManager.default.isExecutableFile(atPath: lld) ? ["-use-ld=lld"] : []
  }

  /// Dónde buscar los módulos del motor y del arnés.
  var moduleSearchFlags: [String] {
    ["-I", toolchain.moduleDirectory]
      + (toolchain.harnessModuleDirectory == toolchain.moduleDirectory
        ? [] : ["-I", toolchain.harnessModuleDirectory])
  }

  /// Las opciones de `typecheck(files:in:)`, sin los archivos.
  var typecheckFlags: [String] {
    [
      "-typecheck", "-swift-version", languageMode, "-module-name", Self.moduleName,
      "-diagnostic-style", "llvm", "-no-color-diagnostics",
    ] + moduleSearchFlags
  }

  struct Outcome {
    var succeeded: Bool
    var diagnostics: [CompilerDiagnostic]
    /// Si se abandonó por tiempo.
    var timedOut = false
    /// Si el tiempo agotado es del código y no de la carga de la máquina
    /// (`TimeoutCause.isGenuine`): entonces es el resultado de la persona y se guarda.
    var timeoutIsGenuine = false
    /// Con `LinkChain`: el compilador terminó bien y falló el enlace de la misma caja.
    var linkFailed = false
    /// Con `ObjectParts`: si se compiló un objeto por archivo (y después se unieron).
    var splitObjects = false
  }

  /// Segundos de reloj antes de abandonar una compilación: holgados (5 veces el límite de
  /// CPU, y al menos 2 minutos más), para que en una máquina cargada llegue antes el de
  /// CPU; si llega este, el tiempo agotado solo es de la persona si el compilador tuvo la
  /// CPU (`TimeoutEvidence`).
  var wallClockLimit: Double { max(5 * timeout, timeout + 120) }

  /// La marca con que `swiftc` dice que un `swift-frontend` murió por `SIGXCPU`.
  static let cpuLimitMark = "failed due to signal 24"

  /// Si el compilador murió por su tope de CPU: lo dice el driver (`cpuLimitMark`) o, si se
  /// llamó directamente a `swift-frontend` (`FrontendPlan`), su terminación (`SIGXCPU`, o
  /// 128 + 24 a través de `bwrap`).
  static func diedOfCPULimit(_ result: ChildProcess.Result, text: String) -> Bool {
    text.contains(cpuLimitMark) || result.termination.unwrappingShell() == .signaled(SIGXCPU)
  }

  /// El mensaje de una compilación que no terminó.
  func timeoutMessage() -> String {
    "la compilación no terminó en \(Int(timeout.rounded())) s"
  }

  /// Compila `files` (rutas) en `output`.
  func compile(files: [String], output: String, in directory: String) throws(CodeRunnerError)
    -> Outcome
  {
    try run(flags + ["-o", output] + files, in: directory)
  }

  /// Llama a `swiftc` con `arguments` (opciones, archivos y salida) y lee lo que dice.
  /// `linking`: solo enlaza objetos ya compilados (se puede hacer sin el driver, `LinkPlan`).
  /// `chain`: enlaza después en la misma caja si la interfaz es la esperada (`LinkChain`).
  /// `autolink`: al enlazar, lo que `swift-autolink-extract` escribiría (`AutolinkEntries`).
  /// `parts`: un objeto por archivo, si se puede (`ObjectParts`).
  func run(
    _ arguments: [String], in directory: String, linking: Bool = false, chain: LinkChain? = nil,
    autolink: [String]? = nil, parts: ObjectParts? = nil
  ) throws(CodeRunnerError) -> Outcome {
    let (result, splitObjects) = try invoke(
      arguments, in: directory, linking: linking, chain: chain, autolink: autolink, parts: parts)
    if result.cancelled { throw .cancelled }
    if chain != nil && result.termination == .exited(LinkChain.linkFailed) && !result.timedOut {
      return Outcome(
        succeeded: false, diagnostics: [], linkFailed: true, splitObjects: splitObjects)
    }
    let text = String(decoding: result.output, as: UTF8.self)
    var diagnostics = CompilerDiagnostic.parse(text)
    let succeeded = result.termination == .exited(0) && !result.timedOut
    let cpuExhausted = !succeeded && Self.diedOfCPULimit(result, text: text)
    let timedOut = result.timedOut || cpuExhausted
    let genuine =
      cpuExhausted || (result.timedOut && result.timeoutEvidence?.cause.isGenuine == true)
    if timedOut {
      // Lo que diga el compilador al morir (la pila, la señal) no es de la persona.
      diagnostics.removeAll { $0.origin == .harness }
      diagnostics.append(timeoutDiagnostic(genuine: genuine))
    } else if !succeeded && !diagnostics.contains(where: { $0.severity == .error }) {
      diagnostics.append(
        CompilerDiagnostic(
          origin: .harness, file: nil, line: nil, column: nil, severity: .error,
          message: text.trimmingCharacters(in: .whitespacesAndNewlines), unit: nil))
    }
    return Outcome(
      succeeded: succeeded, diagnostics: diagnostics, timedOut: timedOut,
      timeoutIsGenuine: genuine, splitObjects: splitObjects)
  }

  /// Solo comprueba tipos (`-typecheck`) de `files`; devuelve los diagnósticos.
  func typecheck(files: [String], in directory: String) throws(CodeRunnerError)
    -> [CompilerDiagnostic]
  {
    let result = try invoke(typecheckFlags + files, in: directory)
    if result.cancelled { throw .cancelled }
    let text = String(decoding: result.output, as: UTF8.self)
    var diagnostics = CompilerDiagnostic.parse(text)
    let cpuExhausted =
      result.termination != .exited(0) && Self.diedOfCPULimit(result, text: text)
    if result.timedOut || cpuExhausted {
      diagnostics.removeAll { $0.origin == .harness }
      diagnostics.append(
        timeoutDiagnostic(
          genuine: cpuExhausted || result.timeoutEvidence?.cause.isGenuine == true))
    }
    return diagnostics
  }

  /// El error de una compilación que no terminó: de la persona (se guarda como cualquier
  /// error suyo) si el tiempo agotado es genuino; del arnés (no se guarda) si no.
  private func timeoutDiagnostic(genuine: Bool) -> CompilerDiagnostic {
    CompilerDiagnostic(
      origin: genuine ? .learner : .harness, file: nil, line: nil, column: nil,
      severity: .error, message: timeoutMessage(), unit: nil)
  }

  /// El entorno de `swiftc` para el código propio (la sonda del motor, las pruebas del
  /// curso): el de `leccion`, sin colores y con `TMPDIR` en `directory` (la carpeta de la
  /// compilación, que se borra después): `swiftc` deja carpetas `TemporaryDirectory.*` en
  /// `TMPDIR`.
  static func environment(temporary directory: String) -> [String: String] {
    var environment = ProcessInfo.processInfo.environment
    environment["TERM"] = "dumb"
    environment["TMPDIR"] = directory
    return environment
  }

  /// Lo que identifica al compilador, al motor y al arnés para la caché: ruta, tamaño, fecha
  /// e inodo de `swiftc` (resuelto), `swift-frontend`, el módulo y la biblioteca del motor y
  /// los del arnés.
  func fingerprint() -> String {
    let swiftc = (toolchain.swiftc as NSString).resolvingSymlinksInPath
    let frontend = (swiftc as NSString).deletingLastPathComponent + "/swift-frontend"
    return [
      swiftc, frontend, toolchain.modulePath, toolchain.libraryPath,
      toolchain.harnessModulePath, toolchain.harnessLibraryPath,
    ]
    .map(Self.identity(of:)).joined(separator: "|")
  }

  /// Ruta, tamaño, fecha e inodo de `path` (o `ruta:ausente`).
  static func identity(of path: String) -> String {
    var info = stat()
    guard stat(path, &info) == 0 else { return path + ":ausente" }
    return "\(path):\(info.st_size):\(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec):\(info.st_ino)"
  }
}
