import Grading

/// Órdenes que tienen su propio intérprete de argumentos en otro módulo: `leccion` solo
/// les pasa el resto de la línea.
enum DelegatedCommand: String, CaseIterable {
  case grade = "corregir"
  case export = "exportar"
  case assignment = "tarea"

  var aliases: [String] {
    switch self {
    case .grade: ["corr"]
    case .export: ["exp"]
    case .assignment: []
    }
  }

  /// La orden delegada con este nombre o alias.
  static func named(_ word: String) -> DelegatedCommand? {
    allCases.first { $0.rawValue == word || $0.aliases.contains(word) }
  }

  /// Ejecuta la orden con `arguments` (sin su nombre) y devuelve el código de salida.
  func run(
    arguments: [String], output: @escaping (String) -> Void,
    errorOutput: @escaping (String) -> Void
  ) -> Int32 {
    switch self {
    case .grade:
      GradingCommand.run(arguments: arguments, output: output, errorOutput: errorOutput)
    case .export:
      ExportCommand.run(arguments: arguments, output: output, errorOutput: errorOutput)
    case .assignment:
      AssignmentCommand.run(arguments: arguments, output: output, errorOutput: errorOutput)
    }
  }
}
