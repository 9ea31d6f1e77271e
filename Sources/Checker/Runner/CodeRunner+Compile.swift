import Foundation
import Synchronization
import Support

extension CodeRunner {
  /// Una compilación hecha en una carpeta temporal.
  struct Build {
    /// La carpeta temporal (se borra con `remove()`).
    var directory: String
    /// El programa, si compiló.
    var program: String?
    /// Los diagnósticos, ya en los archivos de cada persona.
    var diagnostics: [CompilerDiagnostic]
    /// Si el compilador se abandonó por tiempo.
    var timedOut = false
    /// Si ese tiempo agotado es del código, no de la carga (`SwiftCompiler.Outcome`).
    var timeoutIsGenuine = false
    /// Cuántas veces se lanzó la caja del compilador (`compileSplit`: 1 si compiló y enlazó
    /// en la misma, `LinkChain`).
    var launches = 1

    func remove() { try? FileManager.default.removeItem(atPath: directory) }
  }

  var compiler: SwiftCompiler {
    SwiftCompiler(
      toolchain: toolchain, languageMode: options.languageMode,
      timeout: options.compileTimeoutSeconds, cancellation: cancellation,
      support: sandboxSupport, moduleCacheBase: CodeCache.defaultDirectory(),
      tag: cache?.directory, slots: compilerSlots)
  }

  /// El compilador de los ejercicios: el de siempre, con la comprobación estricta de
  /// memoria (sus avisos en el archivo de la persona son errores: `SourceRules`).
  var exerciseCompiler: SwiftCompiler {
    var strict = compiler
    strict.strictMemorySafety = true
    return strict
  }

  /// Compila uno o varios ejercicios (con nombres que no chocan) en un solo programa con una
  /// sola llamada a `swiftc`.
  func compile(_ units: [CompilationUnit]) throws(CodeRunnerError) -> Build {
    for path in [toolchain.harnessLibraryPath, toolchain.harnessModulePath]
    where !FileManager.default.fileExists(atPath: path) {
      throw .harnessNotBuilt(path: path)
    }
    let directory = try Self.temporaryDirectory(prefix: "leccion-compilar")
    var paths: [String] = []
    let files = HarnessSource.files(
      for: units, implicitImports: options.implicitImports, prelude: options.harnessPrelude,
      routesEngineIssues: engineFeatures.routesIssues)
    for file in files {
      let path = directory + "/" + file.name
      guard FileManager.default.createFile(atPath: path, contents: Data(file.contents.utf8)) else {
        try? FileManager.default.removeItem(atPath: directory)
        throw .fileSystem(path: path, reason: "no se pudo escribir")
      }
      paths.append(path)
    }
    let output = directory + "/programa"
    let outcome: SwiftCompiler.Outcome
    do {
      outcome = SourceRules.enforcingMemorySafety(
        try exerciseCompiler.compile(files: paths, output: output, in: directory))
    } catch {
      try? FileManager.default.removeItem(atPath: directory)
      throw error
    }
    return Build(
      directory: directory, program: outcome.succeeded ? output : nil,
      diagnostics: outcome.diagnostics, timedOut: outcome.timedOut,
      timeoutIsGenuine: outcome.timeoutIsGenuine)
  }

  /// La clave del programa compilado de un ejercicio solo: fuentes, arnés, compilador, motor
  /// y opciones de compilación.
  func programKey(for submission: CodeSubmission) -> String {
    var hash = SHA256()
    hash.update(field: HarnessSource.version)
    hash.update(field: compilerFingerprint)
    for flag in exerciseCompiler.flags { hash.update(field: flag) }
    for module in options.implicitImports { hash.update(field: module) }
    hash.update(field: options.harnessPrelude)
    hash.update(field: engineFeatures.routesIssues ? "avisos" : "sin-avisos")
    for file in [submission.learnerFile] + submission.allTests {
      hash.update(field: HarnessSource.displayName(file.name))
      hash.update(field: file.contents)
    }
    if submission.teacherTestsOnly { hash.update(field: "solo-profesor") }
    return hash.hexDigest()
  }

  /// Las claves de los veredictos de este corrector en su caché: la receta única
  /// (`ResultKeying`), sin huella del curso (el ejercicio entra por sus archivos) y con la
  /// identidad del compilador y del motor por sus archivos (ruta, tamaño, fecha, inodo:
  /// `compilerFingerprint`), que no ejecuta `swiftc` ni lee el motor entero en cada proceso
  /// del tutor; el almacén de la clase usa su contenido (`contentIdentity()`).
  var verdictKeying: ResultKeying {
    ResultKeying(courseHash: "", toolchain: compilerFingerprint, runnerSettings: verdictSettings)
  }

