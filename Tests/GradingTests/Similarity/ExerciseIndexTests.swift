import Testing

@testable import Grading

/// El índice invertido de un ejercicio: qué huellas se quedan fuera (las del archivo de inicio,
/// como el archivo base de MOSS, y las que tiene más de la parte común de la clase) y cuántas
/// comparte cada par.
@Suite struct ExerciseIndexTests {
  @Test func starterFingerprintsAreLeftOut() {
    let index = ExerciseIndex(
      prints: [[1, 2, 3, 10], [1, 2, 3, 10], [1, 2, 3]], starter: [1, 2, 3, 4],
      settings: SimilaritySettings())
    #expect(index.sizes == [1, 1, 0])
    #expect(index.shared == [PairKey.make(0, 1): 1])
    #expect(index.ignoredStarter == 3)
    #expect(index.isStarter(2) && !index.isStarter(10) && !index.isCommon(10))
  }

  /// Con 30 entregas y el 10 %, una huella cuenta en 3 autores y es común en 4 (cada uno con
  /// algo propio: no son casi iguales). La de las 30, común por estar en más de la mitad.
  @Test func fingerprintsInMoreThanTheCommonShareAreLeftOut() {
    var settings = SimilaritySettings()
    settings.commonShare = 0.1
    var prints: [[UInt64]?] = Array(repeating: [100], count: 30)
    for student in 0..<3 { prints[student] = [100, 7] }
    for student in 3..<7 { prints[student] = [100, 8, 1000 + UInt64(student)] }
    prints[29] = nil
    let index = ExerciseIndex(prints: prints, starter: [], settings: settings)
    #expect(index.compared == 29)
    #expect(index.commonLimit == 2)
    let wide = ExerciseIndex(prints: prints.map { $0 ?? [100] }, starter: [], settings: settings)
    #expect(wide.commonLimit == 3)
    #expect(wide.commonHashes == [100, 8])
    #expect(wide.sizes[0] == 1 && wide.sizes[3] == 1 && wide.sizes[10] == 0)
    #expect(wide.shared.count == 3)  // los tres pares de 0, 1 y 2
    #expect(wide.shared[PairKey.make(1, 2)] == 1)
  }

  /// Lo que tiene un grupo de entregas casi iguales es de un solo autor: en una clase de 12
  /// (común desde 4 autores; siempre, en más de 6 entregas), las huellas de una fuente y sus 4
  /// copias siguen contando; una huella de 5 alumnos sin relación, no; y la de 7, nunca.
  @Test func nearIdenticalHandInsAreOneAuthor() {
    var prints: [[UInt64]?] = (0..<5).map { _ in [1] + Array(2...11) }
    prints += (5..<12).map { student in
      [1, 999] + (0..<10).map { UInt64(100 * student + $0) }
    }
    prints[5] = [1] + (0..<10).map { UInt64(500 + $0) }
    prints[11] = (0..<10).map { UInt64(1100 + $0) }
    let index = ExerciseIndex(prints: prints, starter: [], settings: SimilaritySettings())
    #expect(index.commonLimit == 3)
    #expect(index.commonHashes == [1, 999])
    #expect(index.sizes[0] == 10 && index.sizes[6] == 10)
    #expect(index.shared[PairKey.make(0, 4)] == 10)
    #expect(index.shared[PairKey.make(6, 7)] == nil)
  }

  /// Un archivo pequeño que solo tiene lo que escriben otros no es casi igual a todos ellos
  /// (cuenta la parte de las huellas del que tiene más), así que no junta a sus autores en uno.
  @Test func aSmallFileIsNotNearIdenticalToEveryone() {
    var prints: [[UInt64]?] = (0..<4).map { student in
      [7] + (0..<10).map { UInt64(100 * student + $0) }
    }
    prints.append([7])
    prints += (5..<12).map { student in (0..<10).map { UInt64(100 * student + $0) } }
    let index = ExerciseIndex(prints: prints, starter: [], settings: SimilaritySettings())
    #expect(index.commonHashes == [7])
    #expect(index.sizes[4] == 0)
  }

