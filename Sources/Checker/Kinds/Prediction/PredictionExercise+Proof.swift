import Lessons

/// `validar` ejecuta el fragmento en el motor y compara lo que imprime con `### salida`.
extension PredictionExercise: EngineProvenKind {
  func engineProof(exercise id: String, runner: CodeRunner) -> [Diagnostic] {
    RunSnippets.check(prediction: self, exercise: id, runner: runner)
  }
}
