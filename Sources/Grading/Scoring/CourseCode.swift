import Checker
import Foundation
import Lessons
import Workspace

/// La parte del curso de sus ejercicios de código: el `pruebas.swift` de cada uno, leído
/// una vez.
struct CourseCode: Sendable {
  /// `pruebas.swift` por id de ejercicio.
  var tests: [String: SourceFile]
  /// `inicio.swift` por id de ejercicio (para reconocer un archivo sin tocar).
  var starters: [String: String]
  /// Los ids de los ejercicios de código, en el orden del curso.
  var order: [String]

  static func load(_ course: Course) throws(GradingError) -> CourseCode {
    var tests: [String: SourceFile] = [:]
    var starters: [String: String] = [:]
    var order: [String] = []
    for exercise in course.exercises {
      guard let code = exercise.kind.compiled else { continue }
      guard let data = FileManager.default.contents(atPath: code.files.tests.path),
        let text = String(data: data, encoding: .utf8)
      else {
        throw .courseFileUnreadable(path: code.files.tests.path)
      }
      tests[exercise.id] = SourceFile(name: "pruebas.swift", contents: text)
      if let data = FileManager.default.contents(atPath: code.files.starter.path) {
        starters[exercise.id] = String(decoding: data, as: UTF8.self)
      }
      order.append(exercise.id)
    }
    return CourseCode(tests: tests, starters: starters, order: order)
  }

  /// Lo que hay que comprobar de `submission`: cada ejercicio de código del que trae
  /// archivo, en el orden del curso, con las pruebas del curso.
  func requests(for submission: Submission, counted: Set<String>) -> [CodeSubmission] {
    order.compactMap { id in
      guard counted.contains(id), let entry = submission.code[id], let tests = tests[id],
        !ExerciseGrading.sameCode(entry.contents, starters[id] ?? "\u{0}")
      else { return nil }
      return CodeSubmission(
        exerciseID: id, learnerFile: SourceFile(name: entry.file, contents: entry.contents),
        tests: tests)
    }
  }

  /// Los mismos ejercicios con las pruebas del profesor, para su programa aparte: solo los
  /// que tienen pruebas ocultas, que se compilan con el `pruebas.swift` del curso (por sus
  /// funciones auxiliares) pero solo llaman a las del profesor. Ningún texto de ese programa
  /// llega al alumno: de su veredicto solo se cuentan pruebas (`addingTeacherTests`).
  static func teacherRequests(_ requests: [CodeSubmission], hiddenTests: HiddenTests)
    -> [CodeSubmission]
  {
    requests.compactMap { request in
      guard let files = hiddenTests.files[request.exerciseID], !files.isEmpty else { return nil }
      var teacher = request
      teacher.extraTests = files
      teacher.teacherTestsOnly = true
      return teacher
    }
  }
}
