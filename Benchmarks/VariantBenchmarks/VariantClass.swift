import Checker
import Foundation
import Grading
import Lessons
import Workspace

/// Escribe una entrega por alumno (su instancia de cada ejercicio, respondida bien; el código
/// sin responder) y la corrige como `corregir`, con las claves calculadas en el motor.
struct VariantClass {
  struct Graded {
    var seconds: Double
    /// Segundos de CPU de este proceso y de sus hijos (la caja que ejecuta las claves).
    var cpuSeconds: Double
    /// Instancias cuya salida calculó la corrección.
    var instances: Int
    /// Ejecuciones de `swiftc` (las de las claves, si no estaban en la caché).
    var compiles: Int
    /// Respuestas a ejercicios con variantes que no salieron bien (deben ser 0).
    var wrong: Int
    var json: String
  }

  let course: Course
  let runner: CodeRunner

  func grade(
    _ students: [String], key filled: Course, assignment: Assignment
  ) async throws -> Graded {
    // La misma carpeta para la misma clase: el informe nombra cada entrega por su ruta.
    let folder = NSTemporaryDirectory() + "leccion-banco-entregas-\(getpid())-\(students.count)"
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let stamp = try CourseFingerprint.stamp(of: course)
    let draw = assignment.variantDraw
    for student in students {
      let mine = filled.resolved(draw: draw, student: student)
      var answers: [String: RawAnswer] = [:]
      for exercise in mine.exercises where exercise.kind.compiled == nil {
        if let answer = Self.right(exercise, in: mine) { answers[exercise.id] = answer }
      }
      var submission = Submission(
        student: student, course: stamp, exportedAt: Date(timeIntervalSince1970: 1_800_000_000),
        answers: answers)
      submission.assignment = assignment.fingerprint
      try submission.encoded().write(to: URL(fileURLWithPath: "\(folder)/\(student).json"))
    }
    let inputs = InputDiscovery.inputs(
      for: [folder], currentDirectory: FileManager.default.currentDirectoryPath,
      workspaces: TutorWorkspaceReader())
    let setup = GradingSetup(course: course, stamp: stamp, assignment: assignment)
    let grader = ClassGrader(
      setup: setup, code: RunnerCodeChecker(runner: runner), jobs: 2,
      variantKeys: RunnerVariantKeys(runner: runner))
    let cpuStart = Stopwatch.cpu()
    let (seconds, graded) = try await Stopwatch.timed { try await grader.gradeMeasuring(inputs) }
    let cpuSeconds = Stopwatch.cpu() - cpuStart
    let variantIDs = Set(course.exercises.filter { $0.variants != nil }.map(\.id))
    let wrong = graded.report.students.flatMap(\.exercises).filter {
      variantIDs.contains($0.id) && $0.instance != nil && $0.status != .pass
        && course.exercise($0.id)?.kind.compiled == nil
    }.count
    return Graded(
      seconds: seconds, cpuSeconds: cpuSeconds, instances: graded.cost.variantInstances,
      compiles: graded.cost.compilerRuns, wrong: wrong,
      json: ReportFormat.json.render(graded.report))
  }

  /// La respuesta buena de un ejercicio que no es de código, de la clave de su instancia.
  static func right(_ exercise: Exercise, in course: Course) -> RawAnswer? {
    if let rebuild = exercise.kind.model(FlowchartRebuildExercise.self) {
      return course.diagram(rebuild.diagramID).map { .flowchartRebuild(mermaid: $0.source) }
    }
    return exercise.kind.keyAnswers.first
  }
}
