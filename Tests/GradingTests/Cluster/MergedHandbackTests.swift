import Foundation
import Lessons
import Testing
import Workspace

@testable import Grading

/// Issue 24: una clase corregida por partes en un clúster recibe las devoluciones de una sola
/// máquina, byte a byte, con lo que la tarea abre (la respuesta correcta y la explicación de
/// `intentos`): `--unir` lleva `--curso` y `--tarea`, y los comprueba contra las partes antes
/// de escribir nada.
@Suite struct MergedHandbackTests {
  /// La clase `intentos` de `CrossFormatClass` corregida en dos partes (`parte-1.json`,
  /// `parte-2.json`), con `extra` en cada parte.
  static func parts(_ group: CrossFormatClass, _ extra: [String]) async throws {
    for part in ["1/2", "2/2"] {
      let outcome = await execute(
        ["clase", "--curso", GradingFixture.courseDirectory, "--formato", "json", "--parte", part]
          + ["--salida", "parte-\(part.prefix(1)).json"] + extra, in: group.root)
      #expect(outcome.code == 0, "\(outcome.errors)")
    }
  }

  static func execute(_ arguments: [String], in root: String) async -> CommandOutcome {
    await GradingCommand.execute(
      arguments: arguments, context: GradingFixture.context(in: root, cache: root + "/cache"))
  }

  /// Los bytes de cada archivo de `directory`, por nombre.
  static func files(_ directory: String) throws -> [String: Data] {
    var files: [String: Data] = [:]
    for name in try FileManager.default.contentsOfDirectory(atPath: directory) {
      files[name] = try Data(contentsOf: URL(fileURLWithPath: directory + "/" + name))
    }
    return files
  }

  @Test func mergedHandbacksAreTheOneMachineHandbacks() async throws {
    let group = try CrossFormatClass.make()
    defer { try? FileManager.default.removeItem(atPath: group.root) }
    let one = await Self.execute(
      [
        "clase", "--curso", GradingFixture.courseDirectory, "--tarea", "tarea.json",
        "--formato", "json", "--salida", "uno.json", "--devoluciones", "una",
      ], in: group.root)
    #expect(one.code == 0, "\(one.errors)")
    try await Self.parts(group, ["--tarea", "tarea.json"])
    let merged = await Self.execute(
      [
        "--unir", "parte-2.json", "parte-1.json", "--curso", GradingFixture.courseDirectory,
        "--tarea", "tarea.json", "--formato", "json", "--salida", "unido.json",
        "--devoluciones", "unidas",
      ], in: group.root)
    #expect(merged.code == 0, "\(merged.errors)")
    #expect(
      merged.errors == [
        "Devoluciones escritas en unidas: 4 (una por alumno corregido; cada uno abre la suya con"
          + " «leccion revisar ARCHIVO»)."
      ])
    let whole = try Data(contentsOf: URL(fileURLWithPath: group.root + "/uno.json"))
    #expect(try Data(contentsOf: URL(fileURLWithPath: group.root + "/unido.json")) == whole)
    let single = try Self.files(group.root + "/una")
    #expect(single.keys.sorted() == ["ana.json", "beto.json", "carla.json", "dani.json"])
    #expect(try Self.files(group.root + "/unidas") == single)
    // Lo que abre `intentos` con la devolución: la respuesta correcta y la explicación.
    let handback = try Handback.decode(try #require(single["ana.json"]), shownAs: "ana.json")
    let entry = try #require(handback.exercises.first { $0.id == "caja.metodo" })
    #expect(entry.rightAnswer == "withLock")
    #expect(entry.explanation != nil)
  }

