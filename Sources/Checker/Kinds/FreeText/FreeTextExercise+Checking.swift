import Lessons
import Support

extension FreeTextExercise: CheckableKind {
  public func check(_ answer: FreeTextAnswer) -> Verdict {
    FreeTextChecker.check(self, answer: answer.text)
  }

  /// Con la copia del alumno: acepta la respuesta si su forma plegada es la de la respuesta o
  /// la de un sinónimo. A diferencia del curso completo, una errata no es «casi» sino
  /// incorrecta: una distancia de edición no se puede medir contra un resumen.
  public func check(_ answer: FreeTextAnswer, key: HashedKey, exercise id: String) -> Verdict {
    let given = TextFolding.fold(answer.text)
    guard !given.isEmpty else { return Verdict(outcome: .failed, feedback: [.noAnswer]) }
    let salt = key.salt ?? ""
    if (key.accepted ?? []).contains(KeyHash.of(salt: salt, exercise: id, [given])) {
      return Verdict(outcome: .passed, feedback: [.correct])
    }
    return Verdict(outcome: .failed, feedback: [.wrongText(answer.text.trimmedForDisplay)])
  }

  public var keyAnswers: [FreeTextAnswer] { ([answer] + synonyms).map(FreeTextAnswer.init) }

  public func answer(fromText text: String) -> FreeTextAnswer? { FreeTextAnswer(text: text) }
}
