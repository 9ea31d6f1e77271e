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

  /// El estado de un ejercicio en el mapa del curso.
  public enum Status: String, Sendable, Equatable {
    /// Resuelto.
    case passed = "resuelto"
    /// Con respuestas, ninguna buena.
    case attempted = "intentado"
    /// Sin respuestas.
    case pending = "pendiente"
  }
}

extension LearnerProgress {
  /// Lo que se sabe del ejercicio `exerciseID`.
  public func record(for exerciseID: String) -> ExerciseRecord {
    records()[exerciseID] ?? ExerciseRecord()
  }

  /// Lo que se sabe de cada ejercicio con algún suceso.
  public func records() -> [String: ExerciseRecord] {
    var records: [String: ExerciseRecord] = [:]
    for event in events {
      var record = records[event.exerciseID] ?? ExerciseRecord()
      switch event.kind {
      case .answer:
        record.attempts += 1
        record.lastAnswer = event.answer
        if event.passed == true { record.isPassed = true }
      case .hint:
        record.hintsShown = max(record.hintsShown, (event.hintIndex ?? 0) + 1)
      case .solution:
        record.solutionSeen = true
      case .reset:
        record = ExerciseRecord()
      }
      record.lastActivity = event.date
      records[event.exerciseID] = record
    }
    return records
  }
}
