import Foundation
import Lessons
import Presentation
import Support

extension Repl {
  /// Lo que pide el bucle tras una línea.
  enum Next: Equatable {
    case keepGoing
    case quit
  }

  /// Interpreta una línea: una orden, o la respuesta al ejercicio actual.
  func handle(_ line: String) async -> Next {
    if let refusal = InputLimits.refusal(for: line) {
      report(refusal)
      return .keepGoing
    }
    let trimmed = line.trimmingCharacters(in: .whitespaces)
    if trimmed.isEmpty {
      continueOnEnter()
      return .keepGoing
    }
    reader.remember(trimmed)
    guard let command = ReplCommand.parse(trimmed) else {
      guard let exercise = currentExercise else {
        let word = String(trimmed.split(separator: " ").first ?? "")
        report(.unknownReplCommand(word, suggestion: ReplCommand.suggestion(for: word)))
        return .keepGoing
      }
      return await answer(trimmed, to: exercise)
    }
    return await perform(command)
  }

  private func perform(_ command: ReplCommand) async -> Next {
    switch command {
    case .next: goNext()
    case .back: goBack()
    case .index: showIndex()
    case .go(let target): go(to: target)
    case .hint:
      await withExercise("pista") { exercise in
        save { try Hints.showNext(for: exercise, context: context) }
      }
    case .solution: await withExercise("solución") { showSolution(for: $0) }
    case .check: await withExercise("comprobar") { await check($0) }
    case .answer(let text):
      guard let exercise = currentExercise else {
        report(.notAtExercise(command: "responder"))
        break
      }
      guard let text else {
        report(.replMissingArgument(command: "responder", usage: "responder TU RESPUESTA"))
        break
      }
      return await answer(text, to: exercise, literal: true)
    case .edit: await withCodeExercise("editar") { await edit($0, code: $1) }
    case .watch: await withCodeExercise("vigilar") { await watch($0, code: $1) }
    case .run: await runSnippet()
    case .compiler(let declaration): await compile(declaration)
    case .progress:
      context.store.refresh()
      ProgressSummary(context: context).lines().forEach(console.line)
      if let notice = UnsavedWork.notice(context.store) {
        console.paragraph(notice, paint: style.warning)
      }
    case .reset(let id): reset(id)
    case .help: ReplHelp.lines(style: style, width: console.columns - 1).forEach(console.line)
    case .quit: return .quit
    }
    return .keepGoing
  }

  private func withExercise(_ command: String, _ body: (Exercise) async -> Void) async {
    guard let exercise = currentExercise else {
      report(.notAtExercise(command: command))
      return
    }
    await body(exercise)
  }

  private func withCodeExercise(
    _ command: String, _ body: (Exercise, CodeExercise) async -> Void
  ) async {
    guard let exercise = currentExercise else {
      report(.notAtExercise(command: command))
      return
    }
    guard case .code(let code) = exercise.kind else {
      report(.codeOnly(command: command))
      return
    }
    await body(exercise, code)
  }

  private func showIndex() {
    context.store.refresh()
    CourseMap(context: context).lines(current: index, sections: true).forEach(console.line)
    console.line("")
    let mark = style.usesUnicode ? "§" : "#"
    console.paragraph(
      "«ir ID» para ir a un ejercicio o a una sección (las de «\(mark)»); «ir 2» para ir a la "
        + "lección 2.", paint: style.dim)
  }

  private func go(to target: String?) {
    guard let target else {
      report(
        .replMissingArgument(
          command: "ir", usage: "ir ID (un ejercicio, el número de una lección o una sección)"))
      return
    }
    guard let found = ReplNavigation.find(target, in: outline, from: index) else {
      report(.unknownPlace(target, suggestion: ReplNavigation.suggestion(for: target, in: outline)))
      return
    }
    index = found
    show()
  }

  private func reset(_ id: String?) {
    let exercise: Exercise
    if let id {
      do {
        exercise = try context.exercise(id)
      } catch {
        report(error)
        return
      }
    } else if let current = currentExercise {
      exercise = current
    } else {
      report(.notAtExercise(command: "reiniciar"))
      return
    }
    console.paragraph(Reset.question(for: exercise, context: context))
    guard confirm() else {
      console.line("No he cambiado nada.")
      return
    }
    save { try Reset.perform(exercise, context: context) }
  }

