import Foundation
import Lessons
import Support

/// Lee los campos de un objeto JSON de tarea, uno a uno, con el mensaje del campo que falla.
struct FieldReader {
  let path: String
  let object: [String: WorkspaceJSON.Value]

  func rejectUnknownFields() throws(AssignmentProblem) {
    for key in object.keys.sorted() where !AssignmentFile.fields.contains(key) {
      throw AssignmentProblem(
        path: path, field: key,
        .unknownField(suggestion: EditDistance.suggestion(for: key, among: AssignmentFile.fields)))
    }
  }

  private func invalid(_ field: String, _ value: WorkspaceJSON.Value, _ expected: String)
    -> AssignmentProblem
  {
    AssignmentProblem(path: path, field: field, .invalidValue(value.quoted, expected: expected))
  }

  func string(_ field: String, required: Bool = false) throws(AssignmentProblem) -> String? {
    switch object[field] {
    case nil, .null?:
      if required { throw AssignmentProblem(path: path, field: field, .missingField) }
      return nil
    case .string(let text)?:
      let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
      guard !trimmed.isEmpty, trimmed.count <= 200 else {
        throw invalid(field, .string(text), "escribe un texto de 1 a 200 caracteres")
      }
      return trimmed
    case let other?:
      throw invalid(field, other, "tiene que ser un texto entre comillas")
    }
  }

  func integer(_ field: String, required: Bool = false, range: ClosedRange<Int>)
    throws(AssignmentProblem) -> Int?
  {
    switch object[field] {
    case nil, .null?:
      if required { throw AssignmentProblem(path: path, field: field, .missingField) }
      return nil
    case .number(let value)? where value.rounded() == value && abs(value) < 1e9:
      let number = Int(value)
      guard range.contains(number) else {
        let upper = range.upperBound == Int.max ? "" : " y \(range.upperBound)"
        let expected =
          upper.isEmpty
          ? "escribe un entero desde \(range.lowerBound)"
          : "escribe un entero entre \(range.lowerBound)\(upper)"
        throw invalid(field, .number(value), expected)
      }
      return number
    case let other?:
      throw invalid(field, other, "tiene que ser un número entero, sin comillas")
    }
  }

  /// Un número entre 0 y 1 (`0.25`); admite también una fracción escrita (`"1/3"`).
  func fraction(_ field: String) throws(AssignmentProblem) -> Double? {
    let expected = "escribe un número entre 0 y 1 (por ejemplo 0.25 o \"1/3\")"
    switch object[field] {
    case nil, .null?: return nil
    case .number(let value)?:
      guard value.isFinite, (0...1).contains(value) else {
        throw invalid(field, .number(value), expected)
      }
      return value
    case .string(let text)?:
      let parts = text.split(separator: "/").map { $0.trimmingCharacters(in: .whitespaces) }
      guard parts.count == 2, let top = Double(parts[0]), let bottom = Double(parts[1]),
        bottom > 0, (0...1).contains(top / bottom)
      else { throw invalid(field, .string(text), expected) }
      return top / bottom
    case let other?:
      throw invalid(field, other, expected)
    }
  }

  func bool(_ field: String) throws(AssignmentProblem) -> Bool? {
    switch object[field] {
    case nil, .null?: return nil
    case .bool(let value)?: return value
    case let other?: throw invalid(field, other, "escribe true o false, sin comillas")
    }
  }

  func date(_ field: String) throws(AssignmentProblem) -> Date? {
    let expected = "escribe una fecha ISO 8601 con hora y zona, como \"2026-12-20T23:59:00Z\""
    switch object[field] {
    case nil, .null?: return nil
    case .string(let text)?:
      guard let date = Timestamp.parse(text.trimmingCharacters(in: .whitespaces)) else {
        throw invalid(field, .string(text), expected)
      }
      return date
    case let other?: throw invalid(field, other, expected)
    }
  }

  /// Un texto o un entero (la semilla se guarda como texto).
  func seed(_ field: String) throws(AssignmentProblem) -> String? {
    switch object[field] {
    case .number(let value)? where value.rounded() == value && abs(value) < 1e15:
      return String(Int64(value))
    case .number(let value)?:
      throw invalid(field, .number(value), "escribe un entero o un texto")
    default:
      return try string(field)
    }
  }

  /// `"todos"` o una lista de ids de lecciones o ejercicios (`nil`: todo el curso).
  func idList(_ field: String) throws(AssignmentProblem) -> [String]? {
    switch object[field] {
    case nil, .null?: return nil
    case .string(let text)? where ["todos", "todo", "all"].contains(TextFolding.fold(text)):
      return nil
    case .array(let items)?:
      var ids: [String] = []
      for (index, item) in items.enumerated() {
        guard case .string(let id) = item, !id.isEmpty else {
          throw invalid(
            "\(field)[\(index)]", item,
            "cada elemento es el id de una lección o un ejercicio, entre comillas")
        }
        if ids.contains(id) {
          throw AssignmentProblem(
            path: path, field: "\(field)[\(index)]",
            .conflict("«\(id)» ya está en la lista"))
        }
        ids.append(id)
      }
      guard !ids.isEmpty else {
        throw invalid(
          field, .array([]), "pon al menos un id, o quita el campo para que cuente todo")
      }
      return ids
    case let other?:
      throw invalid(
        field, other, "escribe una lista de ids ([\"01-shared\", \"withlock.carrera\"]) o \"todos\""
      )
    }
  }

  func weights(_ field: String) throws(AssignmentProblem) -> [String: Double] {
    switch object[field] {
    case nil, .null?: return [:]
    case .object(let pairs)?:
      var weights: [String: Double] = [:]
      for key in pairs.keys.sorted() {
        guard case .number(let value)? = pairs[key], value.isFinite, value >= 0, value <= 1000
        else {
          throw invalid(
            "\(field).\(key)", pairs[key] ?? .null, "escribe un peso entre 0 y 1000, sin comillas")
        }
        weights[key] = value
      }
      return weights
    case let other?:
      throw invalid(field, other, "escribe un objeto de pesos: { \"01-shared\": 2 }")
    }
  }
}
