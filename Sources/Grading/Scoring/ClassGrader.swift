import Checker
import Support
import Lessons
import Workspace

/// Corrige una clase: lee cada entrega, vuelve a corregir cada respuesta a partir de las
/// respuestas en bruto y del curso, compila y ejecuta el código en el ejecutor aislado
/// (con las pruebas ocultas del profesor) y monta el informe.
///
/// ```swift
/// let grader = ClassGrader(setup: setup, code: RunnerCodeChecker(runner: runner), jobs: 2)
/// let report = try await grader.grade(InputDiscovery.inputs(
///   for: ["entregas"], currentDirectory: cwd, workspaces: TutorWorkspaceReader()))
/// ```
public struct ClassGrader: Sendable {
  /// Contra qué se corrige la clase.
  public var setup: GradingSetup
  /// Corrige las respuestas que no son código.
  public var answers: any AnswerChecking
  /// Corrige el código (`nil` si el curso no tiene o no se puede ejecutar: entonces los
  /// ejercicios de código fallan con un mensaje de preparación, cosa que nunca pasa desde la
  /// línea de órdenes).
  public var code: (any CodeChecking)?
  /// Lee las carpetas de los espacios de trabajo.
  public var workspaces: any WorkspaceReading
  /// Cuántos alumnos se corrigen a la vez.
  public var jobs: Int
  /// Qué parte corregir (`nil`: todas).
  public var part: ReportPart?
  /// Calcula la salida de las instancias de las predicciones con parámetros (`nil`: no hay
  /// motor; esas instancias se corrigen como error de la corrección).
  public var variantKeys: (any VariantKeyComputing)?

  /// Crea el corrector de la clase.
  public init(
    setup: GradingSetup, answers: any AnswerChecking = CourseAnswerChecker(),
    code: (any CodeChecking)?, workspaces: any WorkspaceReading = TutorWorkspaceReader(),
    jobs: Int, part: ReportPart? = nil, variantKeys: (any VariantKeyComputing)? = nil
  ) {
    self.variantKeys = variantKeys
    self.setup = setup
    self.answers = answers
    self.code = code
    self.workspaces = workspaces
    self.jobs = max(1, jobs)
    self.part = part
  }

  /// Lo que costó la corrección, para las mediciones de `Benchmarks/`.
  public struct Cost: Sendable {
    /// Ejecuciones de `swiftc`.
    public var compilerRuns: Int
    /// Ejercicios de código comprobados.
    public var codeExercises: Int
    /// De ellos, los que contestó el almacén de resultados y los que eran el mismo código
    /// que otro (`StoredCodeGrader`).
    public var storeHits = 0
    public var duplicates = 0
    /// Entradas del almacén que no se pudieron creer y se recalcularon.
    public var damagedEntries = 0
    /// Tiempos agotados dudosos (esperando una CPU), que no se guardaron en el almacén.
    public var doubtfulTimeouts = 0
    /// Instancias de predicciones con parámetros cuya salida se calculó (una vez por clase).
    public var variantInstances = 0
    /// Esas salidas, por ejercicio y por instancia (para la devolución).
    public var variantOutputs: [String: [String: String]] = [:]
  }

  /// Corrige `inputs` y da el informe.
  public func grade(_ inputs: [GradingInput]) async throws(GradingError) -> GradeReport {
    try await gradeMeasuring(inputs).report
  }

  /// Corrige `inputs` y dice cuántas compilaciones hicieron falta.
  public func gradeMeasuring(_ inputs: [GradingInput]) async throws(GradingError) -> (
    report: GradeReport, cost: Cost
  ) {
    // Un solo sorteo para toda la clase: ordena la lista una vez por ejercicio.
    let draw = setup.assignment.variantDraw
    let courseCode = try CourseCode.load(setup.course, draw: draw)
    let loaded = SubmissionLoading.share(
      SubmissionLoading.load(inputs, setup: setup, workspaces: workspaces), part: part)
    let graded = loaded.compactMap { item -> Submission? in try? item.outcome.get() }
    let counted = Set(setup.countedExercises.map(\.id))
    let codeRequests = graded.map { courseCode.requests(for: $0, counted: counted) }
    // Las pruebas del profesor van en un programa aparte por alumno (nada que vea el alumno
    // sale de un programa que las contenga); se piden en la misma pasada, detrás.
    let teacherRequests = zip(graded, codeRequests).map {
      courseCode.teacherRequests($1, hiddenTests: setup.hiddenTests, student: $0.student)
    }
    var codeResult = CodeCheckingResult(
      verdicts: (codeRequests + teacherRequests).map { _ in [] }, compilerRuns: 0)
    if let code, codeRequests.contains(where: { !$0.isEmpty }) {
      codeResult = await code.check(students: codeRequests + teacherRequests, jobs: jobs)
    }
    var notes: Set<String> = []
    // La salida de cada instancia que aparece en la clase se calcula una sola vez.
    let keyed = await VariantKeys.fill(
      setup.course, students: graded.map(\.student), draw: draw,
      computing: variantKeys)
    notes.formUnion(keyed.notes)
    var rows: [StudentResult] = []
    var gradedIndex = 0
    for item in loaded {
      switch item.outcome {
      case .failure(let problem):
        rows.append(
          StudentResult(
            student: item.student, source: item.input.shownAs, status: .error,
            message: problem.message, points: 0, maxPoints: maxPoints, exportedAt: nil,
            exercises: []))
      case .success(let submission):
        let verdicts = TeacherTestsJoin.verdicts(
          course: (codeRequests[gradedIndex], codeResult.verdicts[gradedIndex]),
          teacher: (
            teacherRequests[gradedIndex], codeResult.verdicts[codeRequests.count + gradedIndex]
          ),
          in: setup.course)
        gradedIndex += 1
        for verdict in verdicts.values { notes.formUnion(verdict.sandboxGaps.map(\.message)) }
        rows.append(
          row(
            for: submission, keyed: keyed, draw: draw, source: item.input.shownAs,
            codeVerdicts: verdicts,
            starters: courseCode.starters(for: submission.student),
            mismatchedFileName: item.mismatchedFileName))
      }
    }
    let report = GradeReport(
      course: ReportCourse(
        id: setup.course.id, title: setup.course.title, contentHash: setup.stamp.contentHash),
      weights: setup.weights.fingerprint,
      assignment: setup.hasAssignment ? ReportAssignment(setup.assignment) : nil,
      hiddenTests: setup.hiddenTests.fingerprint,
      timeLimitSeconds: setup.timeLimitSeconds, part: part, exercises: reportExercises,
      notes: notes.sorted(), students: rows)
    var cost = Cost(
      compilerRuns: codeResult.compilerRuns,
      codeExercises: codeRequests.reduce(0) { $0 + $1.count },
      storeHits: codeResult.storeHits, duplicates: codeResult.duplicates,
      damagedEntries: codeResult.damagedEntries, doubtfulTimeouts: codeResult.doubtfulTimeouts)
    cost.variantInstances = keyed.computed
    cost.variantOutputs = keyed.outputs
    return (report, cost)
  }

