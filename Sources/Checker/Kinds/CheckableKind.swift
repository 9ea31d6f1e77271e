import Lessons

/// Lo que el corrector sabe de un tipo hecho unidad (`ExerciseKindModel`): corregir su
/// respuesta con la clave del modelo y con la de la copia del alumno, y qué respuestas da su
/// propia clave. Cada tipo lo declara en `Checker/Kinds/<Tipo>/`.
public protocol CheckableKind: ExerciseKindModel {
  /// El veredicto de `answer` con la clave del modelo.
  func check(_ answer: Answer) -> Verdict
  /// El veredicto de `answer` con la clave de la copia del alumno (`hashedKey`): el mismo
  /// que con el modelo, sin decir nada que nombre la clave.
  func check(_ answer: Answer, key: HashedKey, exercise id: String) -> Verdict
  /// Las respuestas que da la propia clave (`validar` comprueba que pasan).
  var keyAnswers: [Answer] { get }
  /// La respuesta que es una línea de texto (`Answer.text`), si el tipo se responde así.
  func answer(fromText text: String) -> Answer?
}

extension CheckableKind {
  public func answer(fromText text: String) -> Answer? { nil }
}

extension AnyKindModel {
  /// Las respuestas que da la clave de este modelo, como respuestas guardadas (vacío si su
  /// tipo no tiene corrector).
  public var keyAnswers: [RawAnswer] { KindChecking.keyAnswers(base) }
}

/// La puerta del corrector para los tipos hechos unidad: abre el modelo y la respuesta y
/// llama a su `CheckableKind`.
enum KindChecking {
  /// El veredicto de `raw` para el modelo `model` del ejercicio `id`; con `copy`, con sus
  /// claves ocultas.
  static func check(
    _ model: any ExerciseKindModel, raw: RawAnswer, copy: StudentCopy?, exercise id: String
  ) -> Verdict {
    let word = type(of: model).word
    guard case .unit(let answer) = raw, let checkable = model as? any CheckableKind else {
      return Verdict(outcome: .failed, feedback: [.answerKindMismatch(expected: word)])
    }
    guard answer.kind == word else {
      // Una línea de texto guardada vale para un tipo que se responde con texto.
      guard let text = answer.base.asText, let converted = rawAnswer(checkable, text: text) else {
        return Verdict(outcome: .failed, feedback: [.answerKindMismatch(expected: word)])
      }
      return check(model, raw: converted, copy: copy, exercise: id)
    }
    var key: HashedKey?
    // Un tipo sin clave oculta (`mermaid`) se corrige igual en la copia que en el curso.
    if let copy, type(of: model).hasHiddenKey {
      guard copy.mode == .tries, let found = copy.exercises[id] else {
        return Verdict(outcome: .failed, feedback: [.keyNotInCopy])
      }
      key = found
    }
    return open(checkable, answer: answer.base, key: key, exercise: id)
  }

  /// El veredicto de `answer` (el tipo de los ejercicios que no son unidades) para `model`:
  /// la respuesta de un tipo hecho unidad se corrige como la guardada, y una línea de texto
  /// vale si el tipo se responde con texto.
  static func check(
    _ model: any ExerciseKindModel, answer: Answer, copy: StudentCopy?, exercise id: String
  ) -> Verdict {
    if case .unit(let unit) = answer {
      return check(model, raw: .unit(unit), copy: copy, exercise: id)
    }
    guard case .text(let text) = answer, let checkable = model as? any CheckableKind,
      let raw = rawAnswer(checkable, text: text)
    else {
      let word = type(of: model).word
      return Verdict(outcome: .failed, feedback: [.answerKindMismatch(expected: word)])
    }
    return check(model, raw: raw, copy: copy, exercise: id)
  }

  private static func rawAnswer<Kind: CheckableKind>(_ kind: Kind, text: String) -> RawAnswer? {
    kind.answer(fromText: text).map { .unit(AnyKindAnswer($0, kind: Kind.word)) }
  }

  /// Las respuestas de la clave de `model`, como respuestas guardadas.
  static func keyAnswers(_ model: any ExerciseKindModel) -> [RawAnswer] {
    guard let checkable = model as? any CheckableKind else { return [] }
    return keyAnswers(of: checkable)
  }

  private static func keyAnswers<Kind: CheckableKind>(of kind: Kind) -> [RawAnswer] {
    kind.keyAnswers.map { .unit(AnyKindAnswer($0, kind: Kind.word)) }
  }

  private static func open<Kind: CheckableKind>(
    _ kind: Kind, answer: any KindAnswer, key: HashedKey?, exercise id: String
  ) -> Verdict {
    guard let answer = answer as? Kind.Answer else {
      return Verdict(outcome: .failed, feedback: [.answerKindMismatch(expected: Kind.word)])
    }
    guard let key else { return kind.check(answer) }
    return kind.check(answer, key: key, exercise: id)
  }
}
