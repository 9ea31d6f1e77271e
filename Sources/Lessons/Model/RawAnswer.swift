import Foundation
import Support

/// Una respuesta tal como la dio la persona, antes de corregirla.
///
/// Es lo que guardan el progreso y la entrega, y lo único que se corrige de nuevo
/// después: un «resuelto» guardado no cuenta. Las opciones de una elección se guardan por
/// su id (`ChoiceExercise.Option.id`), no por la letra que vio la persona, que depende del
/// orden barajado: corrección, informes y estadísticas hablan así de la misma opción.
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
/// (`KindAnswer`), con sus campos junto a `kind`: es la misma que se corrige.
///
/// Los archivos de antes (formato 1) guardaban las posiciones de las opciones
/// (`"selected": [0, 2]`); se leen como `choicePositions` y se corrigen igual.
public enum RawAnswer: Hashable, Sendable {
  /// Los ids de las opciones marcadas, en el orden en que las marcó.
  case choice(options: [String])
  /// Las posiciones marcadas (desde 0, en el orden del archivo del curso): solo se lee de
  /// archivos del formato 1, nunca se escribe.
  case choicePositions([Int])
  /// Las líneas de la salida que predijo.
  case prediction(lines: [String])
  /// Un archivo de código comprobado: su huella y su tamaño (el archivo está en el espacio).
  case code(fingerprint: String, bytes: Int)
  /// La respuesta a un tipo hecho unidad.
  case unit(AnyKindAnswer)

  /// El tipo de ejercicio al que responde.
  public var kind: Exercise.KindName {
    switch self {
    case .choice, .choicePositions: .choice
    case .prediction: .prediction
    case .code: .code
    case .unit(let answer): Exercise.KindName(unit: answer.kind)
    }
  }

  /// Los bytes de texto que lleva, para acotar su tamaño.
  public var byteCount: Int {
    switch self {
    case .choice(let ids): ids.reduce(0) { $0 + $1.utf8.count + 1 }
    case .choicePositions(let positions): positions.count * 8
    case .prediction(let lines):
      lines.reduce(0) { $0 + $1.utf8.count + 1 }
    case .code(let fingerprint, _): fingerprint.utf8.count + 8
    case .unit(let answer): answer.base.byteCount
    }
  }

  /// Una forma corta y canónica de la respuesta, para contar respuestas iguales en las
  /// estadísticas: `copia+lento` (ids ordenados; la letra que guardaba lo anterior a los
  /// `{#id}` cuenta como el id de su opción), `si>no>dato`, la primera línea de una
  /// predicción, el texto plegado.
  public func canonical(for exercise: Exercise) -> String {
    switch self {
    case .choice(let ids):
      guard case .choice(let choice) = exercise.kind else {
        return ids.sorted().joined(separator: "+")
      }
      return ids.map { choice.currentID(ofStored: $0) ?? $0 }.sorted().joined(separator: "+")
    case .choicePositions(let positions):
      guard case .choice(let choice) = exercise.kind else { return "" }
      return positions.compactMap { choice.position(ofStoredPosition: $0) }
        .compactMap { choice.option(atPosition: $0)?.id }.sorted()
        .joined(separator: "+")
    case .prediction(let lines):
      return lines.map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " / ")
    case .code(let fingerprint, _): return fingerprint
    case .unit(let answer): return answer.base.canonical
    }
  }
}

extension RawAnswer: Codable {
  private enum CodingKeys: String, CodingKey {
    case kind, options, selected, lines, fingerprint, bytes
  }

  /// Lo que puede valer una posición guardada (`selected`): de 0 a 999.
  public static let storedPositions = 0...999

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let word = try container.decode(String.self, forKey: .kind)
    guard let kind = Exercise.KindName(rawValue: word) else {
      throw DecodingError.dataCorruptedError(
        forKey: .kind, in: container, debugDescription: "tipo desconocido")
    }
    switch kind {
    case .choice:
      if container.contains(.options) {
        self = .choice(options: try container.decode([String].self, forKey: .options))
      } else {
        // Posiciones de una entrega o un progreso antiguos: se acotan antes de usarlas (una
        // de `Int.max` desbordaba al escribir su letra).
        self = .choicePositions(
          try BoundedNumber.decodeEach(container, forKey: .selected, in: Self.storedPositions))
      }
    case .prediction: self = .prediction(lines: try container.decode([String].self, forKey: .lines))
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
    case .choice(let ids): try container.encode(ids, forKey: .options)
    case .choicePositions(let positions): try container.encode(positions, forKey: .selected)
    case .prediction(let lines): try container.encode(lines, forKey: .lines)
    case .code(let fingerprint, let bytes):
      try container.encode(fingerprint, forKey: .fingerprint)
      try container.encode(bytes, forKey: .bytes)
    case .unit(let answer): try answer.base.encode(to: encoder)
    }
  }
}