  private var reportExercises: [ReportExercise] {
    setup.countedExercises.map {
      ReportExercise(
        id: $0.id, lesson: $0.lessonID, kind: $0.kind.name.rawValue,
        maxPoints: setup.weights.maxPoints(for: $0), options: ItemDefinition.options(of: $0),
        randomGuessScore: ItemDefinition.randomGuessScore(of: $0).map(Descriptive.round))
    }
  }

  private var maxPoints: Double {
    Points.round(reportExercises.reduce(0) { $0 + $1.maxPoints })
  }

  private func row(
    for submission: Submission, keyed: VariantKeys.Keyed, draw: VariantDraw, source: String,
    codeVerdicts: [String: CodeVerdict],
    starters: [String: String], mismatchedFileName: String?
  ) -> StudentResult {
    var results: [ExerciseResult] = []
    // Una entrega de la versión 1 viene de un espacio sin tarea: se corrige como práctica y
    // con las opciones en el orden del curso, que es el que vio (sus mensajes usan esas letras).
    var policy = setup.assignment
    if submission.version < 2 {
      policy.mode = .practice
      policy.shuffle = false
    }
    // Una entrega hecha sin esta tarea se corrige con ella, pero se avisa; el alumno no vio
    // sus opciones barajadas con esta semilla, así que los mensajes usan el orden del curso.
    var warnings: [String] = []
    if setup.hasAssignment, submission.version >= 2,
      submission.assignment != setup.assignment.fingerprint
    {
      policy.shuffle = false
      warnings.append(
        submission.assignment.map {
          "se hizo con otra tarea (huella \($0.prefix(12))); se corrige con la tuya"
        } ?? "se hizo sin la tarea (el alumno no vio sus reglas); se corrige con ella")
    }
    if let file = mismatchedFileName {
      warnings.append(
        "el archivo «\(file)» dice ser de «\(submission.student)»: se corrige como"
          + " «\(submission.student)», que es lo que cuenta; comprueba que es suya")
    }
    // Cada ejercicio con variantes se corrige con la instancia de este alumno.
    let course = keyed.course.resolved(draw: draw, student: submission.student)
    for counted in setup.countedExercises {
      let exercise = course.exercise(counted.id) ?? counted
      let worth = setup.weights.maxPoints(for: exercise)
      let context = ExerciseGrading.Context(
        submission: submission, course: course, policy: policy,
        answers: answers, codeVerdict: codeVerdicts[exercise.id],
        starter: starters[exercise.id])
      var result = ExerciseGrading.result(exercise, worth: worth, context: context)
      if let problem = keyed.failed[exercise.id]?[exercise.chosenInstanceID ?? ""] {
        result = ExerciseResult(
          id: exercise.id, status: .error, points: 0, maxPoints: worth, message: problem,
          errorSource: .grader, score: 0)
      }
      result.instance = exercise.chosenInstanceID
      if let variants = exercise.variants, variants.versions.count > 1 {
        result.version = variants.chosenInstance?.version
      }
      results.append(result)
    }
    // La suma exacta: se redondea una sola vez, al escribirla (`writtenPoints`).
    let points = results.reduce(0) { $0 + $1.points }
    let chain = ProgressChain.verify(submission.events)
    let integrity: StudentResult.Integrity =
      chain.isLegacy ? .unchained : (chain.isIntact ? .intact : .altered)
    return StudentResult(
      student: submission.student, source: source, status: .graded, message: nil,
      points: points, maxPoints: maxPoints, exportedAt: submission.exportedAt,
      integrity: integrity,
      integrityProblems: chain.problems.isEmpty ? nil : IntegrityText.messages(chain.problems),
      warnings: warnings.isEmpty ? nil : warnings,
      fileNameMismatch: mismatchedFileName == nil ? nil : true, exercises: results)
  }
}
