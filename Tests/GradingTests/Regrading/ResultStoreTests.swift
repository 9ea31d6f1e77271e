import Foundation
import Support
import Testing

@testable import Checker
@testable import Grading

#if canImport(Glibc)
  import Glibc
#endif

/// El almacén de resultados por dentro: una entrada se comprueba antes de creerla, varias
/// correcciones a la vez no la estropean, la poda y dónde vive.
@Suite struct ResultStoreTests {
  static let key = String(repeating: "ab", count: 32)
  static let otherKey = String(repeating: "cd", count: 32)

  static func verdict(_ exerciseID: String = "caja.sumar") -> CodeVerdict {
    CodeVerdict(
      exerciseID: exerciseID, tests: [TestCaseResult(name: "pruebaSumaCinco", status: .passed)],
      limits: .standard)
  }

  func withStore(_ body: (ResultStore) async throws -> Void) async throws {
    let directory = try GradingFixture.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    try await body(try ResultStore.open(directory: directory + "/almacen"))
  }

  @Test func anEntryIsReadBackExactly() async throws {
    try await withStore { store in
      #expect(store.lookup(key: Self.key, exerciseID: "caja.sumar") == .miss)
      store.save(Self.verdict(), key: Self.key)
      var expected = Self.verdict()
      expected.fromCache = true
      #expect(store.lookup(key: Self.key, exerciseID: "caja.sumar") == .hit(expected))
      let text = try String(contentsOfFile: store.entryPath(key: Self.key), encoding: .utf8)
      #expect(text.hasPrefix("leccion-resultado 3 \(Self.key) "))
    }
  }

  /// Cada forma de estropear una entrada: se ignora (y la corrección la recalcula).
  @Test(arguments: [
    "cortada", "un byte cambiado", "otra clave", "otro ejercicio", "basura", "vacía",
    "cabecera sin contenido", "JSON que no es un veredicto", "enlace simbólico",
  ])
  func aDamagedEntryIsNeverBelieved(damage: String) async throws {
    try await withStore { store in
      store.save(Self.verdict(), key: Self.key)
      let path = store.entryPath(key: Self.key)
      let good = try Data(contentsOf: URL(fileURLWithPath: path))
      var bad: Data
      switch damage {
      case "cortada": bad = good.prefix(good.count - 7)
      case "un byte cambiado":
        // Un límite de memoria que sigue siendo JSON válido: solo el resumen lo delata.
        bad = good
        let field = try #require(bad.range(of: Data("\"memoryLimitBytes\":".utf8)))
        bad[field.upperBound] = bad[field.upperBound] == UInt8(ascii: "9") ? 48 : 57
      case "otra clave":
        store.save(Self.verdict(), key: Self.otherKey)
        bad = try Data(contentsOf: URL(fileURLWithPath: store.entryPath(key: Self.otherKey)))
      case "otro ejercicio":
        store.save(Self.verdict("caja.contador"), key: Self.key)
        bad = try Data(contentsOf: URL(fileURLWithPath: path))
      case "basura": bad = Data("{\"outcome\": \"passed\"}".utf8)
      case "vacía": bad = Data()
      case "cabecera sin contenido":
        bad = Data(good.prefix { $0 != UInt8(ascii: "\n") }) + Data("\n".utf8)
      case "JSON que no es un veredicto":
        let payload = Data("{\"tests\": []}".utf8)
        var digest = SHA256Digest()
        digest.update(payload)
        bad =
          Data(
            "leccion-resultado 1 \(Self.key) \(digest.hexDigest()) \(payload.count)\n".utf8)
          + payload
      default:
        try FileManager.default.moveItem(atPath: path, toPath: path + ".real")
        try FileManager.default.createSymbolicLink(
          atPath: path, withDestinationPath: path + ".real")
        #expect(store.lookup(key: Self.key, exerciseID: "caja.sumar") == .damaged)
        return
      }
      try bad.write(to: URL(fileURLWithPath: path))
      #expect(store.lookup(key: Self.key, exerciseID: "caja.sumar") == .damaged, "\(damage)")
    }
  }

