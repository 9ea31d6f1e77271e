/// Una opción que se elige (la de un ejercicio de elección): la da su modelo
/// (`ExerciseKindModel.answerOptions`) y la cuentan las estadísticas, que la leen también de
/// un informe sin el curso. En JSON, `isCorrect` se escribe `correct`.
///
/// ```json
/// { "id": "copia", "text": "Una copia", "correct": false }
/// ```
public struct KindOption: Sendable, Hashable, Codable {
  /// Su id estable (el que guardan las respuestas).
  public var id: String
  /// Su texto.
  public var text: String
  /// Si es correcta.
  public var isCorrect: Bool

  /// Crea una opción.
  public init(id: String, text: String, isCorrect: Bool) {
    self.id = id
    self.text = text
    self.isCorrect = isCorrect
  }

  private enum CodingKeys: String, CodingKey {
    case id, text
    case isCorrect = "correct"
  }
}
