import Foundation

/// A raw answer to a non-code exercise, exactly as the learner gave it in the tutor.
///
/// Its JSON is the one the tutor's progress file uses: a `kind` (the exercise's `tipo:`
/// word) and the field of its shape.
///
/// ```json
/// { "kind": "eleccion", "selected": [0, 2] }
/// { "kind": "texto", "text": "valor proyectado" }
/// { "kind": "prediccion", "lines": ["ADA 10", "Grace"] }
/// { "kind": "recorrido", "path": ["no", "si"] }
/// { "kind": "mermaid", "text": "flowchart LR\n  A --> B" }
/// { "kind": "admision", "verdicts": ["admitida", "rechazada"] }
/// ```
public enum SubmittedAnswer: Sendable, Equatable {
  /// The options marked (from 0, in the exercise's order).
  case choice(selected: [Int])
  /// The text written.
  case freeText(String)
  /// The predicted output, line by line.
  case prediction(lines: [String])
  /// The branch chosen at each question of the flowchart, in order.
  case flowchartWalk(path: [String])
  /// The flowchart written in Mermaid.
  case flowchartRebuild(mermaid: String)
  /// The verdict for each declaration, in order (`admitida`, `rechazada`, `higiene`).
  case admission(verdicts: [String])

  /// The `tipo:` word of the exercise kind it answers.
  public var kindWord: String {
    switch self {
    case .choice: "eleccion"
    case .freeText: "texto"
    case .prediction: "prediccion"
    case .flowchartWalk: "recorrido"
    case .flowchartRebuild: "mermaid"
    case .admission: "admision"
    }
  }

  /// Every string in the answer, to bound its size.
  var byteCount: Int {
    switch self {
    case .choice(let selected): selected.count * 8
    case .freeText(let text), .flowchartRebuild(let text): text.utf8.count
    case .prediction(let lines), .flowchartWalk(let lines), .admission(let lines):
      lines.reduce(0) { $0 + $1.utf8.count + 1 }
    }
  }
}

extension SubmittedAnswer: Codable {
  private enum CodingKeys: String, CodingKey {
    case kind, selected, text, lines, path, verdicts
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let word = try container.decode(String.self, forKey: .kind)
    switch word {
    case "eleccion": self = .choice(selected: try container.decode([Int].self, forKey: .selected))
    case "texto": self = .freeText(try container.decode(String.self, forKey: .text))
    case "prediccion":
      self = .prediction(lines: try container.decode([String].self, forKey: .lines))
    case "recorrido":
      self = .flowchartWalk(path: try container.decode([String].self, forKey: .path))
    case "mermaid":
      self = .flowchartRebuild(mermaid: try container.decode(String.self, forKey: .text))
    case "admision":
      self = .admission(verdicts: try container.decode([String].self, forKey: .verdicts))
    default:
      throw DecodingError.dataCorruptedError(
        forKey: .kind, in: container, debugDescription: "unknown kind")
    }
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(kindWord, forKey: .kind)
    switch self {
    case .choice(let selected): try container.encode(selected, forKey: .selected)
    case .freeText(let text): try container.encode(text, forKey: .text)
    case .prediction(let lines): try container.encode(lines, forKey: .lines)
    case .flowchartWalk(let path): try container.encode(path, forKey: .path)
    case .flowchartRebuild(let text): try container.encode(text, forKey: .text)
    case .admission(let verdicts): try container.encode(verdicts, forKey: .verdicts)
    }
  }
}
