import Foundation
import Testing

@testable import Grading

/// Un informe o una devolución que no caben (un tmpfs lleno de verdad, solo como root): se
/// dice cuál, con su ruta y su motivo, el código de salida no es 0 y lo demás se escribe.
@Suite(.serialized, .enabled(if: getuid() == 0, "montar un tmpfs pide ser root"))
struct FullDiskReportTests {
  /// Monta un tmpfs de 64 KiB lleno en `path`.
  static func fullDisk(at path: String) throws {
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    try #require(run("/bin/mount", ["-t", "tmpfs", "-o", "size=64k", "tmpfs", path]))
    _ = run("/bin/dd", ["if=/dev/zero", "of=\(path)/relleno", "bs=4096"])
    for index in 0..<64 {
      FileManager.default.createFile(atPath: "\(path)/relleno-\(index)", contents: Data([1]))
    }
  }

  static func run(_ tool: String, _ arguments: [String]) -> Bool {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: tool)
    process.arguments = arguments
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return false }
    process.waitUntilExit()
    return process.terminationStatus == 0
  }

  func grade(_ extra: [String], in directory: String) async throws -> CommandOutcome {
    try GradingFixture.write(
      GradingFixture.submission("ana", answers: GradingFixture.rightAnswers(), code: [:]),
      to: directory + "/ana.json")
    return await GradingCommand.execute(
      arguments: ["ana.json", "--curso", GradingFixture.courseDirectory] + extra,
      context: GradingFixture.context(in: directory, cache: directory + "/cache"))
  }

  @Test func aReportThatDoesNotFitIsAnErrorAndTheHandbacksAreStillWritten() async throws {
    let directory = try GradingFixture.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    try Self.fullDisk(at: directory + "/lleno")
    defer { _ = Self.run("/bin/umount", ["-l", directory + "/lleno"]) }
    let outcome = try await grade(
      ["--salida", "lleno/informe.json", "--formato", "json", "--devoluciones", "devueltas"],
      in: directory)
    #expect(outcome.code == 2)
    #expect(
      outcome.errors.last
        == "error: no se pudo escribir «lleno/informe.json»: el disco está lleno.")
    #expect(!outcome.output.joined().contains("Informe escrito"))
    #expect(FileManager.default.fileExists(atPath: directory + "/devueltas/ana.json"))
    let left = try FileManager.default.contentsOfDirectory(atPath: directory + "/lleno")
    #expect(!left.contains { $0.contains("informe") })
  }

  @Test func aHandbackThatDoesNotFitIsAnErrorAndTheReportIsStillWritten() async throws {
    let directory = try GradingFixture.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    try Self.fullDisk(at: directory + "/lleno")
    defer { _ = Self.run("/bin/umount", ["-l", directory + "/lleno"]) }
    let outcome = try await grade(
      ["--salida", "informe.csv", "--formato", "csv", "--devoluciones", "lleno"], in: directory)
    #expect(outcome.code == 2)
    #expect(outcome.errors == ["error: no se pudo escribir «lleno/ana.json»: el disco está lleno."])
    #expect(outcome.output.first?.hasPrefix("Informe escrito en informe.csv: 1 entrega") == true)
    #expect(FileManager.default.fileExists(atPath: directory + "/informe.csv"))
  }
}
