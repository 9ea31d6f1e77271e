/// Un tipo cuya clave es lo que imprime un fragmento al ejecutarlo en el motor: `validar`
/// ejecuta el fragmento y compara con la salida escrita (`CourseProofCheck`), y la salida de
/// una instancia con parámetros, que no se escribe, la calcula el motor (`VariantOutputs` al
/// corregir, `ComputedOutput` en el tutor). Lo que necesita ese camino pregunta por esta
/// capacidad (`exercise.kind.snippetOutput`), no por un tipo. Hoy la tiene `prediccion`.
///
/// ```swift
/// if let keyed = exercise.kind.snippetOutput { print(keyed.code.code, keyed.expectedOutput) }
/// ```
public protocol SnippetOutputKind: ExerciseKindModel {
  /// La subsección de `ejercicios.md` con la salida escrita (`salida`); en una instancia
  /// cuya salida calcula el motor no puede ir.
  static var outputSubsection: String { get }
  /// El fragmento que se ejecuta.
  var code: CodeSnippet { get }
  /// La salida que dice el curso (o la ya calculada).
  var expectedOutput: String { get }
  /// El mismo ejercicio, con `output` como salida esperada.
  func with(output: String) -> Self
  /// La salida esperada a partir de lo que imprimió el fragmento en el motor.
  func output(fromPrinted printed: String) -> String
}

extension Exercise.Kind {
  /// El modelo, si su clave es la salida de un fragmento (`SnippetOutputKind`).
  public var snippetOutput: (any SnippetOutputKind)? { base as? any SnippetOutputKind }
}
