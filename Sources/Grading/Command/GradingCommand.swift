import Checker
import Foundation
import Support
import Lessons
import Presentation
import Workspace

/// `leccion corregir`: corrige una clase desde la línea de órdenes.
///
/// El ejecutable la conecta con una línea:
/// ```swift
/// .grade: { await GradingCommand.run(arguments: $0, output: $1, errorOutput: $2, columns: $3) }
/// ```
/// Las opciones y los códigos de salida, en `GradingHelp.grade` (`leccion corregir --help`).
public enum GradingCommand {
  /// Ejecuta `leccion corregir` con `arguments` (sin `corregir`) y devuelve el código de
  /// salida: 0 si se corrigió todo, 1 si alguna entrega no se pudo corregir, 2 si es un error
  /// de uso o de preparación.
  ///
  public static func run(
    arguments: [String],
    output: (String) -> Void, errorOutput: (String) -> Void, columns: Int = CommandHelp.maximumWidth
  ) async -> Int32 {
    var context = GradingContext.standard
    context.columns = columns
    return await execute(arguments: arguments, context: context).deliver(
      output: output, errorOutput: errorOutput)
  }

  static func execute(arguments: [String], context: GradingContext) async -> CommandOutcome {
    do {
      let options = try GradingOptions.parse(
        arguments, processors: context.processorCount, environment: context.environment)
      if options.help {
        return CommandOutcome(output: [GradingHelp.grade.text(width: context.columns)])
      }
      if options.similarity == .only { return try await SimilarityOnly.run(options, context) }
      return try await options.merge ? merge(options, context) : grade(options, context)
    } catch {
      return .failure(error, command: "corregir")
    }
  }

  private static func merge(_ options: GradingOptions, _ context: GradingContext)
    throws(GradingError) -> CommandOutcome
  {
    let paths = options.inputs.map { (path: context.absolute($0), shownAs: $0) }
    try checkOutput(options, context, inputs: paths.map(\.path))
    let report = try ReportMerge.merge(paths: paths)
    // Las devoluciones abren lo que abre la tarea: hacen falta el curso y la tarea de las
    // partes, comprobados contra el informe, para que salgan las de una sola máquina.
    var reveal: HandbackReveal?
    if options.handbacks != nil || options.course != nil || options.assignment != nil {
      let (course, stamp, assignment) = try prepare(options, context)
      try ReportMerge.check(
        report, course: stamp, courseShownAs: options.course ?? course.directory.path,
        assignment: assignment, assignmentShownAs: options.assignment,
        needsAssignment: options.handbacks != nil)
      reveal = HandbackReveal(course: course, assignment: assignment)
    }
    return try deliver(report, options, context, reveal: reveal)
  }

  /// El curso (nunca la copia del alumno), su sello y la tarea de `--tarea`.
  static func prepare(_ options: GradingOptions, _ context: GradingContext)
    throws(GradingError) -> (course: Course, stamp: CourseStamp, assignment: Assignment?)
  {
    let course = try CourseLoading.load(explicit: options.course, context: context)
    if course.studentCopy != nil {
      // Sin claves en claro no se corrige: el profesor corrige con el curso completo.
      throw .courseInvalid(
        path: options.course ?? course.directory.path,
        details: [
          "es la copia del alumno (\(StudentCopy.fileName)): corrige con el curso completo"
        ])
    }
    let stamp = try CourseFingerprint.stamp(of: course)
    var assignment: Assignment?
    if let path = options.assignment {
      do {
        assignment = try AssignmentFile.load(
          path: context.absolute(path), shownAs: path, course: course)
      } catch {
        throw .assignment(error)
      }
    }
    return (course, stamp, assignment)
  }