  /// La clave del veredicto (`ResultKeying.key(for:)`); en un lote, con el contexto de todo
  /// lo que se compiló junto (`ResultKeying.key(_:in:)`).
  func verdictKey(for submission: CodeSubmission) -> String {
    let key = verdictKeying.key(for: submission)
    return companionsKey.map { ResultKeying.key(key, in: $0) } ?? key
  }

  /// El contexto de un lote: el de `ResultKeying.context(of:)` con las claves de todos sus
  /// ejercicios, en orden.
  func companionsKey(of submissions: [CodeSubmission]) -> String {
    let keying = verdictKeying
    let keys = submissions.map(keying.key(for:))
    return ResultKeying.context(of: keys) ?? keys.first ?? ""
  }

  /// Los límites y el aislamiento, para las claves de lo que se ejecuta.
  var limitsKey: String {
    let limits = options.limits
    let sandbox =
      sandboxSupport.map { $0.gaps.map(\.message).joined(separator: "|") }
      ?? SandboxSupport.quickKey()
    return "\(limits.wallClockSeconds) \(limits.cpuSeconds) \(limits.memoryBytes) "
      + "\(limits.processes) \(limits.fileSizeBytes) \(limits.openFiles) \(limits.outputBytes) "
      + "\(limits.floodBytes) \(limits.starvationCapSeconds) \(sandbox) "
      + ProcessTreeGroup.treeBound(limits).key
  }

  var compilerFingerprint: String {
    FingerprintMemo.value(for: compiler)
  }

  /// Lo que ofrece el motor (se sondea una vez por motor compilado).
  var engineFeatures: EngineFeatures {
    EngineFeatures.detect(compiler: compiler, fingerprint: compilerFingerprint, cache: cache)
  }

  /// Una carpeta nueva en el directorio temporal, solo para este proceso.
  static func temporaryDirectory(prefix: String) throws(CodeRunnerError) -> String {
    let base = NSTemporaryDirectory()
    var template = Array(
      ((base.hasSuffix("/") ? base : base + "/") + prefix + "-XXXXXX").utf8CString)
    let created = template.withUnsafeMutableBufferPointer { buffer -> Bool in
      guard let pointer = buffer.baseAddress else { return false }
      return mkdtemp(pointer) != nil
    }
    guard created else {
      throw .fileSystem(
        path: base, reason: "no se pudo crear una carpeta temporal (errno \(errno))")
    }
    let path = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
    // Si `leccion` termina por una señal antes de borrarla, se borra al salir.
    TerminationCleanup.registerDirectory(path)
    return path
  }
}

/// `stat` de cuatro archivos por comprobación sale barato, pero una caché caliente lo hace
/// en cada consulta: se recuerda durante un segundo.
enum FingerprintMemo {
  private static let memo = Mutex<[String: (value: String, at: Double)]>([:])

  static func value(for compiler: SwiftCompiler) -> String {
    // Todo lo que entra en la huella: dos motores con el mismo `swiftc` y otro arnés (o
    // sin él) no comparten la suya.
    let toolchain = compiler.toolchain
    let key = [
      toolchain.swiftc, toolchain.libraryPath, toolchain.modulePath,
      toolchain.harnessLibraryPath, toolchain.harnessModulePath,
    ].joined(separator: "|")
    let now = ChildProcess.monotonicSeconds()
    return memo.withLock { memo in
      if let entry = memo[key], now - entry.at < 1 { return entry.value }
      let value = compiler.fingerprint()
      memo[key] = (value, now)
      return value
    }
  }
}

extension CodeRunner {
  /// Los archivos exactos que `check(_:)` compila para `submission` (el de la persona y las
  /// pruebas con su `#sourceLocation`, y la tabla de pruebas `main.swift`; el arnés va ya
  /// compilado, en `compilerFlags`), para depurar o medir.
  public func compilationFiles(for submission: CodeSubmission) throws(CodeRunnerError)
    -> [SourceFile]
  {
    let unit = try prepare(submission, index: 0)
    return HarnessSource.files(
      for: [unit], implicitImports: options.implicitImports, prelude: options.harnessPrelude,
      routesEngineIssues: engineFeatures.routesIssues
    ).map { SourceFile(name: $0.name, contents: $0.contents) }
  }

  /// Las opciones de `swiftc` que usa el corrector (sin archivos ni `-o`).
  public var compilerFlags: [String] { exerciseCompiler.flags }
}
