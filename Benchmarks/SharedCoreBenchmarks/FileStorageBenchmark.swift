import Foundation
import SharedCore

/// Lo que cuesta `fileStorage` en el disco de verdad: 10 000 mutaciones seguidas de una caja,
/// cuántas escrituras provocan y cuánto tarda el bucle y el volcado final.
///
/// Se llama desde `main.swift`:
///
/// ```swift
/// runFileStorageBenchmark()
/// ```
func runFileStorageBenchmark(mutations: Int = 10_000) {
  let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("SharedCoreBenchmarks-\(UUID().uuidString)", isDirectory: true)
  defer { try? FileManager.default.removeItem(at: folder) }
  let url = folder.appendingPathComponent("contador.json")
  let storage = FileStorage.fileSystem

  let result = withDependencies {
    $0.defaultFileStorage = storage
  } operation: { () -> (loop: Duration, flushed: Duration, writes: Int) in
    @Shared(.fileStorage(url)) var contador = 0
    let before = storage.writeCount
    let clock = ContinuousClock()
    let start = clock.now
    mutateInATightLoop($contador, times: mutations)
    let loop = clock.now - start
    FileStorage.flushPendingWrites()
    let flushed = clock.now - start
    return (loop, flushed, storage.writeCount - before)
  }

  let perMutation = result.loop / mutations
  print("fileStorage (disco, \(mutations) mutaciones seguidas)")
  print("  escrituras en disco: \(result.writes)")
  print(
    "  bucle:               \(milliseconds(result.loop)) (\(microseconds(perMutation)) por mutación)"
  )
  print("  bucle + volcado:     \(milliseconds(result.flushed))")
}

@inline(never)
private func mutateInATightLoop(_ contador: Shared<Int>, times: Int) {
  for _ in 0..<times {
    contador.withLock { $0 += 1 }
  }
}

private func milliseconds(_ duration: Duration) -> String {
  let value =
    Double(duration.components.seconds) * 1e3 + Double(duration.components.attoseconds) / 1e15
  return String(format: "%.2f ms", value)
}

private func microseconds(_ duration: Duration) -> String {
  let value =
    Double(duration.components.seconds) * 1e6 + Double(duration.components.attoseconds) / 1e12
  return String(format: "%.3f µs", value)
}
