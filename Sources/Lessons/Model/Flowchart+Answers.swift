import Flowchart
import Support

/// Las respuestas de un recorrido se comparan con las etiquetas de las aristas tal como se
/// comparan las respuestas de texto (`TextFolding`).
extension Flowchart {
  /// La forma comparable de una etiqueta de arista o de una respuesta: plegada (sin
  /// mayúsculas, tildes ni puntuación) y con `yes` como `si`.
  ///
  /// ```swift
  /// Flowchart.labelKey("Sí") == Flowchart.labelKey("yes")  // true
  /// ```
  public static func labelKey(_ label: String?) -> String {
    let folded = TextFolding.fold(label ?? "")
    return folded == "yes" ? "si" : folded
  }

  /// La arista que sale de `node` con la etiqueta `answer` (comparadas con `labelKey`).
  public func edge(from node: String, answering answer: String) -> Edge? {
    let key = Self.labelKey(answer)
    return outgoing(from: node).first { Self.labelKey($0.label) == key }
  }
}
