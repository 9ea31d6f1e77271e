import Checker
import Lessons
import Presentation

/// Lo que el tutor sabe de un tipo hecho unidad: cómo se enseña, cómo se responde y cómo
/// se ve su solución. Cada tipo lo declara en `Tutor/Kinds/<Tipo>/`.
protocol AnswerableKind: CheckableKind {
  /// Lo que va bajo el enunciado: el material del ejercicio y cómo se responde.
  func promptLines(_ view: KindView) -> [String]
  /// La solución, con su explicación.
  func solutionLines(_ view: KindView) -> [String]
  /// La respuesta que dice la primera línea escrita, o por qué no vale.
  func answer(fromLine line: String) -> Result<Answer, TutorError>
  /// Las respuestas que propone el tabulador.
  var answerWords: [String] { get }
  /// `answer(fromLine:)` con el orden `order` en que se mostraron las opciones (las letras
  /// que escribe la persona). Por omisión, el orden no cuenta.
  func answer(fromLine line: String, order: OptionOrder?) -> Result<Answer, TutorError>
  /// Si la respuesta ocupa varias líneas y qué línea la termina (por omisión, `.oneLine`).
  /// En una de varias, `answer(fromLine:)` solo dice si la primera se rechaza.
  var answerLines: AnswerLines { get }
  /// La respuesta de todas sus líneas (sin la que la termina), en un tipo de varias líneas.
  func answer(fromLines lines: [String]) -> Result<Answer, TutorError>
}

/// Cuántas líneas ocupa una respuesta.
enum AnswerLines: Equatable {
  /// Solo la primera.
  case oneLine
  /// Hasta una línea vacía o con solo «.».
  case untilBlankOrDot
  /// Hasta una línea con solo «.».
  case untilDot
}

extension AnswerableKind {
  func answer(fromLine line: String, order: OptionOrder?) -> Result<Answer, TutorError> {
    answer(fromLine: line)
  }

  var answerLines: AnswerLines { .oneLine }

  func answer(fromLines lines: [String]) -> Result<Answer, TutorError> {
    answer(fromLine: lines.first ?? "")
  }
}

/// Con qué dibuja un tipo lo suyo: el mismo CommonMark, estilo y ancho que el resto del
/// paso.
struct KindView {
  let presenter: LessonPresenter
  let style: TerminalStyle
  /// El ancho útil (las columnas menos una).
  let width: Int
  /// El orden en que la persona ve las opciones (`nil`: el del archivo).
  var order: OptionOrder? = nil

  /// `text` en CommonMark, dibujado `reduction` columnas más estrecho que la terminal.
  func markdown(_ text: String, widthReduction reduction: Int) -> [String] {
    LessonPresenter(console: presenter.console, widthReduction: reduction).markdown(text)
  }

  /// `text` en CommonMark, dibujado.
  func markdown(_ text: String) -> [String] { presenter.markdown(text) }

  /// `text` ajustado al ancho, sangrado `indent` columnas (también sus continuaciones).
  func wrapped(_ text: String, indent: Int) -> [String] {
    TextWrapping.wrap(text, width: width, hangingIndent: indent, indent: indent)
  }

  /// Una instrucción, atenuada y ajustada al ancho.
  func instructions(_ text: String) -> [String] {
    TextWrapping.wrap(text, width: width).map(style.dim)
  }
}

/// La puerta del tutor para los tipos hechos unidad.
enum KindInput {
  /// Lo que lee las líneas que siguen a la primera: todas, hasta la que termina (vacía, si
  /// se pide, o con «.»), sin ella; o por qué no se terminó.
  typealias LineReading = (_ endOnEmpty: Bool) -> Result<[String], AnswerCollector.Outcome>

  /// Lo que hace el colector con la primera línea escrita en un ejercicio de `model` (y, si
  /// su respuesta ocupa varias, con las que lee `readLines`).
  static func collect(
    _ model: any ExerciseKindModel, firstLine: String, order: OptionOrder? = nil,
    readLines: LineReading = { _ in .failure(.endOfInput) }
  ) -> AnswerCollector.Outcome {
    guard let answerable = model as? any AnswerableKind else {
      return .invalid(.kindAnswerRejected("este tipo de ejercicio no se responde en el tutor."))
    }
    return collectOpened(answerable, firstLine: firstLine, order: order, readLines: readLines)
  }

  private static func collectOpened<Kind: AnswerableKind>(
    _ kind: Kind, firstLine: String, order: OptionOrder?, readLines: LineReading
  ) -> AnswerCollector.Outcome {
    let first = kind.answer(fromLine: firstLine, order: order)
    if case .failure(let error) = first { return .invalid(error) }
    let answer: Result<Kind.Answer, TutorError>
    switch kind.answerLines {
    case .oneLine: answer = first
    case .untilBlankOrDot, .untilDot:
      switch readLines(kind.answerLines == .untilBlankOrDot) {
      case .success(let lines): answer = kind.answer(fromLines: lines)
      case .failure(let outcome): return outcome
      }
    }
    switch answer {
    case .success(let answer): return .answer(.unit(AnyKindAnswer(answer, kind: Kind.word)))
    case .failure(let error): return .invalid(error)
    }
  }

  /// Lo que va bajo el enunciado.
  static func promptLines(_ model: any ExerciseKindModel, view: KindView) -> [String] {
    (model as? any AnswerableKind)?.promptLines(view) ?? []
  }

  /// La solución.
  static func solutionLines(_ model: any ExerciseKindModel, view: KindView) -> [String] {
    (model as? any AnswerableKind)?.solutionLines(view) ?? view.markdown(model.rightAnswer)
  }

  /// Lo que propone el tabulador.
  static func answerWords(_ model: any ExerciseKindModel) -> [String] {
    (model as? any AnswerableKind)?.answerWords ?? []
  }
}
