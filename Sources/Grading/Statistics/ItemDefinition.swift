import Lessons

/// Lo que el curso dice de un ejercicio y necesitan las estadísticas: lo que vale, lo que
/// sacaría quien responde al azar y, en uno de elección, sus opciones.
///
/// ```swift
/// let definition = ItemDefinition(
///   maxPoints: 1, randomGuessScore: 0.25,
///   options: [KindOption(id: "copia", text: "Una copia", isCorrect: false)])
/// ```
public struct ItemDefinition: Sendable, Hashable {
  /// Lo que vale el ejercicio (`nil`: el mayor `maxPoints` observado).
  public var maxPoints: Double?
  /// La fracción que sacaría quien responde al azar (`nil`: no se puede estimar).
  public var randomGuessScore: Double?
  /// Las opciones de un ejercicio de elección, en el orden del curso (`nil`: no lo es).
  public var options: [KindOption]?

  /// Crea una definición.
  public init(
    maxPoints: Double? = nil, randomGuessScore: Double? = nil, options: [KindOption]? = nil
  ) {
    self.maxPoints = maxPoints
    self.randomGuessScore = randomGuessScore
    self.options = options
  }
}

/// Cuántos alumnos marcaron una opción en su primer intento (el análisis de respuestas de
/// Moodle): con el texto de la opción y si es correcta.
public struct OptionResponse: Sendable, Hashable, Codable {
  /// El id de la opción.
  public var option: String
  /// Su texto.
  public var text: String
  /// Si es correcta.
  public var isCorrect: Bool
  /// Cuántos alumnos la marcaron (en una de varias respuestas, junto con otras o sola).
  public var count: Int

  /// Crea un recuento.
  public init(option: String, text: String, isCorrect: Bool, count: Int) {
    self.option = option
    self.text = text
    self.isCorrect = isCorrect
    self.count = count
  }

  private enum CodingKeys: String, CodingKey {
    case option, text, count
    case isCorrect = "correct"
  }

  /// Una fila por opción, en el orden del curso: cuántas primeras respuestas la incluyen.
  /// `firstAnswers` son respuestas canónicas (`a`, `b+c`); una opción que nadie marcó sale con 0.
  static func count(options: [KindOption], firstAnswers: [String]) -> [OptionResponse] {
    var counts: [String: Int] = [:]
    for answer in firstAnswers {
      for id in Set(answer.split(separator: "+").map(String.init)) { counts[id, default: 0] += 1 }
    }
    return options.map {
      OptionResponse(
        option: $0.id, text: $0.text, isCorrect: $0.isCorrect, count: counts[$0.id] ?? 0)
    }
  }
}

/// Las cifras de un ejercicio que da el informe de estadísticas de Moodle además de la facilidad
/// y la discriminación (ver `ItemStatistic`): todas de 0 a 1 (Moodle las da en %), `nil` si no
/// se pueden calcular.
public struct MoodleFigures: Sendable, Hashable {
  public var standardDeviation: Double?
  public var randomGuessScore: Double?
  public var intendedWeight: Double?
  public var effectiveWeight: Double?
  public var discriminativeEfficiency: Double?

  /// Crea las cifras.
  public init(
    standardDeviation: Double? = nil, randomGuessScore: Double? = nil,
    intendedWeight: Double? = nil, effectiveWeight: Double? = nil,
    discriminativeEfficiency: Double? = nil
  ) {
    self.standardDeviation = standardDeviation
    self.randomGuessScore = randomGuessScore
    self.intendedWeight = intendedWeight
    self.effectiveWeight = effectiveWeight
    self.discriminativeEfficiency = discriminativeEfficiency
  }
}