  /// Cada diferencia entre lo que se da a `--unir` y las partes, con su mensaje exacto; no se
  /// escribe ni el informe ni ninguna devolución.
  @Test func aCourseOrAssignmentOtherThanThePartsIsRefused() async throws {
    let group = try CrossFormatClass.make()
    defer { try? FileManager.default.removeItem(atPath: group.root) }
    try await Self.parts(group, ["--tarea", "tarea.json"])
    let parts = try JSONReport.decode(
      Data(contentsOf: URL(fileURLWithPath: group.root + "/parte-1.json")))
    let expected = try #require(parts.assignment?.fingerprint)
    var other = try AssignmentFile.parse(
      Data(contentsOf: URL(fileURLWithPath: group.root + "/tarea.json")), shownAs: "tarea.json",
      course: nil)
    other.seed = "otra"
    let otherData = AssignmentFile.encode(other)
    try otherData.write(to: URL(fileURLWithPath: group.root + "/otra.json"))
    let found = try AssignmentFile.parse(otherData, shownAs: "otra.json", course: nil).fingerprint
    // Un curso con otro contenido: una copia del de prueba con otra explicación.
    let copy = group.root + "/curso-cambiado"
    try FileManager.default.copyItem(atPath: GradingFixture.courseDirectory, toPath: copy)
    let exercises = URL(fileURLWithPath: copy + "/01-caja/ejercicios.md")
    try String(contentsOf: exercises, encoding: .utf8).replacingOccurrences(
      of: "Es la única forma de escribir.", with: "Es la única forma de escribir en ella."
    ).write(to: exercises, atomically: true, encoding: .utf8)
    let changed = try CourseFingerprint.stamp(
      of: try #require(CourseLoader.load(from: URL(fileURLWithPath: copy)).course))
    #expect(changed.contentHash != parts.course.contentHash)
    let course = ["--curso", GradingFixture.courseDirectory]
    let cases: [([String], String)] = [
      (
        ["--curso", "curso-cambiado", "--tarea", "tarea.json"],
        "el curso «curso-cambiado» no es el de las partes: su contenido tiene la huella"
          + " \(changed.contentHash.prefix(12)) y el de las partes,"
          + " \(parts.course.contentHash.prefix(12)). Da en «--curso» la carpeta del curso con"
          + " que se corrigieron las partes."
      ),
      (
        course + ["--tarea", "otra.json"],
        "la tarea «otra.json» no es la de las partes: su huella es \(found.prefix(12)) y la de"
          + " las partes, \(expected.prefix(12)). Da en «--tarea» el mismo archivo con que se"
          + " corrigieron las partes."
      ),
      (
        course,
        "las partes se corrigieron con una tarea (huella \(expected.prefix(12))), y cada"
          + " devolución abre lo que ella dice: añade «--tarea» con el mismo archivo con que se"
          + " corrigieron las partes."
      ),
    ]
    for (extra, message) in cases {
      let outcome = await Self.execute(
        ["--unir", "parte-1.json", "parte-2.json", "--salida", "unido.json"]
          + ["--devoluciones", "unidas"] + extra, in: group.root)
      #expect(outcome.errors == ["error: " + message], "\(extra)")
      #expect(outcome.code == 2)
      #expect(!FileManager.default.fileExists(atPath: group.root + "/unido.json"))
      #expect(!FileManager.default.fileExists(atPath: group.root + "/unidas"))
    }
  }

  /// Partes corregidas sin tarea: `--tarea` sobra, y sin ella las devoluciones son las de una
  /// sola máquina (la práctica lo abre todo).
  @Test func partsWithoutAnAssignmentTakeNone() async throws {
    let group = try CrossFormatClass.make()
    defer { try? FileManager.default.removeItem(atPath: group.root) }
    try await Self.parts(group, [])
    let refused = await Self.execute(
      [
        "--unir", "parte-1.json", "parte-2.json", "--curso", GradingFixture.courseDirectory,
        "--tarea", "tarea.json", "--devoluciones", "unidas",
      ], in: group.root)
    #expect(
      refused.errors == ["error: las partes se corrigieron sin tarea: quita «--tarea tarea.json»."])
    #expect(refused.code == 2)
    let one = await Self.execute(
      ["clase", "--curso", GradingFixture.courseDirectory, "--devoluciones", "una"],
      in: group.root)
    #expect(one.code == 0, "\(one.errors)")
    let merged = await Self.execute(
      [
        "--unir", "parte-1.json", "parte-2.json", "--curso", GradingFixture.courseDirectory,
        "--devoluciones", "unidas",
      ], in: group.root)
    #expect(merged.code == 0, "\(merged.errors)")
    #expect(try Self.files(group.root + "/unidas") == Self.files(group.root + "/una"))
  }
}