  /// Pregunta sí o no; solo un «s» o «sí» cuenta como sí.
  func confirm() -> Bool {
    guard
      case .line(let answer) = reader.readLine(prompt: "(s/n) \(style.usesUnicode ? "›" : ">") ")
    else { return false }
    return Reset.isYes(answer)
  }
}

/// Dónde lleva `ir`.
enum ReplNavigation {
  /// El paso de `target`: un id de ejercicio, el número o id de una lección, o el id de una
  /// sección (primero en la lección actual).
  static func find(_ target: String, in outline: CourseOutline, from current: Int) -> Int? {
    if let index = outline.index(ofExercise: target) { return index }
    let lessons = outline.course.lessons
    if let number = Int(target), number >= 1, number <= lessons.count {
      return outline.index(ofLesson: number - 1)
    }
    if let lessonIndex = lessons.firstIndex(where: { $0.id == target }) {
      return outline.index(ofLesson: lessonIndex)
    }
    let sectionID = "seccion:\(TextFolding.slug(target))"
    let currentLesson = outline.steps[current].lessonIndex
    return outline.steps.firstIndex { $0.lessonIndex == currentLesson && $0.id == sectionID }
      ?? outline.steps.firstIndex { $0.id == sectionID }
  }

  static func suggestion(for target: String, in outline: CourseOutline) -> String? {
    let candidates = outline.course.exercises.map(\.id) + outline.course.lessons.map(\.id)
    return EditDistance.suggestion(for: target, among: candidates)
  }
}

/// La ayuda del tutor interactivo: cada orden en su columna y su descripción ajustada a
/// `width` en la de al lado (o debajo, si la columna no deja sitio).
enum ReplHelp {
  static func lines(style: TerminalStyle, width: Int) -> [String] {
    var lines = [style.bold("Órdenes (entre paréntesis, sus formas cortas):")]
    let descriptions: [String: String] = [
      "siguiente": "el paso siguiente (Intro, si no queda nada pendiente)",
      "atrás": "el paso anterior",
      "índice": "el mapa del curso, con tu progreso",
      "ir": "ir ID: a un ejercicio, a una lección (ir 2) o a una sección",
      "pista": "la siguiente pista del ejercicio",
      "solución": "la solución (si no lo has resuelto, cuenta como vista)",
      "comprobar": "corrige otra vez tu respuesta o tu archivo de código",
      "responder": "responder TEXTO: por si tu respuesta se parece a una orden",
      "editar": "abre tu archivo de código en $VISUAL, $EDITOR, nano o vi",
      "vigilar": "corrige tu archivo cada vez que lo guardas (Ctrl-C para parar)",
      "ejecutar": "ejecuta el código de la sección sobre SharedCore",
      "compilador": "compilador DECLARACIÓN: ¿compila contra SharedCore?",
      "progreso": "el resumen de tu progreso",
      "reiniciar": "reiniciar [ID]: vuelve a empezar un ejercicio",
      "ayuda": "esta ayuda",
      "salir": "guarda y sale (también Ctrl-D)",
    ]
    let column = 2 + 24 + 1
    // Con menos de 30 columnas para la descripción, va debajo de la orden.
    let beside = width - column >= 30
    for entry in ReplCommand.table {
      let aliases = entry.aliases.filter { ReplCommand.fold($0) != ReplCommand.fold(entry.name) }
      let name = entry.name + (aliases.isEmpty ? "" : " (\(aliases.joined(separator: ", ")))")
      let description = descriptions[entry.name] ?? ""
      guard beside else {
        lines.append("  " + style.accent(name))
        lines += TextWrapping.wrap(description, width: width, indent: 6)
        continue
      }
      let padded = name.padding(toLength: 24, withPad: " ", startingAt: 0)
      let text = TextWrapping.wrap(description, width: width - column)
      lines.append("  \(style.accent(padded)) \(text[0])")
      lines += text.dropFirst().map { String(repeating: " ", count: column) + $0 }
    }
    lines.append("")
    lines += TextWrapping.wrap(
      "En un ejercicio, lo que no es una orden es tu respuesta. Ctrl-C cancela lo que estés "
        + "escribiendo o una comprobación en marcha, sin salir.", width: width)
    return lines
  }
}
