import Lessons

/// Un código no se corrige en esta puerta: su respuesta guardada es solo la huella del
/// archivo comprobado, y su veredicto sale de compilar ese archivo con sus pruebas ocultas
/// (`CompiledKind`: `CodeChecking` en el tutor y por lotes, `CodeExerciseProof` en
/// `validar`). Aquí dice, como siempre dijo el corrector de respuestas ante un código, que
/// no es una respuesta que se corrija así; y su clave no da respuestas que probar sin compilar.
extension CodeExercise: CheckableKind {
  public func check(_ answer: CodeAnswer) -> Verdict {
    Verdict(outcome: .failed, feedback: [.answerKindMismatch(expected: Self.word)])
  }

  public func check(_ answer: CodeAnswer, key: HashedKey, exercise id: String) -> Verdict {
    check(answer)
  }

  public var keyAnswers: [CodeAnswer] { [] }
}
