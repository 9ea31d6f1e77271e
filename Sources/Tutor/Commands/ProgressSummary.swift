import Support
import Foundation
import Presentation

/// El resumen del progreso (`leccion progreso` y la orden `progreso` del tutor).
struct ProgressSummary {
  let context: TutorContext

  func lines() -> [String] {
    let report = JSONReports.course(context)
    let style = context.console.style
    let percent = report.total == 0 ? 0 : report.passed * 100 / report.total
    var lines = [
      style.bold("Progreso en «\(report.title)»"),
      "\(report.passed) de \(report.total) ejercicios resueltos (\(percent) %).",
      "",
    ]
    let titleWidth = min(44, report.lessons.map(\.title.count).max() ?? 20)
    for (index, lesson) in report.lessons.enumerated() {
      let title = CourseMap.truncate(lesson.title, to: titleWidth)
        .padding(toLength: titleWidth, withPad: " ", startingAt: 0)
      let count = "\(lesson.passed)/\(lesson.total)".padding(
        toLength: 6, withPad: " ", startingAt: 0)
      lines.append(
        "  \(index + 1). \(title)  \(count) \(bar(lesson.passed, of: lesson.total, style: style))")
    }
    lines.append("")
    lines.append(
      "Respuestas: \(report.attempts) · pistas vistas: \(report.hintsShown) · "
        + "soluciones vistas: \(report.solutionsSeen)")
    if let last = context.store.progress.events.last?.date {
      lines.append("Última actividad: \(Self.format(last)).")
    }
    if let position = context.store.progress.position,
      let index = context.outline.index(of: position)
    {
      lines += TextWrapping.wrap(
        "Vas por: \(StepNames.describe(index, in: context.outline)).",
        width: context.console.columns - 1, hangingIndent: 2)
    }
    if context.assignment != .practice {
      lines += TextWrapping.wrap(
        "Tarea: " + AssignmentNotice.summary(context.assignment),
        width: context.console.columns - 1, hangingIndent: 2)
    }
    if let copy = StudentCopyNotice.summary(context.course) {
      lines += TextWrapping.wrap(copy, width: context.console.columns - 1, hangingIndent: 2)
    }
    lines.append("Espacio de trabajo: \(context.workspace.directory.path)")
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