  private static func grade(_ options: GradingOptions, _ context: GradingContext)
    async throws(GradingError) -> CommandOutcome
  {
    let (course, stamp, assignment) = try prepare(options, context)
    let weights = try weights(options, context, course: course, assignment: assignment)
    let hidden =
      try options.hiddenTests.map { path throws(GradingError) in
        try HiddenTests.load(directory: context.absolute(path), shownAs: path, course: course)
      } ?? .none
    let workspaces = TutorWorkspaceReader()
    let inputs = InputDiscovery.inputs(
      for: options.inputs, currentDirectory: context.currentDirectory, workspaces: workspaces)
    try checkOutput(
      options, context, inputs: inputs.map(\.path) + options.inputs.map(context.absolute))
    let limits = SandboxLimits.grading(seconds: options.timeLimit)
    var code: (any CodeChecking)?
    var store: (store: ResultStore?, warning: String?) = (nil, nil)
    // Sin almacén (`--sin-cache`), las pruebas compiladas van a una carpeta de esta corrección.
    var scratchTests: String?
    defer { if let scratchTests { try? FileManager.default.removeItem(atPath: scratchTests) } }
    if course.exercises.contains(where: { $0.kind.compiled != nil }) {
      store = try ResultStoreOption.open(
        options, courseID: course.id,
        inputs: inputs.map(\.path) + options.inputs.map(context.absolute), context: context)
      do {
        var runner = try context.makeRunner(
          CodeRunnerOptions(limits: limits, maxParallelJobs: options.jobs))
        // La caché de programas es del tutor (la del alumno en esta máquina): lo que se
        // corrige se guarda solo en el almacén de la clase, sin duplicarlo ahí. Las pruebas
        // compiladas (del curso, por interfaz: `CodeRunner.compiledTests`) van junto al
        // almacén, o sin él a una carpeta temporal: una vez para toda la clase.
        runner.cache = nil
        let tests =
          store.store.map { $0.directory + "/pruebas-compiladas" }
          ?? NSTemporaryDirectory() + "/leccion-corregir-pruebas-" + UUID().uuidString
        if store.store == nil {
          scratchTests = tests
          TerminationCleanup.registerDirectory(tests)
        }
        runner.compiledTests = CodeCache(directory: tests)
        code = ResultStoreOption.grader(
          runner: runner, store: store.store, courseHash: stamp.contentHash)
      } catch {
        throw .runnerUnavailable(message: error.message)
      }
    }
    let setup = GradingSetup(
      course: course, stamp: stamp, weights: weights, assignment: assignment, hiddenTests: hidden,
      timeLimitSeconds: limits.wallClockSeconds)
    // Las salidas de las predicciones con parámetros se calculan con el motor, con la caché
    // del corrector: son del curso, no de ningún alumno.
    var variantKeys: (any VariantKeyComputing)?
    if course.exercises.contains(where: { $0.variants?.hasComputedOutput == true }) {
      do {
        variantKeys = RunnerVariantKeys(
          runner: try context.makeRunner(CodeRunnerOptions(maxParallelJobs: options.jobs)))
      } catch {
        throw .runnerUnavailable(message: error.message)
      }
    }
    let grader = ClassGrader(
      setup: setup, code: code, workspaces: workspaces, jobs: options.jobs, part: options.part,
      variantKeys: variantKeys)
    var (report, cost) = try await grader.gradeMeasuring(inputs)
    store.store?.pruneIfDue()
    if options.similarity == .withGrading {
      report.similarity = try await ClassSimilarity.analyze(
        inputs, setup: setup, workspaces: workspaces, settings: options.similaritySettings,
        jobs: options.jobs
      ).report
    }
    var outcome = try deliver(
      report, options, context,
      reveal: HandbackReveal(
        course: course.filling(outputs: cost.variantOutputs), assignment: assignment))
    outcome.errors += ResultStoreOption.notices(warning: store.warning, cost: cost)
    return outcome
  }

  /// Los pesos de la corrección: los de la tarea; sin tarea, los de `--pesos` (o todos 1).
  /// Con las dos, `--pesos` debe decir lo mismo que la tarea, con la que el tutor dijo a
  /// cada alumno lo que vale cada ejercicio; entonces el informe es el de sin `--pesos`.
  static func weights(
    _ options: GradingOptions, _ context: GradingContext, course: Course, assignment: Assignment?
  ) throws(GradingError) -> Weights {
    let file = try options.weights.map { path throws(GradingError) in
      try Weights.load(path: context.absolute(path), shownAs: path, course: course)
    }
    guard let assignment else { return file ?? .equal }
    let own = Weights.from(assignment, course: course)
    if let file, let path = options.weights {
      for exercise in course.exercises.filter(assignment.counts)
      where file.maxPoints(for: exercise) != own.maxPoints(for: exercise) {
        throw .weightsDifferFromAssignment(
          weights: path, assignment: options.assignment ?? "", exercise: exercise.id,
          inFile: file.maxPoints(for: exercise), inAssignment: own.maxPoints(for: exercise))
      }
    }
    return own
  }

  /// Rechaza una salida que es una entrada, que está dentro de una carpeta de entrada o que
  /// ya existe.
  static func checkOutput(
    _ options: GradingOptions, _ context: GradingContext, inputs: [String]
  ) throws(GradingError) {
    if let folder = options.handbacks {
      let path = context.absolute(folder)
      if inputs.contains(where: { path == $0 || path.hasPrefix($0 + "/") }) {
        throw .outputIsInput(path: folder)
      }
    }
    guard let output = options.output else { return }
    let path = context.absolute(output)
    if inputs.contains(where: { path == $0 || path.hasPrefix($0 + "/") }) {
      throw .outputIsInput(path: output)
    }
    // `exercism` escribe una carpeta: sus archivos se comprueban uno a uno al escribirlos.
    if options.format == .exercism { return }
    if SafeFile.kind(of: path) != .missing, !options.overwrite {
      throw .outputExists(path: output)
    }
  }

