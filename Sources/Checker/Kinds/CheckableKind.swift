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
  /// La respuesta que es una línea de texto (`RawAnswer.freeText`), si el tipo se responde así.
  func answer(fromText text: String) -> Answer?

  /// `check(_:)` con el orden `order` en que la persona vio las opciones (las letras de los
  /// mensajes). Por omisión, el orden no cuenta.
  func check(_ answer: Answer, order: OptionOrder?) -> Verdict
  /// `check(_:key:exercise:)` con el orden `order` en que la persona vio las opciones.
  func check(_ answer: Answer, key: HashedKey, exercise id: String, order: OptionOrder?)
    -> Verdict
  /// El veredicto de una línea escrita (`RawAnswer.freeText`), con la clave del modelo o, con
  /// `key`, con la de la copia; `nil` si el tipo no se responde con texto. Por omisión,
  /// corrige `answer(fromText:)`.
  func check(text: String, key: HashedKey?, exercise id: String, order: OptionOrder?)
    -> Verdict?
}

extension CheckableKind {
  public func answer(fromText text: String) -> Answer? { nil }

  public func check(_ answer: Answer, order: OptionOrder?) -> Verdict { check(answer) }

  public func check(
    _ answer: Answer, key: HashedKey, exercise id: String, order: OptionOrder?
  ) -> Verdict {
    check(answer, key: key, exercise: id)
  }

  public func check(
    text: String, key: HashedKey?, exercise id: String, order: OptionOrder?
  ) -> Verdict? {
    guard let answer = answer(fromText: text) else { return nil }
    guard let key else { return check(answer, order: order) }
    return check(answer, key: key, exercise: id, order: order)
  }
}

extension Exercise.Kind {
  /// Las respuestas que da la clave de este modelo (vacío si su tipo no tiene corrector).
  public var keyAnswers: [RawAnswer] { KindChecking.keyAnswers(base) }
}

/// La puerta del corrector: abre el modelo y la respuesta y llama a su `CheckableKind`.
enum KindChecking {
  /// El veredicto de `answer` para el modelo `model` del ejercicio `id`; con `copy`, con sus
  /// claves ocultas. Una respuesta de otro tipo que es una línea de texto vale si el tipo se
  /// responde con texto (una elección, con letras). `order` es el orden en que la persona vio
  /// las opciones.
  static func check(
    _ model: any ExerciseKindModel, answer: RawAnswer, copy: StudentCopy?, exercise id: String,
    order: OptionOrder? = nil
  ) -> Verdict {
    let word = type(of: model).word
    let mismatch = Verdict(outcome: .failed, feedback: [.answerKindMismatch(expected: word)])
    guard let checkable = model as? any CheckableKind else { return mismatch }
    let key = key(of: model, in: copy, exercise: id)
    guard answer.kind.rawValue == word else {
      guard let text = answer.base.asText else { return mismatch }
      switch key {
      case .failure(let refusal):
        return checkable.check(text: text, key: nil, exercise: id, order: order) == nil
          ? mismatch : refusal.verdict
      case .success(let key):
        return checkable.check(text: text, key: key, exercise: id, order: order) ?? mismatch
      }
    }
    switch key {
    case .failure(let refusal): return refusal.verdict
    case .success(let key):
      return open(checkable, answer: answer.base, key: key, exercise: id, order: order)
    }
  }

  /// Por qué la copia no corrige un ejercicio (en `diferida`, o sin su clave).
  struct KeyRefusal: Error {
    var verdict: Verdict { Verdict(outcome: .failed, feedback: [.keyNotInCopy]) }
  }

  /// La clave con que se corrige `id`: la de la copia, o ninguna (la del modelo) sin copia
  /// o si el tipo no tiene clave oculta (`mermaid`, que se corrige igual en la copia).
  private static func key(
    of model: any ExerciseKindModel, in copy: StudentCopy?, exercise id: String
  ) -> Result<HashedKey?, KeyRefusal> {
    guard let copy, type(of: model).hasHiddenKey else { return .success(nil) }
    guard copy.mode == .tries, let found = copy.exercises[id] else {
      return .failure(KeyRefusal())
    }
    return .success(found)
  }

  /// Las respuestas de la clave de `model`, como respuestas guardadas.
  static func keyAnswers(_ model: any ExerciseKindModel) -> [RawAnswer] {
    guard let checkable = model as? any CheckableKind else { return [] }
    return keyAnswers(of: checkable)
  }

  private static func keyAnswers<Kind: CheckableKind>(of kind: Kind) -> [RawAnswer] {
    kind.keyAnswers.map { RawAnswer($0, kind: Kind.word) }
  }

  private static func open<Kind: CheckableKind>(
    _ kind: Kind, answer: any KindAnswer, key: HashedKey?, exercise id: String,
    order: OptionOrder?
  ) -> Verdict {
    guard let answer = answer as? Kind.Answer else {
      return Verdict(outcome: .failed, feedback: [.answerKindMismatch(expected: Kind.word)])
    }
    guard let key else { return kind.check(answer, order: order) }
    return kind.check(answer, key: key, exercise: id, order: order)
  }
}
