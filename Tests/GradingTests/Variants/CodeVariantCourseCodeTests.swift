import Foundation
import Lessons
import Testing
import Workspace

@testable import Grading

/// `CourseCode` con un ejercicio de código con parámetros (`curso-variantes-codigo`): las
/// pruebas y el inicio de cada alumno son los de su instancia, y la búsqueda de parecidos no
/// toma por código propio el inicio sin tocar de su instancia.
@Suite struct CodeVariantCourseCodeTests {
  static let course: Course = {
    let directory = GradingFixture.packageRoot + "/Tests/Fixtures/curso-variantes-codigo"
    return CourseLoader.load(from: URL(fileURLWithPath: directory)).course ?? Course(id: "vacío")
  }()
  static let students = ["ana.garcia", "luis.perez", "marta.lopez", "jorge.garcia"]
  static let assignment: Assignment = {
    var assignment = Assignment(mode: .tries, seed: "2026")
    assignment.roster = students.map { VariantDraw.token(seed: "2026", student: $0) }
    return assignment
  }()

  @Test func eachStudentGetsTheTestsAndTheStarterOfTheirInstance() throws {
    let draw = Self.assignment.variantDraw
    let code = try CourseCode.load(Self.course, draw: draw)
    #expect(code.instances["traspaso.importe"]?.count == 4)
    var seen: Set<String> = []
    for student in Self.students {
      let mine = Self.course.resolved(draw: draw, student: student)
      guard let files = mine.exercise("traspaso.importe")?.kind.compiled else {
        Issue.record("no es de código")
        continue
      }
      let instance = try #require(code.instance("traspaso.importe", student: student))
      #expect(instance.tests.contents == files.files.text(.tests))
      #expect(code.starters(for: student)["traspaso.importe"] == files.files.text(.starter))
      seen.insert(instance.tests.contents)
    }
    // Cuatro alumnos en la lista, cuatro instancias: cada uno la suya.
    #expect(seen.count == 4)
  }

  @Test func anUntouchedInstanceStarterIsNotCodeToCompare() throws {
    let draw = Self.assignment.variantDraw
    let code = try CourseCode.load(Self.course, draw: draw)
    let stamp = try CourseFingerprint.stamp(of: Self.course)
    let loaded = Self.students.map { student in
      var submission = Submission(
        student: student, course: stamp, exportedAt: Date(timeIntervalSince1970: 1_800_000_000),
        answers: [:])
      submission.code["traspaso.importe"] = CodeEntry(
        file: "traspaso.importe.swift",
        contents: code.starters(for: student)["traspaso.importe"] ?? "")
      return LoadedSubmission(
        input: GradingInput(path: student, shownAs: student, kind: .file), student: student,
        outcome: .success(submission))
    }
    let setup = GradingSetup(course: Self.course, stamp: stamp, assignment: Self.assignment)
    let input = ClassSimilarity.input(loaded, setup: setup, courseCode: code)
    #expect(input.students.allSatisfy { $0.code.isEmpty })
  }

  @Test func theHandbackRevealsTheSolutionOfTheStudentsInstance() throws {
    let draw = Self.assignment.variantDraw
    var assignment = Self.assignment
    assignment.mode = .deferred
    let reveal = HandbackReveal(course: Self.course, assignment: assignment)
    for student in Self.students {
      var entry = ExerciseResult(
        id: "traspaso.importe", status: .fail, points: 0, maxPoints: 1, message: "")
      reveal.apply(to: &entry, student: student)
      let mine = Self.course.resolved(draw: draw, student: student)
      guard let code = mine.exercise("traspaso.importe")?.kind.compiled else {
        Issue.record("no es de código")
        continue
      }
      let solution = try #require(code.files.text(.solution))
      #expect(!solution.contains("{{"))
      #expect(entry.rightAnswer == "```swift\n\(solution)\n```", "\(student)")
    }
  }
}
