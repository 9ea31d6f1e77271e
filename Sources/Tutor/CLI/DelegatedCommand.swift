/// Las órdenes que tienen su propio intérprete de argumentos en otro módulo (la
/// corrección en lote): el tutor conoce sus nombres, para la ayuda y las sugerencias, y
/// `leccion` (el ejecutable) le dice quién las ejecuta (`TutorServices.delegates`); el
/// tutor no depende del módulo que las implementa.
public enum DelegatedCommand: String, CaseIterable, Sendable {
  case grade = "corregir"
  case export = "exportar"
  case assignment = "tarea"

  /// Quien ejecuta una orden delegada: recibe el resto de la línea (sin el nombre de la
  /// orden), escribe por `output` y `errorOutput` (su ayuda, a `columns` columnas, el ancho
  /// de la terminal) y devuelve el código de salida.
  public typealias Runner =
    @Sendable (
      _ arguments: [String], _ output: @escaping @Sendable (String) -> Void,
      _ errorOutput: @escaping @Sendable (String) -> Void, _ columns: Int
    ) async -> Int32

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
}
