/// La lista de los tipos de ejercicio hechos unidad. Añadir un tipo es escribir su carpeta
/// `Kinds/<Tipo>/` (en Lessons, y sus conformidades en Checker y Tutor) y añadir aquí su
/// línea, al final: el orden es el de los mensajes que dicen los tipos.
public enum ExerciseKindRegistry {
  /// Los tipos, con lo que saben leer de `ejercicios.md`.
  static let parsable: [any ParsableKind.Type] = [
    ChoiceExercise.self,
    FreeTextExercise.self,
    PredictionExercise.self,
    CodeExercise.self,
    FlowchartWalkExercise.self,
    FlowchartRebuildExercise.self,
    AdmissionExercise.self,
    LinePointingExercise.self,
  ]

  /// Los tipos registrados.
  public static var units: [any ExerciseKindModel.Type] { parsable }

  /// El tipo cuya palabra de `tipo:` es `word`, si está registrado.
  public static func unit(named word: String) -> (any ExerciseKindModel.Type)? {
    parsable.first { $0.word == word }
  }

  static func parsableUnit(named word: String) -> (any ParsableKind.Type)? {
    parsable.first { $0.word == word }
  }
}

/// Lo que un tipo hecho unidad sabe leer de un ejercicio ya partido en campos y
/// subsecciones, anotando cada problema en su línea de `ejercicios.md`.
protocol ParsableKind: ExerciseKindModel {
  /// El modelo, o `nil` si le falta algo sin lo que no se puede construir.
  static func build(_ raw: RawExercise, builder: inout ExerciseBuilder) -> Self?
  /// Cuántas pistas pide como mínimo (por omisión, ninguna).
  static var minimumHints: Int { get }
  /// Lo que la copia del alumno quita de `raw` además de `keyFields` y `keySubsections`:
  /// líneas que se borran (`dropped`) o se cambian (`replaced`), por número de línea (por
  /// omisión, nada).
  static func stripKey(
    _ raw: RawExercise, dropped: inout Set<Int>, replaced: inout [Int: String]
  ) throws(StudentCopyMarkdown.Failure)
  /// Los archivos propios de `raw`, fuera de `ejercicios.md`, donde puede ir un `{{nombre}}`
  /// de sus parámetros (por omisión, ninguno): cada uno con su nombre en los mensajes
  /// (`leccion/…`) y su ruta.
  static func placeholderFiles(
    _ raw: RawExercise, builder: ExerciseBuilder
  ) -> [(shown: String, path: String)]
}

extension ParsableKind {
  static var minimumHints: Int { 0 }

  static func stripKey(
    _ raw: RawExercise, dropped: inout Set<Int>, replaced: inout [Int: String]
  ) throws(StudentCopyMarkdown.Failure) {}

  static func placeholderFiles(
    _ raw: RawExercise, builder: ExerciseBuilder
  ) -> [(shown: String, path: String)] { [] }

  static func buildUnit(_ raw: RawExercise, builder: inout ExerciseBuilder) -> Exercise.Kind? {
    build(raw, builder: &builder).map(Exercise.Kind.init)
  }
}
