import Foundation
import Presentation
import Workspace
import Lessons

/// Recoge la respuesta a un ejercicio a partir de la primera línea escrita y, si el tipo
/// lo pide, de las siguientes: funciona igual en una terminal que con líneas por la
/// entrada estándar.
///
/// - elección: letras (`b`, `a c`, `a,c`).
/// - texto: la línea.
/// - predicción: líneas hasta una vacía o una con `.`.
/// - recorrido: una salida por pregunta (letra o etiqueta), nodo a nodo.
/// - mermaid: líneas hasta una con `.`.
/// - admisión: un veredicto por declaración (`a`, `r`, `h`), todos en una línea o uno por línea.
struct AnswerCollector {
  /// Lo que resultó.
  enum Outcome: Error, Equatable {
    /// La respuesta completa.
    case answer(RawAnswer)
    /// Ctrl-C: la respuesta se cancela.
    case cancelled
    /// Ctrl-D a media respuesta.
    case endOfInput
    /// La primera línea no vale (el mensaje dice por qué).
    case invalid(TutorError)
  }

  let exercise: Exercise
  let course: Course
  let reader: LineReader
  let console: Console
  let presenter: LessonPresenter
  /// El orden en que se mostraron las opciones (las letras que escribe la persona).
  var order: OptionOrder?

  /// El indicador de las líneas que siguen a la primera.
  var continuationPrompt: String { console.style.usesUnicode ? "  … " : "  ... " }

  func collect(firstLine: String) -> Outcome {
    switch exercise.kind {
    case .choice(let choice):
      switch Self.parseChoice(firstLine, choice: choice, order: order) {
      case .success(let answer): return .answer(answer)
      case .failure(let error): return .invalid(error)
      }
    case .prediction:
      let word = firstLine.trimmingCharacters(in: .whitespaces)
      if let command = Self.commandLookalike(word) {
        return .invalid(.answerLooksLikeCommand(word, command: command))
      }
      return collectLines(first: firstLine, endOnEmpty: true).outcome {
        $0.isEmpty ? .invalid(.emptyPrediction) : .answer(.prediction(lines: $0))
      }
    case .code:
      return .invalid(.codeAnswersInFile("su archivo"))
    case .unit(let unit):
      return KindInput.collect(unit.base, firstLine: firstLine, input: self)
    }
  }

  // MARK: Elección

  /// Las opciones de una línea de letras (en el orden `order` en que se mostraron), por su
  /// id, o el error que explica qué no vale.
  static func parseChoice(
    _ line: String, choice: ChoiceExercise, order: OptionOrder? = nil
  ) -> Result<RawAnswer, TutorError> {
    let order = order ?? .identity(count: choice.options.count)
    let tokens = line.split { $0 == " " || $0 == "," || $0 == ";" }.map(String.init)
    guard !tokens.isEmpty else { return .failure(.emptyAnswer) }
    var selected: [Int] = []
    for token in tokens {
      guard let index = Letters.index(of: token, count: choice.options.count) else {
        if tokens.count == 1, let command = commandLookalike(token) {
          return .failure(.answerLooksLikeCommand(token, command: command))
        }
        return .failure(.invalidChoice(token, count: choice.options.count))
      }
      guard !selected.contains(index) else {
        return .failure(.repeatedChoice(Letters.letter(index)))
      }
      selected.append(index)
    }
    if !choice.allowsSeveral, selected.count > 1 { return .failure(.singleChoiceOnly) }
    let ids = selected.sorted().compactMap { order.position(shown: $0) }
      .compactMap { choice.option(atPosition: $0)?.id }
    return .success(.choice(options: ids))
  }

  /// Si `line` puede ser la primera de un diagrama Mermaid: su cabecera (`flowchart`,
  /// `graph`, en mayúsculas o no: el corrector dice qué falla) o un comentario `%%`.
  static func startsMermaid(_ line: String) -> Bool {
    let trimmed = line.trimmingCharacters(in: .whitespaces)
    if trimmed.hasPrefix("%%") { return true }
    let word = ReplCommand.fold(String(trimmed.prefix { !$0.isWhitespace }))
    return word == "flowchart" || word == "graph"
  }

  /// La orden a la que se parece una palabra suelta (a distancia 1 o 2, sin serlo).
  static func commandLookalike(_ text: String) -> String? {
    guard !text.contains(" "), text.count >= 4, ReplCommand.parse(text) == nil else { return nil }
    return ReplCommand.suggestion(for: text)
  }

  /// Lee una línea de continuación; mientras tanto, el tabulador propone `options` (las
  /// salidas de la pregunta, los veredictos).
  func readLine(offering options: [String]) -> LineInput {
    let saved = reader.completions
    reader.completions = { line in
      let word = ReplCommand.fold(line.trimmingCharacters(in: .whitespaces))
      return options.filter { ReplCommand.fold($0).hasPrefix(word) }
    }
    defer { reader.completions = saved }
    return readContinuation()
  }

  /// Lee una línea de continuación; la que es demasiado larga se rechaza con su mensaje y
  /// se pide otra.
  func readContinuation() -> LineInput {
    while true {
      let input = reader.readLine(prompt: continuationPrompt)
      guard case .line(let text) = input, let refusal = InputLimits.refusal(for: text) else {
        return input
      }
      console.line(ReplText.capitalized(refusal.message))
    }
  }

  // MARK: Varias líneas

  /// Las líneas desde `first` hasta una con «.» (o vacía, con `endOnEmpty`).
  func collectLines(first: String, endOnEmpty: Bool) -> Result<[String], Outcome> {
    var lines: [String] = []
    var next: String? = first
    while true {
      guard let line = next else {
        switch readContinuation() {
        case .line(let text): next = text
        case .interrupted: return .failure(.cancelled)
        case .endOfInput: return .failure(.endOfInput)
        }
        continue
      }
      next = nil
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if trimmed == "." || (endOnEmpty && trimmed.isEmpty) { return .success(lines) }
      lines.append(line)
    }
  }
}

extension Result where Failure == AnswerCollector.Outcome {
  fileprivate func outcome(
    _ transform: (Success) -> AnswerCollector.Outcome
  ) -> AnswerCollector.Outcome {
    switch self {
    case .success(let value): transform(value)
    case .failure(let outcome): outcome
    }
  }
}
