// Las frases de un veredicto de código; la forma en que se ven la decide quien lo muestra
// (`CodeReport`).

extension CodeVerdict {
  /// El veredicto por partes, con sus frases en castellano.
  public var report: CodeReport {
    var sections: [[CodeReport.Part]] = []
    switch outcome {
    case .setupFailed:
      sections.append([.summary("No se pudo comprobar el ejercicio. " + (setupMessage ?? ""))])
    case .compileFailed:
      sections.append(compileSection)
    default:
      sections.append(testsSection)
      if let startupFailure {
        sections.append([
          .explanation(
            "El programa no llegó a empezar las pruebas: \(Self.describe(startupFailure)).")
        ])
      }
      if !passed, !output.isEmpty {
        let shown = FeedbackBounds.output(output)
        sections.append([.programOutput(shown.text, truncated: outputTruncated || shown.cut)])
      }
    }
    if !sandboxGaps.isEmpty, outcome != .compileFailed, outcome != .setupFailed {
      sections.append(sandboxGaps.map { .sandboxNote($0.message) })
    }
    return CodeReport(sections: sections)
  }

  /// El veredicto como texto sin estilo (`report.plainText`): el de los informes y el JSON.
  public var message: String { report.plainText }

  private var compileSection: [CodeReport.Part] {
    let errors = diagnostics.filter { $0.severity == .error }
    let count = errors.count == 1 ? "1 error" : "\(FeedbackBounds.count(errors.count)) errores"
    var parts: [CodeReport.Part] = [.summary("No compila (\(count)):")]
    var hiddenTestsFailed = false
    var previousWasShown = false
    // Los primeros `FeedbackBounds.shownErrors` errores, con sus notas; del resto, la cuenta.
    var shownErrors = 0
    for diagnostic in diagnostics {
      switch diagnostic.severity {
      case .warning:
        previousWasShown = false
        continue
      case .note:
        guard previousWasShown, diagnostic.origin == .learner else { continue }
        parts.append(.diagnosticNote(FeedbackBounds.lines(Self.spanish(diagnostic))))
      case .error:
        if diagnostic.origin == .tests { hiddenTestsFailed = true }
        previousWasShown = shownErrors < FeedbackBounds.shownErrors
        guard previousWasShown else { continue }
        shownErrors += 1
        let text = FeedbackBounds.lines(Self.spanish(diagnostic))
        parts.append(
          .diagnostic(diagnostic.origin == .tests ? text + " (en las pruebas ocultas)" : text))
      }
    }
    if errors.count > shownErrors {
      parts.append(.diagnostic("y \(FeedbackBounds.count(errors.count - shownErrors)) más"))
    }
    if hiddenTestsFailed {
      parts.append(
        .explanation(
          "Las pruebas ocultas usan algo que tu archivo no declara como esperan: "
            + "revisa los nombres y tipos que pide el enunciado."))
    }
    return parts
  }

  private var testsSection: [CodeReport.Part] {
    let (passing, total) = testCounts
    if passed {
      return [
        .summary(
          total == 1 ? "La prueba pasa." : "Pasan todas las pruebas (\(total) de \(total)).")
      ]
    }
    let summary = total == 1 ? "La prueba no pasa." : "Pasan \(passing) de \(total) pruebas."
    var parts = [CodeReport.Part.summary(summary)] + tests.compactMap(failure)
    if let teacherTests, teacherTests.passing < teacherTests.total {
      parts.append(.explanation(teacherTests.studentText))
    }
    return parts
  }

  /// Lo que se dice de una prueba que no pasa (nada si pasa).
  private func failure(_ test: TestCaseResult) -> CodeReport.Part? {
    func failed(_ problem: String?, _ details: [String] = []) -> CodeReport.Part {
      .failedTest(name: test.name, problem: problem, details: details)
    }
    switch test.status {
    case .passed:
      return nil
    case .failed(let messages):
      return failed(nil, Self.bounded(messages))
    case .threw(let error, let messages):
      return failed(nil, Self.bounded(messages + ["lanzó un error: \(error)"]))
    case .crashed(let termination, let detail):
      return failed(Self.describe(termination), Self.bounded(detail.map { [$0] } ?? []))
    case .outOfMemory:
      return failed("memoria agotada (el límite es \(Self.describe(bytes: memoryLimitBytes))).")
    case .timedOut:
      return failed(
        "tiempo agotado — ¿un abrazo mortal? Seguía en marcha a los "
          + "\(Self.describe(seconds: timeLimitSeconds)) y se detuvo: o espera un cerrojo que "
          + "nunca se suelta o da vueltas sin fin.")
    case .deadlocked(let detail):
      return failed(
        "abrazo mortal — un hilo pidió un cerrojo que no se iba a soltar nunca (lo "
          + "tenía él mismo o quien lo esperaba a él) y el sistema lo detuvo.",
        Self.bounded([detail]))
    case .flooded:
      return failed("escribía sin parar y se detuvo.")
    case .exitedEarly(let code):
      return failed("el programa terminó (exit \(code)) en mitad de la prueba.")
    case .notRun:
      return failed("no llegó a ejecutarse.")
    }
  }

  /// Los fallos anotados por una prueba, acotados: los `FeedbackBounds.shownDetails` primeros,
  /// de pocas líneas cada uno, y la cuenta del resto.
  static func bounded(_ details: [String]) -> [String] {
    var shown = details.prefix(FeedbackBounds.shownDetails).map { FeedbackBounds.lines($0) }
    let rest = details.count - shown.count
    if rest > 0 { shown.append("y \(FeedbackBounds.count(rest)) fallos más") }
    return shown
  }

  /// `terminó con la señal 11 (SIGSEGV)` o `terminó con el código 3`.
  static func describe(_ termination: ProcessTermination) -> String {
    switch termination {
    case .exited(let code):
      return "terminó con el código \(code)"
    case .signaled(let signal):
      let name = ProcessTermination.signalName(signal).map { " (\($0))" } ?? ""
      let reason =
        switch signal {
        case 24: ": se le acabó el tiempo de CPU"
        case 25: ": escribió un archivo demasiado grande"
        default: ""
        }
      return "terminó con la señal \(signal)\(name)\(reason)"
    }
  }

  /// Un diagnóstico con las palabras de gravedad en castellano.
  static func spanish(_ diagnostic: CompilerDiagnostic) -> String {
    let word =
      switch diagnostic.severity {
      case .error: "error"
      case .warning: "aviso"
      case .note: "nota"
      }
    return diagnostic.formatted(severityWord: word)
  }

  static func describe(seconds: Double) -> String {
    seconds == seconds.rounded() ? "\(Int(seconds)) s" : "\(seconds) s"
  }

  static func describe(bytes: Int) -> String {
    if bytes >= 1 << 30, bytes % (1 << 30) == 0 { return "\(bytes >> 30) GiB" }
    if bytes >= 1 << 20 { return "\(bytes >> 20) MiB" }
    return "\(bytes) bytes"
  }
}
