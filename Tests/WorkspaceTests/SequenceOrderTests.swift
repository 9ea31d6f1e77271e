import Foundation
import Lessons
import Testing

@testable import Workspace

/// El orden por número de los sucesos de un escritor, en tiempo lineal: el mismo resultado
/// que ordenar por comparación (estable), con números grandes, repetidos y desordenados.
@Suite struct SequenceOrderTests {
  func events(_ sequences: [Int]) -> [ProgressEvent] {
    sequences.enumerated().map { offset, sequence in
      var event = ProgressEvent.hint(
        offset, exercise: "x", date: Date(timeIntervalSince1970: 1_800_000_000))
      event.writer = "w"
      event.sequence = sequence
      return event
    }
  }

  @Test func sortsLikeAStableComparisonSort() {
    var generator = SystemRandomNumberGenerator()
    let shapes: [[Int]] = [
      [], [5], [0, 1, 2, 3], [3, 2, 1, 0], [2, 0, 2, 1, 0],
      [2_147_483_647, 0, 65_536, 256, 255, 16_777_216, 1, 2_147_483_647],
      (0..<500).map { _ in Int.random(in: 0...2_147_483_647, using: &generator) },
      (0..<500).map { _ in Int.random(in: 0...9, using: &generator) },
    ]
    for shape in shapes {
      let input = events(shape)
      let expected = input.enumerated().sorted {
        ($0.element.sequence ?? 0, $0.offset) < ($1.element.sequence ?? 0, $1.offset)
      }.map(\.element)
      let sorted = SequenceOrder.sorted(input)
      #expect(sorted.map(\.sequence) == expected.map(\.sequence), "\(shape.prefix(8))")
      // Estable: los repetidos guardan su orden (su pista dice cuál era).
      #expect(sorted.map(\.hintIndex) == expected.map(\.hintIndex), "\(shape.prefix(8))")
    }
  }

  @Test func aShuffledChainIsJudgedLikeTheOrderedOne() {
    var progress = LearnerProgress(courseID: "c")
    for index in 0..<300 {
      progress.appendChained(
        .hint(
          index % 3, exercise: "x", date: Date(timeIntervalSince1970: 1_800_000_000 + Double(index))
        ),
        writer: index % 2 == 0 ? "w1" : "w2")
    }
    var broken = progress.events
    broken.remove(at: 40)
    broken[100].previous = "cambiado"
    let ordered = ProgressChain.verify(broken)
    // El hueco, el suceso que enlazaba al cambiado y el cambiado (su huella ya no cuadra).
    #expect(ordered.problems.count == 3)
    #expect(ProgressChain.verify(broken.reversed()) == ordered)
    #expect(ProgressChain.verify(progress.events.shuffled()).isIntact)
  }
}
