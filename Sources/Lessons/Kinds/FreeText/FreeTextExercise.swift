import Support

/// `texto`: una respuesta corta, sus sinónimos y la explicación. Se corrige sin distinguir
/// mayúsculas, tildes, puntuación ni espacios (`FreeTextChecker`).
///
/// ```markdown
/// ## withlock.metodo — El método
/// tipo: texto
/// respuesta: withLock
///
/// ### sinonimos
/// - with lock
///
/// ### explicacion
/// …
/// ```
public struct FreeTextExercise: ExerciseKindModel {
  public typealias Answer = FreeTextAnswer

  public static let word = "texto"
  public static let displayName = "texto"
  public static let fields = ["respuesta"]
  public static let subsections = ["sinonimos", "explicacion"]
  public static let keyFields = ["respuesta"]
  public static let keySubsections = ["sinonimos", "explicacion"]

  /// La respuesta de referencia.
  public var answer: String
  /// Otras respuestas aceptadas.
  public var synonyms: [String]
  /// Por qué es esa la respuesta.
  public var explanation: String

  /// Crea un ejercicio de texto.
  public init(answer: String, synonyms: [String], explanation: String) {
    self.answer = answer
    self.synonyms = synonyms
    self.explanation = explanation
  }

  public var rightAnswer: String { answer }

  /// Como una respuesta corta sin comodín en Moodle: al azar no se acierta.
  public var randomGuessScore: Double? { 0 }

  /// Una sal para el ejercicio y el resumen de la respuesta y de cada sinónimo plegados
  /// (`salt` y `accepted` de la clave, como desde el formato 1 de la copia).
  public func hashedKey(exercise id: String) -> HashedKey {
    var key = HashedKey(kind: Self.kindName)
    let salt = KeyHash.newSalt()
    let accepted = Set(([answer] + synonyms).map(TextFolding.fold))
    key.salt = salt
    key.accepted = accepted.map { KeyHash.of(salt: salt, exercise: id, [$0]) }.sorted()
    return key
  }

  public func isComplete(_ key: HashedKey) -> Bool {
    key.salt != nil && !(key.accepted ?? []).isEmpty
  }
}

/// La respuesta a un `texto`: lo escrito.
///
/// ```json
/// { "kind": "texto", "text": "valor proyectado" }
/// ```
public struct FreeTextAnswer: KindAnswer {
  /// Lo escrito.
  public var text: String

  /// Una respuesta escrita.
  public init(text: String) {
    self.text = text
  }

  public var byteCount: Int { text.utf8.count }
  public var canonical: String { TextFolding.fold(text) }
  public var asText: String? { text }
}

extension RawAnswer {
  /// Lo escrito a un `texto`.
  public static func freeText(_ text: String) -> RawAnswer {
    RawAnswer(FreeTextAnswer(text: text), kind: FreeTextExercise.word)
  }
}

extension Exercise.Kind {
  /// Un ejercicio `texto`.
  public static func freeText(_ exercise: FreeTextExercise) -> Exercise.Kind {
    Exercise.Kind(exercise)
  }
}
