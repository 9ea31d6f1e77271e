/// Lo que dice de una respuesta el corrector de un tipo hecho unidad: su texto ya en
/// castellano (lo redacta el tipo, en su carpeta) y qué clase de hallazgo es, para que el
/// tutor sepa cuándo enseñarlo (`ImmediateReview`).
public struct KindFinding: Sendable, Hashable, Codable {
  /// Cuándo se enseña.
  public enum Category: String, Sendable, Hashable, Codable {
    /// Siempre: dice si la respuesta se entiende (una línea que no existe).
    case always
    /// Con el comentario (`feedback` de la revisión): por qué la respuesta no es.
    case feedback
  }

  /// El texto para la persona.
  public var message: String
  /// Cuándo se enseña.
  public var category: Category

  /// Crea un hallazgo.
  public init(_ message: String, category: Category) {
    self.message = message
    self.category = category
  }
}
