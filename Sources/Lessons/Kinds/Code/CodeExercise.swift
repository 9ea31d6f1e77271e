import Foundation

/// `codigo`: un ejercicio al estilo rustlings en `codigo/<carpeta>/`. No se responde en el
/// tutor: la persona edita su archivo del espacio (`codigo/<id>.swift`, copia de
/// `inicio.swift`) y se corrige compilándolo con `pruebas.swift` (`CompiledKind`).
///
/// ```markdown
/// ## caja.contador — Un contador compartido
/// tipo: codigo
/// carpeta: contador
///
/// Haz que `incrementar()` escriba dentro de `withLock`.
///
/// ### pistas
/// - …
/// - …
/// ```
public struct CodeExercise: CompiledKind {
  public typealias Answer = CodeAnswer

  public static let word = "codigo"
  public static let displayName = "código"
  public static let fields = ["carpeta"]
  public static let subsections: [String] = []
  public static let keyFields: [String] = []
  public static let keySubsections: [String] = []
  /// Su clave son las pruebas y la solución, archivos aparte: la copia no lleva resúmenes.
  public static let hasHiddenKey = false

  /// El nombre de la carpeta dentro de `codigo/`.
  public var folder: String
  /// Los tres archivos del ejercicio.
  public var files: CodeExerciseFiles
  /// Dónde está el campo `carpeta:`.
  public var location: SourceLocation

  /// Crea un ejercicio de código.
  public init(folder: String, files: CodeExerciseFiles, location: SourceLocation) {
    self.folder = folder
    self.files = files
    self.location = location
  }

  /// La solución (`solucion.swift`) en un bloque de Swift, o vacía si no se puede leer (la
  /// copia del alumno no la lleva).
  public var rightAnswer: String {
    guard let data = files.contents(.solution) else { return "" }
    return "```swift\n\(String(decoding: data, as: UTF8.self))\n```"
  }

  /// Sin explicación general: lo que se explica va en las pistas y en las pruebas.
  public var explanation: String { "" }
  public var randomGuessScore: Double? { nil }

  public func with(parameters: [ParameterValue]) -> Self {
    var instance = self
    instance.files.parameters = parameters
    return instance
  }

  public func hashedKey(exercise id: String) -> HashedKey { HashedKey(kind: Self.kindName) }
  public func isComplete(_ key: HashedKey) -> Bool { true }

  /// En `intentos` el tutor corre las pruebas al momento; en `diferida`, no van: dirían el
  /// veredicto antes de la devolución.
  public func copyProblem(_ key: HashedKey?, mode: StudentCopy.Mode) -> String? {
    let present = FileManager.default.fileExists(atPath: files.tests.path)
    if mode == .tries, !present {
      return "no tiene su pruebas.swift, que el tutor necesita en «intentos»"
    }
    if mode == .deferred, present {
      return "va con pruebas.swift, que en «diferida» diría el veredicto antes de la devolución"
    }
    return nil
  }
}

/// Los archivos de un ejercicio de código (se leen cuando hacen falta, no al cargar).
public struct CodeExerciseFiles: Sendable, Hashable {
  /// `inicio.swift`: lo que edita la persona.
  public var starter: URL
  /// `solucion.swift`: una solución que pasa.
  public var solution: URL
  /// `pruebas.swift`: las pruebas ocultas.
  public var tests: URL
  /// En una instancia de un ejercicio con parámetros, sus valores: cada `{{nombre}}` de los
  /// tres archivos se cambia por el suyo al leerlos (`contents(_:)`).
  public var parameters: [ParameterValue] = []

  /// Los archivos de la carpeta `directory`.
  public init(directory: URL) {
    let path = directory.path
    starter = URL(fileURLWithPath: path + "/inicio.swift", isDirectory: false)
    solution = URL(fileURLWithPath: path + "/solucion.swift", isDirectory: false)
    tests = URL(fileURLWithPath: path + "/pruebas.swift", isDirectory: false)
  }
}
