/// Un curso cargado desde `Content/`: lecciones en orden.
public struct Course: Sendable, Equatable {
  /// Identificador estable del curso (lo registran el progreso y las entregas).
  public var id: String
  public init(id: String) { self.id = id }
}
