extension CodeVerdict {
  /// El veredicto en castellano, listo para la pantalla (80 columnas, sin colores).
  public var message: String {
    var sections: [String] = []
    switch outcome {
    case .setupFailed:
      sections.append("No se pudo comprobar el ejercicio. " + (setupMessage ?? ""))
    case .compileFailed:
      sections.append(compileSection)
    default:
      sections.append(testsSection)
      if let startupFailure {
        sections.append(
          "El programa no llegó a empezar las pruebas: \(Self.describe(startupFailure)).")
      }
      if !passed, !output.isEmpty {
        var block = "Salida del programa:\n" + output
        if outputTruncated { block += "\n… salida recortada" }
        sections.append(block)
      }
    }
    if !sandboxGaps.isEmpty, outcome != .compileFailed, outcome != .setupFailed {
      sections.append(sandboxGaps.map { "Nota: " + $0.message }.joined(separator: "\n"))
    }
    return sections.joined(separator: "\n\n")
  }

  private var compileSection: String {
    let errors = diagnostics.filter { $0.severity == .error }
    let count = errors.count == 1 ? "1 error" : "\(errors.count) errores"
    var lines = ["No compila (\(count)):"]
    var hiddenTestsFailed = false
    var previousWasShown = false
    for diagnostic in diagnostics {
      switch diagnostic.severity {
      case .warning:
        previousWasShown = false
        continue
      case .note:
        guard previousWasShown, diagnostic.origin == .learner else { continue }
        lines.append("  " + Self.spanish(diagnostic))
      case .error:
        previousWasShown = true
        if diagnostic.origin == .tests {
          hiddenTestsFailed = true
          lines.append(Self.spanish(diagnostic) + " (en las pruebas ocultas)")
        } else {
          lines.append(Self.spanish(diagnostic))
        }
      }
    }
    if hiddenTestsFailed {
      lines.append(
        "Las pruebas ocultas usan algo que tu archivo no declara como esperan: "
          + "revisa los nombres y tipos que pide el enunciado.")
    }
    return lines.joined(separator: "\n")
  }

  private var testsSection: String {
    let total = tests.count
    let passing = tests.filter(\.passed).count
    if passed {
      return total == 1 ? "La prueba pasa." : "Pasan todas las pruebas (\(total) de \(total))."
    }
    var lines = [total == 1 ? "La prueba no pasa." : "Pasan \(passing) de \(total) pruebas."]
    for test in tests where !test.passed {
      lines.append(contentsOf: describe(test))
    }
    return lines.joined(separator: "\n")
  }

  private func describe(_ test: TestCaseResult) -> [String] {
    let head = "✗ \(test.name)"
    switch test.status {
    case .passed:
      return []
    case .failed(let messages):
      return [head] + messages.map { "  · " + $0 }
    case .threw(let error, let messages):
      return [head] + messages.map { "  · " + $0 } + ["  · lanzó un error: \(error)"]
    case .crashed(let termination, let detail):
      return [head + ": " + Self.describe(termination)] + (detail.map { ["  · " + $0] } ?? [])
    case .outOfMemory:
      return [head + ": memoria agotada (el límite es \(Self.describe(bytes: memoryLimitBytes)))."]
    case .timedOut:
      return [
        head + ": tiempo agotado — ¿un abrazo mortal? Seguía en marcha a los "
          + "\(Self.describe(seconds: timeLimitSeconds)) y se detuvo: o espera un cerrojo que "
          + "nunca se suelta o da vueltas sin fin."
      ]
    case .deadlocked(let detail):
      return [
        head + ": abrazo mortal — un hilo pidió un cerrojo que no se iba a soltar nunca (lo "
          + "tenía él mismo o quien lo esperaba a él) y el sistema lo detuvo.",
        "  · \(detail)",
      ]
    case .flooded:
      return [head + ": escribía sin parar y se detuvo."]
    case .exitedEarly(let code):
      return [head + ": el programa terminó (exit \(code)) en mitad de la prueba."]
    case .notRun:
      return [head + ": no llegó a ejecutarse."]
    }
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
