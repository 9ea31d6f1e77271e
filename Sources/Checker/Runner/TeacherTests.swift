/// Lo que un alumno puede saber de las pruebas del profesor (`--pruebas-ocultas`): cuántas
/// hay, cuántas pasan, si su programa se detuvo en una y la pista del ejercicio. Nunca sus
/// nombres, sus mensajes ni nada que escribiera el programa que las contiene: ese programa
/// es aparte (`CodeSubmission.teacherTestsOnly`) y de su veredicto solo se cuentan pruebas.
public struct TeacherTestsResult: Sendable, Hashable, Codable {
  /// Cuántas pruebas del profesor tiene el ejercicio.
  public var total: Int
  /// Cuántas pasan.
  public var passing: Int
  /// Si las pruebas del profesor compilaron con el archivo del alumno.
  public var compiled: Bool
  /// Si el programa se detuvo en una de ellas: se estrelló, se colgó, se quedó sin memoria
  /// (`nil`: no se detuvo).
  public var stopped: CodeVerdict.Outcome?
  /// La primera pista del ejercicio, para el alumno.
  public var hint: String?

  /// Crea el resultado.
  public init(
    total: Int, passing: Int, compiled: Bool, stopped: CodeVerdict.Outcome? = nil,
    hint: String? = nil
  ) {
    self.total = total
    self.passing = passing
    self.compiled = compiled
    self.stopped = stopped
    self.hint = hint
  }

  /// Lo único que se dice de ellas cuando alguna no pasa: el mismo texto en el informe, la
  /// devolución, `leccion revisar`, exercism, JUnit y Moodle.
  ///
  /// «No pasa 1 de las 2 pruebas del profesor (no se nombran ni se citan). Pista: …»
  public var studentText: String {
    let failing = total - passing
    var text: String
    if !compiled {
      text =
        "Las pruebas del profesor no compilan con tu archivo: revisa los nombres y tipos que"
        + " pide el enunciado."
    } else {
      let reason = stopped.flatMap(Self.reason)
      if total == 1 {
        text = "No pasa la prueba del profesor"
        if let reason { text += ": en ella el programa \(reason)" }
        text += " (no se nombra ni se cita)."
      } else {
        text = "No pasa\(failing == 1 ? "" : "n") \(failing) de las \(total) pruebas del profesor"
        if let reason { text += "; en una de ellas el programa \(reason)" }
        text += " (no se nombran ni se citan)."
      }
    }
    if let hint, !hint.isEmpty { text += " Pista: " + FeedbackBounds.lines(hint) }
    return text
  }

  private static func reason(_ outcome: CodeVerdict.Outcome) -> String? {
    switch outcome {
    case .crashed: "se estrelló"
    case .timedOut: "agotó el tiempo"
    case .deadlocked: "quedó en un abrazo mortal"
    case .outOfMemory: "se quedó sin memoria"
    default: nil
    }
  }
}

extension CodeVerdict {
  /// Este veredicto (el del programa con las pruebas del curso) con las del profesor,
  /// contadas a partir de `hidden` (el de su programa aparte): de `hidden` solo se toman
  /// cuántas pruebas pasan y si el programa se detuvo; sus nombres, mensajes, diagnósticos y
  /// salida se descartan. `count` es cuántas pruebas del profesor hay (las que cuentan si no
  /// compilaron) y `hint`, la pista del ejercicio.
  ///
  /// Si el código no compila o no se pudo comprobar con las pruebas del curso, se queda como
  /// está: las del profesor no añaden nada.
  public func addingTeacherTests(_ hidden: CodeVerdict, count: Int, hint: String?)
    -> CodeVerdict
  {
    guard outcome != .compileFailed, outcome != .setupFailed else { return self }
    var merged = self
    if hidden.outcome == .setupFailed {
      merged.outcome = .setupFailed
      merged.setupMessage = "No se pudieron comprobar las pruebas del profesor."
      return merged
    }
    let compiled = hidden.outcome != .compileFailed
    let stops: Set<Outcome> = [.crashed, .timedOut, .deadlocked, .outOfMemory]
    let teacher = TeacherTestsResult(
      total: compiled ? hidden.tests.count : max(1, count),
      passing: compiled ? hidden.tests.filter(\.passed).count : 0, compiled: compiled,
      stopped: stops.contains(hidden.outcome) ? hidden.outcome : nil, hint: hint)
    merged.teacherTests = teacher
    if !stops.contains(outcome) {
      if let stopped = teacher.stopped {
        merged.outcome = stopped
      } else {
        let counts = merged.testCounts
        merged.outcome =
          outcome == .passed && counts.passing == counts.total ? .passed : .testsFailed
      }
    }
    return merged
  }
}

extension CodeSubmission {
  /// Cuántas funciones `prueba…` hay en las pruebas del profesor (`extraTests`).
  public var teacherTestCount: Int {
    extraTests.reduce(0) { $0 + TopLevelDeclarations(source: $1.contents).testFunctions.count }
  }
}
