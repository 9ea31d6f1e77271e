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
/// - código: nada; se responde en su archivo (`file`).
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
  /// El archivo del ejercicio en el espacio, como se le enseña a la persona.
  var file = ""

  /// El indicador de las líneas que siguen a la primera.
  var continuationPrompt: String { console.style.usesUnicode ? "  … " : "  ... " }

  func collect(firstLine: String) -> Outcome {
    KindInput.collect(exercise.kind.base, firstLine: firstLine, input: self)
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
