import Lessons
import Workspace

/// La búsqueda de parecidos de una clase tal como la lanzan `corregir --similitud` y
/// `--solo-similitud`: lee todas las entregas (la clase entera, también en una `--parte`), toma
/// de cada una el código de los ejercicios de código que cuentan (sin los archivos de inicio sin
/// tocar) y lo compara con `SimilarityAnalysis`.
enum ClassSimilarity {
  /// Las entregas leídas (para contar las que no se pudieron leer) y lo que se encontró.
  static func analyze(
    _ inputs: [GradingInput], setup: GradingSetup, workspaces: any WorkspaceReading,
    settings: SimilaritySettings, jobs: Int
  ) async throws(GradingError) -> (loaded: [LoadedSubmission], report: SimilarityReport) {
    let courseCode = try CourseCode.load(setup.course, draw: setup.assignment.variantDraw)
    let loaded = SubmissionLoading.load(inputs, setup: setup, workspaces: workspaces)
    let input = input(loaded, setup: setup, courseCode: courseCode)
    let report = await SimilarityAnalysis(settings: settings, jobs: jobs).run(input)
    return (loaded, report)
  }

  /// Lo que se compara: cada ejercicio de código que cuenta, con su archivo de inicio, y cada
  /// entrega que se pudo leer, con el código que no es el de inicio (el de su instancia, en
  /// un ejercicio con parámetros).
  static func input(
    _ loaded: [LoadedSubmission], setup: GradingSetup, courseCode: CourseCode
  ) -> SimilarityInput {
    let starters = courseCode.starters
    let exercises = setup.countedExercises.compactMap { exercise -> SimilarityInput.Exercise? in
      guard exercise.kind.compiled != nil else { return nil }
      return SimilarityInput.Exercise(id: exercise.id, starter: starters[exercise.id] ?? "")
    }
    let students = loaded.compactMap { item -> SimilarityInput.Student? in
      guard case .success(let submission) = item.outcome else { return nil }
      var code: [String: String] = [:]
      let own = courseCode.starters(for: submission.student)
      for exercise in exercises {
        guard let entry = submission.code[exercise.id],
          !ExerciseGrading.sameCode(entry.contents, own[exercise.id] ?? exercise.starter)
        else { continue }
        code[exercise.id] = entry.contents
      }
      return SimilarityInput.Student(id: submission.student, code: code)
    }
    return SimilarityInput(exercises: exercises, students: students)
  }
}
