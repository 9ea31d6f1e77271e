import Lessons

/// Un ejercicio del curso, lo que vale y cómo le fue a la clase (las estadísticas de
/// ejercicio del informe de Moodle): `facility` es la puntuación media (de 0 a 1),
/// `discrimination` la correlación de sus puntos con los del resto de la prueba; `null`
/// cuando no se puede calcular (menos de 3 entregas, o un ejercicio que todos aciertan). Las
/// demás cifras de Moodle (desviación típica, azar, pesos, eficiencia discriminativa) y el
/// análisis de las opciones: ver `ItemStatistic`.
public struct ReportExercise: Codable, Sendable, Hashable {
  public var id: String
  /// Su lección (el nombre de la carpeta).
  public var lesson: String
  /// Su palabra `tipo:`.
  public var kind: String
  public var maxPoints: Double
  /// En uno de elección, sus opciones (id, texto, si es correcta), en el orden del curso.
  public var options: [KindOption]?
  /// La fracción que sacaría quien responde al azar (`ItemStatistic.randomGuessScore`).
  public var randomGuessScore: Double?
  /// Cuántas entregas corregidas lo respondieron.
  public var answered: Int?
  public var facility: Double?
  public var discrimination: Double?
  /// La desviación típica de sus puntos, como fracción de lo que vale.
  public var standardDeviation: Double?
  /// Lo que vale entre lo que vale la prueba.
  public var intendedWeight: Double?
  /// Lo que pesa de verdad en el total.
  public var effectiveWeight: Double?
  /// La eficiencia discriminativa.
  public var discriminativeEfficiency: Double?
  /// Las primeras respuestas (elección, recorrido, predicción), de más a menos repetida.
  public var firstAnswers: [AnswerCount]?
  /// Las primeras respuestas incorrectas más repetidas (hasta 3).
  public var commonWrong: [AnswerCount]?
  /// En uno de elección, cuántos marcaron cada opción en su primer intento.
  public var optionResponses: [OptionResponse]?

  public init(
    id: String, lesson: String, kind: String, maxPoints: Double, options: [KindOption]? = nil,
    randomGuessScore: Double? = nil
  ) {
    self.id = id
    self.lesson = lesson
    self.kind = kind
    self.maxPoints = maxPoints
    self.options = options
    self.randomGuessScore = randomGuessScore
  }

  /// Lo que identifica al ejercicio en la corrección, sin las estadísticas.
  var definition: ReportExercise {
    ReportExercise(
      id: id, lesson: lesson, kind: kind, maxPoints: maxPoints, options: options,
      randomGuessScore: randomGuessScore)
  }

  /// Lo que necesitan las estadísticas del curso.
  var itemDefinition: ItemDefinition {
    ItemDefinition(maxPoints: maxPoints, randomGuessScore: randomGuessScore, options: options)
  }

  /// Las cifras de Moodle del ejercicio.
  var moodle: MoodleFigures {
    MoodleFigures(
      standardDeviation: standardDeviation, randomGuessScore: randomGuessScore,
      intendedWeight: intendedWeight, effectiveWeight: effectiveWeight,
      discriminativeEfficiency: discriminativeEfficiency)
  }

  func withStatistic(_ statistic: ItemStatistic) -> ReportExercise {
    var copy = definition
    copy.answered = statistic.answered
    copy.facility = statistic.facility
    copy.discrimination = statistic.discrimination
    copy.standardDeviation = statistic.standardDeviation
    copy.intendedWeight = statistic.intendedWeight
    copy.effectiveWeight = statistic.effectiveWeight
    copy.discriminativeEfficiency = statistic.discriminativeEfficiency
    copy.firstAnswers = statistic.firstAnswers
    copy.commonWrong = statistic.commonWrong
    copy.optionResponses = statistic.optionResponses
    return copy
  }

  private enum CodingKeys: String, CodingKey {
    case id, lesson, kind, maxPoints, options, randomGuessScore, answered, facility
    case discrimination, standardDeviation, intendedWeight, effectiveWeight
    case discriminativeEfficiency, firstAnswers, commonWrong, optionResponses
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(id, forKey: .id)
    try container.encode(lesson, forKey: .lesson)
    try container.encode(kind, forKey: .kind)
    try container.encode(maxPoints, forKey: .maxPoints)
    try container.encodeIfPresent(options, forKey: .options)
    try container.encode(answered ?? 0, forKey: .answered)
    // Las cifras que no se pueden calcular se escriben como `null`, no se omiten.
    try container.encode(facility, forKey: .facility)
    try container.encode(discrimination, forKey: .discrimination)
    try container.encode(standardDeviation, forKey: .standardDeviation)
    try container.encode(randomGuessScore, forKey: .randomGuessScore)
    try container.encode(intendedWeight, forKey: .intendedWeight)
    try container.encode(effectiveWeight, forKey: .effectiveWeight)
    try container.encode(discriminativeEfficiency, forKey: .discriminativeEfficiency)
    try container.encodeIfPresent(firstAnswers, forKey: .firstAnswers)
    try container.encodeIfPresent(commonWrong, forKey: .commonWrong)
    try container.encodeIfPresent(optionResponses, forKey: .optionResponses)
  }
}
