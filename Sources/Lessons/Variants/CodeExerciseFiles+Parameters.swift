import Foundation

/// Los archivos de un ejercicio de código leídos para una instancia: cada `{{nombre}}` del
/// inicio, la solución y las pruebas lleva el valor de la instancia (`parameters`).
///
/// ```swift
/// if let code = exercise.kind.compiled, let tests = code.files.text(.tests) {
///   print(tests)  // las pruebas de la instancia del alumno
/// }
/// ```
extension CodeExerciseFiles {
  /// Uno de los tres archivos.
  public enum Role: Sendable, Hashable, CaseIterable {
    case starter, solution, tests

    /// Su nombre en la carpeta del ejercicio.
    public var fileName: String {
      switch self {
      case .starter: "inicio.swift"
      case .solution: "solucion.swift"
      case .tests: "pruebas.swift"
      }
    }
  }

  /// Dónde está el archivo `role` (con sus `{{nombre}}` sin sustituir).
  public func url(_ role: Role) -> URL {
    switch role {
    case .starter: starter
    case .solution: solution
    case .tests: tests
    }
  }

  /// Los bytes del archivo `role` en esta instancia (`nil` si no se puede leer). Sin
  /// parámetros, los del archivo tal cual.
  public func contents(_ role: Role) -> Data? {
    guard let data = FileManager.default.contents(atPath: url(role).path) else { return nil }
    guard !parameters.isEmpty else { return data }
    return Data(substituting(String(decoding: data, as: UTF8.self)).utf8)
  }

  /// El texto del archivo `role` en esta instancia (`nil` si no se puede leer como UTF-8).
  public func text(_ role: Role) -> String? {
    guard let data = FileManager.default.contents(atPath: url(role).path),
      let text = String(data: data, encoding: .utf8)
    else { return nil }
    return substituting(text)
  }

  /// `text` (un archivo del ejercicio, o unas pruebas ocultas del profesor) con los valores
  /// de esta instancia.
  public func substituting(_ text: String) -> String {
    Placeholders.substitute(text, with: parameters)
  }
}

extension Exercise {
  /// Los valores con que se leen los archivos de un ejercicio de código (ninguno en los
  /// demás tipos y en los de código sin parámetros).
  public var codeParameters: [ParameterValue] {
    kind.compiled?.files.parameters ?? []
  }
}
