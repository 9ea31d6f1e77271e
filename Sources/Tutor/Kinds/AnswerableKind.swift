import Checker
import Lessons
import Presentation

/// Lo que el tutor sabe de un tipo: cómo se enseña, cómo se responde y cómo se ve su
/// solución, y lo que añade alrededor (el aviso de Intro, la nota tras un veredicto, lo que
/// ejecutan `ejecutar` y `compilador`). Cada tipo lo declara en `Tutor/Kinds/<Tipo>/`; lo
/// que no declara tiene un valor por omisión que no añade nada.
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

  /// La respuesta que es la línea tal cual, sin mirar si parece una orden (`responder
  /// PALABRA`), o `nil` si el tipo no se responde así (por omisión).
  func literalAnswer(_ line: String) -> Answer?
  /// Lo que se dice cuando Intro no deja el ejercicio sin resolver, si el tipo tiene algo
  /// propio que decir (por omisión, `nil`: el aviso de siempre). `attempts` son las
  /// respuestas ya dadas.
  func enterNotice(attempts: Int, view: KindView) -> String?
  /// Lo que el tutor añade tras el veredicto `verdict`, con lo que el curso ya tiene (por
  /// omisión, nada).
  func afterword(for verdict: Verdict, view: KindView) -> KindAfterword?
  /// El código que `ejecutar` corre en este ejercicio una vez resuelto o vista la solución
  /// (por omisión, `nil`: el de su sección).
  var runnableSnippet: String? { get }
  /// El código que `compilador` pone delante de la declaración (por omisión, ninguno).
  var compilerContext: String? { get }
}

extension AnswerableKind {
  func collect(
    firstLine: String, input: AnswerCollector
  ) -> Result<Answer, AnswerCollector.Outcome> {
    answer(fromLine: firstLine).mapError { .invalid($0) }
  }

  func literalAnswer(_ line: String) -> Answer? { nil }
  func enterNotice(attempts: Int, view: KindView) -> String? { nil }
  func afterword(for verdict: Verdict, view: KindView) -> KindAfterword? { nil }
  var runnableSnippet: String? { nil }
  var compilerContext: String? { nil }
}

/// Lo que un tipo añade tras un veredicto (`AnswerableKind.afterword`).
enum KindAfterword: Equatable {
  /// Líneas que explican (se enseñan solo si la tarea deja ver la explicación ahora).
  case explanation([String])
  /// Dónde se explica lo que pide el ejercicio, sin decirlo (la sección o la lección, con
  /// cómo ir a ella).
  case whereTaught
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
  /// El archivo del ejercicio en el espacio, como se le enseña a la persona
  /// (`codigo/caja.contador.swift`): el que edita en un tipo que se compila.
  var file = ""

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

extension TutorContext {
  /// Con qué dibuja su tipo `exercise` en esta pantalla: su orden de opciones y su archivo.
  func kindView(for exercise: Exercise) -> KindView {
    KindView(
      presenter: presenter, style: console.style, width: console.columns - 1,
      order: optionOrder(for: exercise),
      file: workspace.displayPath(workspace.codeFile(for: exercise.id)))
  }
}

/// La puerta del tutor para los tipos: abre el modelo y llama a su `AnswerableKind`.
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
    case .success(let answer): .answer(RawAnswer(answer, kind: Kind.word))
    case .failure(let outcome): outcome
    }
  }

  /// La línea tal cual como respuesta, si el tipo de `model` se responde así.
  static func literalAnswer(_ model: any ExerciseKindModel, line: String) -> RawAnswer? {
    guard let answerable = model as? any AnswerableKind else { return nil }
    return literalOpened(answerable, line: line)
  }

  private static func literalOpened<Kind: AnswerableKind>(
    _ kind: Kind, line: String
  ) -> RawAnswer? {
    kind.literalAnswer(line).map { RawAnswer($0, kind: Kind.word) }
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

  /// El aviso propio del tipo cuando Intro no deja el ejercicio.
  static func enterNotice(
    _ model: any ExerciseKindModel, attempts: Int, view: KindView
  ) -> String? {
    (model as? any AnswerableKind)?.enterNotice(attempts: attempts, view: view)
  }

  /// Lo que el tipo añade tras un veredicto.
  static func afterword(
    _ model: any ExerciseKindModel, verdict: Verdict, view: KindView
  ) -> KindAfterword? {
    (model as? any AnswerableKind)?.afterword(for: verdict, view: view)
  }

  /// Lo que `ejecutar` corre en el ejercicio, si el tipo tiene código que ejecutar.
  static func runnableSnippet(_ model: any ExerciseKindModel) -> String? {
    (model as? any AnswerableKind)?.runnableSnippet
  }

  /// Lo que `compilador` pone delante de la declaración.
  static func compilerContext(_ model: any ExerciseKindModel) -> String? {
    (model as? any AnswerableKind)?.compilerContext
  }
}
