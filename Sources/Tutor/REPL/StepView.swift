import Foundation
import Lessons
import Presentation

/// Lo que se muestra al llegar a un paso: el texto de la introducción o de la sección, o
/// el enunciado del ejercicio con su forma de responder.
struct StepView {
  let context: TutorContext

  private var style: TerminalStyle { context.console.style }
  private var width: Int { context.console.columns - 1 }

  /// Las líneas del paso `index`.
  func lines(for index: Int) -> [String] {
    let outline = context.outline
    let step = outline.steps[index]
    let lesson = outline.lesson(of: step)
    let place = outline.placeInLesson(index)
    let header = style.dim(
      "Lección \(step.lessonIndex + 1) de \(context.course.lessons.count) · paso \(place.step) "
        + "de \(place.of)")
    var lines = ["", header]
    switch step.kind {
    case .introduction:
      lines += context.presenter.introduction(of: lesson)
    case .section(let sectionIndex):
      let section = lesson.sections[sectionIndex]
      lines += context.presenter.section(section, number: sectionIndex + 1)
      if lesson.codeBlocks.contains(where: { $0.sectionID == section.id && $0.tag == .runs }) {
        lines += instructions(
          "(Escribe «ejecutar» para ver qué imprime el código de esta sección.)")
      }
    case .exercise(let exerciseIndex):
      lines += exercise(lesson.exercises[exerciseIndex])
    }
    return lines
  }

  /// Dónde empieza, en `lines(for: index)`, el enunciado de un ejercicio (lo que el
  /// paginador no se salta); `nil` si el paso no es un ejercicio.
  func questionStart(for index: Int) -> Int? {
    guard case .exercise = context.outline.steps[index].kind else { return nil }
    return 1
  }

  /// El enunciado de un ejercicio y cómo se responde.
  func exercise(_ exercise: Exercise) -> [String] {
    let record = context.store.progress.record(for: exercise.id)
    var lines = [
      style.bold("Ejercicio \(style.accent(exercise.id))")
        + style.dim(" · \(KindNames.display(exercise.kind.name))"),
      style.bold(exercise.title),
      "",
    ]
    lines += markdown(exercise.prompt)
    lines.append("")
    lines += KindInput.promptLines(exercise.kind.base, view: context.kindView(for: exercise))
    if record.isPassed {
      lines += TextWrapping.wrap("(Ya lo resolviste. Intro para seguir.)", width: width)
        .map(style.success)
    }
    return lines
  }

  private func markdown(_ text: String) -> [String] {
    context.presenter.markdown(text)
  }

  private func instructions(_ text: String) -> [String] {
    TextWrapping.wrap(text, width: width).map(style.dim)
  }
}
