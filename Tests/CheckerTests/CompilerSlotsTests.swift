import Foundation
import Synchronization
import Testing

@testable import Checker

/// `corregir --trabajos N` corrige N + 1 entregas a la vez con solo N compiladores a la vez.
@Suite("Corrector de código: compiladores a la vez")
struct CompilerSlotsTests {
  final class Counts: Sendable {
    let inside = Mutex(0)
    let most = Mutex(0)
    let done = Mutex(0)
  }

  /// Seis hilos que quieren compilar a la vez con dos huecos: nunca hay más de dos dentro, y
  /// todos entran.
  @Test func neverMoreCompilersThanSlots() async {
    let slots = CompilerSlots(count: 2)
    let counts = Counts()
    await withTaskGroup(of: Void.self) { group in
      for _ in 0..<6 {
        group.addTask {
          await withCheckedContinuation { (finished: CheckedContinuation<Void, Never>) in
            Thread.detachNewThread {
              slots.holding {
                let now = counts.inside.withLock {
                  $0 += 1; return $0
                }
                counts.most.withLock { $0 = max($0, now) }
                usleep(20_000)
                counts.inside.withLock { $0 -= 1 }
              }
              counts.done.withLock { $0 += 1 }
              finished.resume()
            }
          }
        }
      }
    }
    #expect(counts.most.withLock { $0 } <= 2)
    #expect(counts.done.withLock { $0 } == 6)
    #expect(counts.inside.withLock { $0 } == 0)
  }

  /// Lo que lanza el compilador sale tal cual, y el hueco queda libre.
  @Test func anErrorFreesTheSlot() {
    let slots = CompilerSlots(count: 1)
    #expect(throws: CodeRunnerError.cancelled) {
      try slots.holding { () throws(CodeRunnerError) in throw .cancelled }
    }
    #expect(slots.holding { 7 } == 7)
  }
}
