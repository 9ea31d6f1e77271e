import Foundation
import Workspace

/// Una entrega leída de su entrada: la entrega, o por qué no se puede corregir.
struct LoadedSubmission: Sendable {
  var input: GradingInput
  /// El alumno, si se sabe (también en la mayoría de las entregas rechazadas).
  var student: String?
  var outcome: Result<Submission, GradingError>
  /// El nombre del archivo, cuando no es el del alumno que dice la entrega
  /// (`StudentFileName`): la fila se corrige como ese alumno y lleva el aviso.
  var mismatchedFileName: String?

  /// La clave del orden de las filas.
  static func precedes(_ a: LoadedSubmission, _ b: LoadedSubmission) -> Bool {
    let keyA = a.student ?? a.input.shownAs
    let keyB = b.student ?? b.input.shownAs
    if keyA != keyB { return keyA.utf8.lexicographicallyPrecedes(keyB.utf8) }
    return a.input.shownAs.utf8.lexicographicallyPrecedes(b.input.shownAs.utf8)
  }
}

/// Lee cada entrada, aplica la política del profesor a lo que la entrega no puede decidir
/// (una entrega sin historial con una tarea, un archivo con el nombre de otro alumno),
/// rechaza los alumnos repetidos y ordena.
enum SubmissionLoading {
  static func load(
    _ inputs: [GradingInput], setup: GradingSetup, workspaces: any WorkspaceReading
  ) -> [LoadedSubmission] {
    var loaded = inputs.map { input -> LoadedSubmission in
      switch input.kind {
      case .rejected(let problem):
        return LoadedSubmission(input: input, student: nil, outcome: .failure(problem))
      case .file:
        var (student, outcome) = SubmissionReader.readNamingStudent(
          path: input.path, shownAs: input.shownAs, expecting: setup.stamp, limits: setup.limits)
        // Con una tarea, una entrega sin historial no se corrige como práctica: la política
        // es la del profesor, no la del formato que trae el archivo.
        if setup.hasAssignment, case .success(let submission) = outcome, submission.version < 2 {
          outcome = .failure(.submissionWithoutHistory)
        }
        var item = LoadedSubmission(input: input, student: student, outcome: outcome)
        if let student, !StudentFileName.names(input.path, student: student) {
          item.mismatchedFileName = StudentFileName.fileName(input.path)
        }
        return item
      case .workspace:
        let outcome = workspaces.submission(
          at: input.path, shownAs: input.shownAs, course: setup.course, stamp: setup.stamp,
          limits: setup.limits)
        return LoadedSubmission(input: input, student: try? outcome.get().student, outcome: outcome)
      }
    }
    rejectRepeatedStudents(&loaded)
    return loaded.sorted(by: LoadedSubmission.precedes)
  }

  /// Dos entregas del mismo alumno: si solo una está en un archivo con su nombre, se corrige
  /// esa y las demás pasan a error (nunca el alumno cuyo nombre usurpan); si no, todas.
  private static func rejectRepeatedStudents(_ loaded: inout [LoadedSubmission]) {
    var claims: [String: [Int]] = [:]
    for (index, item) in loaded.enumerated() {
      if case .success(let submission) = item.outcome {
        claims[submission.student, default: []].append(index)
      }
    }
    for (student, indices) in claims where indices.count > 1 {
      let named = indices.filter { loaded[$0].mismatchedFileName == nil && isFile(loaded[$0]) }
      if named.count == 1, let owner = named.first {
        for index in indices where index != owner {
          // La fila va por su archivo, no por el alumno: un libro de calificaciones no debe
          // ver una segunda fila (vacía) de quien sí entregó.
          loaded[index].student = nil
          loaded[index].outcome = .failure(
            .submissionClaimsOtherStudent(
              student, file: StudentFileName.fileName(loaded[index].input.path),
              graded: loaded[owner].input.shownAs))
        }
        continue
      }
      for index in indices {
        let others = indices.filter { $0 != index }.map { loaded[$0].input.shownAs }
          .sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        loaded[index].outcome = .failure(.submissionDuplicateStudent(student, others: others))
      }
    }
  }

  private static func isFile(_ item: LoadedSubmission) -> Bool {
    if case .file = item.input.kind { return true }
    return false
  }

  /// Las filas de la parte `part` (la `index`-ésima de cada `count`, en el orden de las
  /// filas).
  static func share(_ loaded: [LoadedSubmission], part: ReportPart?) -> [LoadedSubmission] {
    guard let part else { return loaded }
    return loaded.enumerated().filter { $0.offset % part.count == part.index - 1 }.map(\.element)
  }
}

/// Si el nombre de un archivo de entrega es el del alumno que dice ser: `zoe.json` es de
/// `zoe`, y también `García Zoe_123_assignsubmission_file_zoe.json` o `zoe_1234_zoe.json`
/// (Moodle y Canvas guardan el nombre original al final, tras `_`, `-` o un espacio).
///
/// Cuenta siempre el `student` de dentro de la entrega (con él se barajaron las opciones que
/// vio); el nombre solo decide el aviso y, si dos entregas dicen ser del mismo alumno, cuál
/// se corrige (`corregir --help`, `Sources/Grading/README.md`).
enum StudentFileName {
  static func fileName(_ path: String) -> String {
    path.split(separator: "/").last.map(String.init) ?? path
  }

  static func names(_ path: String, student: String) -> Bool {
    var stem = fileName(path)
    if stem.lowercased().hasSuffix(".json") { stem = String(stem.dropLast(5)) }
    if stem == student { return true }
    guard stem.hasSuffix(student) else { return false }
    let before = stem.dropLast(student.count).last
    return before == "_" || before == "-" || before == " "
  }
}
