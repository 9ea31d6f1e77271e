import Lessons

/// Las estadísticas de los ejercicios de una clase, como el informe de estadísticas de un
/// cuestionario de Moodle: por ejercicio, el índice de facilidad, el de discriminación,
/// cuántos respondieron y, en los de elección, recorrido y predicción, el reparto de las
/// primeras respuestas y las incorrectas más comunes; y un resumen de la clase.
///
/// Es un cálculo puro: la misma entrada da siempre los mismos números (redondeados a 4
/// decimales) y los mismos bytes de JSON, texto y CSV, sin depender del idioma de la máquina.
/// `--unir` debe volver a calcularlas desde las filas de los alumnos, nunca promediar partes.
///
/// ```swift
/// let statistics = ItemStatistics(input)
/// print(statistics.text())
/// ```
public struct ItemStatistics: Sendable, Hashable, Codable {
  /// Un ejercicio por id de `exerciseIDs`, en el mismo orden.
  public var items: [ItemStatistic]
  /// El resumen de la clase.
  public var summary: ClassStatistics

  /// Crea las estadísticas ya calculadas.
  public init(items: [ItemStatistic], summary: ClassStatistics) {
    self.items = items
    self.summary = summary
  }

  /// Calcula las estadísticas de `input`.
  ///
  /// - Parameter input: los ejercicios y lo que hizo cada alumno corregido.
  public init(_ input: ItemStatisticsInput) {
    let ids = input.exerciseIDs
    // points[s][i]: los puntos del alumno s en el ejercicio i (0 si no hay observación).
    let points = input.students.map { student in ids.map { student[$0]?.points ?? 0 } }
    let totals = points.map { Descriptive.sum($0) }
    let columns = ids.indices.map { index in points.map { $0[index] } }
    let observedMaxPoints = ids.map { id in
      input.students.compactMap { $0[id]?.maxPoints }.max() ?? 0
    }
    // Lo que vale cada ejercicio según el curso (si se sabe): de ahí salen los pesos previstos.
    let maxPoints = ids.indices.map {
      input.definitions[ids[$0]]?.maxPoints ?? observedMaxPoints[$0]
    }
    let testMaxPoints = Descriptive.sum(maxPoints)
    let effectiveWeights = MoodleItemFigures.effectiveWeights(columns: columns, totals: totals)
    var items: [ItemStatistic] = []
    for (index, id) in ids.enumerated() {
      let rest = points.map { row in
        Descriptive.sum(row.indices.filter { $0 != index }.map { row[$0] })
      }
      var item = ItemStatistic(
        id: id, observations: input.students.map { $0[id] }, points: columns[index], rest: rest,
        hasDistribution: ItemStatistic.distributionKinds.contains(input.kinds[id] ?? ""))
      let definition = input.definitions[id] ?? ItemDefinition()
      item.standardDeviation = MoodleItemFigures.standardDeviation(
        points: columns[index], maxPoints: maxPoints[index]
      ).map(Descriptive.round)
      item.randomGuessScore = definition.randomGuessScore.map(Descriptive.round)
      item.intendedWeight =
        testMaxPoints > 0 ? Descriptive.round(maxPoints[index] / testMaxPoints) : nil
      item.effectiveWeight = effectiveWeights[index].map(Descriptive.round)
      item.discriminativeEfficiency = MoodleItemFigures.discriminativeEfficiency(
        points: columns[index], rest: rest
      ).map(Descriptive.round)
      if let options = definition.options {
        item.optionResponses = OptionResponse.count(
          options: options,
          firstAnswers: input.students.compactMap { $0[id]?.firstAnswer })
      }
      items.append(item)
    }
    self.items = items
    self.summary = ClassStatistics(
      totals: input.totals ?? totals, itemTotals: totals,
      maxPoints: Descriptive.sum(observedMaxPoints), itemColumns: columns)
  }
}

/// Una respuesta y cuántos alumnos la dieron en su primer intento.
public struct AnswerCount: Sendable, Hashable, Codable {
  /// La respuesta canónica (`b`, `a+c`, `si>no>dato`…).
  public var answer: String
  /// Cuántos alumnos la dieron.
  public var count: Int

  /// Crea un recuento.
  public init(answer: String, count: Int) {
    self.answer = answer
    self.count = count
  }
}

/// Las estadísticas de un ejercicio.
///
/// En JSON las cifras indefinidas se escriben como `null`, no se omiten.
public struct ItemStatistic: Sendable, Hashable, Codable {
  /// Los tipos que tienen reparto de primeras respuestas (`hasAnswerDistribution`).
  public static let distributionKinds = Set(
    ExerciseKindRegistry.units.filter { $0.hasAnswerDistribution }.map { $0.word })
  /// Cuántas incorrectas más comunes se guardan.
  public static let commonWrongLimit = 3

