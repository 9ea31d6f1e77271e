import Checker
import Lessons
import Presentation

/// Lo que el tutor añade a un veredicto con lo que el curso ya tiene, según lo que pida el
/// tipo (`AnswerableKind.afterword`): tras un recorrido correcto, el porqué de cada paso;
/// tras una respuesta de texto que no es, dónde se explica, sin decirla.
///
/// ```swift
/// VerdictNotes(context: context).lines(for: exercise, verdict: verdict)
/// // ["Paso a paso:", "  1. ¿Hay más de un dueño? → sí", …]
/// ```
struct VerdictNotes {
  let context: TutorContext

  func lines(for exercise: Exercise, verdict: Verdict) -> [String] {
    let view = context.kindView(for: exercise)
    switch KindInput.afterword(exercise.kind.base, verdict: verdict, view: view) {
    case .explanation(let lines) where ImmediateReview(context: context).shows(.explanation):
      return lines
    case .whereTaught:
      guard let place = whereTaught(exercise) else { return [] }
      return TextWrapping.wrap(
        "Lo que pide se explica en \(place); vuelve a leerlo, o pide una «pista».",
        width: context.console.columns - 1)
    case .explanation, nil:
      return []
    }
  }

  /// La sección (o la lección) donde está el ejercicio, con cómo ir a ella.
  private func whereTaught(_ exercise: Exercise) -> String? {
    let lessons = context.course.lessons
    guard let number = lessons.firstIndex(where: { $0.id == exercise.lessonID }) else {
      return nil
    }
    let lesson = lessons[number]
    guard let id = exercise.sectionID, let section = lesson.sections.first(where: { $0.id == id })
    else {
      return "la lección \(number + 1), «\(lesson.title)» («ir \(number + 1)»)"
    }
    return "«\(section.title)», en la lección \(number + 1) («ir \(section.id)»)"
  }
}
