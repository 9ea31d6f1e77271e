import Testing

@testable import Grading

/// Entregas raras en la búsqueda de parecidos: código que el tokenizador no lee con certeza,
/// vacío, el archivo de inicio apenas tocado y archivos enormes. Cada una da un resultado
/// sensato y ninguna detiene la búsqueda.
@Suite struct SimilarityBadInputTests {
  static let exercise = "withlock.orden-fijo"
  /// Una solución con la función auxiliar `mover` y todo lo demás en su primera forma.
  static let choices = [1] + Array(repeating: 0, count: 13)

  /// La clase sintética, con `extra` añadidos.
  static func run(_ extra: [SimilarityInput.Student]) async -> (SimilarityReport, SyntheticClass) {
    var synthetic = SyntheticClass.make()
    synthetic.students += extra
    let report = await SimilarityAnalysis(settings: SimilaritySettings(), jobs: 2).run(
      synthetic.input)
    return (report, synthetic)
  }

  static func student(_ id: String, _ code: String, in exercise: String = exercise)
    -> SimilarityInput.Student
  {
    SimilarityInput.Student(id: id, code: [exercise: code])
  }

  @Test func uncertainCodeIsComparedAsReadAndNamedInANote() async {
    let broken =
      SyntheticSolutions.file(Self.exercise, Self.choices)
      + "\nlet texto = \"\"\"\nsin cerrar nunca\n"
    let (report, synthetic) = await Self.run([Self.student("rota", broken)])
    #expect(
      report.notes == [
        "«rota», withlock.orden-fijo: el archivo no se pudo leer con certeza (una cadena o un"
          + " comentario sin cerrar, o una expresión regular literal); se compara tal como se"
          + " pudo leer, así que un parecido en él puede pasar inadvertido."
      ])
    #expect(report.exercises.first?.compared == 34)
    // Las copias se siguen encontrando, y la rota no sube a nadie en conjunto (solo tiene un
    // ejercicio).
    #expect(Set(report.pairs.map(\.students)) == synthetic.copiedPairs)
    #expect(report.overall.distribution.students == 33)
  }

  @Test func emptyCodeIsNotCompared() async {
    let (report, _) = await Self.run([
      Self.student("vacio", ""), Self.student("espacios", "  \n\n\t// nada\n"),
    ])
    #expect(report.exercises.first?.compared == 33)
    #expect(!report.pairs.contains { $0.students.contains("vacio") })
    #expect(report.notes.isEmpty)
  }

  /// Dos entregas que son el archivo de inicio con un comentario no comparten nada que cuente:
  /// todo su código es del inicio (el archivo base de MOSS).
  @Test func starterCodeIsNeverAPair() async {
    let starter = SyntheticSolutions.starter(Self.exercise)
    let (report, _) = await Self.run([
      Self.student("inicio-a", "// lo miré\n" + starter),
      Self.student("inicio-b", starter + "\n// no sé hacerlo\n"),
    ])
    #expect(report.exercises.first?.compared == 35)
    #expect(!report.pairs.contains { $0.students.contains("inicio-a") })
    #expect(report.exercises.first?.distribution.students == 33)
  }

  /// Un archivo de 256 KiB (el máximo de una entrega) copiado por otro alumno: se encuentra,
  /// y sus tramos se muestran cortados a 60 líneas. Otro enorme y repetitivo no se parece a
  /// nada.
  @Test func hugeFilesAreComparedAndTheirPassagesCut() async {
    var huge = SyntheticSolutions.file(Self.exercise, Self.choices)
    // Funciones con cuerpos de estructura distinta (cuatro sentencias de ocho formas), como
    // en un archivo real: la normalización no las iguala.
    let statements = [
      "total += i", "total -= n", "if total > n { total = n }", "guard i > 0 else { continue }",
      "caja.withLock { $0.creditos += total }", "let doble = total * 2; total = doble",
      "while total > n * 2 { total /= 2 }", "total = max(total, i)",
    ]
    var number = 0
    while huge.utf8.count < 250_000 {
      number += 1
      let body = (0..<4).map { statements[(number >> (3 * $0)) % 8] }
      huge +=
        "\nfunc paso\(number)(_ caja: Shared<Usuario>, _ n: Int) -> Int {\n"
        + "  var total = 0\n  for i in 0..<n {\n"
        + body.map { "    " + $0 + "\n" }.joined() + "  }\n  return total\n}\n"
    }
    let repeated = String(repeating: "caja.withLock { $0.creditos += 1 }\n", count: 7000)
    let (report, _) = await Self.run([
      Self.student("enorme-a", huge), Self.student("enorme-b", huge),
      Self.student("repetido", repeated),
    ])
    let pair = report.pairs.first { $0.students == ["enorme-a", "enorme-b"] }
    #expect(pair?.exercises.first?.flagged == true)
    // El tramo de las funciones añadidas va de una punta a otra (miles de líneas), cortado.
    let longest = pair?.exercises.first?.passages.max { $0.tokens < $1.tokens }
    #expect((longest?.tokens ?? 0) > 50_000)
    #expect(longest?.truncated == true)
    #expect(
      longest?.code[0].split(separator: "\n", omittingEmptySubsequences: false).count
        == SharedPassage.maximumLines)
    #expect(longest?.lines[0] == longest?.lines[1])
    #expect(!report.pairs.contains { $0.students.contains("repetido") })
  }
}
