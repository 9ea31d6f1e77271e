import Support

/// `linea` («señalar la línea»): un fragmento de Swift del mundo de las lecciones y la
/// persona dice qué línea rompe una regla (la escritura fuera de `withLock`, el efecto que
/// captura `$x`, el segundo candado dentro del primero, la clave invocada en una hoja…).
///
/// ```markdown
/// ## withlock.efecto-captura — Quién escribe
/// tipo: linea
/// linea: 4
///
/// ¿Qué línea se salta la disciplina de los dos tiempos?
///
/// ### codigo
/// ```swift
/// …
/// ```
///
/// ### lineas
/// - 2
///   > Leer el id para llevarlo al efecto no escribe nada.
///
/// ### explicacion
/// …
/// ```
public struct LinePointingExercise: ExerciseKindModel {
  public typealias Answer = LinePointingAnswer

  /// Por qué no es una línea que tienta (`### lineas`).
  public struct Note: Sendable, Hashable {
    /// La línea del fragmento (desde 1).
    public var line: Int
    /// Por qué esa línea no rompe la regla.
    public var explanation: String
    /// Dónde está la nota.
    public var location: SourceLocation

    /// Crea una nota.
    public init(line: Int, explanation: String, location: SourceLocation) {
      self.line = line
      self.explanation = explanation
      self.location = location
    }
  }

  public static let word = "linea"
  public static let displayName = "línea"
  public static let fields = ["linea"]
  public static let subsections = ["codigo", "lineas", "explicacion"]
  public static let keyFields = ["linea"]
  public static let keySubsections = ["lineas", "explicacion"]

  /// El fragmento (` ```swift ` en `### codigo`).
  public var code: CodeSnippet
  /// La línea que rompe la regla (desde 1); `0` en la copia del alumno.
  public var line: Int
  /// Dónde está el campo `linea:`.
  public var lineLocation: SourceLocation
  /// Por qué no son otras líneas que tientan.
  public var notes: [Note]
  /// Qué regla rompe y por qué.
  public var explanation: String

  /// Crea un ejercicio de señalar la línea.
  public init(
    code: CodeSnippet, line: Int, lineLocation: SourceLocation, notes: [Note] = [],
    explanation: String
  ) {
    self.code = code
    self.line = line
    self.lineLocation = lineLocation
    self.notes = notes
    self.explanation = explanation
  }

  /// Las líneas del fragmento, en orden (la primera es la 1).
  public var lines: [String] {
    code.code.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }

  /// El texto de la línea `number` (desde 1), sin espacios a los lados, si existe.
  public func text(ofLine number: Int) -> String? {
    let lines = self.lines
    guard number >= 1, number <= lines.count else { return nil }
    return lines[number - 1].trimmingSpaces()
  }

  /// La nota de la línea `number`, si la hay.
  public func note(forLine number: Int) -> Note? {
    notes.first { $0.line == number }
  }

  public var rightAnswer: String {
    "Línea \(line): `\(text(ofLine: line) ?? "")`"
  }

  public var randomGuessScore: Double? {
    let count = lines.filter { !$0.isBlank }.count
    return count == 0 ? nil : 1 / Double(count)
  }

  public func hashedKey(exercise id: String) -> HashedKey {
    var key = HashedKey(kind: Self.kindName)
    let salt = KeyHash.newSalt()
    key.hashes = [SaltedHash(salt: salt, hash: Self.lineHash(salt: salt, exercise: id, line))]
    return key
  }

  public func isComplete(_ key: HashedKey) -> Bool { key.hashes?.count == 1 }

  /// El resumen de la línea `line` con `salt`: lo escribe la copia y lo compara el corrector.
  public static func lineHash(salt: String, exercise id: String, _ line: Int) -> String {
    KeyHash.of(salt: salt, exercise: id, ["linea", String(line)])
  }
}

/// La respuesta a un `linea`: el número de la línea señalada.
///
/// ```json
/// { "kind": "linea", "line": 4 }
/// ```
public struct LinePointingAnswer: KindAnswer {
  /// La línea señalada (desde 1).
  public var line: Int

  /// Señala la línea `line`.
  public init(line: Int) {
    self.line = line
  }

  public var byteCount: Int { 8 }
  public var canonical: String { String(line) }
}
