import Foundation

/// `codigo`: un ejercicio al estilo rustlings en `codigo/<carpeta>/`.
public struct CodeExercise: Sendable, Hashable {
  /// El nombre de la carpeta dentro de `codigo/`.
  public var folder: String
  /// Los tres archivos del ejercicio.
  public var files: CodeExerciseFiles
  /// Dónde está el campo `carpeta:`.
  public var location: SourceLocation

  /// Crea un ejercicio de código.
  public init(folder: String, files: CodeExerciseFiles, location: SourceLocation) {
    self.folder = folder
    self.files = files
    self.location = location
  }
}

/// Los archivos de un ejercicio de código (se leen cuando hacen falta, no al cargar).
public struct CodeExerciseFiles: Sendable, Hashable {
  /// `inicio.swift`: lo que edita la persona.
  public var starter: URL
  /// `solucion.swift`: una solución que pasa.
  public var solution: URL
  /// `pruebas.swift`: las pruebas ocultas.
  public var tests: URL
  /// En una instancia de un ejercicio con parámetros, sus valores: cada `{{nombre}}` de los
  /// tres archivos se cambia por el suyo al leerlos (`contents(_:)`).
  public var parameters: [ParameterValue] = []

  /// Los archivos de la carpeta `directory`.
  public init(directory: URL) {
    let path = directory.path
    starter = URL(fileURLWithPath: path + "/inicio.swift", isDirectory: false)
    solution = URL(fileURLWithPath: path + "/solucion.swift", isDirectory: false)
    tests = URL(fileURLWithPath: path + "/pruebas.swift", isDirectory: false)
  }
}

/// Qué pasa con una declaración `appStorage`.
public enum AdmissionVerdict: String, Sendable, Hashable, CaseIterable, Codable {
  /// Compila y es un uso correcto.
  case admitted = "admitida"
  /// No compila: el tipo no es de los que admite `appStorage`.
  case refused = "rechazada"
  /// Compila, pero va contra la regla de higiene (datos grandes en las preferencias).
  case hygiene = "higiene"
}
