import Foundation
import Lessons
import Testing
@testable import Checker

/// La puerta única, sobre el curso de prueba válido de `Tests/Fixtures`.
@Suite struct AnswerCheckerTests {
  static let course = CourseLoader.load(
    from: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Fixtures/curso-valido")
  ).course

  func check(_ id: String, _ answer: RawAnswer, output: String? = nil) throws -> Verdict {
    let course = try #require(Self.course)
    let exercise = try #require(course.exercise(id))
    return AnswerChecker(course: course).check(exercise, answer: answer, output: output)
  }

  @Test(arguments: [
    ("caja.copia", RawAnswer.freeText("b"), true),
    ("caja.copia", .freeText("a"), false),
    ("caja.varias", .freeText("a, b"), true),
    ("caja.metodo", .freeText("WithLock"), true),
    ("caja.imprime", .freeText("2"), true),
    ("caja.imprime", .freeText("3"), false),
    ("caja.dibujo", .mermaid("flowchart TD\nx[Estado] --> c[Caja]\ny[Otro estado] --> c"), true),
    ("decidir.lista", .walk(["no", "no"]), true),
    ("decidir.aviso", .walk(["no", "no"]), false),
    ("decidir.tipos", .admission(["admitida", "rechazada", "higiene"]), true),
  ])
  func dispatchesToEachKind(id: String, answer: RawAnswer, passes: Bool) throws {
    #expect(try check(id, answer).passed == passes)
  }

  @Test func predictionUsesTheFreshOutputWhenGiven() throws {
    #expect(
      try check("caja.imprime", .freeText("2"), output: "3").message
        == "La línea 1 («2») no es lo que imprime el fragmento: vuelve a seguirlo paso a paso "
        + "hasta ese «print»."
    )
  }

  @Test func answerOfAnotherKindIsRefused() throws {
    #expect(
      try check("caja.metodo", .walk(["si"])).message
        == "Esta respuesta no es para un ejercicio de tipo «texto».")
    #expect(
      try check("caja.contador", .freeText("x")).message
        == "Esta respuesta no es para un ejercicio de tipo «codigo».")
  }

  @Test func unknownDiagramIsReported() throws {
    // Un curso creado sin el diagrama: el recorrido toma del curso lo que hay al crearlo.
    let loaded = try #require(Self.course)
    var lessons = loaded.lessons
    lessons[1].diagrams = []
    let course = Course(id: loaded.id, directory: loaded.directory, lessons: lessons)
    let exercise = try #require(course.exercise("decidir.lista"))
    #expect(
      AnswerChecker(course: course).check(exercise, answer: .walk(["no"])).message
        == "El curso no tiene el diagrama «decidir»; ejecuta «leccion validar» para ver por qué.")
  }

  @Test func verdictsAreCodable() throws {
    let verdict = try check("decidir.tipos", .admission(["a", "a", "h"]))
    let data = try JSONEncoder().encode(verdict)
    #expect(try JSONDecoder().decode(Verdict.self, from: data) == verdict)
  }
}
