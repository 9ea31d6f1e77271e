import Support
import Foundation
import Presentation

/// El resumen del progreso (`leccion progreso` y la orden `progreso` del tutor).
struct ProgressSummary {
  let context: TutorContext

  func lines() -> [String] {
    let report = JSONReports.course(context)
    let style = context.console.style
    let width = context.console.columns - 1
    let percent = report.total == 0 ? 0 : report.passed * 100 / report.total
    var lines = TextWrapping.wrap("Progreso en «\(report.title)»", width: width).map(style.bold)
    lines += TextWrapping.wrap(
      "\(report.passed) de \(report.total) ejercicios resueltos (\(percent) %).", width: width)
    lines.append("")
    // `  1. título  3/5    ██████░░░░`: el título en su columna; si no cabe, sigue debajo.
    let number = report.lessons.count >= 10 ? 3 : 2
    let fixed = 2 + number + 1 + 2 + 6 + 1 + 10
    let titleWidth = max(12, min(44, width - fixed, report.lessons.map(\.title.count).max() ?? 20))
    for (index, lesson) in report.lessons.enumerated() {
      let head = "  " + "\(index + 1).".padding(toLength: number, withPad: " ", startingAt: 0)
      let title = TextWrapping.wrap(lesson.title, width: titleWidth)
      let first = title[0].padding(
        toLength: titleWidth + title[0].count - DisplayWidth.of(title[0]), withPad: " ",
        startingAt: 0)
      let count = "\(lesson.passed)/\(lesson.total)".padding(
        toLength: 6, withPad: " ", startingAt: 0)
      lines.append(
        "\(head) \(first)  \(count) \(bar(lesson.passed, of: lesson.total, style: style))")
      lines += title.dropFirst().map { String(repeating: " ", count: head.count + 1) + $0 }
    }
    lines.append("")
    lines += TextWrapping.wrap(
      "Respuestas: \(report.attempts) · pistas vistas: \(report.hintsShown) · "
        + "soluciones vistas: \(report.solutionsSeen)", width: width)
    if let last = context.store.progress.events.last?.date {
      lines.append("Última actividad: \(Self.format(last)).")
    }
    if let position = context.store.progress.position,
      let index = context.outline.index(of: position)
    {
      lines += TextWrapping.wrap(
        "Vas por: \(StepNames.describe(index, in: context.outline)).", width: width,
        hangingIndent: 2)
    }
    if context.assignment != .practice {
      lines += TextWrapping.wrap(
        "Tarea: " + AssignmentNotice.summary(context.assignment), width: width, hangingIndent: 2)
    }
    if let copy = StudentCopyNotice.summary(context.course) {
      lines += TextWrapping.wrap(copy, width: width, hangingIndent: 2)
    }
    lines += TextWrapping.wrap(
      "Espacio de trabajo: \(context.workspace.directory.path)", width: width, hangingIndent: 2)
    return lines
  }

  private func bar(_ done: Int, of total: Int, style: TerminalStyle) -> String {
    let width = 10
    let filled = total == 0 ? 0 : done * width / total
    let full = style.usesUnicode ? "█" : "#"
    let empty = style.usesUnicode ? "░" : "."
    return style.success(String(repeating: full, count: filled))
      + style.dim(String(repeating: empty, count: width - filled))
  }

  static func format(_ date: Date) -> String {
    var time = time_t(date.timeIntervalSince1970)
    var parts = tm()
    localtime_r(&time, &parts)
    return String(
      format: "%02d/%02d/%04d %02d:%02d", Int(parts.tm_mday), Int(parts.tm_mon) + 1,
      Int(parts.tm_year) + 1900, Int(parts.tm_hour), Int(parts.tm_min))
  }
}

/// Cómo se nombra un paso del curso en los mensajes.
enum StepNames {
  /// «lección 1 (La caja), sección «Qué se copia»» o «… ejercicio caja.copia».
  static func describe(_ index: Int, in outline: CourseOutline) -> String {
    let step = outline.steps[index]
    let lesson = outline.lesson(of: step)
    let head = "lección \(step.lessonIndex + 1) («\(lesson.title)»)"
    if let exercise = outline.exercise(of: step) { return "\(head), ejercicio \(exercise.id)" }
    if let section = outline.section(of: step) { return "\(head), sección «\(section.title)»" }
    return "\(head), introducción"
  }
}
