import Testing

@testable import Lessons

@testable import Grading

/// Las huellas de MOSS: la garantía (todo tramo común de `guarantee` símbolos deja una huella
/// común), la regla del mínimo de más a la derecha, la densidad y que nada depende del proceso.
@Suite struct WinnowingTests {
  let winnowing = Winnowing(k: 12, window: 8)

  static func randomSymbols(_ count: Int, _ random: inout SplitMix64) -> [UInt32] {
    (0..<count).map { _ in UInt32(random.next(below: 40)) }
  }

  @Test func theGuaranteeIsWindowPlusKMinusOne() {
    #expect(winnowing.guarantee == 19)
    #expect(Winnowing(k: 5, window: 4).guarantee == 8)
  }

  /// Dos secuencias al azar que comparten un tramo de exactamente `guarantee` símbolos, en
  /// cualquier sitio de cada una: siempre comparten una huella, y es de ese tramo.
  @Test(arguments: [(12, 8), (5, 4), (1, 1), (20, 3), (3, 15)])
  func anySharedRunOfTheGuaranteeIsDetected(k: Int, window: Int) {
    let winnowing = Winnowing(k: k, window: window)
    var random = SplitMix64(seed: UInt64(k * 100 + window))
    for _ in 0..<300 {
      let run = Self.randomSymbols(winnowing.guarantee, &random)
      let before = [random.next(below: 60), random.next(below: 60)]
      let after = [random.next(below: 60), random.next(below: 60)]
      let first =
        Self.randomSymbols(before[0], &random) + run + Self.randomSymbols(after[0], &random)
      let second =
        Self.randomSymbols(before[1], &random) + run + Self.randomSymbols(after[1], &random)
      let shared = Set(winnowing.fingerprints(of: first).map(\.hash)).intersection(
        winnowing.fingerprints(of: second).map(\.hash))
      let runHashes = Set(winnowing.kGramHashes(run))
      #expect(!shared.intersection(runHashes).isEmpty)
    }
  }

  /// Un tramo común más corto que `k` no deja ninguna huella común (con símbolos al azar de un
  /// alfabeto grande, nada más coincide).
  @Test func aRunShorterThanKIsNoise() {
    var random = SplitMix64(seed: 99)
    for _ in 0..<100 {
      let run = (0..<11).map { _ in UInt32(random.next(below: 1_000_000)) }
      let first = (0..<50).map { _ in UInt32(random.next(below: 1_000_000)) } + run
      let second = run + (0..<50).map { _ in UInt32(random.next(below: 1_000_000)) }
      let shared = Set(winnowing.fingerprints(of: first).map(\.hash)).intersection(
        winnowing.fingerprints(of: second).map(\.hash))
      #expect(shared.isEmpty)
    }
  }

  @Test func eachWindowKeepsItsRightmostMinimum() {
    let winnowing = Winnowing(k: 1, window: 3)
    // Ventanas: [5 3 3] → el 3 de la posición 2; [3 3 7] → el mismo; [3 7 3] → el de la 4;
    // [7 3 9] → el mismo; [3 9 1] → el 1 de la 6.
    let chosen = winnowing.select([5, 3, 3, 7, 3, 9, 1])
    #expect(chosen.map(\.position) == [2, 4, 6])
    #expect(chosen.map(\.hash) == [3, 3, 1])
  }

  @Test func aShortSequenceIsOneWindowAndFewerThanKSymbolsHaveNone() {
    #expect(winnowing.fingerprints(of: Array(repeating: 7, count: 11)).isEmpty)
    let short = winnowing.fingerprints(of: (0..<14).map { UInt32($0) })
    #expect(short.count == 1)
    #expect(Winnowing(k: 2, window: 4).select([9, 4, 6]).map(\.position) == [1])
  }

  /// La densidad esperada de winnowing es 2 / (w + 1) de los k-gramas.
  @Test func densityIsAboutTwoOverWindowPlusOne() {
    var random = SplitMix64(seed: 5)
    let symbols = (0..<20_000).map { _ in UInt32(random.next(below: 1000)) }
    let density = Double(winnowing.fingerprints(of: symbols).count) / Double(symbols.count)
    #expect(abs(density - 2.0 / 9.0) < 0.02)
  }

  /// Los resúmenes son fijos (no usan el `Hasher` de Swift, que cambia en cada proceso): el
  /// informe da los mismos bytes en cualquier máquina.
  @Test func hashesDoNotDependOnTheProcess() {
    let hashes = Winnowing(k: 2, window: 2).kGramHashes([1, 2, 3])
    #expect(
      hashes == [
        Winnowing.mix(0x100_0000_01B3 &* 2 &+ 3), Winnowing.mix(0x100_0000_01B3 &* 3 &+ 4),
      ])
    #expect(Winnowing.mix(0) == 0xE220_A839_7B1D_CDAF)
  }
}
