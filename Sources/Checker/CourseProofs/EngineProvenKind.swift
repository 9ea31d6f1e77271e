import Lessons

/// Un tipo cuya clave prueba `validar` en el motor (`CourseProofCheck`): lo que dice el
/// ejercicio se compila o se ejecuta y tiene que dar lo que dice su clave. `CourseProofCheck`
/// pregunta por esta capacidad, no por un tipo. Hoy la tienen `prediccion` (el fragmento
/// imprime su `### salida`) y `admision` (compilan justo las declaraciones admitidas).
///
/// ```swift
/// if let proven = exercise.kind.base as? any EngineProvenKind {
///   problems += proven.engineProof(exercise: exercise.id, runner: runner)
/// }
/// ```
protocol EngineProvenKind: ExerciseKindModel {
  /// Los problemas de la clave del ejercicio `id` al probarla en el motor (bloquea).
  func engineProof(exercise id: String, runner: CodeRunner) -> [Diagnostic]
}
