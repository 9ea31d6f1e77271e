import Foundation
import Testing

@testable import Checker
@testable import Lessons

/// `validar` prueba una muestra de instancias de cada ejercicio de código con parámetros
/// (`Tests/Fixtures/curso-variantes-codigo`): un juego de valores con el que las pruebas no
/// compilan sale en su línea de `pruebas.swift`, con sus valores.
@Suite(.serialized) struct CodeVariantProofTests {
  static let fixture = CourseProofFixture.fixtures.appendingPathComponent(
    "curso-variantes-codigo")

  @Test func theSampleIsEveryInstanceOfASmallExerciseAndFourOfABigOne() throws {
    let course = try #require(CourseLoader.load(from: Self.fixture).course)
    let exercise = try #require(course.exercise("traspaso.importe"))
    #expect(
      CodeExerciseProof.sampledInstances(exercise).map(\.1) == [
        "traspaso.importe» con «origen=ana, importe=30",
        "traspaso.importe» con «origen=ana, importe=50",
        "traspaso.importe» con «origen=beto, importe=30",
        "traspaso.importe» con «origen=beto, importe=50",
      ])
    let proof = CodeExerciseProof(course: course)
    #expect(proof.solutions.map(\.tests.contents).allSatisfy { !$0.contains("{{") })
    #expect(Set(proof.solutions.map(\.tests.contents)).count == 4)
  }

  @Test func aParameterSetWhoseTestsDoNotCompileIsReportedWithItsValues() async throws {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("leccion-variantes-codigo-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    try FileManager.default.copyItem(at: Self.fixture, to: root)
    let exercises = root.appendingPathComponent("01-traspaso/ejercicios.md")
    let text = try String(contentsOf: exercises, encoding: .utf8)
    try Data(
      text.replacingOccurrences(of: "- importe: 30 | 50", with: "- importe: 30 | treinta").utf8
    ).write(to: exercises)
    // Las pruebas usan el importe como número: con «treinta» no compilan.
    let tests = root.appendingPathComponent("01-traspaso/codigo/importe/pruebas.swift")
    try Data(
      try String(contentsOf: tests, encoding: .utf8).replacingOccurrences(
        of: "Int(\"{{importe}}\") ?? 0", with: "{{importe}}"
      ).utf8
    ).write(to: tests)
    let problems = try await CourseProofFixture.validate(root)
    let place = "01-traspaso/codigo/importe/pruebas.swift:6: las pruebas ocultas de "
    let starter =
      ". Quien empieza vería un error en un archivo que no puede abrir; haz que compilen con el "
      + "inicio y que sea una prueba que falla la que diga qué falta."
    #expect(
      problems == [
        place + "«traspaso.importe» con «origen=ana, importe=treinta» no compilan con la "
          + "solución: cannot find 'treinta' in scope",
        place + "«traspaso.importe» con «origen=beto, importe=treinta» no compilan con la "
          + "solución: cannot find 'treinta' in scope",
        place + "«traspaso.importe» con «origen=ana, importe=treinta» no compilan con el inicio "
          + "sin tocar: cannot find 'treinta' in scope" + starter,
        place + "«traspaso.importe» con «origen=beto, importe=treinta» no compilan con el inicio "
          + "sin tocar: cannot find 'treinta' in scope" + starter,
      ])
  }
}
