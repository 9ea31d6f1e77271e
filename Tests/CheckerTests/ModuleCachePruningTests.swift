import Foundation
import Testing

@testable import Checker

#if canImport(Glibc)
  import Glibc
#endif

/// La poda de las cachés de módulos preparadas (`<caché>/modulos/<clave>`): se queda la
/// actual y cualquiera que alguien haya usado hace poco o después de prepararse la actual;
/// se borran las viejas sin uso y los restos de preparaciones interrumpidas.
@Suite("Corrector de código: poda de las cachés de módulos")
struct ModuleCachePruningTests {
  let now = Date(timeIntervalSince1970: 1_800_000_000)

  /// Crea `parent/name` con su marca `lista`; la carpeta con fecha `created` y la marca con
  /// fecha `used` (segundos antes de `now`).
  func cache(_ parent: String, _ name: String, created: Double, used: Double?) throws {
    let path = parent + "/" + name
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    try Data("x".utf8).write(to: URL(fileURLWithPath: path + "/Foundation.pcm"))
    if let used {
      FileManager.default.createFile(atPath: path + "/" + ModuleCache.readyMark, contents: Data())
      setTime(path + "/" + ModuleCache.readyMark, now.timeIntervalSince1970 - used)
    }
    setTime(path, now.timeIntervalSince1970 - created)
  }

  func setTime(_ path: String, _ seconds: Double) {
    var times = [
      timeval(tv_sec: Int(seconds), tv_usec: 0), timeval(tv_sec: Int(seconds), tv_usec: 0),
    ]
    _ = utimes(path, &times)
  }

  @Test func keepsTheCurrentTheRecentAndTheNewerAndRemovesTheRest() throws {
    let parent = try RunnerFixture.temporaryDirectory() + "/modulos"
    defer {
      try? FileManager.default.removeItem(atPath: (parent as NSString).deletingLastPathComponent)
    }
    let day = 86_400.0
    try cache(parent, "actual", created: day, used: 60)
    try cache(parent, "vieja", created: 30 * day, used: 3 * day)
    try cache(parent, "vieja-en-uso", created: 30 * day, used: 120)
    try cache(parent, "posterior", created: day / 2, used: day / 2)
    try cache(parent, "sin-marca", created: 40 * day, used: nil)
    try cache(parent, "abc.preparando-4242", created: 2 * 3600, used: nil)
    try cache(parent, "abc.preparando-4343", created: 60, used: nil)
    let removed = ModuleCache.Pruning.prune(
      keeping: parent + "/actual", mark: ModuleCache.readyMark, now: now)
    #expect(removed == ["abc.preparando-4242", "sin-marca", "vieja"])
    let left = try FileManager.default.contentsOfDirectory(atPath: parent).sorted()
    #expect(left == ["abc.preparando-4343", "actual", "posterior", "vieja-en-uso"])
  }
}
