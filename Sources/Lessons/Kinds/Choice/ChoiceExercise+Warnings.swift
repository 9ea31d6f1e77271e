/// El aviso de `eleccion` para quien escribe el curso (`AuthorWarnings`): la opción correcta
/// es la más larga en más de un tercio de las preguntas de una sola respuesta de una lección.
extension ChoiceExercise {
  /// El aviso de la opción correcta más larga en `lesson`, si pasa de un tercio.
  public static func authorWarnings(in lesson: Lesson) -> [Diagnostic] {
    var questions = 0
    var longest: [SourceLocation] = []
    for exercise in lesson.exercises {
      guard let choice = exercise.kind.model(Self.self), !choice.allowsSeveral,
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