  /// Escribe el informe y, después, las devoluciones. Lo que no se puede escribir se dice
  /// con su ruta y su motivo, y el código de salida deja de ser 0; un fallo de las
  /// devoluciones no impide el informe, ni al revés.
  private static func deliver(
    _ unfiltered: GradeReport, _ options: GradingOptions, _ context: GradingContext,
    reveal: HandbackReveal? = nil
  ) throws(GradingError) -> CommandOutcome {
    // Un solo filtro de caracteres de control para todo lo que sale de aquí.
    let report = unfiltered.cleaned()
    var outcome = CommandOutcome(code: report.hasErrors ? 1 : 0)
    // Por la salida de errores también: un libro de calificaciones (Canvas) no tiene dónde
    // decirlo, y nadie debe recibir sin saberlo la nota de un archivo con otro nombre.
    for row in report.students where row.fileNameMismatch == true {
      outcome.errors.append(
        "aviso: «\(row.source)» dice ser de «\(row.student ?? "")» y se corrige como"
          + " «\(row.student ?? "")»; comprueba que es suya.")
    }
    var failures: [GradingError] = []
    do {
      try writeReport(report, options, context, into: &outcome)
    } catch {
      failures.append(error)
    }
    if let folder = options.handbacks {
      do {
        let count = try Handbacks.write(
          report, to: context.absolute(folder), shownAs: folder, overwrite: options.overwrite,
          reveal: reveal)
        outcome.errors.append(
          "Devoluciones escritas en \(folder): \(count) (una por alumno corregido; cada uno abre "
            + "la suya con «leccion revisar ARCHIVO»).")
      } catch {
        failures.append(error)
      }
    }
    guard let first = failures.first else { return outcome }
    outcome.errors += failures.map { ErrorLabel.labeled($0.message(in: "corregir")) }
    outcome.code = first.exitCode
    return outcome
  }

  /// Antes de escribir un libro de calificaciones: los ids que Canvas no emparejaría, y quién
  /// se queda fuera (dicho en la salida de errores: su nota no se toca).
  private static func checkGradebook(
    _ report: GradeReport, _ options: GradingOptions, into outcome: inout CommandOutcome
  ) throws(GradingError) {
    if options.format == .canvas, options.gradebook.idField == .canvasID {
      let wrong = report.students.filter { $0.status == .graded }.compactMap(\.student)
        .filter { id in !id.allSatisfy { $0.isASCII && $0.isNumber } }
      if !wrong.isEmpty { throw .canvasIDNotNumeric(wrong) }
    }
    let left = GradebookSettings.leftOut(report)
    guard !left.isEmpty else { return }
    let system = options.format == .canvas ? "Canvas" : "Moodle"
    outcome.errors.append(
      "Fuera del archivo para \(system) (su nota allí queda como estaba): "
        + Plural.count(left.count, "entrega", "entregas") + ".")
    for row in left {
      let who = row.student.map { "\($0) (\(row.source))" } ?? row.source
      outcome.errors.append("  \(who): " + (row.message ?? "sin id de alumno"))
    }
  }

  /// El informe, a `--salida` o a la salida estándar (exercism: una carpeta).
  private static func writeReport(
    _ report: GradeReport, _ options: GradingOptions, _ context: GradingContext,
    into outcome: inout CommandOutcome
  ) throws(GradingError) {
    if options.format == .exercism, let output = options.output {
      let (written, skipped) = try ExercismFolder.write(
        report, to: context.absolute(output), shownAs: output, overwrite: options.overwrite)
      outcome.output.append("Resultados de exercism escritos en \(output): \(written) alumnos.")
      if !skipped.isEmpty {
        outcome.errors.append(
          "Sin carpeta (no tienen un id de alumno que sirva de nombre): "
            + skipped.joined(separator: ", ") + ".")
      }
      return
    }
    if [.canvas, .moodle].contains(options.format) {
      try checkGradebook(report, options, into: &outcome)
    }
    let text = options.format.render(report, gradebook: options.gradebook)
    if let output = options.output {
      try AtomicFile.save(text, to: context.absolute(output), shownAs: output)
      let summary = report.summary
      outcome.output.append(
        "Informe escrito en \(output): "
          + Plural.count(summary.submissions, "entrega", "entregas") + ", "
          + Plural.count(summary.graded, "corregida", "corregidas")
          + ", \(summary.errors) con error.")
    } else {
      outcome.output.append(String(text.dropLast()))
    }
  }

}
