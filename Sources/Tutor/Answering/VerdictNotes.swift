import Checker
import Lessons
import Presentation

/// Lo que el tutor añade a un veredicto con lo que el curso ya tiene: tras un recorrido
/// correcto, el porqué de cada paso; tras una respuesta de texto que no es, dónde se
/// explica, sin decirla.
///
/// ```swift
/// VerdictNotes(context: context).lines(for: exercise, verdict: verdict)
/// // ["Paso a paso:", "  1. ¿Hay más de un dueño? → sí", …]
/// ```
struct VerdictNotes {
  let context: TutorContext

  func lines(for exercise: Exercise, verdict: Verdict) -> [String] {
    let style = context.console.style
    switch exercise.kind {
    case .flowchartWalk(let walk)
    where verdict.passed && ImmediateReview(context: context).shows(.explanation):
      // La copia del alumno no lleva las explicaciones: entonces no hay nada que añadir.
      guard walk.steps.contains(where: { !$0.explanation.isEmpty }) else { return [] }
      return [style.bold("Paso a paso:")] + WalkSteps(context: context).lines(for: walk)
    case .unit
    where exercise.kind.name == .freeText && verdict.outcome == .failed
      && !verdict.feedback.contains(.noAnswer):
      guard let place = whereTaught(exercise) else { return [] }
      return TextWrapping.wrap(
        "Lo que pide se explica en \(place); vuelve a leerlo, o pide una «pista».",
        width: context.console.columns - 1)
    default:
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

/// Las preguntas de un recorrido con la salida correcta y su porqué, numeradas (en la
/// solución y tras un recorrido correcto).
struct WalkSteps {
  let context: TutorContext

  func lines(for walk: FlowchartWalkExercise) -> [String] {
    let chart = context.course.diagram(walk.diagramID)?.flowchart
    var lines: [String] = []
    for (index, step) in walk.steps.enumerated() {
      var question = chart?.label(of: step.node) ?? step.node
      if !question.hasSuffix("?") { question = "¿\(question)?" }
      lines += TextWrapping.wrap(
        "\(index + 1). \(question) → \(step.answer)", width: context.console.columns - 1,
        hangingIndent: "\(index + 1). ".count, indent: 2)
      lines += LessonPresenter(console: context.console, widthReduction: 6)
        .markdown(step.explanation).map { "     " + $0 }
    }
    return lines
  }
}
