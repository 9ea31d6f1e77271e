import Foundation
import Lessons
import Testing

@testable import Workspace

/// Lo que una devolución abre de cada ejercicio (`HandbackReveal`): la respuesta correcta
/// con las letras del alumno, la explicación, y nunca una prueba oculta.
@Suite struct HandbackRevealTests {
  static let course = AssignmentFileTests.course

  func entry(_ id: String, _ assignment: Assignment?, student: String = "ana") -> ExerciseResult {
    var entry = ExerciseResult(
      id: id, status: .fail, points: 0, maxPoints: 1, message: "Lo que dijo la corrección.")
    HandbackReveal(course: Self.course, assignment: assignment).apply(to: &entry, student: student)
    return entry
  }

  @Test func codeRevealsTheSolutionAndNeverTheHiddenTests() throws {
    for exercise in Self.course.exercises {
      guard let code = exercise.kind.compiled else { continue }
      let revealed = entry(exercise.id, Assignment(mode: .deferred))
      let solution = try String(contentsOf: code.files.solution, encoding: .utf8)
      let tests = try String(contentsOf: code.files.tests, encoding: .utf8)
      #expect(revealed.rightAnswer == "```swift\n\(solution)\n```", "\(exercise.id)")
      let testLines = tests.split(separator: "\n").map {
        $0.trimmingCharacters(in: .whitespaces)
      }.filter { $0.count > 12 && !solution.contains($0) }
      for line in testLines {
        #expect(revealed.rightAnswer?.contains(line) != true, "«\(line)» de \(exercise.id)")
      }
      #expect(revealed.explanation == nil)
    }
  }

  @Test func aChoiceUsesTheLettersTheStudentSaw() throws {
    let choices = Self.course.exercises.filter { $0.kind.name == .choice }
    let exercise = try #require(choices.first)
    guard let choice = exercise.kind.model(ChoiceExercise.self) else { return }
    let assignment = Assignment(mode: .tries, seed: "semilla")
    for student in ["ana", "bea", "carla"] {
      let order = try #require(assignment.optionOrder(for: exercise, student: student))
      let expected = order.positions.enumerated().compactMap { shown, position in
        choice.options[position].isCorrect
          ? "- \(HandbackReveal.letter(shown))) \(choice.options[position].text)" : nil
      }.joined(separator: "\n")
      #expect(entry(exercise.id, assignment, student: student).rightAnswer == expected)
    }
  }

  @Test func whatTheAssignmentKeepsIsLeftOut() {
    let id = Self.course.exercises.first { $0.kind.name == .freeText }?.id ?? ""
    var review = ReviewOptions(mode: .deferred, [.rightAnswer: .never, .feedback: .never])
    let kept = entry(id, Assignment(mode: .deferred, review: review))
    #expect(kept.rightAnswer == nil)
    #expect(kept.explanation != nil)
    #expect(kept.message == "")
    review = ReviewOptions(mode: .tries, [.explanation: .never])
    let tries = entry(id, Assignment(mode: .tries, review: review))
    #expect(tries.rightAnswer != nil)
    #expect(tries.explanation == nil)
    #expect(tries.message == "Lo que dijo la corrección.")
  }
}
