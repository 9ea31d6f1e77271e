import Foundation
import Support

/// Una respuesta tal como la dio la persona: la que guardan el progreso y la entrega y la que
/// se corrige (una sola). Un «resuelto» guardado no cuenta: se corrige de nuevo esta.
///
/// En JSON lleva `kind` (la palabra del `tipo:` del ejercicio) y los campos de la respuesta
/// de su tipo (`KindAnswer`):
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
/// Cada tipo (`ExerciseKindRegistry`) guarda su propia respuesta (la de una elección, por los
/// ids de sus opciones, es `ChoiceAnswer`, que también lee las posiciones de los archivos del
/// formato 1; la de un código, `CodeAnswer`, la huella del archivo comprobado).
public struct RawAnswer: Sendable, Hashable {
  /// La respuesta, del tipo `kind`.
  public let base: any KindAnswer
  /// El tipo de ejercicio al que responde.
  public let kind: Exercise.KindName

  /// Envuelve `base`, respuesta a un ejercicio de tipo `kind` (su palabra de `tipo:`).
  public init(_ base: some KindAnswer, kind: String) {
    self.base = base
    self.kind = Exercise.KindName(unit: kind)
  }

  /// Los bytes de texto que lleva, para acotar su tamaño.
  public var byteCount: Int { base.byteCount }

  /// Una forma corta y canónica de la respuesta, para contar respuestas iguales en las
  /// estadísticas: la da el modelo del ejercicio (`ExerciseKindModel.canonical(of:)`: en una
  /// elección, `copia+lento`; en una predicción, sus líneas separadas por « / »; en una
  /// admisión, sus veredictos separados por comas; en un código, su huella).
  public func canonical(for exercise: Exercise) -> String {
    exercise.kind.base.canonical(ofAny: base)
  }

  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.kind == rhs.kind && Self.equal(lhs.base, rhs.base)
  }

  private static func equal<A: KindAnswer>(_ lhs: A, _ rhs: any KindAnswer) -> Bool {
    (rhs as? A) == lhs
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(kind.rawValue)
    base.hash(into: &hasher)
  }
}

extension RawAnswer: Codable {
  private enum CodingKeys: String, CodingKey {
    case kind
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let word = try container.decode(String.self, forKey: .kind)
    guard let unit = Exercise.KindName(rawValue: word)?.unit else {
      throw DecodingError.dataCorruptedError(
        forKey: .kind, in: container, debugDescription: "tipo desconocido")
    }
    self = try unit.decodeAnswer(from: decoder)
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(kind.rawValue, forKey: .kind)
    try base.encode(to: encoder)
  }
}
