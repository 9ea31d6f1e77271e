import Support

/// Un ejercicio corregido: el único resultado del reglamento (`Rulebook.grade`), que leen
/// cada formato del informe, las estadísticas y la devolución (`Handback.exercises`). En una
/// devolución lleva solo lo que ve el alumno (`handedBack`) y lo que la tarea le abre
/// (`rightAnswer`, `explanation`, de `HandbackReveal`).
///
/// ```swift
/// let result = Rulebook.grade(events, of: exercise, worth: 2, policy: policy) { assess($0) }
/// result.status   // .partial
/// result.points   // 1.3333… (se escribe 1.33)
/// ```
public struct ExerciseResult: Codable, Sendable, Hashable {
  /// El estado: el tipo cerrado del reglamento (`ExerciseStatus`), con palabras de máquina en
  /// inglés en JSON y en castellano en el texto y el HTML.
  public typealias Status = ExerciseStatus

  /// De quién es un `error`.
  public enum ErrorSource: String, Codable, Sendable, Hashable {
    /// Del alumno: su código no compila, se cae, se cuelga o agota la memoria.
    case student
    /// De la corrección: no había corrector de código, o falló el entorno.
    case grader
  }

  public var id: String
  public var status: Status
  /// Los puntos conseguidos, exactos (`maxPoints × score`); se escriben redondeados
  /// (`writtenPoints`).
  public var points: Double
  public var maxPoints: Double
  /// Por qué (en castellano): qué falla, o una confirmación corta.
  public var message: String
  /// En `error`, de quién es.
  public var errorSource: ErrorSource?
  /// Los intentos que contaron (respuestas, o comprobaciones de código).
  public var tries: Int?
  /// Las respuestas dadas después de la fecha límite, que no contaron.
  public var late: Int?
  /// Las pistas vistas antes de la respuesta que puntuó.
  public var hints: Int?
  /// Si vio la solución antes de la respuesta que puntuó.
  public var solutionSeen: Bool?
  /// La primera respuesta, en forma canónica (`RawAnswer.canonical`): para las
  /// estadísticas de la clase y para `--unir`.
  public var firstAnswer: String?
  /// Si esa primera respuesta era correcta.
  public var firstAnswerCorrect: Bool?
  /// La fracción conseguida (de 0 a 1), exacta; se escribe con 4 decimales.
  public var score: Double?
  /// En un ejercicio con variantes, la instancia de este alumno (su versión y los valores de
  /// sus parámetros: `otra; a=3, nombre=Ada`).
  public var instance: String?
  /// En un ejercicio con varias versiones, la de este alumno (para las estadísticas por
  /// versión).
  public var version: String?
  /// En una devolución, la respuesta correcta en CommonMark, si la tarea la abre
  /// (`ReviewOptions`); con las letras que vio el alumno.
  public var rightAnswer: String?
  /// En una devolución, la explicación general en CommonMark, si la tarea la abre.
  public var explanation: String?

  public init(
    id: String, status: Status, points: Double, maxPoints: Double, message: String,
    errorSource: ErrorSource? = nil, tries: Int? = nil, late: Int? = nil, hints: Int? = nil,
    solutionSeen: Bool? = nil, firstAnswer: String? = nil, firstAnswerCorrect: Bool? = nil,
    score: Double? = nil, rightAnswer: String? = nil, explanation: String? = nil
  ) {
    self.id = id
    self.status = status
    self.points = points
    self.maxPoints = maxPoints
    self.message = message
    self.errorSource = errorSource
    self.tries = tries
    self.late = late
    self.hints = hints
    self.solutionSeen = solutionSeen
    self.firstAnswer = firstAnswer
    self.firstAnswerCorrect = firstAnswerCorrect
    self.score = score
    self.rightAnswer = rightAnswer
    self.explanation = explanation
  }
}

extension ExerciseResult {
  /// Los puntos tal como se escriben en todos los formatos: redondeados una sola vez.
  public var writtenPoints: Double { Points.round(points) }

  private enum CodingKeys: String, CodingKey {
    case id, status, points, maxPoints, message, errorSource, tries, late, hints, solutionSeen
    case firstAnswer, firstAnswerCorrect, score, instance, version, rightAnswer, explanation
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(id, forKey: .id)
    try container.encode(status, forKey: .status)
    try container.encode(writtenPoints, forKey: .points)
    try container.encode(maxPoints, forKey: .maxPoints)
    try container.encode(message, forKey: .message)
    try container.encodeIfPresent(errorSource, forKey: .errorSource)
    try container.encodeIfPresent(tries, forKey: .tries)
    try container.encodeIfPresent(late, forKey: .late)
    try container.encodeIfPresent(hints, forKey: .hints)
    try container.encodeIfPresent(solutionSeen, forKey: .solutionSeen)
    try container.encodeIfPresent(firstAnswer, forKey: .firstAnswer)
    try container.encodeIfPresent(firstAnswerCorrect, forKey: .firstAnswerCorrect)
    try container.encodeIfPresent(score.map(Points.round4), forKey: .score)
    try container.encodeIfPresent(instance, forKey: .instance)
    try container.encodeIfPresent(version, forKey: .version)
    try container.encodeIfPresent(rightAnswer, forKey: .rightAnswer)
    try container.encodeIfPresent(explanation, forKey: .explanation)
  }

  /// Lo que dice de este ejercicio una devolución: el estado, los puntos, el mensaje y la
  /// instancia del alumno; sin las cifras del profesor (intentos, pistas, primera respuesta,
  /// fracción, versión) ni de quién es un error.
  public var handedBack: ExerciseResult {
    var entry = ExerciseResult(
      id: id, status: status, points: points, maxPoints: maxPoints, message: message,
      rightAnswer: rightAnswer, explanation: explanation)
    entry.instance = instance
    return entry
  }
}
