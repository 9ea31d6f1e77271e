import Foundation
import Support

extension ExerciseBuilder {
  mutating func requiredDiagram(_ raw: RawExercise) -> RawExercise.Field? {
    guard let field = requiredField("diagrama", raw) else { return nil }
    guard Identifiers.isName(field.value) else {
      log.report(.malformedDiagramID(field.value), line: field.line)
      return nil
    }
    return field
  }
}

extension String {
  /// `izquierda → derecha` (también con `->`), sin espacios a los lados.
  func splitOnArrow() -> (left: String, right: String)? {
    for arrow in ["→", "->"] {
      if let range = firstRange(ofBytes: arrow) {
        return (
          String(self[..<range.lowerBound]).trimmingSpaces(),
          String(self[range.upperBound...]).trimmingSpaces()
        )
      }
    }
    return nil
  }
}
