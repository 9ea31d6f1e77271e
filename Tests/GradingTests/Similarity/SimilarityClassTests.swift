import Foundation
import Testing

@testable import Grading

/// La búsqueda de parecidos sobre una clase sintética de 33 alumnos (30 honrados con soluciones
/// propias de tres ejercicios del curso y tres copiones): encuentra las tres copias, en cada
/// ejercicio y en conjunto, y ningún par honrado.
@Suite struct SimilarityClassTests {
  static func flagged(_ report: SimilarityReport, in exercise: String) -> Set<[String]> {
    Set(
      report.pairs.filter { pair in pair.exercises.contains { $0.id == exercise && $0.flagged } }
        .map(\.students))
  }

  @Test func theCopiesAreFoundAndNoHonestPairIs() async {
    let synthetic = SyntheticClass.make()
    #expect(synthetic.students.count == 33)
    #expect(synthetic.students.allSatisfy { $0.code.count == 3 })
    let report = await SimilarityAnalysis(settings: SimilaritySettings(), jobs: 2).run(
      synthetic.input)
    let found = Set(report.pairs.map(\.students))
    let (precision, recall) = SyntheticClass.precisionRecall(
      found: found, truth: synthetic.copiedPairs)
    print("parecidos, clase sintética: precisión \(precision), exhaustividad \(recall)")
    for pair in report.pairs {
      print(
        pair.students, pair.score, pair.flagged,
        pair.exercises.map { ($0.id, $0.score, $0.flagged, $0.sharedTokens) })
    }
    // Los tres copiones, en conjunto; ningún par honrado, ni en conjunto ni en un ejercicio.
    #expect(found == synthetic.copiedPairs)
    #expect(Set(report.pairs.filter(\.flagged).map(\.students)) == synthetic.copiedPairs)
    // La copia literal y la renombrada se ven además en cada ejercicio; la reordenada (sus
    // casos y funciones en otro orden) comparte menos en cada uno y se ve al sumarlos.
    let reordered = ["alumno-01", "alumno-33"]
    for exercise in SyntheticSolutions.exercises {
      let expected = (synthetic.copied[exercise] ?? []).subtracting([reordered])
      #expect(Self.flagged(report, in: exercise) == expected, "\(exercise)")
    }
    let literal = report.pairs.first { $0.students == ["alumno-04", "alumno-31"] }
    #expect(literal?.fractions == [1, 1])
    #expect(literal?.exercises.allSatisfy { $0.fractions == [1, 1] } == true)
    #expect(report.overall.distribution.floor == 0.6)
  }

  /// Cada tramo de la copia literal es el mismo código en las mismas líneas de los dos.
  @Test func theLiteralCopyShowsTheSameCodeOnBothSides() async throws {
    let synthetic = SyntheticClass.make()
    let report = await SimilarityAnalysis(settings: SimilaritySettings(), jobs: 2).run(
      synthetic.input)
    let pair = try #require(report.pairs.first { $0.students == ["alumno-04", "alumno-31"] })
    for exercise in pair.exercises {
      #expect(!exercise.passages.isEmpty)
      for passage in exercise.passages {
        #expect(passage.code[0] == passage.code[1])
        #expect(passage.lines[0] == passage.lines[1])
        #expect(passage.tokens >= SimilaritySettings().winnowing.guarantee)
      }
    }
    // La renombrada: las mismas líneas de código con otros nombres y otra sangría.
    let renamed = try #require(report.pairs.first { $0.students == ["alumno-12", "alumno-32"] })
    let passage = try #require(renamed.exercises.first?.passages.first)
    #expect(passage.code[0] != passage.code[1])
    #expect(NormalizedCode(passage.code[0]).symbols == NormalizedCode(passage.code[1]).symbols)
  }

  /// Diez clases más (otras semillas), normales y difíciles (soluciones honradas más cercanas
  /// y copias que además cambian un trozo de cada ejercicio): la precisión y la exhaustividad
  /// de los pares señalados, sumadas.
  @Test func precisionAndRecallOverTenClasses() async {
    var figures: [Bool: (hits: Int, found: Int, truth: Int)] = [:]
    for harder in [false, true] {
      var total = (hits: 0, found: 0, truth: 0)
      for seed in 7...16 as ClosedRange<UInt64> {
        let synthetic = SyntheticClass.make(seed: seed, harder: harder)
        let report = await SimilarityAnalysis(settings: SimilaritySettings(), jobs: 2).run(
          synthetic.input)
        let found = Set(report.pairs.map(\.students))
        total.hits += found.intersection(synthetic.copiedPairs).count
        total.found += found.count
        total.truth += synthetic.copiedPairs.count
      }
      figures[harder] = total
      print(
        "parecidos, 10 clases\(harder ? " difíciles" : ""): \(total.hits) de \(total.found)"
          + " pares señalados son copias; \(total.hits) de \(total.truth) copias señaladas")
    }
    // Lo medido con el mínimo que siempre señala (90 % por ejercicio, 60 % en conjunto) y lo
    // común contado por autores (las entregas casi iguales son uno): 30 de 31 y 30 de 30;
    // difíciles, también 30 de 31 y 30 de 30 (contando entregas eran 28 de 29 y 28 de 30: las
    // huellas de una pareja copiada contaban dos veces para ser comunes). Un cambio que empeore
    // esto debe verse.
    let normal = figures[false] ?? (0, 0, 0)
    let hard = figures[true] ?? (0, 0, 0)
    #expect(normal.found - normal.hits <= 1 && normal.hits >= 29)
    #expect(hard.found - hard.hits <= 1 && hard.hits >= 29)
  }
}
