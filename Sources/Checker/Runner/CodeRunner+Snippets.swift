import Foundation
import Support

extension CodeRunner {
  /// Compila `snippet` como programa (`main.swift`, con `import SharedCore` implícito) y lo
  /// ejecuta en la caja de arena, con la salida y los errores por separado. El resultado se
  /// guarda en la caché (salvo si se agotó el tiempo).
  ///
  /// ```swift
  /// let fragmento = SourceFile(name: "ejemplo.swift", contents: "print(1 + 1)")
  /// let resultado = try await runner.run(snippet: fragmento)
  /// resultado.standardOutput   // "2\n"
  /// ```
  /// - Throws: solo problemas del corrector (sin disco, sin compilador); los del fragmento
  ///   (no compila, se estrella) van en el resultado.
  public func run(snippet: SourceFile) async throws(CodeRunnerError) -> SnippetOutcome {
    let result = await cancellable { runner -> Result<SnippetOutcome, CodeRunnerError> in
      do throws(CodeRunnerError) {
        return .success(try runner.runNow(snippet: snippet))
      } catch {
        return .failure(error)
      }
    }
    return try result.get()
  }

  /// `run(snippet:)` en el hilo que llama (bloquea).
  public func runNow(snippet: SourceFile) throws(CodeRunnerError) -> SnippetOutcome {
    var hash = SHA256()
    hash.update(field: "fragmento-1")
    hash.update(field: programKey(for: [snippet]))
    hash.update(field: limitsKey)
    let key = hash.hexDigest()
    if var cached = cache?.load(SnippetOutcome.self, key: key) {
      cached.fromCache = true
      return cached
    }
    let directory = try Self.temporaryDirectory(prefix: "leccion-fragmento")
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let main = directory + "/main.swift"
    let tag = HarnessSource.locationTag(unit: 0, file: 0, name: snippet.name)
    let text = HarnessSource.wrapMain(snippet.contents, tag: tag, imports: options.implicitImports)
    guard FileManager.default.createFile(atPath: main, contents: Data(text.utf8)) else {
      throw .fileSystem(path: main, reason: "no se pudo escribir")
    }
    let program = directory + "/programa"
    let compiled = try compiler.compile(files: [main], output: program, in: directory)
    var outcome = SnippetOutcome(
      compiled: compiled.succeeded, diagnostics: compiled.diagnostics, standardOutput: "",
      standardError: "", outputTruncated: false, termination: nil, timedOut: false,
      sandboxGaps: [], fromCache: false)
    if compiled.succeeded {
      let runDirectory = directory + "/ejecutar"
      do {
        try FileManager.default.createDirectory(
          atPath: runDirectory, withIntermediateDirectories: false)
      } catch {
        throw .fileSystem(path: runDirectory, reason: "no se pudo preparar la ejecución")
      }
      let sandbox = Sandbox(limits: options.limits, support: sandboxSupport ?? .detected)
      let run = try sandbox.run(
        program: program, companions: [toolchain.libraryPath], in: runDirectory,
        readablePaths: [swiftRuntimeDirectory], separateErrors: true, cancellation: cancellation)
      outcome.standardOutput = run.output
      outcome.standardError = ProgramOutput.clean(run.errors)
      outcome.outputTruncated = run.outputTruncated
      outcome.termination = run.termination
      // El límite que sea (el reloj, la CPU, la alarma): el mismo «no terminó» (`TimeLimit`).
      outcome.timedOut = TimeLimit.stopping(run, limits: options.limits) != nil
      outcome.sandboxGaps = run.gaps
    }
    if cancellation?.isCancelled == true { throw .cancelled }
    if !outcome.timedOut { cache?.save(outcome, key: key) }
    return outcome
  }

  /// Comprueba los tipos de `files` (cada uno con `import SharedCore` implícito) con una
  /// sola llamada a `swiftc -typecheck`, sin generar código. Los diagnósticos llevan el
  /// nombre de cada archivo; los archivos no deben declarar los mismos nombres.
  ///
  /// ```swift
  /// let declaracion = SourceFile(
  ///   name: "d1.swift",
  ///   contents: "struct D1 { @Shared(.appStorage(\"k\")) var x: [Int] = [] }")
  /// let errores = try await runner.typecheck([declaracion]).filter { $0.severity == .error }
  /// ```
  public func typecheck(_ files: [SourceFile]) async throws(CodeRunnerError) -> [CompilerDiagnostic]
  {
    let result = await cancellable { runner -> Result<[CompilerDiagnostic], CodeRunnerError> in
      do throws(CodeRunnerError) {
        return .success(try runner.typecheckNow(files))
      } catch {
        return .failure(error)
      }
    }
    return try result.get()
  }

  /// `typecheck(_:)` en el hilo que llama (bloquea).
  public func typecheckNow(_ files: [SourceFile]) throws(CodeRunnerError) -> [CompilerDiagnostic] {
    var hash = SHA256()
    hash.update(field: "tipos-1")
    hash.update(field: programKey(for: files))
    let key = hash.hexDigest()
    if let cached = cache?.load([CompilerDiagnostic].self, key: key) { return cached }
    let directory = try Self.temporaryDirectory(prefix: "leccion-tipos")
    defer { try? FileManager.default.removeItem(atPath: directory) }
    var paths: [String] = []
    for (index, file) in files.enumerated() {
      let path = directory + "/f\(index).swift"
      let tag = HarnessSource.locationTag(unit: 0, file: index, name: file.name)
      let text = HarnessSource.wrap(file.contents, tag: tag, imports: options.implicitImports)
      guard FileManager.default.createFile(atPath: path, contents: Data(text.utf8)) else {
        throw .fileSystem(path: path, reason: "no se pudo escribir")
      }
      paths.append(path)
    }
    let diagnostics = try compiler.typecheck(files: paths, in: directory).map { diagnostic in
      var copy = diagnostic
      if copy.origin == .tests { copy.origin = .learner }
      return copy
    }
    cache?.save(diagnostics, key: key)
    return diagnostics
  }

  /// La clave de un conjunto de fuentes sueltas: arnés, compilador, motor y opciones.
  func programKey(for files: [SourceFile]) -> String {
    var hash = SHA256()
    hash.update(field: HarnessSource.version)
    hash.update(field: compilerFingerprint)
    for flag in compiler.flags { hash.update(field: flag) }
    for module in options.implicitImports { hash.update(field: module) }
    for file in files {
      hash.update(field: HarnessSource.displayName(file.name))
      hash.update(field: file.contents)
    }
    return hash.hexDigest()
  }
}
