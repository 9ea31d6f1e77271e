import Foundation

extension WorkspaceJSON {
  /// Un valor JSON cualquiera, para leer campo a campo un archivo que escribe una persona y
  /// decir qué campo falla (con `JSONDecoder` y un tipo fijo solo se sabría «no vale»).
  ///
  /// ```swift
  /// let value = try JSONDecoder().decode(WorkspaceJSON.Value.self, from: data)
  /// if case .object(let fields) = value { … }
  /// ```
  public enum Value: Equatable, Sendable, Decodable {
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([Value])
    case object([String: Value])
    case null

    public init(from decoder: any Decoder) throws {
      let container = try decoder.singleValueContainer()
      if container.decodeNil() {
        self = .null
      } else if let value = try? container.decode(Bool.self) {
        self = .bool(value)
      } else if let value = try? container.decode(Double.self) {
        self = .number(value)
      } else if let value = try? container.decode(String.self) {
        self = .string(value)
      } else if let value = try? container.decode([Value].self) {
        self = .array(value)
      } else {
        self = .object(try container.decode([String: Value].self))
      }
    }

    /// Cómo se cita en un mensaje: el texto tal cual, o el JSON corto.
    public var quoted: String {
      switch self {
      case .bool(let value): value ? "true" : "false"
      case .number(let value):
        value.rounded() == value && abs(value) < 1e15 ? String(Int64(value)) : String(value)
      case .string(let value): value.count > 60 ? String(value.prefix(57)) + "…" : value
      case .array: "[…]"
      case .object: "{…}"
      case .null: "null"
      }
    }
  }
}
