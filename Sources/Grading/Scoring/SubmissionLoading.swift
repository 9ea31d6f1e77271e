import Workspace

/// Una entrega leída de su entrada: la entrega, o por qué no se puede corregir.
struct LoadedSubmission: Sendable {
  var input: GradingInput
  /// El alumno, si se sabe (también en la mayoría de las entregas rechazadas).
  var student: String?
  var outcome: Result<Submission, GradingError>

  /// La clave del orden de las filas.
  static func precedes(_ a: LoadedSubmission, _ b: LoadedSubmission) -> Bool {
    let keyA = a.student ?? a.input.shownAs
    let keyB = b.student ?? b.input.shownAs
    if keyA != keyB { return keyA.utf8.lexicographicallyPrecedes(keyB.utf8) }
    return a.input.shownAs.utf8.lexicographicallyPrecedes(b.input.shownAs.utf8)
  }
}

/// Lee cada entrada, rechaza los alumnos repetidos y ordena.
enum SubmissionLoading {
  static func load(
    _ inputs: [GradingInput], setup: GradingSetup, workspaces: any WorkspaceReading
  ) -> [LoadedSubmission] {
    var loaded = inputs.map { input -> LoadedSubmission in
      switch input.kind {
      case .rejected(let problem):
        return LoadedSubmission(input: input, student: nil, outcome: .failure(problem))
      case .file:
        let (student, outcome) = SubmissionReader.readNamingStudent(
          path: input.path, shownAs: input.shownAs, expecting: setup.stamp, limits: setup.limits)
        return LoadedSubmission(input: input, student: student, outcome: outcome)
      case .workspace:
        let outcome = workspaces.submission(
          at: input.path, shownAs: input.shownAs, course: setup.course, stamp: setup.stamp,
          limits: setup.limits)
        return LoadedSubmission(input: input, student: try? outcome.get().student, outcome: outcome)
      }
    }
    var sources: [String: [String]] = [:]
    for item in loaded {
      if case .success(let submission) = item.outcome {
        sources[submission.student, default: []].append(item.input.shownAs)
      }
    }
    for index in loaded.indices {
      guard case .success(let submission) = loaded[index].outcome,
        let all = sources[submission.student], all.count > 1
      else { continue }
      let others = all.filter { $0 != loaded[index].input.shownAs }
        .sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
      loaded[index].outcome = .failure(
        .submissionDuplicateStudent(submission.student, others: others))
    }
    return loaded.sorted(by: LoadedSubmission.precedes)
  }

  /// Las filas de la parte `part` (la `index`-ésima de cada `count`, en el orden de las
  /// filas).
  static func share(_ loaded: [LoadedSubmission], part: ReportPart?) -> [LoadedSubmission] {
    guard let part else { return loaded }
    return loaded.enumerated().filter { $0.offset % part.count == part.index - 1 }.map(\.element)
  }
}
