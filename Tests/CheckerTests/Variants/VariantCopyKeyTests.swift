import Foundation
@testable import Lessons
import Testing
import Workspace

@testable import Checker

/// Lo que `validar` pide a las claves de una copia con variantes (todas sus instancias, no
/// solo la primera) y una salida calculada que es vacía de verdad.
@Suite struct VariantCopyKeyTests {
  static func writtenCopy(_ full: Course) throws -> (copy: Course, root: URL) {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("leccion-variantes-\(UUID().uuidString)")
    let target = root.appendingPathComponent("alumnos")
    try StudentCopyMaker.write(full, mode: .tries, document: .workspace, to: target)
    return (try #require(CourseLoader.load(from: target, studentCopies: .workspace).course), root)
  }

  @Test func theCopyNeedsTheKeyOfEveryInstanceNotOnlyTheFirst() throws {
    var (copy, root) = try Self.writtenCopy(try VariantCopyTests.filledCourse())
    defer { try? FileManager.default.removeItem(at: root) }
    #expect(CourseValidator.validate(copy).isEmpty)
    copy.studentCopy?.exercises.removeValue(forKey: "var.suma#a=8, b=5")
    copy.studentCopy?.exercises.removeValue(forKey: "var.copia#reves")
    #expect(
      CourseValidator.validate(copy).map(\.description) == [
        "01-variantes/ejercicios.md:3: la clave de «var.suma#a=8, b=5» en la copia del alumno "
          + "falta; vuelve a escribir la copia con «leccion tarea nueva … --curso-alumno DIR».",
        "01-variantes/ejercicios.md:51: la clave de «var.copia#reves» en la copia del alumno "
          + "falta; vuelve a escribir la copia con «leccion tarea nueva … --curso-alumno DIR».",
      ])
  }

  @Test func anInstanceThatPrintsNothingHasItsOutputComputed() throws {
    // La instancia «a=1, b=2» de `var.suma` no imprime nada (como un fragmento cuyo `print`
    // está tras un `guard` que no pasa): su salida está calculada, y es vacía.
    let full = try VariantCopyTests.filledCourse().filling(outputs: [
      "var.suma": ["a=1, b=2": ""]
    ])
    let (copy, root) = try Self.writtenCopy(full)
    defer { try? FileManager.default.removeItem(at: root) }
    #expect(copy.studentCopy?.exercises["var.suma#a=1, b=2"] != nil)
    #expect(CourseValidator.validate(copy).isEmpty)
  }
}
