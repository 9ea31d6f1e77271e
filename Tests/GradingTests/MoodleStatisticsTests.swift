import Foundation
import Lessons
import Testing

@testable import Grading

/// Las cifras de Moodle que no son la facilidad ni la discriminación (desviación típica, azar,
/// pesos previsto y efectivo, eficiencia discriminativa) y el análisis de las opciones: a mano
/// sobre `HandClass`, y contra un programa aparte en Python que recorre los pasos del
/// `calculator.php` de Moodle tal cual (medias, arrays ordenados, sumas de covarianzas), sobre una
/// clase de 13 alumnos y 5 ejercicios de valores distintos.
@Suite struct MoodleStatisticsTests {
  /// `HandClass` con lo que vale cada ejercicio según el curso y las opciones de la elección.
  static let definitions: [String: ItemDefinition] = [
    "caja.eleccion": ItemDefinition(
      maxPoints: 1, randomGuessScore: 1.0 / 3,
      options: [
        KindOption(id: "a", text: "La caja entera", isCorrect: true),
        KindOption(id: "b", text: "Una copia (se edita aparte)", isCorrect: false),
        KindOption(id: "c", text: "Nada", isCorrect: false),
      ]),
    "caja.recorrido": ItemDefinition(maxPoints: 2),
    "caja.codigo": ItemDefinition(maxPoints: 1),
  ]

  /// A mano (ver `HandClass`; totales 4, 3, 2, 1, 0 con media 2):
  /// - desviación típica: eleccion √(1.2/4) = 0.5477; recorrido √(4/4) / 2 = 0.5; codigo 0.5477.
  /// - pesos previstos: 1/4, 2/4, 1/4.
  /// - covarianza con el total: eleccion Σ dx·dt = .6·2 + .6·1 + 0 + .4·1 + .4·2 = 3 → 0.75;
  ///   recorrido 2 + 0 + 0 + 1 + 2 = 5 → 1.25; codigo .8 + .4 + 0 − .4 + 1.2 = 2 → 0.5.
  ///   √: 0.86603, 1.11803, 0.70711 (suma 2.69117) → pesos efectivos 0.3218, 0.4154, 0.2628.
  /// - eficiencia: eleccion, cov con el resto 1.8/4; ordenados, x = 0,0,0,1,1 e y = 0,1,2,2,3:
  ///   Σ = .4·1.6 + .4·.6 − .4·.4 + .6·.4 + .6·1.4 = 1.8 → 1. recorrido: cov 1/4; ordenados
  ///   x = 0,0,1,2,2 e y = 0,0,1,2,2 → Σ = 4 → 0.25. codigo: cov .8/4; x = 0,0,1,1,1 e
  ///   y = 0,0,2,2,3 (media 1.4) → Σ = .6·1.4·2 + .4·(.6 + .6 + 1.6) = 2.8 → 0.2857.
  @Test func handComputedFigures() {
    let statistics = ItemStatistics(
      ItemStatisticsInput(
        exerciseIDs: HandClass.ids, kinds: HandClass.kinds, students: HandClass.students,
        definitions: Self.definitions))
    #expect(statistics.items.map(\.standardDeviation) == [0.5477, 0.5, 0.5477])
    #expect(statistics.items.map(\.intendedWeight) == [0.25, 0.5, 0.25])
    #expect(statistics.items.map(\.effectiveWeight) == [0.3218, 0.4154, 0.2628])
    #expect(statistics.items.map(\.discriminativeEfficiency) == [1, 0.25, 0.2857])
    #expect(statistics.items.map(\.randomGuessScore) == [0.3333, nil, nil])
    // Lo de antes no cambia.
    #expect(statistics.items.map(\.facility) == [0.4, 0.5, 0.6])
    #expect(statistics.items.map(\.discrimination) == [0.7206, 0.25, 0.2722])
  }

