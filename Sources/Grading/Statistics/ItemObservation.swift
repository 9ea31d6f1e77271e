import Workspace

/// Lo que un alumno hizo en un ejercicio, para las estadísticas.
///
/// ```swift
/// let ana = ItemObservation(
///   score: 2.0 / 3, maxPoints: 2, answered: true, firstAnswer: "b", firstAnswerCorrect: false)
/// ```
public struct ItemObservation: Sendable, Hashable, Codable {
  /// La fracción conseguida, de 0 a 1, ya con penalizaciones.
  public var score: Double
  /// Lo que vale el ejercicio (su peso).
  public var maxPoints: Double
  /// Si respondió algo.
  public var answered: Bool
  /// La respuesta canónica del primer intento: id(s) de opción (`a`, `b+c`), el camino de
  /// un recorrido (`si>no>dato`), la primera línea de una predicción… `nil`: no la hay.
  public var firstAnswer: String?
  /// Si esa primera respuesta era correcta (`nil`: no se sabe o no hay primera respuesta).
  public var firstAnswerCorrect: Bool?

  /// Crea una observación.
  ///
  /// - Parameters:
  ///   - score: la fracción conseguida, de 0 a 1.
  ///   - maxPoints: lo que vale el ejercicio.
  ///   - answered: si respondió algo.
  ///   - firstAnswer: la respuesta canónica del primer intento.
  ///   - firstAnswerCorrect: si esa primera respuesta era correcta.
  public init(
    score: Double, maxPoints: Double, answered: Bool, firstAnswer: String? = nil,
    firstAnswerCorrect: Bool? = nil
  ) {
    self.score = score
    self.maxPoints = maxPoints
    self.answered = answered
    self.firstAnswer = firstAnswer
    self.firstAnswerCorrect = firstAnswerCorrect
  }

  /// Lo que dice para las estadísticas el resultado `result` del reglamento, con las cifras
  /// tal como se exportan (la fracción con 4 decimales), para que un informe unido con
  /// `--unir`, que solo tiene lo exportado, dé las mismas. Es la única forma de pasar de un
  /// resultado a una observación: la usan las estadísticas de cada ejercicio y las de cada
  /// versión.
  ///
  /// ```swift
  /// let ana = ItemObservation(result)  // score: 0.6667 si el resultado tenía 2/3
  /// ```
  public init(_ result: ExerciseResult) {
    // Sin fracción (una fila de error de la corrección) se toma de los puntos.
    let fraction = result.score ?? (result.maxPoints > 0 ? result.points / result.maxPoints : 0)
    self.init(
      score: Points.round4(fraction), maxPoints: result.maxPoints,
      answered: result.status.hasAnswer, firstAnswer: result.firstAnswer,
      firstAnswerCorrect: result.firstAnswerCorrect)
  }

  /// Los puntos conseguidos: `score × maxPoints`.
  public var points: Double { score * maxPoints }
}

/// Lo que necesitan las estadísticas de una clase: los ejercicios y lo que hizo cada alumno
/// corregido (las entregas que no se pudieron corregir no entran).
///
/// ```swift
/// let input = ItemStatisticsInput(
///   exerciseIDs: ["shared.tres-nombres", "withlock.carrera"],
///   kinds: ["shared.tres-nombres": "eleccion", "withlock.carrera": "codigo"],
///   students: [["shared.tres-nombres": ana], [:]])
/// ```
public struct ItemStatisticsInput: Sendable, Hashable {
  /// Los ids de los ejercicios, en el orden del curso. Solo estos cuentan para el total.
  public var exerciseIDs: [String]
  /// La palabra `tipo:` de cada ejercicio (`eleccion`, `recorrido`, `prediccion`, `texto`,
  /// `mermaid`, `admision`, `codigo`). Solo `eleccion`, `recorrido` y `prediccion` tienen
  /// reparto de primeras respuestas.
  public var kinds: [String: String]
  /// Un diccionario por alumno corregido, por id de ejercicio. Un id que falta es un
  /// ejercicio sin responder que vale 0; una clave que no está en `exerciseIDs` se ignora.
  public var students: [[String: ItemObservation]]
  /// El total de cada alumno tal como se exporta (redondeado una vez), en el orden de
  /// `students`: el resumen de la clase (media, mediana, desviación) se calcula con estos, así
  /// que cuadra con los totales de cualquier formato. `nil`: la suma de sus ejercicios.
  public var totals: [Double]?
  /// Lo que dice el curso de cada ejercicio (lo que vale, el azar, las opciones). Un id que
  /// falta vale el mayor `maxPoints` observado, sin azar ni opciones.
  public var definitions: [String: ItemDefinition]

  /// Crea la entrada.
  ///
  /// - Parameters:
  ///   - exerciseIDs: los ejercicios en el orden del curso.
  ///   - kinds: el tipo de cada ejercicio.
  ///   - students: lo que hizo cada alumno corregido.
  ///   - totals: el total exportado de cada alumno (`nil`: la suma de sus ejercicios).
  ///   - definitions: lo que dice el curso de cada ejercicio.
  public init(
    exerciseIDs: [String], kinds: [String: String], students: [[String: ItemObservation]],
    totals: [Double]? = nil, definitions: [String: ItemDefinition] = [:]
  ) {
    self.exerciseIDs = exerciseIDs
    self.kinds = kinds
    self.students = students
    self.totals = totals
    self.definitions = definitions
  }
}
