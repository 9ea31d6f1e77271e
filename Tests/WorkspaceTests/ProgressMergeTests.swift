import Foundation
import Testing

@testable import Workspace

/// Unir dos progresos no depende de con cuál se empiece.
@Suite struct ProgressMergeTests {
  /// La entrada con la que FuzzProgress lo encontró (Tests/Fixtures/Fuzz): dos progresos
  /// separados por `@@@@`, el segundo con sus sucesos desordenados (como uno editado a mano).
  @Test func aFileWithItsEventsOutOfOrderMergesTheSameBothWays() throws {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<2 { url.deleteLastPathComponent() }
    let text = try String(
      contentsOf: url.appendingPathComponent("Fixtures/Fuzz/progreso-desordenado.txt"),
      encoding: .utf8)
    let parts = text.components(separatedBy: "\n@@@@\n")
    try #require(parts.count == 2)
    let first = try ProgressFile.decode(Data(parts[0].utf8), courseID: "estado-compartido").get()
    let second = try ProgressFile.decode(Data(parts[1].utf8), courseID: "estado-compartido").get()
    let forward = first.merged(with: second).events.map(\.id.uuidString)
    let backward = second.merged(with: first).events.map(\.id.uuidString)
    #expect(forward == backward)
    #expect(
      forward == ["6A1C2E4F-0000-4000-8000-000000000001", "6A1C2E4F-0000-4000-8000-000000000002"])
  }
}
