import Foundation
import Lessons

/// Lo que el progreso dice de un ejercicio, deducido del registro desde su último reinicio.
public struct ExerciseRecord: Equatable, Sendable {
  /// Respuestas dadas.
  public var attempts = 0

  /// Un registro vacío.
  public init() {}
  /// Si alguna respuesta pasó.
  public var isPassed = false
  /// La última respuesta.
  public var lastAnswer: RawAnswer?
  /// Cuántas pistas se han visto (la siguiente es la de este índice).
  public var hintsShown = 0
  /// Si se vio la solución.
  public var solutionSeen = false
  /// El último suceso.
  public var lastActivity: Date?

  /// El estado para mostrar.
  public var status: Status {
    if isPassed { return .passed }
    return attempts > 0 ? .attempted : .pending
  }

  /// El estado de un ejercicio en el mapa del curso. No es una nota (esa es
  /// `ExerciseStatus`): dice si la persona ya lo resolvió. En JSON (`lista --json`,
  /// `progreso --json`), con palabras de máquina en inglés, como los informes.
  public enum Status: String, Sendable, Equatable, Encodable {
    /// Resuelto.
    case passed
    /// Con respuestas, ninguna buena.
    case attempted
    /// Sin respuestas.
    case pending
  }
}

extension LearnerProgress {
  /// Lo que se sabe del ejercicio `exerciseID`.
  public func record(for exerciseID: String) -> ExerciseRecord {
    records()[exerciseID] ?? ExerciseRecord()
  }

  /// Lo que se sabe de cada ejercicio con algún suceso: el pliegue del reglamento
  /// (`Rulebook.tallies`) desde el último reinicio de cada uno.
  public func records() -> [String: ExerciseRecord] {
    Rulebook.tallies(events, resets: true).mapValues(ExerciseRecord.init)
  }
}

extension ExerciseRecord {
  /// Lo que muestra el tutor de un pliegue del registro.
  init(_ tally: Rulebook.Tally) {
    self.init()
    attempts = tally.answers.count
    isPassed = tally.anyPassed
    lastAnswer = tally.answers.last?.answer
    hintsShown = tally.hintsShown
    solutionSeen = tally.solutionSeen
    lastActivity = tally.lastActivity
  }
}
