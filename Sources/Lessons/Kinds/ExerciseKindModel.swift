/// Un tipo de ejercicio hecho unidad: su modelo, lo que lee de `ejercicios.md`, su respuesta
/// y su clave para la copia del alumno, en una carpeta (`Kinds/<Tipo>/`) y registrado en
/// `ExerciseKindRegistry.units`. El resto del código habla con este protocolo; el corrector
/// (`CheckableKind`, en Checker) y el tutor (`AnswerableKind`, en Tutor) añaden lo suyo con
/// conformidades en sus propias carpetas `Kinds/<Tipo>/`.
///
/// ```swift
/// let model = exercise.kind.base
/// print(type(of: model).displayName, model.rightAnswer)
/// ```
public protocol ExerciseKindModel: Sendable, Hashable {
  /// La respuesta de la persona: la que se guarda en el progreso y la entrega y la que se
  /// corrige (un solo tipo).
  associatedtype Answer: KindAnswer

  /// La palabra de `tipo:` (y de `kind` en el JSON de una respuesta).
  static var word: String { get }
  /// El nombre para leer, con sus tildes y de 10 columnas como mucho (el mapa del curso).
  static var displayName: String { get }
  /// El nombre en los informes (`KindName.spanish`; por omisión, `displayName`).
  static var reportName: String { get }
  /// Si sus primeras respuestas se reparten entre pocas formas, así que las estadísticas
  /// dan su reparto (por omisión, no).
  static var hasAnswerDistribution: Bool { get }
  /// Los campos `clave: valor` propios del tipo (además de `tipo` y `seccion`).
  static var fields: [String] { get }
  /// Las subsecciones `### nombre` propias del tipo (además de `pistas`).
  static var subsections: [String] { get }
  /// Los campos que la copia del alumno quita (la clave).
  static var keyFields: [String] { get }
  /// Las subsecciones que la copia del alumno quita.
  static var keySubsections: [String] { get }

  /// La respuesta correcta, en CommonMark (la devolución y los informes).
  var rightAnswer: String { get }
  /// La explicación general, en CommonMark (vacía en la copia del alumno).
  var explanation: String { get }
  /// La fracción que sacaría quien responde al azar (`nil` si no tiene sentido estimarla).
  var randomGuessScore: Double? { get }
  /// La clave como resúmenes con sal, para la copia del alumno en `intentos`.
  func hashedKey(exercise id: String) -> HashedKey
  /// Si `key` lleva todo lo que el tipo necesita para corregir con la copia.
  func isComplete(_ key: HashedKey) -> Bool

  /// Si la copia del alumno en `intentos` lleva una clave suya (no la lleva un tipo cuya
  /// clave está a la vista en la lección, como el diagrama de `mermaid`).
  static var hasHiddenKey: Bool { get }
  /// La clave de la copia en `diferida` (sin nada que corregir), si el tipo necesita una
  /// para enseñarse (`recorrido`: el nodo donde empieza).
  func deferredKey(exercise id: String) -> HashedKey?
  /// Lo que le falta a `key` (o al ejercicio) en una copia en modo `mode`, o `nil`.
  func copyProblem(_ key: HashedKey?, mode: StudentCopy.Mode) -> String?
  /// El modelo con lo que toma del curso ya cargado (`Course.placeUnits`): lo de otros
  /// archivos (el diagrama que recorre) y, en la copia del alumno, lo que su clave deja ver.
  func placed(in course: Course, exercise: Exercise) -> Self
  /// Lo que está mal y solo se ve con el curso entero (un diagrama que no existe), cada
  /// problema en su lugar (`validar`).
  func diagnostics(in course: Course) -> [Diagnostic]
  /// Los avisos para quien escribe el curso que da el tipo en `lesson` (`AuthorWarnings`:
  /// no son errores; por omisión, ninguno).
  static func authorWarnings(in lesson: Lesson) -> [Diagnostic]

  /// La respuesta correcta con las letras del orden `order` en que la persona vio las
  /// opciones (por omisión, `rightAnswer`).
  func rightAnswer(order: OptionOrder?) -> String
  /// Cuántas opciones se barajan por alumno (`OptionOrder`), o `nil` si el tipo no baraja
  /// (por omisión).
  var shuffledOptions: Int? { get }
  /// Las opciones que se eligen, para el análisis de opciones de las estadísticas (`nil`
  /// por omisión: el tipo no tiene opciones).
  var answerOptions: [KindOption]? { get }
  /// La forma canónica de `answer` para este ejercicio (por omisión, `answer.canonical`).
  func canonical(of answer: Answer) -> String
}

/// La respuesta a un tipo de ejercicio, tal como se guarda y se corrige (dentro de
/// `RawAnswer`). En JSON va con `kind` (la palabra del tipo) y sus propios campos.
public protocol KindAnswer: Sendable, Hashable, Codable {
  /// Los bytes de texto que lleva, para acotar su tamaño.
  var byteCount: Int { get }
  /// Una forma corta y canónica, para contar respuestas iguales en las estadísticas.
  var canonical: String { get }
  /// La respuesta como una línea de texto, si lo es (`texto`): así se corrige también contra
  /// un ejercicio de otro tipo que acepta texto (una elección escrita con letras).
  var asText: String? { get }
}

extension KindAnswer {
  public var asText: String? { nil }
}

extension ExerciseKindModel {
  public static var reportName: String { displayName }
  public static var hasAnswerDistribution: Bool { false }
  public static var hasHiddenKey: Bool { true }
  public func deferredKey(exercise id: String) -> HashedKey? { nil }
  public func copyProblem(_ key: HashedKey?, mode: StudentCopy.Mode) -> String? { nil }
  public func placed(in course: Course, exercise: Exercise) -> Self { self }
  public func diagnostics(in course: Course) -> [Diagnostic] { [] }
  public static func authorWarnings(in lesson: Lesson) -> [Diagnostic] { [] }
  public func rightAnswer(order: OptionOrder?) -> String { rightAnswer }
  public var shuffledOptions: Int? { nil }
  public var answerOptions: [KindOption]? { nil }
  public func canonical(of answer: Answer) -> String { answer.canonical }

  /// La forma canónica de `answer`, si es de este tipo; si no, la suya.
  func canonical(ofAny answer: any KindAnswer) -> String {
    guard let own = answer as? Answer else { return answer.canonical }
    return canonical(of: own)
  }

  /// El nombre del tipo en el modelo del curso.
  public static var kindName: Exercise.KindName { Exercise.KindName(unit: word) }

  /// Una respuesta de este tipo leída de `decoder` (el mismo objeto que lleva `kind`).
  static func decodeAnswer(from decoder: any Decoder) throws -> RawAnswer {
    RawAnswer(try Answer(from: decoder), kind: word)
  }

  /// Si `other` es este mismo modelo.
  func isEqual(to other: any ExerciseKindModel) -> Bool {
    (other as? Self) == self
  }
}
