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
    if let instead = ReplCommand.replacement(forShellCommand: trimmed) {
      report(.shellOnlyCommand(trimmed, instead: instead))
      return .keepGoing
    }
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
    case .hint(let id):
      await withExercise("pista", named: id) { exercise in
        save {
          try Hints.showNext(for: exercise, context: context, naming: exercise != currentExercise)
        }
      }
    case .solution(let id): await withExercise("solución", named: id) { showSolution(for: $0) }
    case .check(let id): await withExercise("comprobar", named: id) { await check($0) }
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
    case .edit(let id): await withCodeExercise("editar", named: id) { await edit($0, code: $1) }
    case .watch(let id):
      await withCodeExercise("vigilar", named: id) { await watch($0, code: $1) }
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

  /// Hace `body` con el ejercicio `id`, si se nombra, o con el que está en pantalla.
  private func withExercise(
    _ command: String, named id: String?, _ body: (Exercise) async -> Void
  ) async {
    guard let exercise = target(of: command, named: id) else { return }
    await body(exercise)
  }

  private func withCodeExercise(
    _ command: String, named id: String?, _ body: (Exercise, any CompiledKind) async -> Void
  ) async {
    guard let exercise = target(of: command, named: id) else { return }
    guard let code = exercise.kind.compiled else {
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

  /// El ejercicio sobre el que actúa `command`: el nombrado (`id`), o el que está en
  /// pantalla; si no hay ninguno, lo dice y devuelve `nil`.
  private func target(of command: String, named id: String?) -> Exercise? {
    guard let id else {
      guard let current = currentExercise else {
        report(.notAtExercise(command: command))
        return nil
      }
      return current
    }
    do {
      return try context.exercise(id)
    } catch .unknownExercise(let id, let suggestion) {
      report(.unknownReplExercise(id, suggestion: suggestion))
    } catch {
      report(error)
    }
    return nil
  }

  private func reset(_ id: String?) {
    guard let exercise = target(of: "reiniciar", named: id) else { return }
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
