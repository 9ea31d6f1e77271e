/// Una comprobación más del curso, que `CourseValidator` ejecuta tras las de formato.
///
/// Por aquí entran las comprobaciones que necesitan el motor (compilar los bloques
/// ` ```swift compila `, ejecutar las predicciones, probar las soluciones y los veredictos
/// de admisión); este módulo no las conoce.
///
/// ```swift
/// struct SnippetsCompile: CourseCheck {
///   func diagnostics(for course: Course) async -> [Diagnostic] {
///     // compilar cada bloque y devolver un Diagnostic(.reported("…")) por fallo
///   }
/// }
/// let problems = await CourseValidator.validate(directory, checks: [SnippetsCompile()])
/// ```
public protocol CourseCheck: Sendable {
  /// Los problemas que encuentra en `course` (un curso ya cargado, quizá con problemas de
  /// formato: lo que no se pudo cargar no está en el modelo).
  func diagnostics(for course: Course) async -> [Diagnostic]
}
