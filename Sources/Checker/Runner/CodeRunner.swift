import Foundation

/// Comprueba ejercicios de código: compila el archivo de la persona con las pruebas ocultas
/// y una tabla de pruebas generada (`main.swift`) contra `SharedCore` y el arnés ya compilado
/// (`LeccionHarness`), lo ejecuta en la caja de arena y traduce lo que pasó a un
/// `CodeVerdict` en castellano. Un archivo sin cambios se contesta desde la caché.
///
/// ```swift
/// let runner = try CodeRunner.locate()
/// let veredicto = await runner.check(entrega)
/// print(veredicto.message)   // "Pasan todas las pruebas (3 de 3)."
/// ```
public struct CodeRunner: Sendable {
  /// El compilador y el motor.
  public var toolchain: SharedCoreToolchain
  /// Límites, modo del lenguaje, paralelismo…
  public var options: CodeRunnerOptions
  /// La caché (`nil`: sin caché, todo se compila).
  public var cache: CodeCache?
  /// Dónde guardar las pruebas ya compiladas (`compileSplit`) si no es `cache`: `corregir` no
  /// guarda veredictos ni programas en la caché del usuario (van al almacén de la clase),
  /// pero sí las pruebas de cada ejercicio, que son del curso y se compilan así una vez para
  /// toda la clase (por interfaz, `testsObjectKey`).
  public var compiledTests: CodeCache?
  /// Si los lotes de varios ejercicios compilan solo los archivos de las personas y toman las
  /// pruebas ya compiladas (`compileSplit`); `false`, todo junto en una llamada, como antes:
  /// solo para medir lo que ahorra en una misma corrida (`GradingBenchmarks`, modo
  /// `juntos-N`). El veredicto es el mismo.
  public var batchesUseCompiledTests = true
  /// Si los ejercicios de un lote ya enlazado se ejecutan en una sola caja (`SharedSandbox`),
  /// cada uno como un proceso aparte con sus límites, su usuario y su canal de informe;
  /// `false` (o `LECCION_UNA_CAJA_POR_EJERCICIO=1`), una caja por ejercicio, como antes: solo
  /// para medir lo que ahorra (`GradingBenchmarks`, modo `cajas-N`). El veredicto es el mismo.
  public var batchRunsShareSandbox = !SharedSandbox.disabledByEnvironment
  /// Cuántos compiladores pueden estar en marcha a la vez (`RunnerCodeChecker` lo pone al
  /// corregir varias entregas a la vez); `nil`: sin tope.
  var compilerSlots: CompilerSlots?
  /// La caché de las pruebas ya compiladas: `compiledTests` o, si no hay, `cache`.
  var testsCache: CodeCache? { compiledTests ?? cache }
  /// Las herramientas de aislamiento; `nil`: las detectadas (`SandboxSupport.detected`),
  /// que se prueban la primera vez que hace falta ejecutar algo, no antes (una respuesta
  /// de la caché no lanza `bwrap`).
  public var sandboxSupport: SandboxSupport?
  /// El aviso de cancelación de la comprobación en marcha (lo pone `cancellable`).
  var cancellation: ProcessCancellation?
  /// En un lote, el resumen de todo lo que se compila con cada ejercicio
  /// (`CodeRunner.companionsKey(of:)`): entra en la clave de sus veredictos, para que uno
  /// que salió de un programa compartido no se dé por bueno en otro programa.
  var companionsKey: String?
  /// En un lote de `check(isolating:)`, las posiciones de los ejercicios renombrados: quien
  /// llama vuelve a comprobar solo, tal como se escribió, cada uno que no compila, así que el
  /// lote no lo compila solo antes (`recover` le da los errores del lote, que se descartan):
  /// sería una compilación más que nadie usa.
  var callerRechecksCompileErrors: Set<Int> = []

  /// Crea un corrector.
  public init(
    toolchain: SharedCoreToolchain, options: CodeRunnerOptions = CodeRunnerOptions(),
    cache: CodeCache? = CodeCache(directory: CodeCache.defaultDirectory()),
    sandboxSupport: SandboxSupport? = nil
  ) {
    self.toolchain = toolchain
    self.options = options
    self.cache = cache
    self.sandboxSupport = sandboxSupport
  }

  /// Busca el motor y el compilador (`SharedCoreToolchain.locate()`) y crea un corrector
  /// con la caché en `$XDG_CACHE_HOME/leccion`.
  public static func locate(options: CodeRunnerOptions = CodeRunnerOptions())
    throws(CodeRunnerError)
    -> CodeRunner
  {
    CodeRunner(toolchain: try SharedCoreToolchain.locate(), options: options)
  }

  /// Hace por adelantado lo que la primera comprobación haría una sola vez: sondear el
  /// motor (si `SharedCore` tiene `IssueReporter`, ~0,3 s la primera vez tras cada
  /// `swift build`) y probar `bwrap`. El tutor puede llamarlo al arrancar, sin esperarlo.
  ///
  /// ```swift
  /// Task.detached { await runner.warmUp() }
  /// ```
  public func warmUp() async {
    await Self.offload {
      _ = self.engineFeatures
      _ = self.sandboxSupport ?? SandboxSupport.detected
    }
  }

  /// Comprueba un ejercicio. Nunca lanza: los problemas del propio corrector (sin motor,
  /// disco lleno…) llegan como veredicto `.setupFailed` con su mensaje.
  ///
  /// Si se cancela la tarea que espera, el compilador o el programa mueren en ese momento
  /// con todos sus hijos, y el veredicto (`.setupFailed`, que no se guarda en la caché)
  /// dice que se canceló:
  ///
  /// ```swift
  /// let tarea = Task { await runner.check(entrega) }
  /// tarea.cancel()   // Ctrl-C: nada sigue gastando CPU
  /// ```
  public func check(_ submission: CodeSubmission) async -> CodeVerdict {
    await cancellable { $0.checkNow(submission) }
  }

