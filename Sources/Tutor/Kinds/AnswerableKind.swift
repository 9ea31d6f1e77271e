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
  /// La respuesta entera desde la primera línea, leyendo las siguientes con `input` si el
  /// tipo se responde en varias (un recorrido, pregunta a pregunta); o lo que pasó en vez de
  /// una respuesta (Ctrl-C, Ctrl-D, una línea que no vale).
  func collect(firstLine: String, input: AnswerCollector) -> Result<Answer, AnswerCollector.Outcome>
  /// Las respuestas que propone el tabulador.
  var answerWords: [String] { get }
}

extension AnswerableKind {
  func collect(
    firstLine: String, input: AnswerCollector
  ) -> Result<Answer, AnswerCollector.Outcome> {
    answer(fromLine: firstLine).mapError { .invalid($0) }
  }
}

/// Con qué dibuja un tipo lo suyo: el mismo CommonMark, estilo y ancho que el resto del
/// paso.
struct KindView {
  let presenter: LessonPresenter
  let style: TerminalStyle
  /// El ancho útil (las columnas menos una).
  let width: Int

  /// `text` en CommonMark, dibujado.
  func markdown(_ text: String) -> [String] { presenter.markdown(text) }

  /// `text` en CommonMark, dibujado `reduction` columnas más estrecho (para sangrarlo).
  func markdown(_ text: String, narrowerBy reduction: Int) -> [String] {
    LessonPresenter(console: presenter.console, widthReduction: reduction).markdown(text)
  }

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
  /// Lo que hace el colector con la primera línea escrita en un ejercicio de `model`.
  static func collect(
    _ model: any ExerciseKindModel, firstLine: String, input: AnswerCollector
  ) -> AnswerCollector.Outcome {
    guard let answerable = model as? any AnswerableKind else {
      return .invalid(.kindAnswerRejected("este tipo de ejercicio no se responde en el tutor."))
    }
    return collectOpened(answerable, firstLine: firstLine, input: input)
  }

  private static func collectOpened<Kind: AnswerableKind>(
    _ kind: Kind, firstLine: String, input: AnswerCollector
  ) -> AnswerCollector.Outcome {
    switch kind.collect(firstLine: firstLine, input: input) {
    case .success(let answer): .answer(.unit(AnyKindAnswer(answer, kind: Kind.word)))
    case .failure(let outcome): outcome
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