  @Test func damagedEntriesAreRecomputedAndRewritten() async throws {
    let made = try RegradingClass.make()
    defer { made.remove() }
    try made.write("ana")
    let first = try await made.grade()
    let entries = made.entries()
    #expect(entries.count == 3)
    let truncated = try Data(contentsOf: URL(fileURLWithPath: entries[0]))
    try truncated.prefix(truncated.count / 2).write(to: URL(fileURLWithPath: entries[0]))
    try Data("no es nuestro".utf8).write(to: URL(fileURLWithPath: entries[1]))
    let second = try await made.grade()
    #expect(second.inner.checked.count == 2)
    #expect(second.cost.damagedEntries == 2)
    #expect(second.cost.storeHits == 1)
    #expect(second.json == first.json)
    let third = try await made.grade()
    #expect(third.inner.batches.isEmpty)
    #expect(third.cost.damagedEntries == 0)
  }

  @Test func onlyVerdictsThatAreAFunctionOfTheirKeyAreKept() {
    func verdict(_ status: TestCaseResult.Status) -> CodeVerdict {
      CodeVerdict(
        exerciseID: "x", tests: [TestCaseResult(name: "prueba", status: status)],
        limits: .standard)
    }
    #expect(ResultStore.keeps(verdict(.passed)))
    #expect(ResultStore.keeps(verdict(.failed(messages: ["no"]))))
    #expect(ResultStore.keeps(verdict(.crashed(.signaled(SIGXCPU), detail: nil))))
    #expect(ResultStore.keeps(verdict(.deadlocked(detail: "abrazo"))))
    #expect(!ResultStore.keeps(verdict(.timedOut)))  // sin medida: dudoso
    for (cause, kept) in [(TimeoutCause.busy, true), (.blocked, true), (.starved, false)] {
      var timedOut = verdict(.timedOut)
      timedOut.timeoutCause = cause
      #expect(ResultStore.keeps(timedOut) == kept, "\(cause)")
    }
    #expect(!ResultStore.keeps(verdict(.crashed(.signaled(SIGKILL), detail: nil))))
    #expect(!ResultStore.keeps(verdict(.crashed(.signaled(SIGALRM), detail: nil))))
    #expect(
      !ResultStore.keeps(CodeVerdict(exerciseID: "x", setupMessage: "sin disco", limits: .standard))
    )
    let learner = CompilerDiagnostic(
      origin: .learner, file: "e.swift", line: 1, column: 1, severity: .error, message: "no",
      unit: nil)
    let compiler = CompilerDiagnostic(
      origin: .harness, file: nil, line: nil, column: nil, severity: .error,
      message: "el compilador no terminó en 120 s", unit: nil)
    #expect(
      ResultStore.keeps(CodeVerdict(exerciseID: "x", diagnostics: [learner], limits: .standard)))
    #expect(
      !ResultStore.keeps(CodeVerdict(exerciseID: "x", diagnostics: [compiler], limits: .standard)))
  }

  /// Dos correcciones a la vez sobre el mismo almacén (con varios trabajos cada una) y
  /// muchas escrituras sueltas de las mismas claves: todas las entradas quedan enteras.
  @Test func concurrentWritersNeverCorruptTheStore() async throws {
    let made = try RegradingClass.make()
    defer { made.remove() }
    let students = (1...12).map { String(format: "alumno-%02d", $0) }
    for (index, student) in students.enumerated() {
      try made.write(student, tag: index % 3 == 0 ? "comun" : student)
    }
    let store = try ResultStore.open(directory: made.storeDirectory)
    let keys = (0..<16).map { String(format: "%02x", $0 * 16) + String(repeating: "e", count: 62) }
    async let one = made.grade(jobs: 4)
    async let two = made.grade(jobs: 4)
    await withTaskGroup(of: Void.self) { group in
      for round in 0..<200 {
        group.addTask { store.save(Self.verdict(), key: keys[round % keys.count]) }
      }
    }
    let (first, second) = try await (one, two)
    #expect(first.json == second.json)
    for key in keys {
      #expect(store.lookup(key: key, exerciseID: "caja.sumar") != .damaged)
    }
    let leftovers = FileManager.default.enumerator(atPath: made.storeDirectory)?
      .compactMap { $0 as? String }.filter { $0.contains(".tmp-") }
    #expect(leftovers == [])
    let third = try await made.grade(jobs: 4)
    #expect(third.inner.batches.isEmpty)
    #expect(third.cost.damagedEntries == 0)
    #expect(third.json == first.json)
  }

  @Test func pruningDropsWhatWasNotUsedForLongAndStaleTemporaries() async throws {
    try await withStore { store in
      let now = Date()
      func age(_ path: String, days: Double) {
        let time = now.addingTimeInterval(-days * 86_400).timeIntervalSince1970
        var times = [
          timeval(tv_sec: Int(time), tv_usec: 0), timeval(tv_sec: Int(time), tv_usec: 0),
        ]
        _ = utimes(path, &times)
      }
      let keys = (0..<8).map { String(format: "%02x", $0) + String(repeating: "0", count: 62) }
      for key in keys { store.save(Self.verdict(), key: key) }
      age(store.entryPath(key: keys[0]), days: 200)
      age(store.entryPath(key: keys[1]), days: 100)
      age(store.entryPath(key: keys[2]), days: 30)
      let shard = store.directory + "/" + keys[3].prefix(2)
      let stale = shard + "/." + keys[3] + ".tmp-1-2"
      let fresh = shard + "/." + keys[3] + ".tmp-3-4"
      let foreign = shard + "/LEEME.txt"
      for path in [stale, fresh, foreign] {
        _ = FileManager.default.createFile(atPath: path, contents: Data("x".utf8))
      }
      age(stale, days: 1)
      // Leer una entrada la renueva: no se poda aunque fuera vieja.
      age(store.entryPath(key: keys[4]), days: 120)
      _ = store.lookup(key: keys[4], exerciseID: "caja.sumar")
      let policy = ResultStore.PruningPolicy(maxAge: 90 * 86_400, maxEntries: 100, interval: 86_400)
      #expect(store.prune(now: now, policy: policy) == 3)
      let exists = { (path: String) in FileManager.default.fileExists(atPath: path) }
      #expect(
        keys.map { exists(store.entryPath(key: $0)) } == [false, false]
          + Array(repeating: true, count: 6))
      #expect([stale, fresh, foreign].map(exists) == [false, true, true])
      // Por encima del tope, se queda con tres cuartas partes, las más recientes.
      let small = ResultStore.PruningPolicy(maxAge: 90 * 86_400, maxEntries: 4, interval: 86_400)
      #expect(store.prune(now: now, policy: small) == 3)
      #expect(!exists(store.entryPath(key: keys[2])))
      #expect(exists(store.entryPath(key: keys[4])))
    }
  }

  @Test func pruningRunsAtMostOncePerInterval() async throws {
    try await withStore { store in
      let key = String(repeating: "0", count: 64)
      store.save(Self.verdict(), key: key)
      let policy = ResultStore.PruningPolicy(maxAge: 0, maxEntries: 100, interval: 86_400)
      let later = Date().addingTimeInterval(60)
      #expect(store.pruneIfDue(now: later, policy: policy) == 1)
      store.save(Self.verdict(), key: key)
      #expect(store.pruneIfDue(now: later, policy: policy) == 0)
      #expect(store.lookup(key: key, exerciseID: "caja.sumar") != .miss)
      #expect(store.pruneIfDue(now: later.addingTimeInterval(2 * 86_400), policy: policy) == 1)
    }
  }

  @Test func eachCourseHasItsOwnPrivateFolderUnderTheCache() throws {
    #expect(
      ResultStore.defaultDirectory(
        courseID: "curso-corregir", environment: ["XDG_CACHE_HOME": "/var/cache/profe"])
        == "/var/cache/profe/leccion/resultados/curso-corregir")
    #expect(
      ResultStore.defaultDirectory(courseID: "estado", environment: ["HOME": "/home/profe"])
        == "/home/profe/.cache/leccion/resultados/estado")
    for odd in ["../fuera", "Curso Raro", "", ".oculto", String(repeating: "a", count: 65)] {
      let name = ResultStore.folderName(odd)
      #expect(name.hasPrefix("curso-") && name.count == 22, "\(odd)")
    }
    let directory = try GradingFixture.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let store = try ResultStore.open(directory: directory + "/a/b/almacen")
    let mode = try FileManager.default.attributesOfItem(atPath: store.directory)[.posixPermissions]
    #expect(mode as? Int == 0o700)
    _ = FileManager.default.createFile(atPath: directory + "/archivo", contents: Data())
    #expect(throws: ResultStore.OpenFailure(code: ENOTDIR)) {
      try ResultStore.open(directory: directory + "/archivo")
    }
    #expect(throws: ResultStore.OpenFailure(code: ENOTDIR)) {
      try ResultStore.open(directory: directory + "/archivo/dentro")
    }
  }
}
