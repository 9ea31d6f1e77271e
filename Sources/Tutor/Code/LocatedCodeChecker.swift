import Checker

/// El `CodeChecking` del tutor: el mismo `RunnerCodeChecker` que usa la corrección, con el
/// ejecutor buscado la primera vez que hace falta (las órdenes que no compilan nada no lo
/// buscan). Sin motor, cada ejercicio pedido no se comprueba y el veredicto dice por qué.
struct LocatedCodeChecker: CodeChecking {
  let engine: RunnerLocator

  func check(students: [[CodeSubmission]], jobs: Int) async -> CodeCheckingResult {
    switch engine.runner() {
    case .success(let runner):
      return await RunnerCodeChecker(runner: runner).check(students: students, jobs: jobs)
    case .failure(let error):
      let reason = RunnerSnippets.noEngine(error)
      return CodeCheckingResult(
        verdicts: students.map { exercises in
          exercises.map { .notChecked(exerciseID: $0.exerciseID, reason: reason) }
        }, compilerRuns: 0)
    }
  }
}
