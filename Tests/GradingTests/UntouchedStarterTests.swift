import Checker
import Foundation
import Lessons
import Testing
import Workspace

@testable import Grading

/// Un ejercicio de código cuyo archivo sigue siendo el de inicio saca 0 como «sin hacer»
/// (`not_attempted`), diga lo que diga el ejecutor, y nunca es un error.
@Suite struct UntouchedStarterTests {
  static func result(code contents: String?, verdict: Bool = false) throws -> ExerciseResult {
    let course = GradingFixture.course
    let exercise = try #require(course.exercises.first { $0.id == "caja.contador" })
    let starter = try GradingFixture.code("caja.contador", "inicio")
    var submission = GradingFixture.submission("ana", answers: [:], code: [:])
    if let contents {
      submission.code["caja.contador"] = CodeEntry(file: "caja.contador.swift", contents: contents)
    }
    let context = ExerciseGrading.Context(
      submission: submission, course: course, policy: Assignment(mode: .tries),
      answers: CourseAnswerChecker(), codeVerdict: nil, starter: starter)
    return ExerciseGrading.result(exercise, worth: 2, context: context)
  }

  @Test func theUntouchedStarterIsNotAttempted() throws {
    let starter = try GradingFixture.code("caja.contador", "inicio")
    for contents in [
      starter, starter + "\n\n", starter.replacingOccurrences(of: "\n", with: "  \n"),
    ] {
      let result = try Self.result(code: contents)
      #expect(result.status == .notAttempted)
      #expect(result.points == 0)
      #expect(result.maxPoints == 2)
      #expect(result.message == "Es el archivo de inicio sin tocar.")
      #expect(result.errorSource == nil)
    }
  }

  @Test func aMissingFileIsUnansweredAndAnEditedOneIsChecked() throws {
    let missing = try Self.result(code: nil)
    #expect(missing.status == .unanswered)
    #expect(missing.message == "No entregó el archivo de este ejercicio.")
    let starter = try GradingFixture.code("caja.contador", "inicio")
    let edited = try Self.result(code: starter + "// toqué algo\n")
    // Sin corrector de código no se comprueba: es un error del corrector, no «sin hacer».
    #expect(edited.status == .error)
    #expect(edited.errorSource == .grader)
  }
}
