import Support
import Foundation
import Presentation
import Workspace
import Lessons

/// El mapa del curso (`leccion lista` y la orden `índice` del tutor): lecciones y
/// ejercicios con su id y su estado.
struct CourseMap {
  let context: TutorContext

  /// Las líneas del mapa; `current` es el paso en que está la persona. Con `sections`
  /// (la orden `índice`), también las secciones, con el id que acepta «ir».
  func lines(current: Int?, sections: Bool = false) -> [String] {
    let style = context.console.style
    let progress = context.store.progress
    let records = progress.records()
    let outline = context.outline
    let currentStep = current.map { outline.steps[$0] }
    let width = context.console.columns - 1
    let idWidth = min(28, context.course.exercises.map(\.id.count).max() ?? 10)
    var lines = [style.bold(context.course.title)]
    for (index, lesson) in context.course.lessons.enumerated() {
      let passed = lesson.exercises.filter { records[$0.id]?.isPassed == true }.count
      let here =
        currentStep.map {
          $0.lessonIndex == index && outline.exercise(of: $0) == nil
            && (!sections || outline.section(of: $0) == nil)
        } ?? false
      let marker = here ? style.accent(style.hereMark) : " "
      lines.append("")
      lines.append(
        "\(marker) \(index + 1). \(lesson.title)  \(style.dim("(\(passed)/\(lesson.exercises.count))"))"
      )
      for step in outline.steps where step.lessonIndex == index {
        if let section = outline.section(of: step) {
          guard sections else { continue }
          let pointer = currentStep?.id == step.id ? style.accent(style.hereMark) : " "
          let head = "\(pointer)   \(style.usesUnicode ? "§" : "#") "
          let id = section.id.padding(
            toLength: max(idWidth, section.id.count), withPad: " ", startingAt: 0)
          let title = Self.truncate(section.title, to: max(10, width - 6 - id.count - 2))
          lines.append(head + style.accent(id) + "  " + style.dim(title))
          continue
        }
        guard let exercise = outline.exercise(of: step) else { continue }
        let record = records[exercise.id] ?? ExerciseRecord()
        let isHere = currentStep?.id == "ejercicio:\(exercise.id)"
        let mark = Self.mark(record.status, style: style)
        let pointer = isHere ? style.accent(style.hereMark) : " "
        let id = exercise.id.padding(
          toLength: max(idWidth, exercise.id.count), withPad: " ", startingAt: 0)
        let kind = KindNames.display(exercise.kind.name)
        let fixed = 4 + 2 + id.count + 2 + 2 + Self.kindWidth
        let titleWidth = max(10, width - fixed)
        let title = Self.truncate(exercise.title, to: titleWidth)
          .padding(toLength: titleWidth, withPad: " ", startingAt: 0)
        lines.append("\(pointer)   \(mark) \(style.accent(id))  \(title)  \(style.dim(kind))")
      }
    }
    return lines
  }

  /// El ancho del tipo más largo («predicción»).
  static let kindWidth = 10

  /// Las lecciones con cuántos ejercicios tienen y cuántos están resueltos (el mapa corto
  /// del saludo).
  func summaryLines() -> [String] {
    let records = context.store.progress.records()
    let width = context.console.columns - 1
    return context.course.lessons.enumerated().flatMap { index, lesson -> [String] in
      let passed = lesson.exercises.filter { records[$0.id]?.isPassed == true }.count
      let count = lesson.exercises.count
      let tail =
        passed == 0
        ? " — \(count) \(count == 1 ? "ejercicio" : "ejercicios")"
        : " — \(passed) de \(count) resueltos"
      let head = "  \(index + 1). "
      let title = Self.truncate(lesson.title, to: max(10, width - head.count - tail.count))
      return [head + title + context.console.style.dim(tail)]
    }
  }

  static func mark(_ status: ExerciseRecord.Status, style: TerminalStyle) -> String {
    switch status {
    case .passed: style.success(style.passedMark)
    case .attempted: style.failure(style.failedMark)
    case .pending: style.dim(style.pendingMark)
    }
  }

  static func truncate(_ text: String, to width: Int) -> String {
    guard text.count > width else { return text }
    return String(text.prefix(max(1, width - 1))) + "…"
  }
}

/// Los nombres de los tipos de ejercicio para leer.
enum KindNames {
  static func display(_ kind: Exercise.KindName) -> String {
    switch kind {
    case .choice: "elección"
    case .freeText: "texto"
    case .prediction: "predicción"
    case .code: "código"
    case .flowchartWalk: "recorrido"
    case .flowchartRebuild: "mermaid"
    case .admission: "admisión"
    }
  }
}
