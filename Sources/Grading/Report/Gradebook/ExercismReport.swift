import Foundation
import Workspace

/// `--formato exercism --salida DIR`: `DIR/<alumno>/results.json` for each student, in
/// version 3 of the exercism test-runner interface, so runner infrastructure that reads
/// that interface can take `leccion` results.
///
/// Mapping (one exercism «test» per exercise of the course, in course order):
/// - test `status`: `pass` → `pass`; `partial`, `fail`, `unanswered`, `not_attempted` →
///   `fail`; `error` → `error`. Its `message` is ours (absent for `pass`); `task_id` is the
///   position of the exercise's lesson in the course (from 1); `test_code` says which
///   exercise, kind and lesson it is (the course's tests are not one snippet per exercise).
/// - top `status`: `pass` when every exercise passes; `error` when the hand-in could not be
///   graded or no exercise could be checked (`message` says why); else `fail`.
/// - `output` (what the student's program printed, at most 500 characters) is left out:
///   the report does not keep it, because it varies between runs.
///
/// A row without a student id, or with one that is not a plain folder name, gets no
/// folder (`skipped`).
enum ExercismReport {
  /// The interface version written.
  static let version = 3

  struct Results: Encodable, Equatable {
    var version: Int
    var status: String
    var message: String?
    var tests: [Test]
  }

  struct Test: Encodable, Equatable {
    var name: String
    var status: String
    var message: String?
    var output: String?
    var testCode: String
    var taskID: Int

    enum CodingKeys: String, CodingKey {
      case name, status, message, output
      case testCode = "test_code"
      case taskID = "task_id"
    }
  }

  /// One student's file: the folder name and the JSON text.
  struct File: Equatable {
    var folder: String
    var text: String
  }

  /// The files to write, and the sources of the rows that get none.
  static func files(_ report: GradeReport) -> (files: [File], skipped: [String]) {
    var files: [File] = []
    var skipped: [String] = []
    for row in report.students {
      guard let student = row.student, isFolderName(student) else {
        skipped.append(row.source)
        continue
      }
      files.append(File(folder: student, text: encode(results(row, report: report))))
    }
    return (files, skipped)
  }

  /// `render` for a single text (without `--salida`): every student's results in one JSON
  /// object keyed by student id.
  static func render(_ report: GradeReport) -> String {
    let entries = files(report).files.map { file in
      "\"\(file.folder)\": " + file.text.replacingOccurrences(of: "\n", with: "\n  ")
    }
    return "{\n  " + entries.joined(separator: ",\n  ") + "\n}\n"
  }

  static func results(_ row: StudentResult, report: GradeReport) -> Results {
    guard row.status == .graded else {
      return Results(
        version: version, status: "error", message: row.message ?? "No se pudo corregir.",
        tests: [])
    }
    let lessons = lessonNumbers(report.exercises)
    let definitions = Dictionary(
      report.exercises.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    let tests = row.exercises.map { exercise in
      let definition = definitions[exercise.id]
      return Test(
        name: exercise.id, status: status(exercise.status),
        message: exercise.status == .pass ? nil : exercise.message, output: nil,
        testCode: "ejercicio \(exercise.id) (\(definition?.kind ?? "?")) de la lección "
          + (definition?.lesson ?? "?"),
        taskID: lessons[definition?.lesson ?? ""] ?? 1)
    }
    if !tests.isEmpty, tests.allSatisfy({ $0.status == "pass" }) {
      return Results(version: version, status: "pass", message: nil, tests: tests)
    }
    if !tests.isEmpty, tests.allSatisfy({ $0.status == "error" }) {
      let first = row.exercises.first?.message ?? ""
      return Results(
        version: version, status: "error",
        message: "No se pudo comprobar ningún ejercicio. " + first, tests: tests)
    }
    return Results(version: version, status: "fail", message: nil, tests: tests)
  }

  static func status(_ status: ExerciseResult.Status) -> String {
    switch status {
    case .pass: "pass"
    case .partial, .fail, .unanswered, .notAttempted: "fail"
    case .error: "error"
    }
  }

  /// Each lesson's position in the course, from 1.
  private static func lessonNumbers(_ exercises: [ReportExercise]) -> [String: Int] {
    var numbers: [String: Int] = [:]
    for exercise in exercises where numbers[exercise.lesson] == nil {
      numbers[exercise.lesson] = numbers.count + 1
    }
    return numbers
  }

  /// A student id usable as a folder name as is.
  static func isFolderName(_ text: String) -> Bool {
    guard !text.isEmpty, text.utf8.count <= 100, !text.hasPrefix(".") else { return false }
    return text.unicodeScalars.allSatisfy {
      ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
        || "._-@".unicodeScalars.contains($0)
    }
  }

  private static func encode(_ results: Results) -> String {
    guard let data = try? WorkspaceJSON.encoder().encode(results) else { return "{}\n" }
    return String(decoding: data, as: UTF8.self) + "\n"
  }
}
