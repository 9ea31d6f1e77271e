import Foundation
import Testing

@testable import Checker

@Suite("Corrector de código: caché")
struct RunnerCacheTests {
  static let learner = "func doble(_ n: Int) -> Int { n * 2 }"
  static let tests = "func pruebaDoble() { expect(doble(2) == 4, \"el doble de 2 es 4\") }"

  @Test func unchangedFileIsAnsweredFromTheCache() async throws {
    let runner = try RunnerFixture.runner()
    let submission = RunnerFixture.submission(Self.learner, tests: Self.tests)
    let first = await runner.check(submission)
    let second = await runner.check(submission)
    #expect(!first.fromCache)
    #expect(second.fromCache)
    #expect(second.message == first.message)
    #expect(second.message == "La prueba pasa.")
  }

  @Test func anyChangeInTheInputsMissesTheCache() async throws {
    let runner = try RunnerFixture.runner()
    _ = await runner.check(RunnerFixture.submission(Self.learner, tests: Self.tests))
    let edited = await runner.check(
      RunnerFixture.submission(
        Self.learner.replacingOccurrences(of: "* 2", with: "+ n"), tests: Self.tests))
    #expect(!edited.fromCache)
    let moreTests = await runner.check(
      RunnerFixture.submission(
        Self.learner, tests: Self.tests,
        extra: [
          SourceFile(
            name: "profesor.swift", contents: "func pruebaCero() { expect(doble(0) == 0, \"0\") }")
        ]))
    #expect(!moreTests.fromCache)
    #expect(moreTests.message == "Pasan todas las pruebas (2 de 2)." + RunnerFixture.notes())
  }

  @Test func compileErrorsAreCachedButTimeoutsAreNot() async throws {
    let runner = try RunnerFixture.runner()
    let broken = RunnerFixture.submission("func doble(_ n: Int) -> Int { n * }", tests: Self.tests)
    _ = await runner.check(broken)
    #expect(await runner.check(broken).fromCache)
    let looping = RunnerFixture.submission(
      "func doble(_ n: Int) -> Int { while true {} }", tests: Self.tests)
    _ = await runner.check(looping)
    let again = await runner.check(looping)
    #expect(!again.fromCache)
    #expect(again.outcome == .timedOut)
  }

  @Test func cacheLivesUnderXDGCacheHome() {
    #expect(
      CodeCache.defaultDirectory(environment: ["XDG_CACHE_HOME": "/x/c", "HOME": "/h"])
        == "/x/c/leccion")
    #expect(CodeCache.defaultDirectory(environment: ["HOME": "/h"]) == "/h/.cache/leccion")
  }
}

extension RunnerCacheTests {
  @Test func pruningKeepsTheNewest() throws {
    let directory = try RunnerFixture.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let cache = CodeCache(directory: directory)
    for index in 0..<8 {
      cache.save(index, key: String(format: "%02d", index) + "clave")
      let path =
        directory + "/veredictos/" + String(format: "%02d", index) + "/"
        + String(format: "%02d", index) + "clave.json"
      try FileManager.default.setAttributes(
        [.modificationDate: Date(timeIntervalSince1970: Double(1_000_000 + index))],
        ofItemAtPath: path)
    }
    cache.prune(maxPrograms: 10, maxEntries: 4)
    let kept = (0..<8).filter {
      cache.load(Int.self, key: String(format: "%02d", $0) + "clave") != nil
    }
    #expect(kept == [5, 6, 7])
  }

  /// Cada `leccion comprobar` es un proceso nuevo: la poda (que mira la fecha de cada archivo)
  /// se hace como mucho una vez por hora, recordada con la marca `.podado`.
  @Test func pruningHappensAtMostOnceAnHour() throws {
    let directory = try RunnerFixture.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let cache = CodeCache(directory: directory)
    let start = Date()
    #expect(CachePruning.pruneIfDue(cache, now: start))
    #expect(FileManager.default.fileExists(atPath: directory + "/.podado"))
    #expect(!CachePruning.pruneIfDue(cache, now: start.addingTimeInterval(60)))
    #expect(CachePruning.pruneIfDue(cache, now: start.addingTimeInterval(3700)))
  }
}

/// La caché del tutor guarda sus veredictos en el almacén de veredictos, el mismo de
/// `corregir` (`ResultStore`): una entrada estropeada no cuenta, y lo que guarda uno lo lee el
/// otro con la misma clave.
extension RunnerCacheTests {
  static let key = String(repeating: "ef", count: 32)

  static func verdict() -> CodeVerdict {
    CodeVerdict(
      exerciseID: "caja.doble", tests: [TestCaseResult(name: "pruebaDoble", status: .passed)],
      limits: .standard)
  }

  @Test func aDamagedTutorEntryIsNotBelieved() throws {
    let directory = try RunnerFixture.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let cache = CodeCache(directory: directory)
    cache.store(Self.verdict(), key: Self.key)
    #expect(cache.verdict(key: Self.key, exerciseID: "caja.doble")?.passed == true)
    #expect(cache.verdict(key: Self.key, exerciseID: "caja.otro") == nil)
    let path = cache.verdicts.entryPath(key: Self.key)
    var bytes = try Data(contentsOf: URL(fileURLWithPath: path))
    let field = try #require(bytes.range(of: Data("\"memoryLimitBytes\":".utf8)))
    bytes[field.upperBound] = bytes[field.upperBound] == UInt8(ascii: "9") ? 48 : 57
    try bytes.write(to: URL(fileURLWithPath: path))
    #expect(cache.verdict(key: Self.key, exerciseID: "caja.doble") == nil)
  }

  @Test func theTutorCacheAndTheClassStoreShareTheirEntries() throws {
    let directory = try RunnerFixture.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let cache = CodeCache(directory: directory)
    cache.store(Self.verdict(), key: Self.key)
    let store = try ResultStore.open(directory: directory + "/veredictos")
    var expected = Self.verdict()
    expected.fromCache = true
    #expect(store.lookup(key: Self.key, exerciseID: "caja.doble") == .hit(expected))
  }
}
