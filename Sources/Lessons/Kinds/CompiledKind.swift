/// Un tipo que no se responde en el tutor sino en un archivo del espacio
/// (`codigo/<id>.swift`, copia de su archivo de inicio), y que se corrige compilando ese
/// archivo con pruebas ocultas con `CodeChecking` (de Checker): en el tutor, de uno en uno y al
/// momento; en la corrección, por lotes (muchos a la vez). Lo que necesita un camino
/// propio (copiar los archivos de inicio, `editar`, `vigilar`, las pruebas de `corregir`, la
/// similitud del código) pregunta por esta capacidad (`exercise.kind.compiled`), no por un
/// tipo. Hoy la tiene `codigo`.
///
/// ```swift
/// if let compiled = exercise.kind.compiled { print(compiled.files.starter.path) }
/// ```
public protocol CompiledKind: ExerciseKindModel {
  /// El archivo de inicio, la solución y las pruebas ocultas.
  var files: CodeExerciseFiles { get }
  /// El mismo ejercicio con sus archivos leídos con los valores `parameters` (una instancia
  /// de un ejercicio con parámetros: `CodeExerciseFiles.parameters`).
  func with(parameters: [ParameterValue]) -> Self
}
