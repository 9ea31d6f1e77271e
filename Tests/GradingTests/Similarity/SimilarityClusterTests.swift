import Foundation
import Testing

@testable import Grading

/// Clases pequeñas de `withlock.orden-fijo` en las que copia mucha gente: las copias de una
/// misma fuente no esconden lo copiado como «común» (lo común sale del inicio y de alumnos sin
/// relación entre sí), y el código muerto añadido a una copia no la esconde.
@Suite struct SimilarityClusterTests {
  static let exercise = "withlock.orden-fijo"

  /// `honest` soluciones honradas de la clase sintética (cada una difiere de las demás en al
  /// menos cinco decisiones) y, de cada fuente de `copies`, tantas copias disfrazadas como diga
  /// (con `dead`, además con código muerto). Los copiados son todos los pares de cada grupo.
  static func make(honest: Int, copies: [(source: Int, count: Int)], dead: Bool = false)
    -> (input: SimilarityInput, truth: Set<[String]>)
  {
    let synthetic = SyntheticClass.make(honest: max(honest, 12), seed: 28)
    var students = synthetic.students.prefix(honest).map {
      SimilarityInput.Student(id: $0.id, code: [exercise: $0.code[exercise] ?? ""])
    }
    var truth: Set<[String]> = []
    for (source, count) in copies {
      var group = [students[source].id]
      for copy in 0..<count {
        let id = "copia-\(students[source].id)-\(copy + 1)"
        var code = Transformations.renameAndReformat(students[source].code[exercise] ?? "")
        if dead { code = DeadCode.insert(into: code, every: 2 + copy) }
        students.append(SimilarityInput.Student(id: id, code: [exercise: code]))
        group.append(id)
      }
      for (offset, first) in group.enumerated() {
        for second in group[(offset + 1)...] { truth.insert([first, second].sorted()) }
      }
    }
    let input = SimilarityInput(
      exercises: [
        SimilarityInput.Exercise(id: exercise, starter: SyntheticSolutions.starter(exercise))
      ], students: students)
    return (input, truth)
  }

  static func flagged(_ report: SimilarityReport) -> Set<[String]> {
    Set(
      report.pairs.filter { pair in pair.exercises.contains { $0.id == exercise && $0.flagged } }
        .map(\.students))
  }

  /// Lo que encontró la revisión, a lo grande: una clase de 8 con 6 copias de 2 fuentes. Lo
  /// copiado está en 4 de 8 entregas (más del 30 %), pero son dos fuentes, no cuatro alumnos
  /// sin relación: no es código común y los 12 pares copiados se señalan.
  @Test func copiesOfTwoSourcesInAClassOfEightAreFlagged() async {
    let (input, truth) = Self.make(honest: 2, copies: [(0, 3), (1, 3)])
    let report = await SimilarityAnalysis(settings: SimilaritySettings(), jobs: 2).run(input)
    #expect(Self.flagged(report) == truth)
    #expect(report.pairs.allSatisfy { pair in pair.exercises.allSatisfy { $0.rule == "floor" } })
  }

  /// Una clase de 20: 7 copias de una fuente (8 entregas, el 40 %) y 2 de otra. Todas se
  /// señalan, y ningún par honrado.
  @Test func aLargeClusterIsNotCommonCode() async {
    let (input, truth) = Self.make(honest: 11, copies: [(0, 7), (5, 2)])
    #expect(input.students.count == 20)
    let report = await SimilarityAnalysis(settings: SimilaritySettings(), jobs: 2).run(input)
    #expect(Self.flagged(report) == truth)
    let index = report.exercises.first
    #expect(index?.compared == 20)
  }

  /// Lo que escribe más de la mitad de la clase es siempre común, aunque sea una sola fuente:
  /// así un ejercicio que casi todos resuelven igual no llena el informe de pares.
  @Test func codeInMoreThanHalfTheClassIsAlwaysCommon() async {
    let (input, _) = Self.make(honest: 3, copies: [(0, 5)])
    let report = await SimilarityAnalysis(settings: SimilaritySettings(), jobs: 2).run(input)
    #expect(Self.flagged(report).isEmpty)
    #expect((report.exercises.first?.ignoredCommon ?? 0) > 0)
  }

  /// El mismo informe, byte a byte, con otro número de trabajos y otro orden de entrada.
  @Test func theReportIsDeterministic() async throws {
    let (input, _) = Self.make(honest: 6, copies: [(0, 3), (1, 3)], dead: true)
    let first = await SimilarityAnalysis(settings: SimilaritySettings(), jobs: 1).run(input)
    var shuffled = input
    shuffled.students.reverse()
    let second = await SimilarityAnalysis(settings: SimilaritySettings(), jobs: 3).run(shuffled)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    #expect(try encoder.encode(first) == encoder.encode(second))
  }

  /// Copias con ramas que nunca se ejecutan (`if false { … }`) entre sus líneas y una función
  /// que nadie llama: se señalan por encima del mínimo, como la copia sin ellas.
  @Test func deadCodeDoesNotHideACopy() async throws {
    let (input, truth) = Self.make(honest: 12, copies: [(3, 1), (7, 1)], dead: true)
    let report = await SimilarityAnalysis(settings: SimilaritySettings(), jobs: 2).run(input)
    #expect(Self.flagged(report) == truth)
    for pair in report.pairs where truth.contains(pair.students) {
      let entry = try #require(pair.exercises.first)
      #expect(entry.rule == "floor", "\(pair.students): \(entry.score)")
    }
  }
}

/// Lo que añade quien copia para que su archivo se parezca menos: ramas que nunca se ejecutan y
/// una función que nadie llama.
enum DeadCode {
  /// `source` con `if false { print("depuración") }` tras cada `every` líneas que empiezan por
  /// `let`, `var` o `guard` (al final de la instrucción) y una función sin usar al final.
  static func insert(into source: String, every: Int) -> String {
    var output: [String] = []
    var seen = 0
    for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
      output.append(String(line))
      let trimmed = line.drop { $0 == " " }
      let indent = String(repeating: " ", count: line.count - trimmed.count)
      guard trimmed.hasPrefix("let ") || trimmed.hasPrefix("var ") else { continue }
      seen += 1
      if seen % every == 0 { output.append(indent + "if false { print(\"depuración\") }") }
    }
    output += [
      "", "func registrar(_ texto: String) {", "  let inutil = texto.count * 2",
      "  if inutil < 0 {", "    print(texto)", "  }", "}",
    ]
    return output.joined(separator: "\n")
  }
}