  /// Cuántos marcaron cada opción en su primer intento (a: 1, b: 1, c: 2; el quinto no
  /// respondió), en el orden del curso y con su texto.
  @Test func optionResponsesCountEachOptionWithItsText() {
    let statistics = ItemStatistics(
      ItemStatisticsInput(
        exerciseIDs: HandClass.ids, kinds: HandClass.kinds, students: HandClass.students,
        definitions: Self.definitions))
    #expect(
      statistics.items[0].optionResponses == [
        OptionResponse(option: "a", text: "La caja entera", isCorrect: true, count: 1),
        OptionResponse(
          option: "b", text: "Una copia (se edita aparte)", isCorrect: false, count: 1),
        OptionResponse(option: "c", text: "Nada", isCorrect: false, count: 2),
      ])
    #expect(statistics.items[1].optionResponses == nil)
    // En una de varias respuestas, «a+c» cuenta para las dos.
    let several = OptionResponse.count(
      options: [
        KindOption(id: "a", text: "A", isCorrect: true),
        KindOption(id: "c", text: "C", isCorrect: true),
      ], firstAnswers: ["a+c", "c", "a+c"])
    #expect(several.map(\.count) == [2, 3])
  }

  @Test func theFiguresGoToJSONAndCSV() throws {
    let statistics = ItemStatistics(
      ItemStatisticsInput(
        exerciseIDs: HandClass.ids, kinds: HandClass.kinds, students: HandClass.students,
        definitions: Self.definitions))
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let json = String(decoding: try encoder.encode(statistics.items[0]), as: UTF8.self)
    #expect(json.contains(#""discriminativeEfficiency":1,"effectiveWeight":0.3218"#))
    #expect(json.contains(#""intendedWeight":0.25"#))
    #expect(json.contains(#""randomGuessScore":0.3333,"standardDeviation":0.5477"#))
    #expect(
      json.contains(
        #""optionResponses":[{"correct":true,"count":1,"option":"a","text":"La caja entera"}"#))
    #expect(
      statistics.csvLines()[1]
        == "caja.eleccion,4,5,0.4,0.7206,c,0.5477,0.3333,0.25,0.3218,1,"
        + "1 × ✓ La caja entera | 1 × ✗ Una copia (se edita aparte) | 2 × ✗ Nada")
    #expect(statistics.csvLines()[2] == "caja.recorrido,4,5,0.5,0.25,no,0.5,,0.5,0.4154,0.25,")
  }

  /// Las opciones que da el modelo de un ejercicio de elección (`KindOption`) van tal cual al
  /// informe, con `isCorrect` escrito `correct`, y se leen de vuelta sin el curso.
  @Test func theOptionsOfAReportExerciseAreWrittenWithCorrect() throws {
    let exercise = ReportExercise(
      id: "caja.eleccion", lesson: "01-caja", kind: "eleccion", maxPoints: 1,
      options: [
        KindOption(id: "a", text: "La caja entera", isCorrect: true),
        KindOption(id: "b", text: "Una copia", isCorrect: false),
      ])
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let data = try encoder.encode(exercise)
    #expect(
      String(decoding: data, as: UTF8.self).contains(
        #""options":[{"correct":true,"id":"a","text":"La caja entera"},"#
          + #"{"correct":false,"id":"b","text":"Una copia"}]"#))
    #expect(try JSONDecoder().decode(ReportExercise.self, from: data).options == exercise.options)
  }

  /// Una clase de 13 alumnos y 5 ejercicios (valen 1, 2, 1, 3 y 0.5), con parciales y huecos,
  /// contra los pasos de Moodle en Python: cada cifra a 5·10⁻⁵ como mucho (la nuestra va
  /// redondeada a 4 decimales).
  @Test func agreesWithMoodlesCalculatorStepByStep() throws {
    let maxPoints = [1.0, 2, 1, 3, 0.5]
    let ids = ["p1", "p2", "p3", "p4", "p5"]
    let fractions = [0, 1.0 / 3, 0.5, 2.0 / 3, 1]
    var seed: UInt64 = 20_261_206
    func next() -> Int {
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((seed >> 33) % 1000)
    }
    var students: [[String: ItemObservation]] = []
    for student in 0..<13 {
      var row: [String: ItemObservation] = [:]
      for (index, id) in ids.enumerated() {
        // Los mejores alumnos aciertan más (para que haya discriminación), con ruido.
        let roll = (next() + student * 45 - index * 30) % 1000
        if roll < 120 { continue }  // sin responder
        let fraction = fractions[min(4, max(0, roll / 200))]
        row[id] = ItemObservation(score: fraction, maxPoints: maxPoints[index], answered: true)
      }
      students.append(row)
    }
    let ours = ItemStatistics(
      ItemStatisticsInput(
        exerciseIDs: ids, kinds: [:], students: students,
        definitions: Dictionary(
          uniqueKeysWithValues: zip(ids, maxPoints.map { ItemDefinition(maxPoints: $0) }))))
    let marks = students.map { row in ids.map { row[$0]?.points ?? 0 } }
    let moodle = try MoodleCalculator.run(maxMarks: maxPoints, marks: marks)
    #expect(moodle.count == ids.count)
    for (item, reference) in zip(ours.items, moodle) {
      let pairs: [(String, Double?, Double?)] = [
        ("facilidad", item.facility, reference["facility"] ?? nil),
        ("discriminación", item.discrimination, reference["discrimination"] ?? nil),
        ("desviación", item.standardDeviation, reference["sd"] ?? nil),
        ("peso previsto", item.intendedWeight, reference["intended"] ?? nil),
        ("peso efectivo", item.effectiveWeight, reference["effective"] ?? nil),
        ("eficiencia", item.discriminativeEfficiency, reference["efficiency"] ?? nil),
      ]
      for (name, mine, theirs) in pairs {
        switch (mine, theirs) {
        case (let a?, let b?):
          #expect(abs(a - b) <= 5e-5, "\(item.id) \(name): \(a) frente a \(b)")
        case (nil, nil): break
        default:
          Issue.record(
            "\(item.id) \(name): \(String(describing: mine)) frente a \(String(describing: theirs))"
          )
        }
      }
    }
    #expect(ours.items.contains { ($0.discrimination ?? 0) > 0.2 })
  }
}
