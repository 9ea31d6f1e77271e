import Foundation
import Lessons
import Support

/// Una tarea: lo que decide el profesor cuando el curso cuenta para la nota.
///
/// Se escribe a mano o con `leccion tarea nueva`, en un archivo JSON (`tarea.json`):
///
/// ```json
/// {
///   "format": "leccion-tarea", "version": 1,
///   "title": "Primera entrega", "course": "estado-compartido",
///   "mode": "intentos", "penalty": "1/3", "maxTries": 3,
///   "hintCost": 0.1, "solutionCost": 1,
///   "deadline": "2026-12-20T23:59:00Z", "countLate": false,
///   "seed": "2026-otoño", "shuffle": true,
///   "exercises": ["01-shared", "withlock.carrera"],
///   "weights": { "01-shared": 2 },
///   "review": { "rightAnswer": "al-responder" }
/// }
/// ```
///
/// Solo `format`, `version` y `mode` son obligatorios; lo demás tiene el valor por defecto
/// de cada propiedad. `leccion iniciar --tarea` guarda una copia en el espacio (para que el
/// tutor siga sus reglas), pero `corregir --tarea` corrige con la copia del profesor: nada
/// de una entrega cambia la política.
public struct Assignment: Sendable, Equatable {
  /// El valor de `format`.
  public static let formatName = "leccion-tarea"
  /// La versión que escribe y la más nueva que lee esta leccion.
  public static let currentVersion = 1

  /// Cómo se comportan los ejercicios que no son de código.
  public enum Mode: String, Sendable, CaseIterable, Codable {
    /// Como siempre: veredicto y explicación al momento, intentos sin límite; cuenta la
    /// última respuesta.
    case practice = "practica"
    /// Veredicto al momento; cada intento vale lo que vale su respuesta menos la
    /// penalización por cada intento anterior; cuenta el mejor.
    case tries = "intentos"
    /// Sin veredicto ni explicación hasta que el profesor devuelve el informe; cuenta la
    /// última respuesta antes de la fecha límite.
    case deferred = "diferida"
  }

  /// Un nombre para mostrar.
  public var title: String?
  /// El id del curso, si la tarea lo fija.
  public var courseID: String?
  /// El comportamiento.
  public var mode: Mode
  /// En `intentos`, lo que resta cada intento anterior (de 0 a 1; 1/3 por defecto).
  public var penalty: Double
  /// En `intentos`, cuántos intentos cuentan como mucho (`nil`: sin límite).
  public var maxTries: Int?
  /// Lo que resta cada pista vista antes de la respuesta que puntúa (0 por defecto).
  public var hintCost: Double
  /// Lo que resta haber visto la solución antes de la respuesta que puntúa (1 por
  /// defecto: esa respuesta vale 0).
  public var solutionCost: Double
  /// La fecha límite, si la hay.
  public var deadline: Date?
  /// Si las respuestas después de la fecha límite cuentan (por defecto no: se informan
  /// como tardías).
  public var countLate: Bool
  /// La semilla con que se barajan las opciones.
  public var seed: String
  /// Si se barajan las opciones de las elecciones (sí en toda tarea, salvo que diga
  /// `"shuffle": false`; sin tarea se ven en el orden del curso).
  public var shuffle: Bool
  /// Qué cuenta: ids de lecciones o de ejercicios (`nil`: todo el curso).
  public var exercises: [String]?
  /// El peso de lecciones y ejercicios, como el archivo de `--pesos`.
  public var weights: [String: Double]
  /// Qué ve el alumno de cada respuesta y cuándo (`review`; por defecto, lo de su modo).
  public var review: ReviewOptions
  /// SHA-256 de los bytes del archivo (vacío si no viene de un archivo).
  public var fingerprint: String
  /// La lista de la clase para repartir las variantes con equilibrio (`roster`): la ficha
  /// `VariantDraw.token(seed:student:)` de cada alumno, no su id. Vacía: cada alumno recibe
  /// su instancia por sorteo, sin equilibrio garantizado.
  public var roster: [String] = []

  /// Cómo se reparten las instancias de los ejercicios con variantes.
  public var variantDraw: VariantDraw { VariantDraw(seed: seed, roster: roster) }

  /// Una tarea con los valores por defecto para `mode`.
  public init(
    mode: Mode, title: String? = nil, courseID: String? = nil, penalty: Double = 1.0 / 3,
    maxTries: Int? = nil, hintCost: Double = 0, solutionCost: Double = 1,
    deadline: Date? = nil, countLate: Bool = false, seed: String = "leccion", shuffle: Bool = true,
    exercises: [String]? = nil, weights: [String: Double] = [:], review: ReviewOptions? = nil,
    fingerprint: String = ""
  ) {
    self.mode = mode
    self.title = title
    self.courseID = courseID
    self.penalty = penalty
    self.maxTries = maxTries
    self.hintCost = hintCost
    self.solutionCost = solutionCost
    self.deadline = deadline
    self.countLate = countLate
    self.seed = seed
    self.shuffle = shuffle
    self.exercises = exercises
    self.weights = weights
    self.review = review ?? ReviewOptions(mode: mode)
    self.fingerprint = fingerprint
  }

  /// La práctica de siempre, sin tarea: las opciones en el orden del curso.
  public static let practice = Assignment(mode: .practice, shuffle: false)

  /// Si `exercise` cuenta en la tarea.
  public func counts(_ exercise: Exercise) -> Bool {
    guard let exercises else { return true }
    return exercises.contains(exercise.id) || exercises.contains(exercise.lessonID)
  }

  /// Los puntos que vale `exercise` con los pesos de la tarea (`weights`): el de su lección
  /// por el suyo, los dos 1 si no se dicen. Lo mismo que da `corregir` sin `--pesos`.
  public func maxPoints(for exercise: Exercise) -> Double {
    Points.round((weights[exercise.lessonID] ?? 1) * (weights[exercise.id] ?? 1))
  }

  /// El orden de las opciones de `exercise` para `student`.
  public func optionOrder(for exercise: Exercise, student: String?) -> OptionOrder? {
    guard shuffle, let count = exercise.kind.base.shuffledOptions
    else { return nil }
    return OptionOrder(count: count, seed: seed, student: student ?? "", exercise: exercise.id)
  }

  /// Si se pueden mostrar veredictos y explicaciones al momento.
  public var showsVerdicts: Bool { mode != .deferred }
}
