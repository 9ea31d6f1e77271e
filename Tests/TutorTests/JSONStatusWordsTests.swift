import Foundation
import Testing

@testable import Tutor

/// Las salidas en JSON del tutor dicen el estado con palabras de máquina en inglés, como los
/// informes de `corregir` (#24: un estado cerrado de punta a punta; antes, «no-pasa»,
/// «sin-responder», «resuelto»…).
@Suite struct JSONStatusWordsTests {
  static func json(_ run: TutorHarness.Run) throws -> [String: Any] {
    let object = try JSONSerialization.jsonObject(with: Data(run.text.utf8))
    return try #require(object as? [String: Any])
  }

  static func statuses(_ entries: Any?) -> [String: String] {
    var statuses: [String: String] = [:]
    for entry in entries as? [[String: Any]] ?? [] {
      if let id = entry["id"] as? String { statuses[id] = entry["status"] as? String }
    }
    return statuses
  }

  @Test func checkSaysPassFailAndUnanswered() async throws {
    let harness = TutorHarness()
    await harness.initialize()
    await harness.run([], input: ["ir caja.copia", "a"])
    let wrong = try Self.json(await harness.run(["comprobar", "--todo", "--formato", "json"]))
    let statuses = Self.statuses(wrong["results"])
    #expect(statuses["caja.copia"] == "fail", "\(statuses)")
    #expect(Set(statuses.values) == ["fail", "unanswered"], "\(statuses)")
    #expect(wrong["failed"] as? Int == 1)
    await harness.run([], input: ["ir caja.copia", "b"])
    let right = try Self.json(await harness.run(["comprobar", "--todo", "--formato", "json"]))
    #expect(Self.statuses(right["results"])["caja.copia"] == "pass")
  }

  @Test func listSaysPassedAttemptedAndPending() async throws {
    let harness = TutorHarness()
    await harness.initialize()
    await harness.run([], input: ["ir caja.copia", "a"])
    let run = await harness.run(["lista", "--formato", "json"])
    let report = try Self.json(run)
    let exercises = (report["lessons"] as? [[String: Any]] ?? []).flatMap {
      $0["exercises"] as? [[String: Any]] ?? []
    }
    let statuses = Self.statuses(exercises)
    #expect(statuses["caja.copia"] == "attempted", "\(statuses)")
    #expect(Set(statuses.values) == ["attempted", "pending"], "\(statuses)")
    await harness.run([], input: ["ir caja.copia", "b"])
    let after = try Self.json(await harness.run(["lista", "--formato", "json"]))
    let lessons = after["lessons"] as? [[String: Any]] ?? []
    #expect(Self.statuses(lessons.first?["exercises"])["caja.copia"] == "passed")
  }
}
