/// Los avisos para quien escribe el curso: no son errores (el curso se puede usar y
/// `leccion validar` termina con 0 si no hay nada más), pero señalan algo que regala la
/// respuesta a quien no la sabe. Cada tipo da los suyos (`ExerciseKindModel.authorWarnings`).
///
/// Hoy hay uno, de `eleccion`: en una lección donde la opción correcta es la más larga en más
/// de un tercio de sus preguntas de una sola respuesta, elegir la más larga acierta demasiado.
/// Sale en la línea de la opción correcta de cada una de esas preguntas.
///
/// ```swift
/// for warning in AuthorWarnings.check(course) { print(warning.rendered(pathPrefix: "Content/")) }
/// ```
public enum AuthorWarnings {
  /// Los avisos del curso, en el orden de `CourseValidator.sorted`.
  public static func check(_ course: Course) -> [Diagnostic] {
    CourseValidator.sorted(
      course.lessons.flatMap { lesson in
        ExerciseKindRegistry.units.flatMap { $0.authorWarnings(in: lesson) }
      })
  }
}
