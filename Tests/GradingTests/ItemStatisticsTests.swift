import Foundation
import Testing

@testable import Grading

/// Una clase de 5 alumnos y 3 ejercicios, calculada a mano.
///
/// | alumno | eleccion (vale 1) | recorrido (vale 2) | codigo (vale 1) | total |
/// | ---    | ---               | ---                | ---             | ---   |
/// | s1     | 1   «a» ✓         | 1 → 2  «si>no» ✓   | 1               | 4     |
/// | s2     | 1   «c» ✗         | 0.5 → 1 «si>si» ✗  | 1               | 3     |
/// | s3     | 0   «b» ✗         | 1 → 2  «si>no» ✓   | 0               | 2     |
/// | s4     | 0   «c» ✗         | 0 → 0  «no» ✗      | 1               | 1     |
/// | s5     | (nada)            | (nada)             | (nada)          | 0     |
///
/// eleccion: facilidad (1+1+0+0+0)/5 = 0.4. Puntos x = 1,1,0,0,0 (media 0.4); resto
/// y = 3,2,2,1,0 (media 1.6). dx = .6,.6,-.4,-.4,-.4; dy = 1.4,.4,.4,-.6,-1.6.
/// Σdxdy = .84+.24-.16+.24+.64 = 1.8; Σdx² = 1.2; Σdy² = 5.2;
/// r = 1.8/√6.24 = 0.72058 → 0.7206.
///
/// recorrido: facilidad (1+.5+1+0+0)/5 = 0.5. x = 2,1,2,0,0 (media 1); y = 2,2,0,1,0
/// (media 1). dx = 1,0,1,-1,-1; dy = 1,1,-1,0,-1. Σdxdy = 1; Σdx² = 4; Σdy² = 4; r = 0.25.
///
/// codigo: facilidad 3/5 = 0.6. x = 1,1,0,1,0 (media .6); y = 3,2,2,0,0 (media 1.4).
/// dx = .4,.4,-.6,.4,-.6; dy = 1.6,.6,.6,-1.4,-1.4. Σdxdy = .64+.24-.36-.56+.84 = .8;
/// Σdx² = 1.2; Σdy² = 7.2; r = .8/√8.64 = 0.27217 → 0.2722.
///
/// Clase: totales 4,3,2,1,0: media 2, mediana 2, varianza muestral 10/4 = 2.5,
/// desviación típica √2.5 = 1.58114 → 1.5811. Alfa: varianzas de los ejercicios
/// 1.2/4 + 4/4 + 1.2/4 = 1.6; 3/2 × (1 − 1.6/2.5) = 0.54.
enum HandClass {
  static let ids = ["caja.eleccion", "caja.recorrido", "caja.codigo"]
  static let kinds = [
    "caja.eleccion": "eleccion", "caja.recorrido": "recorrido", "caja.codigo": "codigo",
  ]

  static func choice(_ score: Double, _ answer: String, _ correct: Bool) -> ItemObservation {
    ItemObservation(
      score: score, maxPoints: 1, answered: true, firstAnswer: answer, firstAnswerCorrect: correct)
  }

  static func walk(_ score: Double, _ path: String, _ correct: Bool) -> ItemObservation {
    ItemObservation(
      score: score, maxPoints: 2, answered: true, firstAnswer: path, firstAnswerCorrect: correct)
  }

  static func code(_ score: Double) -> ItemObservation {
    ItemObservation(score: score, maxPoints: 1, answered: true)
  }

  static let students: [[String: ItemObservation]] = [
    [
      "caja.eleccion": choice(1, "a", true), "caja.recorrido": walk(1, "si>no", true),
      "caja.codigo": code(1),
    ],
    [
      "caja.eleccion": choice(1, "c", false), "caja.recorrido": walk(0.5, "si>si", false),
      "caja.codigo": code(1),
    ],
    [
      "caja.eleccion": choice(0, "b", false), "caja.recorrido": walk(1, "si>no", true),
      "caja.codigo": code(0),
    ],
    [
      "caja.eleccion": choice(0, "c", false), "caja.recorrido": walk(0, "no", false),
      "caja.codigo": code(1),
    ],
    [:],
  ]

  static func input(_ students: [[String: ItemObservation]] = students) -> ItemStatisticsInput {
    ItemStatisticsInput(exerciseIDs: ids, kinds: kinds, students: students)
  }
}

@Suite struct ItemStatisticsTests {
  let statistics = ItemStatistics(HandClass.input())

