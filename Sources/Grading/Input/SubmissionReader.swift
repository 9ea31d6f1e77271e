import Foundation
import Lessons
import Support
import Workspace

/// Convierte los bytes de un archivo de entrega en una `Submission` comprobada, o en el
/// motivo, en castellano, por el que no se puede corregir.
///
/// ```swift
/// switch SubmissionReader.read(path: "entregas/ana.json", shownAs: "ana.json",
///                              expecting: stamp) {
/// case .success(let submission): …
/// case .failure(let problem): print(problem.message)  // "no es JSON válido …"
/// }
/// ```
public enum SubmissionReader {
  /// Lee y comprueba la entrega de `path`.
  public static func read(
    path: String, shownAs: String, expecting course: CourseStamp,
    limits: SubmissionLimits = .standard
  ) -> Result<Submission, GradingError> {
    readNamingStudent(path: path, shownAs: shownAs, expecting: course, limits: limits).result
  }

  /// Decodifica y comprueba una entrega.
  public static func decode(
    _ data: Data, expecting course: CourseStamp, limits: SubmissionLimits = .standard
  ) -> Result<Submission, GradingError> {
    decodeNamingStudent(data, expecting: course, limits: limits).result
  }

  /// `read`, y además el id del alumno siempre que el archivo nombre uno válido (aunque la
  /// entrega se rechace después, por ejemplo por otra versión del contenido), para que la
  /// fila de error diga de quién es.
  static func readNamingStudent(
    path: String, shownAs: String, expecting course: CourseStamp, limits: SubmissionLimits
  ) -> (student: String?, result: Result<Submission, GradingError>) {
    switch SafeFile.read(path, shownAs: shownAs, limit: limits.fileBytes) {
    case .success(let data): return decodeNamingStudent(data, expecting: course, limits: limits)
    case .failure(let problem): return (nil, .failure(problem))
    }
  }

  static func decodeNamingStudent(
    _ data: Data, expecting course: CourseStamp, limits: SubmissionLimits
  ) -> (student: String?, result: Result<Submission, GradingError>) {
    let result = check(data, expecting: course, limits: limits)
    switch result {
    case .success(let submission): return (submission.student, result)
    case .failure:
      struct StudentOnly: Decodable { var student: String }
      let peek = try? JSONDecoder().decode(StudentOnly.self, from: data)
      let student = peek.map(\.student).flatMap {
        SubmissionChecks.isValidStudentID($0) ? $0 : nil
      }
      return (student, result)
    }
  }

  private static func check(
    _ data: Data, expecting course: CourseStamp, limits: SubmissionLimits
  ) -> Result<Submission, GradingError> {
    guard data.count <= limits.fileBytes else {
      return .failure(.submissionOversized(bytes: data.count, limit: limits.fileBytes))
    }
    if let encoding = ForeignEncoding.name(of: data) {
      return .failure(.submissionWrongEncoding(encoding))
    }
    guard SafeFile.text(data) != nil else { return .failure(.submissionBinary) }
    switch WorkspaceJSON.Shape.scan(data, depthLimit: limits.nesting) {
    case .plain: break
    case .tooDeep(let line): return .failure(.submissionTooDeep(line: line, limit: limits.nesting))
    case .duplicateKey(let key, let line): return .failure(.submissionDuplicateKey(key, line: line))
    }
    // El JSON de siempre (`WorkspaceJSON`): primero si lo es, luego de qué formato y versión.
    guard let value = try? JSONDecoder().decode(WorkspaceJSON.Value.self, from: data) else {
      return .failure(.submissionNotJSON)
    }
    guard case .object(let top) = value, top["format"] == .string(Submission.formatName) else {
      return .failure(.submissionNotASubmission)
    }
    if case .number(let number)? = top["version"], number.rounded() == number,
      abs(number) < 1e15, Int(number) > Submission.currentVersion
    {
      return .failure(.submissionFutureVersion(Int(number)))
    }
    let submission: Submission
    do {
      submission = try Submission.decode(data)
    } catch {
      return .failure(.submissionMalformed(detail: DecodingProblem.describe(error)))
    }
    if let problem = SubmissionChecks.problem(in: submission, expecting: course, limits: limits) {
      return .failure(problem)
    }
    return .success(submission)
  }
}

/// Las comprobaciones que pasa toda entrega, llegue como llegue (archivo o espacio de
/// trabajo).
enum SubmissionChecks {
  /// El primer problema encontrado, en un orden fijo, o `nil`.
  static func problem(
    in submission: Submission, expecting course: CourseStamp, limits: SubmissionLimits
  ) -> GradingError? {
    guard isValidStudentID(submission.student) else {
      return .submissionInvalidStudent(submission.student)
    }
    guard submission.course.id == course.id else {
      return .submissionOtherCourse(found: submission.course.id, expected: course.id)
    }
    guard submission.course.contentHash == course.contentHash else {
      return .submissionOtherContent(
        found: submission.course.contentHash, expected: course.contentHash)
    }
    for id in submission.code.keys.sorted() + submission.events.map(\.exerciseID)
    where !isSafeExerciseID(id) {
      return .submissionUnsafeExerciseID(id)
    }
    for id in submission.code.keys.sorted() {
      guard let entry = submission.code[id] else { continue }
      if !isSafeFileName(entry.file) {
        return .submissionUnsafePath(exercise: id, path: entry.file)
      }
      if entry.contents.utf8.count > limits.codeBytes {
        return .submissionPartTooLarge(
          exercise: id, bytes: entry.contents.utf8.count, limit: limits.codeBytes)
      }
    }
    if submission.events.count > limits.events {
      return .submissionTooManyEvents(submission.events.count, limit: limits.events)
    }
    for event in submission.events {
      guard let answer = event.answer else { continue }
      if answer.byteCount > limits.answerBytes {
        return .submissionPartTooLarge(
          exercise: event.exerciseID, bytes: answer.byteCount, limit: limits.answerBytes)
      }
    }
    return nil
  }

  /// La regla de Workspace (`Submission.isValidStudentID`).
  static func isValidStudentID(_ id: String) -> Bool {
    Submission.isValidStudentID(id)
  }

  /// Sin separadores de ruta ni caracteres de control (los ids vienen del curso, pero una
  /// entrega puede decir cualquier cosa, y los ids acaban en informes y nombres de archivo).
  static func isSafeExerciseID(_ id: String) -> Bool {
    !id.isEmpty && id.utf8.count <= 200 && !id.contains("/") && !id.contains("\\")
      && !id.unicodeScalars.contains { $0.properties.generalCategory == .control }
  }

  /// Un nombre de archivo sin más: sin carpetas, sin `..`, nada absoluto, sin caracteres de
  /// control.
  static func isSafeFileName(_ name: String) -> Bool {
    !name.isEmpty && name.utf8.count <= 255 && name != "." && name != ".."
      && !name.contains("/") && !name.contains("\\")
      && !name.unicodeScalars.contains { $0.properties.generalCategory == .control }
  }
}
