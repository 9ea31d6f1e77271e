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
    guard let call = ReplCommand.parse(trimmed) else {
      guard let exercise = currentExercise else {
        let word = String(trimmed.split(separator: " ").first ?? "")
        report(.unknownReplCommand(word, suggestion: ReplCommand.suggestion(for: word)))
        return .keepGoing
      }
      return await answer(trimmed, to: exercise)
    }
    return await call.command.run(self, call)
  }

  /// `pista`: la siguiente del ejercicio; si no es el de la pantalla, cada pista dice de cuál.
  func showHint(for exercise: Exercise) {
    save {
      try Hints.showNext(for: exercise, context: context, naming: exercise != currentExercise)
    }
  }

  /// `responder TEXTO`: `text` es la respuesta al ejercicio en pantalla, aunque parezca una
  /// orden.
  func answerLiterally(_ text: String?) async -> Next {
    guard let exercise = currentExercise else {
      report(.notAtExercise(command: "responder"))
      return .keepGoing
    }
    guard let text else {
      report(.replMissingArgument(command: "responder", usage: "responder TU RESPUESTA"))
      return .keepGoing
    }
    return await answer(text, to: exercise, literal: true)
  }

  /// `progreso`: el resumen, y lo que no se pudo guardar (si lo hay).
  func showProgress() {
    context.store.refresh()
    ProgressSummary(context: context).lines().forEach(console.line)
    if let notice = UnsavedWork.notice(context.store) {
      console.paragraph(notice, paint: style.warning)
    }
  }

  /// `ayuda`.
  func showHelp() {
    ReplHelp.lines(style: style, width: console.columns - 1).forEach(console.line)
  }

  /// Hace `body` con el ejercicio que nombra `call`, o con el que está en pantalla.
  func withExercise(_ call: ReplCommand.Call, _ body: (Exercise) async -> Void) async {
    guard let exercise = target(of: call.name, named: call.argument) else { return }
    await body(exercise)
  }

  /// Como `withExercise`, solo con un ejercicio que se responde en su archivo (`CompiledKind`).
  func withCodeExercise(
    _ call: ReplCommand.Call, _ body: (Exercise, any CompiledKind) async -> Void
  ) async {
    let command = call.name
    guard let exercise = target(of: command, named: call.argument) else { return }
    guard let code = exercise.kind.compiled else {
      report(.codeOnly(command: command))
      return
    }
    await body(exercise, code)
  }

  func showIndex() {
    context.store.refresh()
    CourseMap(context: context).lines(current: index, sections: true).forEach(console.line)
    console.line("")
    let mark = style.usesUnicode ? "§" : "#"
    console.paragraph(
      "«ir ID» para ir a un ejercicio o a una sección (las de «\(mark)»); «ir 2» para ir a la "
        + "lección 2.", paint: style.dim)
  }

  func go(to target: String?) {
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

  /// `reiniciar`: pregunta antes.
  func reset(_ exercise: Exercise) {
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
