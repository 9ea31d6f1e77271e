import Foundation
import Lessons

/// Una respuesta tal como la dio la persona, antes de corregirla.
///
/// Es lo que se guarda en el progreso y lo único que se corrige de nuevo después: un
/// «resuelto» guardado no cuenta.
///
/// En JSON lleva `kind` (la palabra del `tipo:` del ejercicio) y el campo de su forma:
///
/// ```json
/// { "kind": "eleccion", "selected": [0, 2] }
/// { "kind": "texto", "text": "valor proyectado" }
/// { "kind": "prediccion", "lines": ["ADA 10", "Grace"] }
/// { "kind": "recorrido", "path": ["no", "si"] }
/// { "kind": "mermaid", "text": "flowchart LR\n  A --> B" }
/// { "kind": "admision", "verdicts": ["admitida", "rechazada"] }
/// { "kind": "codigo", "fingerprint": "9f1c…", "bytes": 812 }
/// ```
public enum RawAnswer: Equatable, Sendable {
  /// Las opciones marcadas (desde 0, en el orden del ejercicio).
  case choice(selected: [Int])
  /// El texto escrito.
  case freeText(String)
  /// Las líneas de la salida que predijo.
  case prediction(lines: [String])
  /// Las salidas elegidas en cada pregunta del diagrama, en orden.
  case flowchartWalk(path: [String])
  /// El diagrama escrito en Mermaid.
  case flowchartRebuild(mermaid: String)
  /// El veredicto de cada declaración, en orden (`admitida`, `rechazada`, `higiene`).
  case admission(verdicts: [String])
  /// Un archivo de código comprobado: su huella y su tamaño (el archivo está en el espacio).
  case code(fingerprint: String, bytes: Int)

  /// El tipo de ejercicio al que responde.
  public var kind: Exercise.KindName {
    switch self {
    case .choice: .choice
    case .freeText: .freeText
    case .prediction: .prediction
    case .flowchartWalk: .flowchartWalk
    case .flowchartRebuild: .flowchartRebuild
    case .admission: .admission
    case .code: .code
    }
  }
}

extension RawAnswer: Codable {
  private enum CodingKeys: String, CodingKey {
    case kind, selected, text, lines, path, verdicts, fingerprint, bytes
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let word = try container.decode(String.self, forKey: .kind)
    guard let kind = Exercise.KindName(rawValue: word) else {
      throw DecodingError.dataCorruptedError(
        forKey: .kind, in: container, debugDescription: "tipo desconocido")
    }
    switch kind {
    case .choice: self = .choice(selected: try container.decode([Int].self, forKey: .selected))
    case .freeText: self = .freeText(try container.decode(String.self, forKey: .text))
    case .prediction: self = .prediction(lines: try container.decode([String].self, forKey: .lines))
    case .flowchartWalk:
      self = .flowchartWalk(path: try container.decode([String].self, forKey: .path))
    case .flowchartRebuild:
      self = .flowchartRebuild(mermaid: try container.decode(String.self, forKey: .text))
    case .admission:
      self = .admission(verdicts: try container.decode([String].self, forKey: .verdicts))
    case .code:
      self = .code(
        fingerprint: try container.decode(String.self, forKey: .fingerprint),
        bytes: try container.decode(Int.self, forKey: .bytes))
    }
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(kind.rawValue, forKey: .kind)
    switch self {
    case .choice(let selected): try container.encode(selected, forKey: .selected)
    case .freeText(let text): try container.encode(text, forKey: .text)
    case .prediction(let lines): try container.encode(lines, forKey: .lines)
    case .flowchartWalk(let path): try container.encode(path, forKey: .path)
    case .flowchartRebuild(let text): try container.encode(text, forKey: .text)
    case .admission(let verdicts): try container.encode(verdicts, forKey: .verdicts)
    case .code(let fingerprint, let bytes):
      try container.encode(fingerprint, forKey: .fingerprint)
      try container.encode(bytes, forKey: .bytes)
    }
  }
}

/// Huella de un archivo (FNV-1a de 64 bits), para saber si cambió desde la última vez.
enum Fingerprint {
  static func of(_ data: Data) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in data {
      hash ^= UInt64(byte)
      hash &*= 0x100_0000_01b3
    }
    let hex = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - hex.count) + hex
  }
}
