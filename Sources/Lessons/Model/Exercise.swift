/// Un ejercicio de `ejercicios.md`: id estable, título, enunciado, pistas y, según su tipo,
/// la clave de respuesta.
///
/// ```swift
/// if let choice = exercise.kind.model(ChoiceExercise.self) {
///   print(choice.options.filter(\.isCorrect).map(\.text))
/// }
/// ```
public struct Exercise: Sendable, Hashable, Identifiable {
  /// Las palabras válidas de `tipo:`: las de los tipos de siempre y las de los tipos hechos
  /// unidad (`ExerciseKindRegistry`).
  public struct KindName: RawRepresentable, Sendable, Hashable, CaseIterable {
    /// La palabra.
    public let rawValue: String

    /// El nombre de la palabra `rawValue`, si es de algún tipo.
    public init?(rawValue: String) {
      guard Self.allCases.contains(where: { $0.rawValue == rawValue }) else { return nil }
      self.rawValue = rawValue
    }

    private init(word: String) {
      rawValue = word
    }

    /// El nombre de un tipo hecho unidad.
    init(unit word: String) {
      rawValue = word
    }

    // Cada palabra la dice su tipo (`word`, en `Kinds/<Tipo>/`).
    public static let choice = KindName(word: ChoiceExercise.word)
    public static let freeText = KindName(word: FreeTextExercise.word)
    public static let prediction = KindName(word: PredictionExercise.word)
    public static let code = KindName(word: CodeExercise.word)
    public static let flowchartWalk = KindName(word: FlowchartWalkExercise.word)
    public static let flowchartRebuild = KindName(word: FlowchartRebuildExercise.word)
    public static let admission = KindName(word: AdmissionExercise.word)

    /// Todos, en el orden del registro (`ExerciseKindRegistry`), que es el de los mensajes.
    public static var allCases: [KindName] {
      ExerciseKindRegistry.units.map { KindName(word: $0.word) }
    }

    /// El tipo hecho unidad de esta palabra, si lo es.
    public var unit: (any ExerciseKindModel.Type)? { ExerciseKindRegistry.unit(named: rawValue) }
  }

  /// El id estable (`withlock.carrera`): el progreso y las notas se refieren a él.
  public var id: String
  /// El título que sigue a la raya en el encabezado.
  public var title: String
  /// La lección a la que pertenece (el nombre de su carpeta).
  public var lessonID: String
  /// La sección tras la que aparece (`nil`: al final de la lección).
  public var sectionID: String?
  /// El enunciado, en CommonMark.
  public var prompt: String
  /// Las pistas, de la más general a la más concreta.
  public var hints: [Hint]
  /// El tipo y su clave de respuesta.
  public var kind: Kind
  /// Dónde está el encabezado `## id — título`.
  public var location: SourceLocation
  /// Sus versiones y parámetros, si los tiene (`nil`: un solo cuerpo). En un ejercicio con
  /// variantes, `prompt`, `hints` y `kind` son los de la primera instancia hasta que se
  /// resuelve para un alumno (`Course.resolved(seed:student:)`); entonces son los suyos.
  public var variants: ExerciseVariants?

  /// Crea un ejercicio.
  public init(
    id: String, title: String, lessonID: String, sectionID: String? = nil, prompt: String = "",
    hints: [Hint] = [], kind: Kind, location: SourceLocation
  ) {
    self.id = id
    self.title = title
    self.lessonID = lessonID
    self.sectionID = sectionID
    self.prompt = prompt
    self.hints = hints
    self.kind = kind
    self.location = location
  }
}

/// Una pista de un ejercicio.
public struct Hint: Sendable, Hashable {
  /// El texto, en CommonMark.
  public var text: String
  /// Dónde está.
  public var location: SourceLocation

  /// Crea una pista.
  public init(text: String, location: SourceLocation) {
    self.text = text
    self.location = location
  }
}

/// Un fragmento de código dentro de un ejercicio, con el lugar de su primera línea.
public struct CodeSnippet: Sendable, Hashable {
  /// El código.
  public var code: String
  /// Dónde está la primera línea del código (la que sigue a la apertura del bloque).
  public var location: SourceLocation

  /// Crea un fragmento.
  public init(code: String, location: SourceLocation) {
    self.code = code
    self.location = location
  }
}
