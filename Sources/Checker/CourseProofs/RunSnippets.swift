import Lessons

/// Lo que se ejecuta de verdad: los bloques ` ```swift ejecutable ` (deben compilar y
/// terminar bien) y los fragmentos de `prediccion` (deben imprimir lo que dice `### salida`).
/// Cada uno es un programa propio (`main.swift`), compilado y ejecutado en la caja de arena
/// por `CodeRunner.run(snippet:)`, que guarda el resultado en la caché.
enum RunSnippets {
  /// Un bloque ejecutable (bloquea).
  static func check(block: CodeBlock, runner: CodeRunner) -> [Diagnostic] {
    let outcome: SnippetOutcome
    do {
      outcome = try runner.runNow(snippet: SourceFile(name: "bloque.swift", contents: block.code))
    } catch {
      let finding = ProofFinding.checkerUnavailable(
        what: "el bloque «swift ejecutable»", reason: error.message)
      return [Diagnostic(block.location, .reported(finding.message))]
    }
    if !outcome.compiled {
      return compileErrors(outcome, firstLine: block.location.line + 1, file: block.location.file) {
        .blockDoesNotCompile(.runs, error: $0)
      }
    }
    guard let ending = ending(of: outcome, runner: runner) else { return [] }
    return [
      Diagnostic(block.location, .reported(ProofFinding.blockFailedToRun(ending: ending).message))
    ]
  }

  /// El fragmento de una predicción (bloquea).
  static func check(
    prediction: PredictionExercise, exercise: String, runner: CodeRunner
  ) -> [Diagnostic] {
    let (output, problems) = predictionOutput(prediction.code, label: exercise, runner: runner)
    guard let output else { return problems }
    guard
      let difference = OutputDifference(expected: prediction.expectedOutput, actual: output)
    else { return [] }
    let finding = ProofFinding.predictionOutputDiffers(
      exercise: exercise, line: difference.line, expected: difference.expected,
      actual: difference.actual)
    let location = prediction.outputLocation
    let line = location.line + min(difference.line, difference.expectedLineCount) - 1
    return [
      Diagnostic(
        SourceLocation(file: location.file, line: max(location.line, line)),
        .reported(finding.message))
    ]
  }

  /// Lo que imprime el fragmento de una predicción al ejecutarlo (bloquea), tal cual, o los
  /// problemas con su lugar si no compila o no termina bien; `label` lo nombra en los mensajes
  /// (el id del ejercicio, o el id y los valores de una instancia).
  static func predictionOutput(
    _ code: CodeSnippet, label: String, runner: CodeRunner
  ) -> (output: String?, problems: [Diagnostic]) {
    let outcome: SnippetOutcome
    do {
      outcome = try runner.runNow(
        snippet: SourceFile(name: "prediccion.swift", contents: code.code))
    } catch {
      let finding = ProofFinding.checkerUnavailable(
        what: "el fragmento de «\(label)»", reason: error.message)
      return (nil, [Diagnostic(code.location, .reported(finding.message))])
    }
    if !outcome.compiled {
      let problems = compileErrors(
        outcome, firstLine: code.location.line, file: code.location.file
      ) { .predictionDoesNotCompile(exercise: label, error: $0) }
      return (nil, problems)
    }
    if let ending = ending(of: outcome, runner: runner) {
      let finding = ProofFinding.predictionFailedToRun(exercise: label, ending: ending)
      return (nil, [Diagnostic(code.location, .reported(finding.message))])
    }
    return (outcome.standardOutput, [])
  }

  /// Cómo terminó mal, o `nil` si terminó bien.
  static func ending(of outcome: SnippetOutcome, runner: CodeRunner) -> ProofFinding
    .SnippetEnding?
  {
    if outcome.timedOut {
      return .timedOut(seconds: runner.options.limits.wallClockSeconds)
    }
    guard let termination = outcome.termination, termination != .exited(0) else { return nil }
    let detail = outcome.standardError.split(separator: "\n").lazy.compactMap { line in
      line.range(of: "Fatal error").map { String(line[$0.lowerBound...]) }
    }.first
    return .terminated(termination, detail: detail)
  }

  /// Un diagnóstico por error del compilador, en la línea del archivo del curso
  /// (`firstLine` es la del archivo donde empieza el código).
  static func compileErrors(
    _ outcome: SnippetOutcome, firstLine: Int, file: String?,
    finding: (String) -> ProofFinding
  ) -> [Diagnostic] {
    var seen = Set<String>()
    var result: [Diagnostic] = []
    for error in outcome.diagnostics where error.severity == .error {
      let line = error.origin == .learner ? firstLine + (error.line ?? 1) - 1 : firstLine - 1
      guard seen.insert("\(line) \(error.message)").inserted else { continue }
      result.append(
        Diagnostic(
          SourceLocation(file: file, line: line), .reported(finding(error.message).message)))
    }
    return result
  }
}
