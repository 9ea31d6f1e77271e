import Foundation
import Lessons
import Testing

@testable import Checker

/// El corrector del tipo `linea` («señalar la línea»): la línea buena, una que no es (con la
/// nota del curso), una en blanco, una que no existe; con la clave del modelo y con la de la
/// copia del alumno, siempre por la puerta de `AnswerChecker`.
@Suite struct LinePointingCheckerTests {
  static let course: Course = {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Fixtures/curso-linea")
    return CourseLoader.load(from: url).course ?? Course(id: "vacío")
  }()

  static func answer(_ line: Int) -> RawAnswer {
    RawAnswer(LinePointingAnswer(line: line), kind: "linea")
  }

  static func exercise() throws -> Exercise {
    try #require(course.exercise("caja.linea"))
  }

  @Test(arguments: [
    (
      4, Verdict.Outcome.passed,
      [
        "Correcto.", "La línea 4 anida el candado de `cartera` dentro del de `pedido`.",
      ]
    ),
    (
      3, .failed,
      [
        "La línea 3 («p.estado = .pagado») no es la que rompe la regla. Cambia la caja cuyo "
          + "candado ya tiene."
      ]
    ),
    (2, .failed, ["La línea 2 («pedido.withLock { p in») no es la que rompe la regla."]),
    (
      5, .failed,
      [
        "La línea 5 está en blanco: busca la línea con código que rompe la regla."
      ]
    ),
    (
      8, .failed,
      [
        "El fragmento tiene 7 líneas y no hay línea 8: responde con un número de 1 a 7."
      ]
    ),
    (
      0, .failed,
      [
        "El fragmento tiene 7 líneas y no hay línea 0: responde con un número de 1 a 7."
      ]
    ),
  ])
  func eachLineGetsItsVerdictAndItsWords(
    line: Int, outcome: Verdict.Outcome, findings: [String]
  ) throws {
    let verdict = AnswerChecker(course: Self.course).check(
      try Self.exercise(), raw: Self.answer(line))
    #expect(verdict.outcome == outcome)
    #expect(verdict.findings == findings)
  }

  @Test func anAnswerOfAnotherKindIsRefused() throws {
    let checker = AnswerChecker(course: Self.course)
    let verdict = checker.check(try Self.exercise(), raw: .freeText("4"))
    #expect(verdict.findings == ["Esta respuesta no es para un ejercicio de tipo «linea»."])
    let text = try #require(Self.course.exercise("caja.metodo"))
    #expect(
      checker.check(text, raw: Self.answer(4)).findings == [
        "Esta respuesta no es para un ejercicio de tipo «texto»."
      ])
  }

  @Test func aLineOutsideTheSnippetIsAlwaysShownAWrongLineOnlyWithFeedback() throws {
    let checker = AnswerChecker(course: Self.course)
    let outside = checker.check(try Self.exercise(), raw: Self.answer(9))
    let wrong = checker.check(try Self.exercise(), raw: Self.answer(3))
    guard case .finding(let always) = outside.feedback.first,
      case .finding(let feedback) = wrong.feedback.first
    else {
      Issue.record("el corrector no da hallazgos del tipo")
      return
    }
    #expect(always.category == .always)
    #expect(feedback.category == .feedback)
  }

  @Test func theKeyPassesItsOwnCheckerAndABrokenKeyIsReported() throws {
    #expect(AnswerKeyCheck().keyProblems(in: Self.course).map(\.description) == [])
    var exercise = try Self.exercise()
    guard var model = exercise.kind.model(LinePointingExercise.self) else {
      Issue.record("no es un ejercicio «linea»")
      return
    }
    model.line = 12
    exercise.kind = Exercise.Kind(model)
    let course = Course(
      id: "c", lessons: [Lesson(id: "01-caja", title: "X", exercises: [exercise])])
    #expect(
      AnswerKeyCheck().keyProblems(in: course).map(\.description) == [
        "01-caja/ejercicios.md:1: la respuesta de la clave no pasa su propio corrector: El "
          + "fragmento tiene 7 líneas y no hay línea 12: responde con un número de 1 a 7."
      ])
  }

  @Test func everyRegisteredKindHasItsChecker() {
    for unit in ExerciseKindRegistry.units {
      #expect(unit is any CheckableKind.Type, "\(unit.word) no tiene corrector")
    }
  }

  /// La copia del alumno de `Content/` en `intentos`: cada línea de cada ejercicio `linea` da
  /// el mismo veredicto que con el curso completo, y lo que dice no nombra la clave (sin la
  /// explicación ni las notas).
  @Test func theStudentCopyGivesTheSameVerdictWithoutTheKey() throws {
    let fixture = try StudentCopyFixture(mode: .tries)
    defer { fixture.remove() }
    let full = AnswerChecker(course: fixture.full)
    let copy = AnswerChecker(course: fixture.copy)
    var checked = 0
    for exercise in fixture.full.exercises {
      guard let model = exercise.kind.model(LinePointingExercise.self) else { continue }
      let copied = try #require(fixture.copy.exercise(exercise.id))
      let key = try #require(fixture.copy.studentCopy?.exercises[exercise.id])
      #expect(key.kind == "linea")
      #expect(key.hashes?.count == 1)
      for line in 0...(model.lines.count + 1) {
        let expected = full.check(exercise, raw: Self.answer(line))
        let got = copy.check(copied, raw: Self.answer(line))
        #expect(got.outcome == expected.outcome, "\(exercise.id) línea \(line)")
        let withoutNote = expected.findings.first.map { first in
          model.note(forLine: line).map {
            String(first.dropLast($0.explanation.count + 1))
          } ?? first
        }
        #expect(got.findings.first == withoutNote, "\(exercise.id) línea \(line)")
        if got.passed { #expect(got.findings == ["Correcto."]) }
      }
      checked += 1
    }
    #expect(checked >= 5)
  }

  @Test func aDeferredCopyChecksNothing() throws {
    let fixture = try StudentCopyFixture(mode: .deferred)
    defer { fixture.remove() }
    let exercise = try #require(
      fixture.copy.exercises.first { $0.kind.name.rawValue == "linea" })
    let verdict = AnswerChecker(course: fixture.copy).check(exercise, raw: Self.answer(1))
    #expect(verdict.feedback == [.keyNotInCopy])
  }
}
