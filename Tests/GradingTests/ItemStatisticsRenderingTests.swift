import Foundation
import Testing

@testable import Grading

/// El texto, el CSV y el JSON de las estadísticas de `HandClass`.
@Suite struct ItemStatisticsRenderingTests {
  let statistics = ItemStatistics(HandClass.input())

  @Test func textTable() {
    #expect(
      statistics.text() == """
        Estadísticas de los ejercicios (5 alumnos corregidos)

        ejercicio       respondieron  facilidad %  discriminación
        caja.eleccion            4/5           40            0.72
        caja.recorrido           4/5           50            0.25
        caja.codigo              4/5           60            0.27

        ejercicio       desv. %  azar %  peso %  efect. %  efic. %
        caja.eleccion      54.8       —      25      32.2      100
        caja.recorrido       50       —      50      41.5       25
        caja.codigo        54.8       —      25      26.3     28.6

        Primer intento de cada alumno (✓ la opción correcta, ✗ una incorrecta; en
        recorrido y predicción, las incorrectas más repetidas):
          caja.eleccion:
            ✗ 2  c
            ✗ 1  b
          caja.recorrido:
            ✗ 1  no
            ✗ 1  si>si

        Clase: media 2 de 4 puntos; mediana 2; desviación típica 1.58.
        Alfa de Cronbach (consistencia de la prueba): 0.54.

        Facilidad: media de lo conseguido en el ejercicio, sin responder cuenta 0.
        Discriminación: correlación de los puntos del ejercicio con los del resto de la
        prueba, de -1 a 1 (— con menos de 3 alumnos o si todos sacaron lo mismo). Las
        demás, como en el informe de estadísticas de Moodle y en %: desv., la desviación
        típica de los puntos del ejercicio; azar, lo que sacaría quien responde al azar;
        peso, lo que vale en la prueba; efect., lo que pesa de verdad en las notas;
        efic., la eficiencia discriminativa (por debajo de 15, revisar el ejercicio). La
        desviación típica es la muestral (n − 1).

        """)
  }

  @Test func textFitsIn80ColumnsWithLongIdsAndAnswers() {
    let long = "leccion-con-un-nombre-muy-largo.ejercicio-con-un-nombre-todavia-mas-largo"
    let prediction =
      "una primera línea de predicción larguísima, "
      + String(repeating: "x", count: 120) + "\tcon tabulador"
    var students: [[String: ItemObservation]] = []
    for index in 0..<12 {
      let right = index % 3 == 0
      let answer = right ? "bien" : prediction + "\(index % 5)"
      let score = Double(index % 4) / 3
      students.append([
        long: ItemObservation(
          score: right ? 1 : 0, maxPoints: 1, answered: true, firstAnswer: answer,
          firstAnswerCorrect: right),
        "corto": ItemObservation(score: score, maxPoints: 1000, answered: true),
      ])
    }
    let text = ItemStatistics(
      ItemStatisticsInput(
        exerciseIDs: [long, "corto"], kinds: [long: "prediccion"], students: students)
    ).text()
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count > 10)
    for line in lines { #expect(line.count <= ItemStatistics.textWidth, "\(line)") }
    #expect(!text.contains("\t"))
    // Nada se corta: el id entero en su línea y cada respuesta entera, en varias líneas.
    #expect(!text.contains("…"))
    #expect(lines.filter { $0 == long }.count == 2)
    #expect(lines.contains("  \(long):"))
    #expect(text.filter { $0 == "x" }.count == 3 * 120)
    #expect(text.contains("con tabulador2"))
  }

  @Test func csvLines() {
    #expect(
      statistics.csvLines() == [
        "exercise,answered,students,facility,discrimination,common_wrong,sd,random_guess_score,"
          + "intended_weight,effective_weight,discriminative_efficiency,option_responses",
        "caja.eleccion,4,5,0.4,0.7206,c,0.5477,,0.25,0.3218,1,",
        "caja.recorrido,4,5,0.5,0.25,no,0.5,,0.5,0.4154,0.25,",
        "caja.codigo,4,5,0.6,0.2722,,0.5477,,0.25,0.2628,0.2857,",
      ])
    #expect(statistics.csv() == statistics.csvLines().map { $0 + "\n" }.joined())
    let wrong = { (answer: String) in
      ItemStatistic(
        id: "p", answered: 1, students: 1, facility: 0, discrimination: -0.5,
        firstAnswers: [AnswerCount(answer: answer, count: 1)],
        commonWrong: [AnswerCount(answer: answer, count: 1)])
    }
    let quoted = ItemStatistics(
      items: [wrong("=SUMA(A1)"), wrong("dijo \"hola\", adiós")],
      summary: ItemStatistics(HandClass.input([])).summary)
    #expect(
      quoted.csvLines().dropFirst() == [
        "p,1,1,0,-0.5,'=SUMA(A1),,,,,,", "p,1,1,0,-0.5,\"dijo \"\"hola\"\", adiós\",,,,,,",
      ])
  }

  @Test func jsonWritesNullForUndefinedFigures() throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let one = ItemStatistics(HandClass.input([HandClass.students[3]]))
    let json = String(decoding: try encoder.encode(one.items[2]), as: UTF8.self)
    #expect(
      json == #"{"answered":1,"commonWrong":null,"discrimination":null,"#
        + #""discriminativeEfficiency":null,"effectiveWeight":null,"facility":1,"#
        + #""firstAnswers":null,"id":"caja.codigo","intendedWeight":0.25,"#
        + #""randomGuessScore":null,"standardDeviation":null,"students":1}"#)
    let summary = String(decoding: try encoder.encode(one.summary), as: UTF8.self)
    #expect(
      summary == #"{"cronbachAlpha":null,"maxPoints":4,"mean":1,"median":1,"#
        + #""standardDeviation":null,"students":1}"#)
    let decoded = try JSONDecoder().decode(
      ItemStatistics.self, from: try encoder.encode(statistics))
    #expect(decoded == statistics)
  }

  @Test(arguments: [
    (0.0, 4, "0"), (3, 4, "3"), (0.5, 4, "0.5"), (0.72057, 4, "0.7206"), (-0.25, 2, "-0.25"),
    (1.0 / 3, 2, "0.33"), (2.0 / 3, 1, "0.7"), (-0.00001, 4, "0"), (66.666, 0, "67"),
  ])
  func numbersPrintWithAPoint(value: Double, places: Int, expected: String) {
    #expect(Descriptive.format(value, places: places) == expected)
  }

  @Test func roundingNeverGivesNegativeZero() {
    #expect(Descriptive.round(-0.00001).sign == .plus)
    #expect(Descriptive.round(0.72057669) == 0.7206)
  }
}
