/// `eleccion`: opciones con su explicación; una o varias correctas (`varias: si`). Las
/// opciones llevan su id (`{#lento}`, o la letra de su lugar), se barajan por alumno
/// (`shuffledOptions`) y las respuestas se guardan por ese id (`ChoiceAnswer`).
///
/// ```markdown
/// ## caja.copia — La copia
/// tipo: eleccion
///
/// ¿Qué ve la copia?
///
/// ### opciones
/// - [ ] {#nada} Nada.
///   > No: la caja es la misma.
/// - [x] {#cambio} El cambio.
///   > Sí: las dos copias comparten la caja.
/// ```
public struct ChoiceExercise: ExerciseKindModel {
  public typealias Answer = ChoiceAnswer

  public static let word = "eleccion"
  public static let displayName = "elección"
  public static let hasAnswerDistribution = true
  public static let fields = ["varias", "letras"]
  public static let subsections = ["opciones"]
  public static let keyFields: [String] = []
  public static let keySubsections: [String] = []

  /// Una opción.
  public struct Option: Sendable, Hashable {
    /// Su id en el ejercicio: el escrito (`- [x] {#lento} …`) o, si no lo hay, la letra de
    /// su lugar en el archivo (`a`, `b`…). Las respuestas se guardan por este id.
    public var id: String
    /// El texto de la opción.
    public var text: String
    /// Si es correcta (`- [x]`).
    public var isCorrect: Bool
    /// Por qué es correcta o por qué no.
    public var explanation: String
    /// Dónde está la línea `- [ ] …`.
    public var location: SourceLocation

    /// Crea una opción.
    public init(
      id: String, text: String, isCorrect: Bool, explanation: String, location: SourceLocation
    ) {
      self.id = id
      self.text = text
      self.isCorrect = isCorrect
      self.explanation = explanation
      self.location = location
    }
  }

  /// `varias: si`: hay que marcar todas las correctas.
  public var allowsSeveral: Bool
  /// Las opciones, en orden (se muestran como a, b, c…).
  public var options: [Option]
  /// `letras:`: los ids de las opciones en el orden que tenían cuando las respuestas se
  /// guardaban con letras (o posiciones). Con ella, la opción que una letra guardada nombra
  /// no depende del orden de hoy, y las opciones se pueden reordenar; sin ella, una letra
  /// nombra la opción de ese lugar del archivo.
  public var storedLetterOrder: [String]?

  /// Crea un ejercicio de elección.
  public init(allowsSeveral: Bool, options: [Option], storedLetterOrder: [String]? = nil) {
    self.allowsSeveral = allowsSeveral
    self.options = options
    self.storedLetterOrder = storedLetterOrder
  }

  /// Las posiciones (desde 0) de las opciones correctas.
  public var correctIndices: Set<Int> {
    Set(options.indices.filter { options[$0].isCorrect })
  }

  /// Los ids de las opciones correctas.
  public var correctIDs: Set<String> { Set(options.filter(\.isCorrect).map(\.id)) }

  /// La opción en la posición `position` del archivo, si existe.
  public func option(atPosition position: Int) -> Option? {
    options.indices.contains(position) ? options[position] : nil
  }

  /// La posición en el archivo de la opción que nombra `id`, tal como lo guardaron el
  /// progreso o una entrega. Es el único sitio donde un id guardado se convierte en opción
  /// (lo usan el tutor, `corregir` y las estadísticas).
  ///
  /// Primero cuenta el id de la opción. Si ninguna lo tiene y `id` es una letra (`b`), es
  /// lo que se guardaba antes de que las opciones llevaran `{#id}`: nombra la opción que
  /// tenía ese lugar entonces (`position(ofStoredPosition:)`).
  public func position(ofOption id: String) -> Int? {
    if let exact = options.firstIndex(where: { $0.id == id }) { return exact }
    guard let stored = options.indices.first(where: { Self.derivedID(position: $0) == id })
    else { return nil }
    return position(ofStoredPosition: stored)
  }

  /// La posición de hoy de la opción que ocupaba el lugar `stored` (desde 0) cuando se
  /// guardaban letras o posiciones (los archivos del formato 1). Con `letras:` se traduce
  /// por ella; sin ella, el lugar es el mismo que hoy.
  public func position(ofStoredPosition stored: Int) -> Int? {
    guard let order = storedLetterOrder else {
      return options.indices.contains(stored) ? stored : nil
    }
    guard order.indices.contains(stored) else { return nil }
    return options.firstIndex { $0.id == order[stored] }
  }

  /// El id actual de la opción que nombra el id guardado `id` (la letra de antes se
  /// traduce a su id), o `nil` si no nombra ninguna.
  public func currentID(ofStored id: String) -> String? {
    position(ofOption: id).map { options[$0].id }
  }

  /// El id que recibe la opción en `position` si no escribe uno: su letra (`0` → `a`).
  public static func derivedID(position: Int) -> String {
    guard position >= 0, position < 26, let scalar = Unicode.Scalar(UInt32(97 + position)) else {
      return "o\(position + 1)"
    }
    return String(Character(scalar))
  }
}