  @Test func handComputedClass() {
    #expect(statistics.items.map(\.id) == HandClass.ids)
    #expect(statistics.items.map(\.facility) == [0.4, 0.5, 0.6])
    #expect(statistics.items.map(\.discrimination) == [0.7206, 0.25, 0.2722])
    #expect(statistics.items.map(\.answered) == [4, 4, 4])
    #expect(statistics.items.map(\.students) == [5, 5, 5])
    #expect(
      statistics.summary
        == ClassStatistics(
          students: 5, maxPoints: 4, mean: 2, median: 2, standardDeviation: 1.5811,
          cronbachAlpha: 0.54))
  }

  @Test func firstAnswersAndCommonWrongOnes() {
    let choice = statistics.items[0]
    #expect(
      choice.firstAnswers == [
        AnswerCount(answer: "c", count: 2), AnswerCount(answer: "a", count: 1),
        AnswerCount(answer: "b", count: 1),
      ])
    #expect(
      choice.commonWrong == [
        AnswerCount(answer: "c", count: 2), AnswerCount(answer: "b", count: 1),
      ])
    let walk = statistics.items[1]
    #expect(
      walk.firstAnswers == [
        AnswerCount(answer: "si>no", count: 2), AnswerCount(answer: "no", count: 1),
        AnswerCount(answer: "si>si", count: 1),
      ])
    #expect(
      walk.commonWrong == [
        AnswerCount(answer: "no", count: 1), AnswerCount(answer: "si>si", count: 1),
      ])
    #expect(statistics.items[2].firstAnswers == nil)
    #expect(statistics.items[2].commonWrong == nil)
  }

  @Test func studentOrderDoesNotMatter() {
    let students = HandClass.students
    let orders = [[4, 3, 2, 1, 0], [2, 0, 4, 1, 3], [1, 3, 0, 4, 2]]
    for order in orders {
      let shuffled = ItemStatistics(HandClass.input(order.map { students[$0] }))
      #expect(shuffled == statistics)
      #expect(shuffled.text() == statistics.text())
      #expect(shuffled.csv() == statistics.csv())
    }
  }

  @Test func tiesGoByBytesAndCommonWrongKeepsThree() {
    // «e» + acento combinado y «é» ya compuesta son iguales como `String`, pero son
    // respuestas distintas: se cuentan aparte y se ordenan por sus bytes (0x65 < 0xC3).
    let answers = ["b", "B", "a", "é", "e\u{301}", "z", "b", "B"]
    let students = answers.map { answer in
      [
        "p": ItemObservation(
          score: 0, maxPoints: 1, answered: true, firstAnswer: answer, firstAnswerCorrect: false)
      ]
    }
    let item = ItemStatistics(
      ItemStatisticsInput(exerciseIDs: ["p"], kinds: ["p": "prediccion"], students: students)
    ).items[0]
    #expect(
      item.firstAnswers?.map(\.answer.utf8).map(Array.init) == [
        Array("B".utf8), Array("b".utf8), Array("a".utf8), Array("e\u{301}".utf8),
        Array("z".utf8), Array("é".utf8),
      ])
    #expect(item.firstAnswers?.map(\.count) == [2, 2, 1, 1, 1, 1])
    #expect(item.commonWrong?.map(\.answer) == ["B", "b", "a"])
  }

  @Test func oneStudentLeavesDiscriminationAndSpreadUndefined() {
    let one = ItemStatistics(HandClass.input([HandClass.students[1]]))
    #expect(one.items.map(\.facility) == [1, 0.5, 1])
    #expect(one.items.map(\.discrimination) == [nil, nil, nil])
    #expect(
      one.summary
        == ClassStatistics(
          students: 1, maxPoints: 4, mean: 3, median: 3, standardDeviation: nil,
          cronbachAlpha: nil))
    let two = ItemStatistics(HandClass.input(Array(HandClass.students.prefix(2))))
    #expect(two.items.map(\.discrimination) == [nil, nil, nil])
    #expect(two.summary.standardDeviation == 0.7071)
  }

  @Test func noStudentsLeavesEverythingUndefined() {
    let none = ItemStatistics(HandClass.input([]))
    #expect(none.items.map(\.facility) == [nil, nil, nil])
    #expect(none.items.map(\.discrimination) == [nil, nil, nil])
    #expect(none.items[0].firstAnswers == [])
    #expect(
      none.summary
        == ClassStatistics(
          students: 0, maxPoints: 0, mean: nil, median: nil, standardDeviation: nil,
          cronbachAlpha: nil))
    #expect(none.text() == "Estadísticas de los ejercicios: no hay ningún alumno corregido.\n")
    #expect(
      none.csv() == ItemStatistics.csvHeader + "\n" + "caja.eleccion,0,0,,,,,,,,,\n"
        + "caja.recorrido,0,0,,,,,,,,,\n" + "caja.codigo,0,0,,,,,,,,,\n")
  }

  @Test func anItemEveryoneGotRightHasNoDiscrimination() {
    var students = HandClass.students
    for index in students.indices { students[index]["caja.codigo"] = HandClass.code(1) }
    let statistics = ItemStatistics(HandClass.input(students))
    #expect(statistics.items[2].facility == 1)
    #expect(statistics.items[2].discrimination == nil)
    #expect(statistics.items[0].discrimination != nil)
  }

  @Test func floatingPointNoiseIsNoVariation() {
    // El resto de «r» es 0.1 + 0.2 para uno y 0.3 para los otros: la misma cifra salvo ruido
    // de coma flotante, que no debe dar una «correlación».
    func points(_ value: Double) -> ItemObservation {
      ItemObservation(score: value, maxPoints: 1, answered: true)
    }
    let students = [
      ["p": points(0.1), "q": points(0.2), "r": points(1)],
      ["p": points(0.3), "q": points(0), "r": points(0)],
      ["p": points(0), "q": points(0.3), "r": points(1)],
    ]
    #expect(0.1 + 0.2 != 0.3)
    let statistics = ItemStatistics(
      ItemStatisticsInput(exerciseIDs: ["p", "q", "r"], kinds: [:], students: students))
    #expect(statistics.items[2].discrimination == nil)
    #expect(statistics.items[0].discrimination != nil)
  }

  @Test func everyoneWithTheSameTotalHasNoAlpha() {
    let same = ItemObservation(score: 1, maxPoints: 1, answered: true)
    let students = Array(repeating: ["x": same, "y": same], count: 4)
    let statistics = ItemStatistics(
      ItemStatisticsInput(exerciseIDs: ["x", "y"], kinds: [:], students: students))
    #expect(statistics.summary.standardDeviation == 0)
    #expect(statistics.summary.cronbachAlpha == nil)
    #expect(statistics.items.map(\.discrimination) == [nil, nil])
  }
}
