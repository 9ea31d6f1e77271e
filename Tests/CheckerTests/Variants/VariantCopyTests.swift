import Foundation
import Lessons
import Testing
import Workspace

@testable import Checker

/// Una sola copia del alumno para toda la clase: lleva la clave de cada instancia con su sal,
/// y el curso resuelto de un alumno comprueba sus respuestas y no las de otra instancia.
@Suite struct VariantCopyTests {
  static let directory = CourseProofFixture.fixtures.appendingPathComponent("curso-variantes")

  /// El curso completo con la salida de cada instancia (las fórmulas de `VariantOutputsTests`,
  /// que allí se prueban contra el motor).
  static func filledCourse() throws -> Course {
    let course = try #require(CourseLoader.load(from: directory).course)
    var outputs: [String: [String: String]] = [:]
    for exercise in course.exercises {
      guard let variants = exercise.variants, variants.hasComputedOutput else { continue }
      for index in variants.instances.indices {
        let values = Dictionary(
          uniqueKeysWithValues: variants.instances[index].parameters.map { ($0.name, $0.value) })
        outputs[exercise.id, default: [:]][variants.instanceID(index)] =
          VariantOutputsTests.expected(exercise.id, values)
      }
    }
    return course.filling(outputs: outputs)
  }

  @Test func eachStudentsTutorChecksTheirInstanceAndNoOther() throws {
    let full = try Self.filledCourse()
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("leccion-variantes-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    let target = root.appendingPathComponent("alumnos")
    let hashed = try StudentCopyMaker.write(full, mode: .tries, document: .workspace, to: target)
    // Seis ejercicios, todos con variantes: 32 + 32 + 36 instancias de predicción, 2 + 3
    // versiones de elección y 2 de texto, una clave por instancia.
    #expect(hashed == StudentCopyMaker.Hashed(exercises: 6, keys: 107))
    let copy = try #require(CourseLoader.load(from: target, studentCopies: .workspace).course)
    let text = try String(
      contentsOf: target.appendingPathComponent("01-variantes/ejercicios.md"), encoding: .utf8)
    #expect(!text.contains("[x]"))
    #expect(text.contains("## var.copia@reves — ¿Qué no se copia?"))

    let draw = VariantDraw(seed: "s")
    let students = ["ana.garcia", "luis.perez", "marta.lopez", "jorge.garcia"]
    for student in students {
      let mine = copy.resolved(draw: draw, student: student)
      #expect(mine.studentCopy?.exercises.keys.contains { $0.contains("#") } == false)
      let checker = AnswerChecker(course: mine)
      for other in students {
        let theirs = full.resolved(draw: draw, student: other)
        for exercise in mine.exercises {
          guard let answer = Self.rightAnswer(theirs.exercise(exercise.id) ?? exercise) else {
            continue
          }
          let same = exercise.chosenInstanceID == theirs.exercise(exercise.id)?.chosenInstanceID
          let verdict = checker.check(exercise, raw: answer)
          #expect(verdict.passed == same, "\(student) con la clave de \(other) en \(exercise.id)")
        }
      }
    }
  }

  static func rightAnswer(_ exercise: Exercise) -> RawAnswer? {
    if let choice = exercise.kind.model(ChoiceExercise.self) {
      return .choice(options: choice.options.filter(\.isCorrect).map(\.id))
    }
    if let prediction = exercise.kind.model(PredictionExercise.self) {
      return .prediction(lines: prediction.expectedOutput.split(separator: "\n").map(String.init))
    }
    return exercise.kind.model(FreeTextExercise.self).map { .freeText($0.answer) }
  }

  @Test func aCopyNeedsTheOutputOfEveryInstance() throws {
    let course = try #require(CourseLoader.load(from: Self.directory).course)
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("leccion-variantes-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    #expect(
      throws: StudentCopyWriter.Failure(
        description: "la salida de la instancia «a=1, b=2» de «var.suma» no está calculada: "
          + "ejecútala en el motor antes de escribir la copia (VariantOutputs)")
    ) {
      try StudentCopyMaker.write(
        course, mode: .tries, document: .workspace, to: root.appendingPathComponent("a"))
    }
  }
}
