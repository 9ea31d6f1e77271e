import Foundation
import Support
import Workspace
import Lessons

/// `leccion corregir --unir informe-*.json`: junta las partes de una corrección con
/// `--parte K/N` en el informe que habría escrito una sola máquina.
///
/// Cada parte debe ser un informe JSON de la misma corrección (el mismo curso y contenido,
/// pesos, pruebas ocultas, límite de tiempo, versión de `leccion` y ejercicios) y, entre
/// todas, deben ser las partes 1…N, cada una una sola vez.
public enum ReportMerge {
  /// Lee las partes de `paths` (`shownAs` para los mensajes) y las junta.
  public static func merge(paths: [(path: String, shownAs: String)]) throws(GradingError)
    -> GradeReport
  {
    var reports: [(String, GradeReport)] = []
    for (path, shown) in paths {
      let data: Data
      switch SafeFile.read(path, shownAs: shown, limit: 512 << 20) {
      case .success(let bytes): data = bytes
      case .failure(let problem): throw .mergeUnreadable(path: shown, detail: problem.message)
      }
      do {
        let report = try JSONReport.decode(data)
        guard report.format == GradeReport.formatName else {
          throw GradingError.mergeUnreadable(
            path: shown, detail: "le falta «\"format\": \"leccion-informe\"»")
        }
        reports.append((shown, report))
      } catch let error as GradingError {
        throw error
      } catch {
        throw .mergeUnreadable(path: shown, detail: DecodingProblem.describe(error))
      }
    }
    return try merge(reports)
  }

  /// Junta informes ya leídos.
  public static func merge(_ reports: [(shownAs: String, report: GradeReport)]) throws(GradingError)
    -> GradeReport
  {
    guard let (_, first) = reports.first else { throw .noInputs(merging: true) }
    var seenParts: [Int: String] = [:]
    var firstOfPart: [Int: GradeReport] = [:]
    var unique: [GradeReport] = []
    var count = 0
    for (shown, report) in reports {
      guard let part = report.part else { throw .mergeNotAPart(path: shown) }
      if let field = difference(report, first) { throw .mergeMismatch(path: shown, field: field) }
      if count == 0 { count = part.count }
      guard part.count == count else {
        throw .mergeMismatch(path: shown, field: "el número de partes")
      }
      if let earlier = firstOfPart[part.index] {
        // La misma parte dos veces (un trabajo reintentado que se subió dos veces) cuenta una sola
        // vez si es idéntica; dos informes distintos para una misma parte son dos correcciones
        // distintas.
        guard earlier == report else { throw .mergeDuplicatePart(path: shown, part: part.index) }
        continue
      }
      seenParts[part.index] = shown
      firstOfPart[part.index] = report
      unique.append(report)
    }
    let missing = (1...max(1, count)).filter { seenParts[$0] == nil }
    guard missing.isEmpty else { throw .mergeMissingParts(missing, count: count) }
    var students: [StudentResult] = []
    var seenStudents: Set<String> = []
    for report in unique {
      for row in report.students {
        if let student = row.student, row.status == .graded, !seenStudents.insert(student).inserted
        {
          throw .mergeDuplicateStudent(student)
        }
        students.append(row)
      }
    }
    let notes = Set(unique.flatMap(\.notes)).sorted()
    var merged = GradeReport(
      leccionVersion: first.leccionVersion, course: first.course, weights: first.weights,
      assignment: first.assignment, hiddenTests: first.hiddenTests,
      timeLimitSeconds: first.timeLimitSeconds, part: nil,
      exercises: first.exercises, notes: notes,
      students: students.sorted(by: StudentResult.precedes))
    // Cada parte buscó los parecidos en la clase entera (las partes lo comprueban iguales).
    merged.similarity = first.similarity
    return merged
  }

  /// Comprueba que `course` y `assignment` (los de `--curso` y `--tarea`) son aquellos con que
  /// se corrigieron las partes de `report`: así las devoluciones de la unión abren lo mismo
  /// que las de una sola máquina. Con `needsAssignment` (`--devoluciones`), unas partes
  /// corregidas con una tarea la necesitan.
  public static func check(
    _ report: GradeReport, course: CourseStamp, courseShownAs: String,
    assignment: Assignment?, assignmentShownAs: String?, needsAssignment: Bool
  ) throws(GradingError) {
    if course.id != report.course.id || course.contentHash != report.course.contentHash {
      throw .mergeCourseMismatch(
        course: courseShownAs, found: course.contentHash, expected: report.course.contentHash)
    }
    switch (assignment, report.assignment) {
    case (let given?, let parts?) where given.fingerprint != parts.fingerprint:
      throw .mergeAssignmentMismatch(
        assignment: assignmentShownAs ?? "", found: given.fingerprint,
        expected: parts.fingerprint)
    case (_?, nil):
      throw .mergeAssignmentNotInParts(assignment: assignmentShownAs ?? "")
    case (nil, let parts?) where needsAssignment:
      throw .mergeAssignmentMissing(title: parts.title, fingerprint: parts.fingerprint)
    default:
      return
    }
  }

  /// Lo que difiere entre dos partes de lo que debe ser una sola corrección, en castellano,
  /// o `nil`.
  private static func difference(_ a: GradeReport, _ b: GradeReport) -> String? {
    if a.version != b.version { return "la versión del formato del informe" }
    if a.course != b.course { return "el curso o su contenido" }
    if a.leccionVersion != b.leccionVersion { return "la versión de leccion" }
    if a.weights != b.weights { return "el archivo de pesos" }
    if a.assignment != b.assignment { return "la tarea" }
    if a.hiddenTests != b.hiddenTests { return "las pruebas ocultas" }
    if a.timeLimitSeconds != b.timeLimitSeconds { return "el límite de tiempo" }
    if a.exercises.map(\.definition) != b.exercises.map(\.definition) {
      return "la lista de ejercicios"
    }
    if a.similarity != b.similarity { return "la búsqueda de parecidos (--similitud)" }
    return nil
  }
}
