import Lessons

/// `validar` compila cada declaración tras el contexto (`AdmissionProof`).
extension AdmissionExercise: EngineProvenKind {
  func engineProof(exercise id: String, runner: CodeRunner) -> [Diagnostic] {
    AdmissionProof.check(self, id: id, runner: runner)
  }
}
