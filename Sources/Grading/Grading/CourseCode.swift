import Checker
import Foundation
import Lessons

/// The course's side of its code exercises: each one's `pruebas.swift`, read once.
struct CourseCode: Sendable {
  /// `pruebas.swift` by exercise id.
  var tests: [String: SourceFile]
  /// The code exercise ids in course order.
  var order: [String]

  static func load(_ course: Course) throws(GradingError) -> CourseCode {
    var tests: [String: SourceFile] = [:]
    var order: [String] = []
    for exercise in course.exercises {
      guard case .code(let code) = exercise.kind else { continue }
      guard let data = FileManager.default.contents(atPath: code.files.tests.path),
        let text = String(data: data, encoding: .utf8)
      else {
        throw .courseFileUnreadable(path: code.files.tests.path)
      }
      tests[exercise.id] = SourceFile(name: "pruebas.swift", contents: text)
      order.append(exercise.id)
    }
    return CourseCode(tests: tests, order: order)
  }

  /// What to check for `submission`: every code exercise it has a file for, in course
  /// order, with the course's tests and the teacher's hidden ones.
  func requests(for submission: Submission, hiddenTests: HiddenTests) -> [CodeSubmission] {
    order.compactMap { id in
      guard let entry = submission.code[id], let tests = tests[id] else { return nil }
      return CodeSubmission(
        exerciseID: id, learnerFile: SourceFile(name: entry.file, contents: entry.contents),
        tests: tests, extraTests: hiddenTests.files[id] ?? [])
    }
  }
}