  /// El id del ejercicio.
  public var id: String
  /// Cuántos alumnos corregidos respondieron algo.
  public var answered: Int
  /// Cuántos alumnos corregidos hay.
  public var students: Int
  /// Índice de facilidad: la media de la fracción conseguida sobre todos los alumnos
  /// corregidos (sin responder cuenta 0), de 0 a 1. `nil`: no hay alumnos.
  public var facility: Double?
  /// Índice de discriminación: la correlación de Pearson entre los puntos del ejercicio y
  /// los del resto de la prueba (el total del alumno menos este ejercicio), de −1 a 1.
  /// `nil`: menos de 3 alumnos, o todos sacaron lo mismo en el ejercicio o en el resto.
  public var discrimination: Double?
  /// Solo en elección, recorrido y predicción: cuántos dieron cada primera respuesta, de más
  /// a menos y, a igual número, por los bytes de la respuesta. `nil`: el tipo no lo tiene.
  public var firstAnswers: [AnswerCount]?
  /// Solo en elección, recorrido y predicción: las primeras respuestas incorrectas más
  /// comunes (hasta 3), en el mismo orden. `nil`: el tipo no lo tiene.
  public var commonWrong: [AnswerCount]?
  /// La desviación típica muestral de los puntos del ejercicio, como fracción de lo que vale
  /// (Moodle la da en %). `nil`: menos de 2 alumnos.
  public var standardDeviation: Double?
  /// La fracción que sacaría quien responde al azar: en una elección de una respuesta, las
  /// correctas entre las opciones; en una admisión, 1/3 (tres veredictos); en texto y
  /// predicción, 0. `nil`: no se puede estimar (elección de varias, recorrido, diagrama,
  /// código), como hace Moodle con las de varias respuestas.
  public var randomGuessScore: Double?
  /// Peso previsto: lo que vale el ejercicio entre lo que vale la prueba, de 0 a 1.
  public var intendedWeight: Double?
  /// Peso efectivo: cuánto pesa de verdad en el total (√ de su covarianza con el total, entre
  /// la suma de las de todos), de 0 a 1. `nil`: menos de 2 alumnos, o una covarianza negativa.
  public var effectiveWeight: Double?
  /// Eficiencia discriminativa: la covarianza con el resto de la prueba entre la mayor posible
  /// con esas mismas notas: 1 como mucho, negativa si el ejercicio va al revés que el resto
  /// (Moodle la da en %; por debajo de 0.15 la marca como dudosa). `nil`: menos de 2 alumnos o
  /// nadie difiere.
  public var discriminativeEfficiency: Double?
  /// Solo en elección: cuántos marcaron cada opción en su primer intento, en el orden del curso.
  public var optionResponses: [OptionResponse]?

  /// Crea la estadística de un ejercicio ya calculada.
  public init(
    id: String, answered: Int, students: Int, facility: Double?, discrimination: Double?,
    firstAnswers: [AnswerCount]?, commonWrong: [AnswerCount]?,
    moodle: MoodleFigures = MoodleFigures(), optionResponses: [OptionResponse]? = nil
  ) {
    self.id = id
    self.answered = answered
    self.students = students
    self.facility = facility
    self.discrimination = discrimination
    self.firstAnswers = firstAnswers
    self.commonWrong = commonWrong
    self.moodle = moodle
    self.optionResponses = optionResponses
  }

  /// Las cifras de Moodle que no son la facilidad ni la discriminación, juntas.
  public var moodle: MoodleFigures {
    get {
      MoodleFigures(
        standardDeviation: standardDeviation, randomGuessScore: randomGuessScore,
        intendedWeight: intendedWeight, effectiveWeight: effectiveWeight,
        discriminativeEfficiency: discriminativeEfficiency)
    }
    set {
      standardDeviation = newValue.standardDeviation
      randomGuessScore = newValue.randomGuessScore
      intendedWeight = newValue.intendedWeight
      effectiveWeight = newValue.effectiveWeight
      discriminativeEfficiency = newValue.discriminativeEfficiency
    }
  }

  init(
    id: String, observations: [ItemObservation?], points: [Double], rest: [Double],
    hasDistribution: Bool
  ) {
    self.id = id
    self.answered = observations.filter { $0?.answered == true }.count
    self.students = observations.count
    self.facility = Descriptive.mean(observations.map { $0?.score ?? 0 }).map(Descriptive.round)
    self.discrimination =
      points.count < 3 ? nil : Descriptive.correlation(points, rest).map(Descriptive.round)
    guard hasDistribution else {
      self.firstAnswers = nil
      self.commonWrong = nil
      return
    }
    let given = observations.compactMap { $0 }.filter { $0.firstAnswer != nil }
    self.firstAnswers = Self.counts(given.compactMap(\.firstAnswer))
    let wrong = given.filter { $0.firstAnswerCorrect == false }.compactMap(\.firstAnswer)
    self.commonWrong = Array(Self.counts(wrong).prefix(Self.commonWrongLimit))
  }

  /// Cuántas veces sale cada respuesta, de más a menos y, a igual número, por sus bytes.
  ///
  /// Se cuenta por bytes UTF-8, no por `String`: dos respuestas canónicamente iguales
  /// (`é` compuesta y `e` + acento) son iguales como `String`, y contarlas juntas haría que
  /// la que se guarda dependiera del orden de los alumnos.
  static func counts(_ answers: [String]) -> [AnswerCount] {
    var counts: [[UInt8]: Int] = [:]
    for answer in answers { counts[Array(answer.utf8), default: 0] += 1 }
    return counts.sorted {
      $0.value != $1.value ? $0.value > $1.value : $0.key.lexicographicallyPrecedes($1.key)
    }.map { AnswerCount(answer: String(decoding: $0.key, as: UTF8.self), count: $0.value) }
  }
}

extension ItemStatistic {
  /// Escribe `null` para las cifras indefinidas en vez de omitir la clave.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(id, forKey: .id)
    try container.encode(answered, forKey: .answered)
    try container.encode(students, forKey: .students)
    try container.encode(facility, forKey: .facility)
    try container.encode(discrimination, forKey: .discrimination)
    try container.encode(firstAnswers, forKey: .firstAnswers)
    try container.encode(commonWrong, forKey: .commonWrong)
    try container.encode(standardDeviation, forKey: .standardDeviation)
    try container.encode(randomGuessScore, forKey: .randomGuessScore)
    try container.encode(intendedWeight, forKey: .intendedWeight)
    try container.encode(effectiveWeight, forKey: .effectiveWeight)
    try container.encode(discriminativeEfficiency, forKey: .discriminativeEfficiency)
    try container.encodeIfPresent(optionResponses, forKey: .optionResponses)
  }
}
