import Foundation

/// Por qué un JSON no se pudo leer, en castellano y nombrando el campo: lo usan el
/// progreso y el espacio de trabajo del tutor y las entregas de la corrección por lotes.
///
/// ```swift
/// DecodingProblem.describe(error)  // "falta el campo «events[3].kind»"
/// ```
public enum DecodingProblem {
  public static func describe(_ error: any Error) -> String {
    guard let error = error as? DecodingError else { return "no es JSON válido" }
    switch error {
    case .keyNotFound(let key, let context):
      return "falta el campo «\(path(context.codingPath + [key]))»"
    case .typeMismatch(_, let context), .valueNotFound(_, let context):
      return "el campo «\(path(context.codingPath))» tiene un valor de otro tipo"
    case .dataCorrupted(let context) where !context.codingPath.isEmpty:
      if let bounded = context.underlyingError as? BoundedNumber {
        return "el campo «\(path(context.codingPath))» vale \(bounded.value) y debe ir de"
          + " \(bounded.range.lowerBound) a \(bounded.range.upperBound)"
      }
      return "el campo «\(path(context.codingPath))» tiene un valor que no vale"
    case .dataCorrupted:
      return "no es JSON válido"
    @unknown default:
      return "no es JSON válido"
    }
  }

  /// `a.b[2].c`.
  private static func path(_ keys: [any CodingKey]) -> String {
    keys.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }.joined(separator: ".")
      .replacingOccurrences(of: ".[", with: "[")
  }
}
