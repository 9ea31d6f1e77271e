import Support

/// `admision`: declaraciones `@Shared(.appStorage(…))` que se clasifican como admitidas,
/// rechazadas por el compilador o admitidas pero contra la regla de higiene. Que la clave sea
/// cierta lo prueba `validar` compilando cada declaración contra SharedCore
/// (`AdmissionProof`, en Checker).
///
/// ```markdown
/// ## decidir.tipos — Qué admite appStorage
/// tipo: admision
///
/// ### declaraciones
/// - `@Shared(.appStorage("n")) var n = 0` → admitida
///   > Int es de los tipos que admite.
/// ```
public struct AdmissionExercise: ExerciseKindModel {
  public typealias Answer = AdmissionAnswer

  /// Una declaración y su veredicto.
  public struct Item: Sendable, Hashable {
    /// La declaración, tal como se compilaría.
    public var declaration: String
    /// El veredicto correcto.
    public var verdict: AdmissionVerdict
    /// Por qué.
    public var explanation: String
    /// Dónde está.
    public var location: SourceLocation

    /// Crea una declaración.
    public init(
      declaration: String, verdict: AdmissionVerdict, explanation: String,
      location: SourceLocation
    ) {
      self.declaration = declaration
      self.verdict = verdict
      self.explanation = explanation
      self.location = location
    }
  }

  public static let word = "admision"
  public static let displayName = "admisión"
  public static let fields: [String] = []
  public static let subsections = ["contexto", "declaraciones"]
  /// La copia quita el veredicto y la explicación de cada declaración
  /// (`StudentCopyMarkdown`), no campos ni subsecciones enteras.
  public static let keyFields: [String] = []
  public static let keySubsections: [String] = []

  /// Tipos que usan las declaraciones (` ```swift ` en `### contexto`).
  public var context: CodeSnippet?
  /// Las declaraciones, en orden.
  public var items: [Item]

  /// Crea un ejercicio de admisión.
  public init(context: CodeSnippet?, items: [Item]) {
    self.context = context
    self.items = items
  }

  /// Cada declaración con su veredicto, numeradas.
  public var rightAnswer: String {
    items.enumerated().map { index, item in
      "\(index + 1). `\(item.declaration)` → \(item.verdict.rawValue)"
    }.joined(separator: "\n")
  }

  /// El porqué de cada declaración que lo tiene, numerado.
  public var explanation: String {
    items.enumerated().filter { !$0.element.explanation.isEmpty }
      .map { "\($0.offset + 1). \($0.element.explanation)" }.joined(separator: "\n")
  }

  /// 1/3 por declaración: tres veredictos posibles, como el ½ de un verdadero o falso.
  public var randomGuessScore: Double? {
    items.isEmpty ? nil : 1.0 / Double(AdmissionVerdict.allCases.count)
  }

  /// Por cada declaración, una sal y el resumen de su veredicto (`items` de la clave, como
  /// desde el formato 1 de la copia).
  public func hashedKey(exercise id: String) -> HashedKey {
    var key = HashedKey(kind: Self.kindName)
    key.items = items.enumerated().map { position, item in
      let salt = KeyHash.newSalt()
      return SaltedHash(
        salt: salt, hash: Self.verdictHash(salt: salt, exercise: id, position, item.verdict))
    }
    return key
  }

  public func isComplete(_ key: HashedKey) -> Bool { key.items?.count == items.count }

  /// El resumen del veredicto de la declaración `index`.
  public static func verdictHash(
    salt: String, exercise: String, _ index: Int, _ verdict: AdmissionVerdict
  ) -> String {
    KeyHash.of(salt: salt, exercise: exercise, ["veredicto", String(index), verdict.rawValue])
  }
}

/// La respuesta a una `admision`: el veredicto de cada declaración, en orden (`admitida`,
/// `rechazada`, `higiene`, sus iniciales; vacío si no se respondió).
///
/// ```json
/// { "kind": "admision", "verdicts": ["admitida", "rechazada"] }
/// ```
public struct AdmissionAnswer: KindAnswer {
  /// Los veredictos, uno por declaración.
  public var verdicts: [String]

  /// Una clasificación.
  public init(verdicts: [String]) {
    self.verdicts = verdicts
  }

  public var byteCount: Int { verdicts.reduce(0) { $0 + $1.utf8.count + 1 } }
  public var canonical: String { verdicts.joined(separator: ",") }
}

extension RawAnswer {
  /// El veredicto de cada declaración de una `admision`, en orden.
  public static func admission(verdicts: [String]) -> RawAnswer {
    RawAnswer(AdmissionAnswer(verdicts: verdicts), kind: AdmissionExercise.word)
  }
}

extension Exercise.Kind {
  /// Un ejercicio `admision`.
  public static func admission(_ exercise: AdmissionExercise) -> Exercise.Kind {
    Exercise.Kind(exercise)
  }
}
