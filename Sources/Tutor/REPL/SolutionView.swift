import Lessons
import Presentation

/// La solución de un ejercicio, como la dibuja su tipo (`AnswerableKind.solutionLines`), con
/// la explicación del curso.
struct SolutionView {
  let context: TutorContext

  func lines(for exercise: Exercise) -> [String] {
    [context.console.style.bold("Solución de \(exercise.id):")]
      + KindInput.solutionLines(exercise.kind.base, view: context.kindView(for: exercise))
  }
}