  /// Lo mismo que `check(_:)`, en el hilo que llama (bloquea).
  public func checkNow(_ submission: CodeSubmission) -> CodeVerdict {
    checkCountingCompiles(submission).verdict
  }

  /// `checkNow`, contando las llamadas a `swiftc` (0 si la caché contestó).
  ///
  /// - Parameter splitting: si se intenta antes compilar solo el archivo de la persona con las
  ///   pruebas ya compiladas (`compileSplit`). `false` cuando ya se sabe que su archivo tiene
  ///   errores (un lote los atribuyó a este ejercicio): ese intento fallaría y se compilaría
  ///   todo junto de todos modos, que es lo que da los diagnósticos; el veredicto es el mismo.
  func checkCountingCompiles(_ submission: CodeSubmission, splitting: Bool = true)
    -> (verdict: CodeVerdict, compiles: Int)
  {
    let unit: CompilationUnit
    do {
      unit = try prepare(submission, index: 0)
    } catch {
      return (setupVerdict(submission, error), 0)
    }
    if let verdict = reservedNamesVerdict(unit) { return (verdict, 0) }
    if cancellation?.isCancelled == true { return (setupVerdict(submission, .cancelled), 0) }
    let verdictKey = verdictKey(for: submission)
    if let cached = cache?.verdict(key: verdictKey, exerciseID: submission.exerciseID) {
      return (cached, 0)
    }
    let programKey = programKey(for: submission)
    do {
      if let cached = cache?.programPath(key: programKey),
        FileManager.default.isExecutableFile(atPath: cached)
      {
        return (finish(try execute(program: cached, unit: unit), key: verdictKey), 0)
      }
      let build: Build
      if splitting, let split = try compileSplit(unit) {
        build = split
      } else {
        build = try compile([unit])
      }
      defer { build.remove() }
      if cancellation?.isCancelled == true { return (setupVerdict(submission, .cancelled), 1) }
      guard let program = build.program else {
        let verdict = CodeVerdict(
          exerciseID: submission.exerciseID, diagnostics: build.diagnostics, limits: options.limits)
        if !build.timedOut || build.timeoutIsGenuine { cache?.store(verdict, key: verdictKey) }
        return (verdict, 1)
      }
      let runnable = cache?.adoptProgram(at: program, key: programKey) ?? program
      if let cache { CachePruning.pruneOnce(cache) }
      return (finish(try execute(program: runnable, unit: unit), key: verdictKey), 1)
    } catch {
      return (setupVerdict(submission, error), 1)
    }
  }

  func finish(_ verdict: CodeVerdict, key: String) -> CodeVerdict {
    if cancellation?.isCancelled == true {
      return CodeVerdict(
        exerciseID: verdict.exerciseID, setupMessage: CodeRunnerError.cancelled.message,
        limits: options.limits)
    }
    if verdict.outcome != .timedOut && verdict.outcome != .setupFailed {
      cache?.store(verdict, key: key)
    }
    return verdict
  }

  /// Si el archivo de la persona incumple una regla (`SourceRules`: nombres del arnés,
  /// atributos de enlace, `unsafe`, operadores, extensiones de tipos ajenos…), el veredicto
  /// de no compilar, sin llamar al compilador.
  func reservedNamesVerdict(_ unit: CompilationUnit) -> CodeVerdict? {
    let diagnostics = SourceRules.diagnostics(for: unit)
    guard !diagnostics.isEmpty else { return nil }
    return CodeVerdict(
      exerciseID: unit.submission.exerciseID, diagnostics: diagnostics, limits: options.limits)
  }

  func setupVerdict(_ submission: CodeSubmission, _ error: CodeRunnerError) -> CodeVerdict {
    CodeVerdict(
      exerciseID: submission.exerciseID, setupMessage: error.message, limits: options.limits)
  }

  /// Las funciones de prueba del ejercicio; exige al menos una en `pruebas.swift`.
  func prepare(_ submission: CodeSubmission, index: Int) throws(CodeRunnerError) -> CompilationUnit
  {
    var tests: [TestFunction] = []
    for file in submission.runnableTests {
      tests += TopLevelDeclarations(source: file.contents).testFunctions
    }
    guard !tests.isEmpty else { throw .noTestFunctions(file: submission.tests.name) }
    return CompilationUnit(index: index, submission: submission, tests: tests)
  }

  /// `offload` atento a la cancelación de la tarea: `work` recibe una copia de este
  /// corrector con un aviso nuevo, que se cancela (y mata lo que esté en marcha) si se
  /// cancela la tarea.
  func cancellable<T: Sendable>(_ work: @escaping @Sendable (CodeRunner) -> T) async -> T {
    let token = ProcessCancellation()
    var runner = self
    runner.cancellation = token
    let prepared = runner
    return await withTaskCancellationHandler {
      await Self.offload { work(prepared) }
    } onCancel: {
      token.cancel()
    }
  }

  /// Ejecuta trabajo que bloquea (procesos hijos) en un hilo propio, fuera del grupo
  /// cooperativo de Swift Concurrency.
  static func offload<T: Sendable>(_ work: @escaping @Sendable () -> T) async -> T {
    await withCheckedContinuation { continuation in
      let thread = Thread { continuation.resume(returning: work()) }
      thread.start()
    }
  }
}
