import Foundation

extension CodeRunner {
  /// Ejecuta el programa de `unit` en la caja de arena hasta tener un resultado por prueba.
  /// Si el programa muere en mitad de una prueba (un `fatalError`, un `nil` desenvuelto), se
  /// vuelve a lanzar con las que faltan; si se agota el tiempo, por el límite que sea
  /// (`TimeLimit`: el reloj, la CPU o la alarma del arnés), la prueba en marcha queda
  /// `timedOut` y las que faltan no se ejecutan: el mismo veredicto salte el que salte.
  ///
  /// Con `shared` (los ejercicios de una entrega, `SharedSandbox`), cada ejecución entra en
  /// esa caja en vez de lanzar una propia; el veredicto es el mismo.
  func execute(
    program: String, unit: CompilationUnit, shared: SharedSandbox? = nil
  ) throws(CodeRunnerError) -> CodeVerdict {
    let sandbox = Sandbox(limits: options.limits, support: sandboxSupport ?? .detected)
    var statuses: [String: TestCaseResult.Status] = [:]
    var remaining = unit.tests.map(\.name)
    var outputs: [String] = []
    var truncated = false
    var gaps: [SandboxGap] = []
    var startupFailure: ProcessTermination?
    var timeoutCause: TimeoutCause?

    while !remaining.isEmpty {
      let selection = remaining.count == unit.tests.count ? [] : remaining
      let (run, report) = try runOnce(
        program: program, unit: unit, selection: selection, sandbox: sandbox, shared: shared)
      gaps = run.gaps
      if run.cancelled { throw .cancelled }
      let output = ProgramOutput.clean(run.output)
      if !output.isEmpty { outputs.append(output) }
      truncated = truncated || run.outputTruncated
      let limit = TimeLimit.stopping(run, limits: options.limits)
      if let limit { timeoutCause = limit.cause }
      let stopped = limit != nil || run.flooded
      for name in report.started where report.finished.contains(name) {
        statuses[name] = finishedStatus(name, report: report)
      }
      if report.tampered {
        // Lo que el informe decía antes del desvío vale; lo demás no cuenta como pasado.
        let affected = report.running.map { [$0] } ?? remaining.filter { statuses[$0] == nil }
        for name in affected.prefix(1) {
          statuses[name] = .failed(messages: [Self.tamperedReportMessage])
        }
        break
      }
      if let running = report.running {
        statuses[running] = abnormalStatus(run, limit: limit, output: output)
      } else if !report.done {
        if stopped, let next = remaining.first(where: { statuses[$0] == nil }) {
          statuses[next] = abnormalStatus(run, limit: limit, output: output)
        } else if !report.ready || report.started.isEmpty {
          startupFailure = run.termination
          break
        }
      }
      let before = remaining.count
      remaining.removeAll { statuses[$0] != nil }
      if report.done || stopped || remaining.count == before { break }
    }
    let tests = unit.tests.map {
      TestCaseResult(name: $0.name, status: statuses[$0.name] ?? .notRun)
    }
    var verdict = CodeVerdict(
      exerciseID: unit.submission.exerciseID, tests: tests,
      output: outputs.joined(separator: "\n"), outputTruncated: truncated,
      startupFailure: startupFailure, sandboxGaps: gaps, limits: options.limits)
    if verdict.outcome == .timedOut { verdict.timeoutCause = timeoutCause }
    return verdict
  }

  /// El fallo de la prueba en marcha cuando el canal de informe llegó manipulado.
  static let tamperedReportMessage =
    "el programa desvió o recortó el canal por el que el arnés cuenta los resultados: "
    + "esta prueba no cuenta como pasada."

  private func finishedStatus(_ name: String, report: HarnessReport) -> TestCaseResult.Status {
    let messages = report.failures[name] ?? []
    if let error = report.thrown[name] { return .threw(error: error, messages: messages) }
    return messages.isEmpty ? .passed : .failed(messages: messages)
  }

  private func abnormalStatus(
    _ run: SandboxedRun, limit: TimeLimit?, output: String
  ) -> TestCaseResult.Status {
    if limit != nil { return .timedOut }
    if run.flooded { return .flooded }
    if run.memoryExhausted || ProgramOutput.indicatesMemoryExhaustion(output) {
      return .outOfMemory
    }
    if case .signaled = run.termination, let detail = ProgramOutput.deadlock(in: output) {
      return .deadlocked(detail: detail)
    }
    switch run.termination {
    case .signaled:
      return .crashed(run.termination, detail: ProgramOutput.fatalError(in: output))
    case .exited(let code):
      return .exitedEarly(code: code)
    }
  }

  /// Una ejecución en una carpeta nueva: lanza el programa con la clave del canal de
  /// informe y lee el informe. Las pruebas ocultas corren en el contexto de pruebas del
  /// motor (`SHAREDCORE_CONTEXT=test`), como bajo `swift test`: las claves usan almacenes de
  /// prueba, los mismos para la prueba y para su `TestStore`.
  private func runOnce(
    program: String, unit: CompilationUnit, selection: [String], sandbox: Sandbox,
    shared: SharedSandbox?
  ) throws(CodeRunnerError) -> (SandboxedRun, HarnessReport) {
    let nonce = Self.nonce()
    let arguments = ["\(unit.index)"] + selection
    let environment = [HarnessSource.reportVariable: "3:" + nonce, "SHAREDCORE_CONTEXT": "test"]
    let hasStarted: @Sendable ([UInt8]) -> Bool = { HarnessReport(bytes: $0, nonce: nonce).ready }
    if let shared,
      let run = try shared.run(
        arguments: arguments, environment: environment, cancellation: cancellation,
        hasStarted: hasStarted)
    {
      return (run, HarnessReport(bytes: run.report, nonce: nonce))
    }
    let directory = try Self.temporaryDirectory(prefix: "leccion-ejecutar")
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let run = try sandbox.run(
      program: program, companions: [toolchain.libraryPath], arguments: arguments,
      in: directory, environment: environment, readablePaths: [swiftRuntimeDirectory],
      reportChannel: true, cancellation: cancellation, hasStarted: hasStarted)
    return (run, HarnessReport(bytes: run.report, nonce: nonce))
  }

  /// Una caja para todas las ejecuciones de `program` (los ejercicios de una entrega), si
  /// aquí se puede (`SharedSandbox.open`) y no se pidió una por ejercicio.
  func sharedSandbox(for program: String) -> SharedSandbox? {
    guard batchRunsShareSandbox else { return nil }
    return SharedSandbox.open(
      program: program, companions: [toolchain.libraryPath],
      readablePaths: [swiftRuntimeDirectory],
      sandbox: Sandbox(limits: options.limits, support: sandboxSupport ?? .detected))
  }

  /// La carpeta de las bibliotecas de Swift que usa el programa.
  var swiftRuntimeDirectory: String {
    let bin = ((toolchain.swiftc as NSString).resolvingSymlinksInPath as NSString)
      .deletingLastPathComponent
    return ((bin as NSString).deletingLastPathComponent as NSString)
      .appendingPathComponent("lib/swift/linux")
  }

  static func nonce() -> String {
    var generator = SystemRandomNumberGenerator()
    return (0..<4).map { _ in String(generator.next() as UInt64, radix: 16) }.joined()
  }
}
