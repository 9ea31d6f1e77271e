import Foundation
import Support
import Testing
import Workspace

@testable import Grading

/// La clase de atacantes de la issue 23 («Done when»), en pequeño: dos honradas y un
/// atacante de cada clase rápida (`AttackerClass`), corregidos en una sola
/// `corregir --trabajos 2` con el almacén de resultados y una tarea. Ningún atacante aprueba
/// lo que ataca (cada uno tiene su `fail` o `error` con su motivo) y la fila de cada honrada
/// es la misma, byte a byte, que corregida sola y que corregida sin almacén. La clase entera
/// (con la bomba de compilación, los hijos que llenan memoria y los 36 000 errores), con sus
/// cifras de tiempo, memoria del árbol, compilaciones y procesos que quedan, es
/// `Benchmarks/Sandbox/clase-atacantes.sh`.
///
/// Con `LECCION_CLASE_ATACANTES=DIR`, `writeTheWholeClass` escribe la clase entera en `DIR`
/// (para ese guion) y no corrige nada.
@Suite(.serialized) struct AttackerClassTests {
  static let small = [
    "cdecl", "igualdad", "cruzado", "secuencia", "sin-historial", "impostor", "salida-temprana",
    "hilo",
  ]

  func grade(_ inputs: [String], in root: String, _ extra: [String] = []) async throws
    -> GradeReport
  {
    let outcome = await GradingCommand.execute(
      arguments: inputs + [
        "--curso", GradingFixture.courseDirectory, "--tarea", "tarea.json", "--trabajos", "2",
        "--tiempo", "2", "--formato", "json",
      ] + extra,
      context: GradingFixture.context(in: root, cache: root + "/cache"))
    #expect(outcome.code <= 1, "\(outcome.errors)")
    return try WorkspaceJSON.decoder().decode(
      GradeReport.self, from: Data(outcome.output.joined(separator: "\n").utf8))
  }

  static func row(_ report: GradeReport, file: String) -> StudentResult? {
    report.students.first { $0.source.hasSuffix("/" + file + ".json") }
  }

  static func bytes(_ row: StudentResult?) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return String(decoding: try encoder.encode(row), as: UTF8.self)
  }

  static func makeAssignment(in root: String) {
    let outcome = AssignmentCommand.execute(
      arguments: [
        "nueva", "--curso", GradingFixture.courseDirectory, "--modo", "practica", "--salida",
        root + "/tarea.json",
      ], context: GradingFixture.context(in: root, cache: root + "/cache"))
    #expect(outcome.code == 0, "\(outcome.errors)")
  }

  @Test func noAttackerPassesAndEveryHonestRowIsTheSameAloneAndWithoutTheStore() async throws {
    let root = try GradingFixture.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let attackers = AttackerClass.all.filter { Self.small.contains($0.name) }
    #expect(attackers.count == Self.small.count)
    let targets = try AttackerClass.write(to: root + "/clase", attackers: attackers)
    Self.makeAssignment(in: root)
    let whole = try await grade(["clase"], in: root)
    for (name, target) in targets.sorted(by: { $0.key < $1.key }) {
      let row = try #require(Self.row(whole, file: name), "\(name)")
      if target.isEmpty {
        #expect(row.status == .error, "\(name)")
        #expect(row.message?.isEmpty == false, "\(name)")
        continue
      }
      let exercise = try #require(row.exercises.first { $0.id == target }, "\(name)")
      #expect(exercise.status == .fail || exercise.status == .error, "\(name): \(exercise.status)")
      #expect(!exercise.message.isEmpty, "\(name)")
      #expect(exercise.points == 0, "\(name)")
    }
    for student in AttackerClass.honest {
      let inClass = try Self.bytes(Self.row(whole, file: student))
      #expect(inClass.contains("\"points\":9"), "\(student): \(inClass)")
      let alone = try await grade(["clase/\(student).json"], in: root)
      #expect(try Self.bytes(Self.row(alone, file: student)) == inClass, "\(student)")
      let unstored = try await grade(["clase/\(student).json"], in: root, ["--sin-cache"])
      #expect(try Self.bytes(Self.row(unstored, file: student)) == inClass, "\(student)")
    }
  }

  @Test(
    .enabled(
      if: ProcessInfo.processInfo.environment["LECCION_CLASE_ATACANTES"] != nil,
      "solo para Benchmarks/Sandbox/clase-atacantes.sh"))
  func writeTheWholeClass() throws {
    let environment = ProcessInfo.processInfo.environment
    let folder = try #require(environment["LECCION_CLASE_ATACANTES"])
    let honest = Int(environment["LECCION_HONRADAS"] ?? "") ?? 20
    let names = AttackerClass.honest + (0..<max(0, honest - 2)).map { "honrada-\($0)" }
    let targets = try AttackerClass.write(
      to: folder + "/clase", honest: names, attackers: AttackerClass.all)
    Self.makeAssignment(in: folder)
    try FileManager.default.createDirectory(
      atPath: folder + "/ocultas", withIntermediateDirectories: true)
    try TeacherTestsLeakTests.hidden.write(
      toFile: folder + "/ocultas/caja.sumar.swift", atomically: true, encoding: .utf8)
    let lines = targets.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }
    try (lines.joined(separator: "\n") + "\n").write(
      toFile: folder + "/atacantes.txt", atomically: true, encoding: .utf8)
    try (names.joined(separator: "\n") + "\n").write(
      toFile: folder + "/honradas.txt", atomically: true, encoding: .utf8)
  }
}
