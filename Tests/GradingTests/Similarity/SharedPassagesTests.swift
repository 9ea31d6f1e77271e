import Testing

@testable import Grading

/// Los tramos comunes que se enseñan de un par: se alargan por los dos lados, se cortan en el
/// código de inicio (pero no en un k-grama suelto que coincide con él) y un tramo hecho solo de
/// código común no cuenta.
@Suite struct SharedPassagesTests {
  /// Resúmenes de k-gramas inventados: el número es el resumen.
  static func runs(
    _ first: [UInt64], _ second: [UInt64], starter: Set<UInt64> = [], common: Set<UInt64> = [],
    minimumTokens: Int = 1
  ) -> [SharedPassages.Run] {
    SharedPassages.runs(
      first, second, k: 2, window: 3, minimumTokens: minimumTokens,
      starter: { starter.contains($0) }, common: { common.contains($0) })
  }

  @Test func aSharedStretchIsOneRunWhereverItIs() {
    let found = Self.runs([1, 2, 10, 11, 12, 13, 3], [20, 10, 11, 12, 13, 21])
    #expect(found == [SharedPassages.Run(first: 2, second: 1, tokens: 5)])
  }

  @Test func aStarterBlockCutsTheRunButAStrayStarterKGramDoesNot() {
    let shared: [UInt64] = [10, 11, 90, 12, 13, 91, 92, 93, 14, 15]
    let found = Self.runs(shared, shared, starter: [90, 91, 92, 93])
    #expect(
      found == [
        SharedPassages.Run(first: 0, second: 0, tokens: 6),
        SharedPassages.Run(first: 8, second: 8, tokens: 3),
      ])
  }

  @Test func onlyCommonCodeIsNoPassageAndShortOnesAreDropped() {
    #expect(Self.runs([5, 6, 7], [5, 6, 7], common: [5, 6, 7]).isEmpty)
    #expect(Self.runs([5, 6, 7], [5, 6, 7], common: [5, 6]).count == 1)
    #expect(Self.runs([5, 6, 7], [5, 6, 7], minimumTokens: 5).isEmpty)
  }

  @Test func theLongestWinsAndTheyDoNotOverlap() {
    // [1 2 3] aparece dos veces en el segundo; la copia larga se queda con su sitio.
    let found = Self.runs([1, 2, 3, 4, 5], [1, 2, 3, 9, 1, 2, 3, 4, 5])
    #expect(found == [SharedPassages.Run(first: 0, second: 4, tokens: 6)])
  }
}
