import Foundation
import Lessons
import Testing
import Workspace

@testable import Checker

/// Los ejercicios de código en la copia del alumno: la de `diferida` no lleva las pruebas
/// ocultas (dirían el veredicto antes de la devolución, #24 hallazgo 7); la de `intentos`,
/// sí (el tutor las pasa al momento). `validar` nombra la que sobra o falta.
@Suite struct StudentCopyCodeTests {
  static func testFiles(in fixture: StudentCopyFixture) throws -> [String] {
    try fixture.files().keys.filter { $0.hasSuffix("/pruebas.swift") }.sorted()
  }

  static func codeExercises(_ course: Course) -> [(Exercise, CodeExercise)] {
    course.exercises.compactMap {
      guard let code = $0.kind.model(CodeExercise.self) else { return nil }
      return ($0, code)
    }
  }

  @Test func aDeferredCopyCarriesNoHiddenTest() throws {
    let fixture = try StudentCopyFixture(mode: .deferred)
    defer { fixture.remove() }
    #expect(!Self.codeExercises(fixture.full).isEmpty)
    #expect(try Self.testFiles(in: fixture) == [])
    #expect(
      CourseValidator.validate(fixture.directory, studentCopies: .workspace).map(\.description)
        == [])
    // Quien vuelva a poner una, lo sabe por `validar`.
    let (exercise, code) = try #require(Self.codeExercises(fixture.copy).first)
    try Data("// pruebas\n".utf8).write(to: code.files.tests)
    let problems = CourseValidator.validate(fixture.directory, studentCopies: .workspace).map(
      \.description)
    #expect(
      problems.contains {
        $0.hasSuffix(
          "la clave de «\(exercise.id)» en la copia del alumno va con pruebas.swift, que en "
            + "«diferida» diría el veredicto antes de la devolución; vuelve a escribir la copia "
            + "con «leccion tarea nueva … --curso-alumno DIR».")
      }, "\(problems)")
  }

  @Test func aTriesCopyCarriesEachHiddenTest() throws {
    let fixture = try StudentCopyFixture(mode: .tries)
    defer { fixture.remove() }
    let code = Self.codeExercises(fixture.copy)
    #expect(try Self.testFiles(in: fixture).count == code.count)
    let (exercise, first) = try #require(code.first)
    try FileManager.default.removeItem(at: first.files.tests)
    let problems = CourseValidator.validate(fixture.directory, studentCopies: .workspace).map(
      \.description)
    #expect(
      problems.contains {
        $0.hasSuffix(
          "la clave de «\(exercise.id)» en la copia del alumno no tiene su pruebas.swift, que el "
            + "tutor necesita en «intentos»; vuelve a escribir la copia con «leccion tarea nueva "
            + "… --curso-alumno DIR».")
      }, "\(problems)")
  }
}
