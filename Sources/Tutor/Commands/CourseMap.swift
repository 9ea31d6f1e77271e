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
  ///
  /// Cada fila es `▸   ✓ id  título  tipo`, en columnas. Un título que no cabe sigue en
  /// las líneas de debajo, en su columna; un id más largo que la suya empuja el principio
  /// del título en su línea (o, si no cabe ni una palabra, lo deja en la siguiente). Nada
  /// se corta ni pasa del ancho.
  func lines(current: Int?, sections: Bool = false) -> [String] {
    let style = context.console.style
    let progress = context.store.progress
    let records = progress.records()
    let outline = context.outline
    let currentStep = current.map { outline.steps[$0] }
    let width = context.console.columns - 1
    // La columna de los ids: la del más largo, sin comerse más de dos quintos de la línea
    // ni dejar el título en menos de 12 columnas (con el tipo al lado).
    let ids =
      context.course.exercises.map(\.id)
      + (sections ? context.course.lessons.flatMap { $0.sections.map(\.id) } : [])
    let room = width - 6 - 2 - Self.minimumTitleWidth - (Self.kindWidth + 2)
    let idWidth = min(ids.map(\.count).max() ?? 10, max(8, min(width * 2 / 5, room)))
    var lines = TextWrapping.wrap(context.course.title, width: width).map(style.bold)
    for (index, lesson) in context.course.lessons.enumerated() {
      let passed = lesson.exercises.filter { records[$0.id]?.isPassed == true }.count
      let here =
        currentStep.map {
          $0.lessonIndex == index && outline.exercise(of: $0) == nil
            && (!sections || outline.section(of: $0) == nil)
        } ?? false
      let marker = here ? style.accent(style.hereMark) : " "
      lines.append("")
      let count = style.dim("(\(passed)/\(lesson.exercises.count))")
      let number = "\(index + 1). "
      let heading = TextWrapping.wrap(
        number + lesson.title + " " + count, width: width - 2, hangingIndent: number.count)
      lines += heading.enumerated().map { ($0.offset == 0 ? marker + " " : "  ") + $0.element }
      for step in outline.steps where step.lessonIndex == index {
        if let section = outline.section(of: step) {
          guard sections else { continue }
          let pointer = currentStep?.id == step.id ? style.accent(style.hereMark) : " "
          let head = "\(pointer)   \(style.usesUnicode ? "§" : "#") "
          lines += row(
            head: head, id: section.id, idWidth: idWidth, title: section.title, kind: nil,
            width: width)
          continue
        }
        guard let exercise = outline.exercise(of: step) else { continue }
        let record = records[exercise.id] ?? ExerciseRecord()
        let isHere = currentStep?.id == "ejercicio:\(exercise.id)"
        let pointer = isHere ? style.accent(style.hereMark) : " "
        let head = "\(pointer)   \(Self.mark(record.status, style: style)) "
        lines += row(
          head: head, id: exercise.id, idWidth: idWidth, title: exercise.title,
          kind: KindNames.display(exercise.kind.name), width: width)
      }
    }
    return lines
  }

  /// Una fila del mapa: `head` (6 columnas), el id en su columna, el título ajustado a la
  /// suya y, si hay, el tipo al final de la primera línea.
  private func row(
    head: String, id: String, idWidth: Int, title: String, kind: String?, width: Int
  ) -> [String] {
    let style = context.console.style
    let headWidth = 6
    let titleColumn = headWidth + idWidth + 2
    let kindWidth = kind == nil ? 0 : Self.kindWidth + 2
    let titleWidth = max(Self.minimumTitleWidth, width - titleColumn - kindWidth)
    let titleLines = TextWrapping.wrap(title, width: titleWidth)
    let margin = String(repeating: " ", count: titleColumn)
    var lines: [String] = []
    var first = head + style.accent(id)
    var rest = titleLines[...]
    if id.count > idWidth {
      if let long = rowBesideLongID(
        head, id: id, idWidth: idWidth, title: title, kind: kind, titleWidth: titleWidth,
        margin: margin)
      {
        return long
      }
      // No cabe ni una palabra del título tras el id: empieza debajo, en su columna.
      lines.append(first + (kind.map { "  " + style.dim($0) } ?? ""))
      return lines + rest.map { margin + style.dim($0) }
    }
    first += String(repeating: " ", count: idWidth - id.count) + "  "
    let firstTitle = rest.popFirst() ?? ""
    if let kind {
      let padding = String(repeating: " ", count: max(0, titleWidth - DisplayWidth.of(firstTitle)))
      first += style.dim(firstTitle) + padding + "  " + style.dim(kind)
    } else {
      first += style.dim(firstTitle)
    }
    lines.append(first)
    return lines + rest.map { margin + style.dim($0) }
  }

  /// La fila de un id más largo que su columna: el título empieza tras el id, en la misma
  /// línea, y sigue debajo en su columna. El tipo va al final de esa primera línea; si así
  /// no cabe ni la primera palabra del título, baja a la segunda. `nil` si ni sin el tipo
  /// cabe una palabra.
  private func rowBesideLongID(
    _ head: String, id: String, idWidth: Int, title: String, kind: String?, titleWidth: Int,
    margin: String
  ) -> [String]? {
    let style = context.console.style
    let overflow = id.count - idWidth
    let words = title.split(separator: " ").map(String.init)
    let besideKind = titleWidth - overflow
    let withoutKind = besideKind + (kind == nil ? 0 : Self.kindWidth + 2)
    guard let firstWord = words.first, DisplayWidth.of(firstWord) <= withoutKind else {
      return nil
    }
    let kindOnFirst = DisplayWidth.of(firstWord) <= besideKind
    var firstTitle = firstWord
    var index = 1
    let room = kindOnFirst ? besideKind : withoutKind
    while index < words.count,
      DisplayWidth.of(firstTitle) + 1 + DisplayWidth.of(words[index]) <= room
    {
      firstTitle += " " + words[index]
      index += 1
    }
    let restLines =
      index < words.count
      ? TextWrapping.wrap(words[index...].joined(separator: " "), width: titleWidth) : []
    func withKind(_ text: String, used: Int) -> String {
      guard let kind else { return text }
      return text + String(repeating: " ", count: max(0, used)) + "  " + style.dim(kind)
    }
    var first = head + style.accent(id) + "  " + style.dim(firstTitle)
    var rest = restLines.map { margin + style.dim($0) }
    if kindOnFirst {
      first = withKind(first, used: besideKind - DisplayWidth.of(firstTitle))
    } else if let second = restLines.first {
      rest[0] = withKind(rest[0], used: titleWidth - DisplayWidth.of(second))
    } else {
      rest.append(withKind(margin, used: titleWidth))
    }
    return [first] + rest
  }

  /// El ancho del tipo más largo («predicción»).
  static let kindWidth = 10
  /// Lo menos que se deja para el título.
  static let minimumTitleWidth = 12

  /// Las lecciones con cuántos ejercicios tienen y cuántos están resueltos (el mapa corto
  /// del saludo). Un título largo sigue en la línea de debajo, sin cortarse.
  func summaryLines() -> [String] {
    let records = context.store.progress.records()
    let style = context.console.style
    let width = context.console.columns - 1
    return context.course.lessons.enumerated().flatMap { index, lesson -> [String] in
      let passed = lesson.exercises.filter { records[$0.id]?.isPassed == true }.count
      let count = lesson.exercises.count
      let tail =
        passed == 0
        ? "— \(count) \(count == 1 ? "ejercicio" : "ejercicios")"
        : "— \(passed) de \(count) resueltos"
      let number = "\(index + 1). "
      var lines = TextWrapping.wrap(
        number + lesson.title, width: width, hangingIndent: number.count, indent: 2)
      // La cola va entera: tras el título si cabe, o en la línea de debajo.
      let last = lines.count - 1
      if DisplayWidth.of(lines[last]) + 1 + DisplayWidth.of(tail) <= width {
        lines[last] += " " + style.dim(tail)
      } else {
        lines.append(String(repeating: " ", count: 2 + number.count) + style.dim(tail))
      }
      return lines
    }
  }

  static func mark(_ status: ExerciseRecord.Status, style: TerminalStyle) -> String {
    switch status {
    case .passed: style.success(style.passedMark)
    case .attempted: style.failure(style.failedMark)
    case .pending: style.dim(style.pendingMark)
    }
  }
}

/// Los nombres de los tipos de ejercicio para leer.
enum KindNames {
  static func display(_ kind: Exercise.KindName) -> String {
    kind.unit?.displayName ?? kind.rawValue
  }
}
