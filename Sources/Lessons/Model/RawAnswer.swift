import Foundation
import Support

/// Una respuesta tal como la dio la persona, antes de corregirla.
///
/// Es lo que guardan el progreso y la entrega, y lo único que se corrige de nuevo
/// después: un «resuelto» guardado no cuenta.
///
/// En JSON lleva `kind` (la palabra del `tipo:` del ejercicio) y el campo de su forma:
///
/// ```json
/// { "kind": "eleccion", "options": ["b", "lento"] }
/// { "kind": "texto", "text": "valor proyectado" }
/// { "kind": "prediccion", "lines": ["ADA 10", "Grace"] }
/// { "kind": "recorrido", "path": ["no", "si"] }
/// { "kind": "mermaid", "text": "flowchart LR\n  A --> B" }
/// { "kind": "admision", "verdicts": ["admitida", "rechazada"] }
/// { "kind": "codigo", "fingerprint": "9f1c…", "bytes": 812 }
/// { "kind": "linea", "line": 4 }
/// ```
///
/// Los tipos hechos unidad (`ExerciseKindRegistry`) guardan su propia respuesta
/// (`KindAnswer`), con sus campos junto a `kind`: es la misma que se corrige (la de una
/// elección, por los ids de sus opciones, es `ChoiceAnswer`, que también lee las posiciones
/// de los archivos del formato 1).
public enum RawAnswer: Hashable, Sendable {
  /// Un archivo de código comprobado: su huella y su tamaño (el archivo está en el espacio).
  case code(fingerprint: String, bytes: Int)
  /// La respuesta a un tipo hecho unidad.
  case unit(AnyKindAnswer)

  /// El tipo de ejercicio al que responde.
  public var kind: Exercise.KindName {
    switch self {
    case .code: .code
    case .unit(let answer): Exercise.KindName(unit: answer.kind)
    }
  }

  /// Los bytes de texto que lleva, para acotar su tamaño.
  public var byteCount: Int {
    switch self {
    case .code(let fingerprint, _): fingerprint.utf8.count + 8
    case .unit(let answer): answer.base.byteCount
    }
  }

  /// Una forma corta y canónica de la respuesta, para contar respuestas iguales en las
  /// estadísticas: la huella de un código; la de un tipo hecho unidad la da su modelo
  /// (`ExerciseKindModel.canonical(of:)`: en una elección, `copia+lento`; en una predicción,
  /// sus líneas separadas por « / »; en una admisión, sus veredictos separados por comas).
  public func canonical(for exercise: Exercise) -> String {
    switch self {
    case .code(let fingerprint, _): return fingerprint
    case .unit(let answer):
      guard case .unit(let model) = exercise.kind else { return answer.base.canonical }
      return model.base.canonical(ofAny: answer.base)
    }
  }
}

extension RawAnswer: Codable {
  private enum CodingKeys: String, CodingKey {
    case kind, fingerprint, bytes
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let word = try container.decode(String.self, forKey: .kind)
    guard let kind = Exercise.KindName(rawValue: word) else {
      throw DecodingError.dataCorruptedError(
        forKey: .kind, in: container, debugDescription: "tipo desconocido")
    }
    switch kind {
    case .code:
      self = .code(
        fingerprint: try container.decode(String.self, forKey: .fingerprint),
        bytes: try container.decode(Int.self, forKey: .bytes))
    default:
      guard let unit = kind.unit else {
        throw DecodingError.dataCorruptedError(
          forKey: .kind, in: container, debugDescription: "tipo desconocido")
      }
      self = .unit(try unit.decodeAnswer(from: decoder))
    }
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(kind.rawValue, forKey: .kind)
    switch self {
    case .code(let fingerprint, let bytes):
      try container.encode(fingerprint, forKey: .fingerprint)
      try container.encode(bytes, forKey: .bytes)
    case .unit(let answer): try answer.base.encode(to: encoder)
    }
  }
}
