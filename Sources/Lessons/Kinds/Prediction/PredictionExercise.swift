import Foundation
import Support

/// `prediccion`: un fragmento que se ejecuta en SharedCore y lo que imprime; la persona
/// predice la salida, línea a línea. `validar` ejecuta el fragmento en el motor y comprueba
/// que imprime la salida que dice el curso (`CourseProofCheck`).
///
/// ```markdown
/// ## caja.imprime — Qué imprime
/// tipo: prediccion
///
/// ### codigo
/// ```swift
/// print(1 + 1)
/// ```
///
/// ### salida
/// ```text
/// 2
/// ```
///
/// ### explicacion
/// …
/// ```
public struct PredictionExercise: SnippetOutputKind {
  public typealias Answer = PredictionAnswer

  public static let word = "prediccion"
  public static let displayName = "predicción"
  public static let hasAnswerDistribution = true
  public static let fields: [String] = []
  public static let subsections = ["codigo", "salida", "explicacion"]
  public static let keyFields: [String] = []
  public static let keySubsections = ["salida", "explicacion"]
  public static let outputSubsection = "salida"

  /// El fragmento (` ```swift ` en `### codigo`).
  public var code: CodeSnippet
  /// La salida que el curso dice que imprime (` ```text ` en `### salida`).
  public var expectedOutput: String
  /// Dónde empieza la salida (para avisar si no coincide con la ejecución).
  public var outputLocation: SourceLocation
  /// Por qué imprime eso.
  public var explanation: String

  /// Crea un ejercicio de predicción.
  public init(
    code: CodeSnippet, expectedOutput: String, outputLocation: SourceLocation,
    explanation: String
  ) {
    self.code = code
    self.expectedOutput = expectedOutput
    self.outputLocation = outputLocation
    self.explanation = explanation
  }

  /// La salida, en un bloque de texto.
  /// La salida esperada a partir de lo que imprimió el fragmento en el motor: sin los
  /// saltos de línea del final, como se escribe en `### salida`. La usan las instancias de
  /// una variante (`VariantOutputs`) y el tutor cuando la calcula (`ComputedOutput`).
  public static func expectedOutput(printed: String) -> String {
    var output = printed
    while output.hasSuffix("\n") { output.removeLast() }
    return output
  }

  public func output(fromPrinted printed: String) -> String {
    Self.expectedOutput(printed: printed)
  }

  /// La misma predicción, con la salida `output` (la de ejecutar el fragmento ahora) en
  /// vez de la que guarda el curso.
  public func with(output: String) -> PredictionExercise {
    var exercise = self
    exercise.expectedOutput = output
    return exercise
  }

  public var rightAnswer: String { "```text\n\(expectedOutput)\n```" }

  /// Como una respuesta corta sin comodín en Moodle: al azar no se acierta.
  public var randomGuessScore: Double? { 0 }

  /// Por cada línea de la salida, una sal, el resumen de la línea tal cual y el de la línea
  /// plegada (`lines` de la clave, como desde el formato 1 de la copia).
  public func hashedKey(exercise id: String) -> HashedKey {
    var key = HashedKey(kind: Self.kindName)
    key.lines = Self.outputLines(expectedOutput).enumerated().map {
      let salt = KeyHash.newSalt()
      return HashedLine(
        salt: salt, exact: Self.lineHash(salt: salt, exercise: id, $0.offset, $0.element),
        folded: Self.foldedLineHash(salt: salt, exercise: id, $0.offset, $0.element))
    }
    return key
  }

  public func isComplete(_ key: HashedKey) -> Bool { key.lines != nil }

  /// Las líneas de una salida tal como se comparan: sin espacios finales ni líneas en
  /// blanco a los lados.
  public static func outputLines(_ text: String) -> [String] {
    let split = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }
    var lines = split.map { line in
      var line = Substring(line)
      while let last = line.last, last.isWhitespace { line = line.dropLast() }
      return String(line)
    }
    while lines.last?.isEmpty == true { lines.removeLast() }
    while lines.first?.isEmpty == true { lines.removeFirst() }
    return lines
  }

  /// El resumen de la línea `index` tal cual.
  public static func lineHash(salt: String, exercise: String, _ index: Int, _ line: String)
    -> String
  {
    KeyHash.of(salt: salt, exercise: exercise, ["linea", String(index), line])
  }

  /// El resumen de la línea `index` plegada (sin mayúsculas, tildes ni espacios).
  public static func foldedLineHash(
    salt: String, exercise: String, _ index: Int, _ line: String
  ) -> String {
    KeyHash.of(
      salt: salt, exercise: exercise,
      ["plegada", String(index), TextFolding.foldKeepingPunctuation(line)])
  }
}

/// La respuesta a una `prediccion`: las líneas que se cree que imprime.
///
/// ```json
/// { "kind": "prediccion", "lines": ["ADA 10", "Grace"] }
/// ```
public struct PredictionAnswer: KindAnswer {
  /// Las líneas predichas, en orden.
  public var lines: [String]

  /// Una predicción de `lines`.
  public init(lines: [String]) {
    self.lines = lines
  }

  /// Una predicción escrita de una vez: sus líneas.
  public init(text: String) {
    lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }

  /// Las líneas juntas, como se corrigen.
  public var text: String { lines.joined(separator: "\n") }

  public var byteCount: Int { lines.reduce(0) { $0 + $1.utf8.count + 1 } }
  public var canonical: String {
    lines.map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " / ")
  }
}

extension RawAnswer {
  /// Las líneas que se predijeron para una `prediccion`.
  public static func prediction(lines: [String]) -> RawAnswer {
    RawAnswer(PredictionAnswer(lines: lines), kind: PredictionExercise.word)
  }
}

extension Exercise.Kind {
  /// Un ejercicio `prediccion`.
  public static func prediction(_ exercise: PredictionExercise) -> Exercise.Kind {
    Exercise.Kind(exercise)
  }
}
