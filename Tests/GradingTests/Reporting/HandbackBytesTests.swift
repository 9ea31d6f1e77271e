import Foundation
import Testing
import Workspace

@testable import Grading

/// La devolución lleva el mismo resultado que el informe (`ExerciseResult`), pero solo lo que ve
/// el alumno (`handedBack`): estos son sus bytes, con un resultado que trae todas las cifras del
/// profesor.
@Suite struct HandbackBytesTests {
  static func report() -> GradeReport {
    var result = ExerciseResult(
      id: "caja.copia", status: .partial, points: 2.0 / 3, maxPoints: 1,
      message: "Correcto, pero vale 0.67 de 1: acertaste al segundo intento.",
      errorSource: nil, tries: 2, late: 1, hints: 1, solutionSeen: true, firstAnswer: "a",
      firstAnswerCorrect: false, score: 2.0 / 3)
    result.instance = "otra; a=3"
    result.version = "otra"
    let student = StudentResult(
      student: "ana.garcia", source: "clase/ana.json", status: .graded, message: nil,
      points: 2.0 / 3, maxPoints: 1, exportedAt: nil, exercises: [result])
    return GradeReport(
      course: ReportCourse(id: "estado-compartido", title: "Estado", contentHash: "ab"),
      weights: nil, hiddenTests: nil, timeLimitSeconds: 10, part: nil,
      exercises: [
        ReportExercise(id: "caja.copia", lesson: "01-caja", kind: "eleccion", maxPoints: 1)
      ], notes: [], students: [student])
  }

  @Test func aHandbackSaysOnlyWhatTheStudentSees() throws {
    let directory = try GradingFixture.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let count = try Handbacks.write(
      Self.report(), to: directory, shownAs: "devoluciones", overwrite: false)
    #expect(count == 1)
    let written = try String(contentsOfFile: directory + "/ana.garcia.json", encoding: .utf8)
    #expect(
      written == """
        {
          "course" : {
            "contentHash" : "ab",
            "id" : "estado-compartido"
          },
          "exercises" : [
            {
              "id" : "caja.copia",
              "instance" : "otra; a=3",
              "maxPoints" : 1,
              "message" : "Correcto, pero vale 0.67 de 1: acertaste al segundo intento.",
              "points" : 0.67,
              "status" : "partial"
            }
          ],
          "format" : "leccion-devolucion",
          "maxPoints" : 1,
          "points" : 0.67,
          "student" : "ana.garcia",
          "version" : 1
        }

        """)
    let handback = try Handback.read(Data(written.utf8), shownAs: "ana.garcia.json")
    #expect(handback.exercises == [Self.report().students[0].exercises[0].handedBack.rounded])
  }
}

extension ExerciseResult {
  /// El resultado con los puntos como se escriben.
  fileprivate var rounded: ExerciseResult {
    var copy = self
    copy.points = writtenPoints
    return copy
  }
}