  @Test(arguments: [
    (0.3, 300, 90), (0.3, 33, 9), (0.1, 33, 3), (0.1, 5, 2), (0.5, 10, 5), (1.0, 40, 40),
  ])
  func theCommonLimitNeverGoesBelowTwo(share: Double, compared: Int, limit: Int) {
    var settings = SimilaritySettings()
    settings.commonShare = share
    #expect(settings.commonLimit(of: compared) == limit)
  }

  @Test func pairKeysKeepTheSmallerFirst() {
    #expect(PairKey.make(7, 3) == PairKey.make(3, 7))
    #expect(PairKey.students(PairKey.make(9, 2)) == (2, 9))
  }
}

/// El umbral que sale de la clase: la valla de Tukey sobre lo que se parece cada alumno a su
/// vecino, con su mínimo, y el fijo.
@Suite struct SimilarityThresholdTests {
  @Test func quantilesInterpolate() {
    let values: [Double] = [0, 0.1, 0.2, 0.3, 0.4]
    #expect(SimilarityDistribution.quantile(values, 0.25) == 0.1)
    #expect(SimilarityDistribution.quantile([0, 1], 0.25) == 0.25)
    #expect(SimilarityDistribution.quantile([], 0.5) == 0)
    #expect(SimilarityDistribution.quantile([0.7], 0.75) == 0.7)
  }

  @Test func theFenceOnlyAddsPairsBelowTheFloor() {
    // Q1 0.3, Q3 0.4: valla 0.4 + 1,5 × 0.1 = 0.55, por debajo del mínimo (0.9): la baja.
    let best = [0.2, 0.3, 0.3, 0.3, 0.35, 0.35, 0.4, 0.4, 0.4, 1.0, 1.0]
    let distribution = SimilarityDistribution(best: best, settings: SimilaritySettings())
    #expect(distribution.quartile1 == 0.3 && distribution.quartile3 == 0.4)
    #expect(distribution.threshold == 0.55 && distribution.thresholdSource == "fence")
    #expect(distribution.floor == 0.9)
    #expect(distribution.rule(for: 1.0) == "floor")
    #expect(distribution.rule(for: 0.6) == "fence")
    #expect(distribution.students == 11 && distribution.maximum == 1)
    // Con la valla por encima del mínimo (una clase que se parece), manda el mínimo.
    var settings = SimilaritySettings()
    settings.fence = 6
    let wide = SimilarityDistribution(best: best, settings: settings)
    #expect(wide.threshold == 0.9 && wide.thresholdSource == "floor")
  }

  /// Lo que encontró la revisión: 8 entregas, dos parejas copiadas (100 % y 93 %) y cuatro
  /// honradas; la valla de la clase sube al 237 % y antes no se señalaba nada. Con 7 (sin la
  /// valla) sí: un alumno honrado más escondía las copias.
  @Test func copiesAreNotHiddenByOtherCopies() {
    let eight = [1.0, 1.0, 0.93, 0.93, 0.24, 0.2, 0.22, 0.18]
    for best in [eight, Array(eight.dropLast())] {
      let distribution = SimilarityDistribution(best: best, settings: SimilaritySettings())
      #expect(distribution.threshold <= 0.9, "\(best.count): \(distribution.threshold)")
      #expect(distribution.rule(for: 0.93) == "floor")
    }
  }

  @Test func theFloorWhenTheClassIsSmallOrAlike() {
    let small = SimilarityDistribution(
      best: [0, 0.9, 0.1, 0.2, 0.9, 0.3, 0.1], settings: SimilaritySettings())
    #expect(small.threshold == 0.9 && small.thresholdSource == "floor")
    let overall = SimilarityDistribution(
      best: [0, 0.9, 0.1, 0.2, 0.9, 0.3, 0.1], settings: SimilaritySettings(), overall: true)
    #expect(overall.threshold == 0.6 && overall.floor == 0.6)
  }

  @Test func aFixedThresholdIsJustThat() {
    var settings = SimilaritySettings()
    settings.threshold = .fixed(0.8)
    let distribution = SimilarityDistribution(best: [0.1, 0.2, 0.95], settings: settings)
    #expect(distribution.threshold == 0.8 && distribution.thresholdSource == "fixed")
    #expect(distribution.floor == nil && distribution.rule(for: 0.85) == "fixed")
    #expect(settings.method.threshold == "fixed" && settings.method.floor == 0.8)
  }
}
