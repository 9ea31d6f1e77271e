import Foundation
import Lessons
import Workspace

/// Turns the bytes of a hand-in file into a checked `Submission`, or into the Spanish
/// reason it cannot be graded.
///
/// ```swift
/// switch SubmissionReader.read(path: "entregas/ana.json", shownAs: "ana.json",
///                              expecting: stamp) {
/// case .success(let submission): …
/// case .failure(let problem): print(problem.message)  // "no es JSON válido …"
/// }
/// ```
public enum SubmissionReader {
  /// Reads and checks the hand-in at `path`.
  public static func read(
    path: String, shownAs: String, expecting course: CourseStamp,
    limits: SubmissionLimits = .standard
  ) -> Result<Submission, GradingError> {
    readNamingStudent(path: path, shownAs: shownAs, expecting: course, limits: limits).result
  }

  /// Decodes and checks a hand-in.
  public static func decode(
    _ data: Data, expecting course: CourseStamp, limits: SubmissionLimits = .standard
  ) -> Result<Submission, GradingError> {
    decodeNamingStudent(data, expecting: course, limits: limits).result
  }

  /// `read`, plus the student id whenever the file names a valid one (even if the hand-in
  /// is rejected later, for example for another content version), so the error row says
  /// whose it is.
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
    switch JSONShape.scan(data, depthLimit: limits.nesting) {
    case .plain: break
    case .tooDeep(let line): return .failure(.submissionTooDeep(line: line, limit: limits.nesting))
    case .duplicateKey(let key, let line): return .failure(.submissionDuplicateKey(key, line: line))
    }
    guard let object = try? JSONSerialization.jsonObject(with: data) else {
      return .failure(.submissionNotJSON)
    }
    guard let top = object as? [String: Any], top["format"] as? String == Submission.formatName
    else {
      return .failure(.submissionNotASubmission)
    }
    if let version = top["version"] as? Int, version > Submission.currentVersion {
      return .failure(.submissionFutureVersion(version))
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

/// The checks every hand-in passes, whichever way it arrived (file or workspace).
enum SubmissionChecks {
  /// The first problem found, in a fixed order, or `nil`.
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

  /// Letters, digits, `.`, `-`, `_` and `@`; 1 to 100 characters (the tutor's rule for
  /// `leccion iniciar --alumno`).
  static func isValidStudentID(_ id: String) -> Bool {
    !id.isEmpty && id.count <= 100
      && id.unicodeScalars.allSatisfy {
        CharacterSet.alphanumerics.contains($0) || ".-_@".unicodeScalars.contains($0)
      }
      && id != "." && id != ".."
  }

  /// No path separators and no control characters (ids come from the course, but a hand-in
  /// can say anything and ids end in reports and file names).
  static func isSafeExerciseID(_ id: String) -> Bool {
    !id.isEmpty && id.utf8.count <= 200 && !id.contains("/") && !id.contains("\\")
      && !id.unicodeScalars.contains { $0.properties.generalCategory == .control }
  }

  /// A plain file name: no folders, no `..`, nothing absolute, no control characters.
  static func isSafeFileName(_ name: String) -> Bool {
    !name.isEmpty && name.utf8.count <= 255 && name != "." && name != ".."
      && !name.contains("/") && !name.contains("\\")
      && !name.unicodeScalars.contains { $0.properties.generalCategory == .control }
  }
}
