import Lessons
import Workspace

/// La corrección de un ejercicio que no es de código a partir de su historia de intentos:
/// el reglamento de `Workspace` (`Rulebook`), con las valoraciones del corrector de
/// respuestas. Nunca mira el `passed` que guardó el tutor: cada respuesta se vuelve a
/// corregir en bruto.
enum AttemptGrading {
  typealias Outcome = Rulebook.Outcome

  /// Puntúa `events` (los del ejercicio, en orden) con `assess` como corrector.
  static func grade(
    _ events: [ProgressEvent], policy: Assignment,
    assess: (RawAnswer) -> AnswerAssessment
  ) -> Outcome? {
    Rulebook.grade(events, policy: policy) { answer in
      let assessment = assess(answer)
      return Rulebook.Assessment(
        score: assessment.score, passed: assessment.passed, message: assessment.message)
    }
  }
}
