import Lessons

extension ItemDefinition {
  /// La fracción que sacaría quien responde `exercise` al azar, como la estima Moodle para cada
  /// tipo de pregunta: en una elección de una respuesta, la media de lo que vale cada opción (las
  /// correctas entre todas); en una admisión, 1/3 por declaración (tres veredictos posibles, como
  /// el ½ de un verdadero o falso); en texto y predicción, 0 (como una respuesta corta sin
  /// comodín). `nil` donde Moodle no la estima (elección de varias respuestas) y donde no hay
  /// una forma razonable de hacerlo (recorrido, diagrama, código).
  static func randomGuessScore(of exercise: Exercise) -> Double? {
    exercise.kind.base.randomGuessScore
  }

  /// Las opciones de un ejercicio de elección (`nil` si no lo es).
  static func options(of exercise: Exercise) -> [KindOption]? {
    exercise.kind.base.answerOptions
  }
}
