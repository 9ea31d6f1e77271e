import Checker
import Lessons
import Workspace

/// La corrección de un ejercicio a partir de su historia de intentos: el reglamento de
/// `Workspace` (`Rulebook`) con los veredictos del corrector. Nunca mira el `passed` que
/// guardó el tutor: cada respuesta se vuelve a corregir en bruto.
///
/// Es el único sitio donde un veredicto (`Verdict`, el mismo que ve el tutor) se vuelve lo
/// que el reglamento puntúa (`assessment(_:)`).
enum AttemptGrading {
  /// Puntúa `exercise`, que vale `worth`, con su historia `events` (en orden) y `check` como
  /// corrector: el resultado del reglamento.
  static func grade(
    _ events: [ProgressEvent], of exercise: Exercise, worth: Double, policy: Assignment,
    check: (RawAnswer) -> Verdict
  ) -> ExerciseResult {
    Rulebook.grade(events, of: exercise, worth: worth, policy: policy) {
      assessment(check($0))
    }
  }

  /// Lo que vale `verdict` antes de las reglas, y su mensaje para el informe.
  ///
  /// - Correcto: todos los puntos.
  /// - Código: la parte de las pruebas que pasan (las del profesor incluidas).
  /// - «Casi»: un intento fallido, 0 (el tutor anima a repetirlo; en `intentos`, el siguiente
  ///   acierto lleva la penalización).
  /// - Lo demás: su puntuación parcial (reconstrucción, admisión, elección múltiple,
  ///   recorrido), nunca tanto como un acierto (como mucho 0,99).
  ///
  /// Cada hallazgo va entero: una explicación del curso escrita en varias líneas es un solo
  /// párrafo (`ProseLines`); el informe del código, sin lo que cambia de una ejecución o de
  /// una máquina a otra (`ExerciseGrading.message(_:)`).
  static func assessment(_ verdict: Verdict) -> Rulebook.Assessment {
    let message =
      verdict.code.map(ExerciseGrading.message)
      ?? verdict.findings.map(ProseLines.unwrap).joined(separator: "\n")
    let score: Double
    switch verdict.outcome {
    case .passed: score = 1
    case _ where verdict.code != nil:
      score = verdict.score.map { $0.possible == 0 ? 0 : $0.fraction } ?? 0
    case .almost: score = 0
    case .failed: score = min(verdict.score?.fraction ?? 0, 0.99)
    }
    return Rulebook.Assessment(
      score: max(0, min(1, score)), passed: verdict.passed, message: message)
  }
}
