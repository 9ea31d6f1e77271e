/// Los avisos para quien escribe el curso: no son errores (el curso se puede usar y
/// `leccion validar` termina con 0 si no hay nada más), pero señalan algo que regala la
/// respuesta a quien no la sabe.
///
/// Hoy hay uno: en una lección donde la opción correcta es la más larga en más de un
/// tercio de sus preguntas de una sola respuesta, elegir la más larga acierta demasiado.
/// Sale en la línea de la opción correcta de cada una de esas preguntas.
///
/// ```swift
/// for warning in AuthorWarnings.check(course) { print(warning.rendered(pathPrefix: "Content/")) }
/// ```
public enum AuthorWarnings {
  /// Los avisos del curso, en el orden de `CourseValidator.sorted`.
  public static func check(_ course: Course) -> [Diagnostic] {
    CourseValidator.sorted(course.lessons.flatMap(longestCorrectOptions))
  }

  /// El aviso de la opción correcta más larga en `lesson`, si pasa de un tercio.
  static func longestCorrectOptions(in lesson: Lesson) -> [Diagnostic] {
    var questions = 0
    var longest: [SourceLocation] = []
    for exercise in lesson.exercises {
      guard let choice = exercise.kind.model(ChoiceExercise.self), !choice.allowsSeveral,
        let correct = choice.options.first(where: \.isCorrect)
      else { continue }
      questions += 1
      let length = shownLength(correct.text)
      let others = choice.options.filter { !$0.isCorrect }.map { shownLength($0.text) }
      if others.allSatisfy({ $0 < length }) { longest.append(correct.location) }
    }
    guard longest.count * 3 > questions else { return [] }
    return longest.map {
      Diagnostic($0, .correctOptionOftenLongest(longest: longest.count, questions: questions))
    }
  }

  /// Cuántos caracteres ve quien lee la opción: sin las comillas invertidas del código ni,
  /// fuera del código, las marcas de énfasis (`*`, `_`), y con cada tramo de espacios o
  /// saltos de línea como un solo espacio.
  static func shownLength(_ text: String) -> Int {
    var count = 0
    var inCode = false
    var pendingSpace = false
    for character in text {
      if character == "`" {
        inCode.toggle()
        continue
      }
      if !inCode, character == "*" || character == "_" { continue }
      if character.isWhitespace {
        pendingSpace = count > 0
        continue
      }
      count += pendingSpace ? 2 : 1
      pendingSpace = false
    }
    return count
  }
}
