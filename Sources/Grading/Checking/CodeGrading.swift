import Checker

/// Quien comprueba, para la corrección, el código de las entregas (con el ejecutor).
///
/// `students[i]` son los ejercicios de código de un alumno; el resultado tiene un veredicto
/// por ejercicio con la misma forma. Una implementación puede compilar juntos los
/// ejercicios de un alumno, pero cada veredicto debe ser el que tendría el ejercicio
/// comprobado solo.
public protocol CodeGrading: Sendable {
  /// Comprueba todos los ejercicios, `jobs` compilaciones o ejecuciones a la vez.
  func check(students: [[CodeSubmission]], jobs: Int) async -> CodeGradingResult
}

/// Los veredictos de una pasada de `CodeGrading` y lo que costó.
public struct CodeGradingResult: Sendable {
  /// Un veredicto por ejercicio, alumno por alumno, en el orden dado.
  public var verdicts: [[CodeVerdict]]
  /// Cuántas veces se ejecutó `swiftc`.
  public var compilerRuns: Int
  /// Cuántos veredictos salieron del almacén de resultados (`StoredCodeGrader`).
  public var storeHits: Int
  /// Cuántos ejercicios eran el mismo código que otro de la misma corrección y tomaron su
  /// veredicto sin comprobarse otra vez.
  public var duplicates: Int
  /// Cuántas entradas del almacén no se pudieron creer (cortadas, cambiadas) y se
  /// recalcularon.
  public var damagedEntries: Int
  /// Cuántos tiempos agotados eran dudosos (el programa esperó una CPU buena parte del
  /// límite: `TimeoutCause.starved`, o sin medida) y no se guardaron en el almacén.
  public var doubtfulTimeouts = 0

  /// Crea un resultado.
  public init(
    verdicts: [[CodeVerdict]], compilerRuns: Int, storeHits: Int = 0, duplicates: Int = 0,
    damagedEntries: Int = 0
  ) {
    self.verdicts = verdicts
    self.compilerRuns = compilerRuns
    self.storeHits = storeHits
    self.duplicates = duplicates
    self.damagedEntries = damagedEntries
  }
}

/// Cómo gasta `RunnerCodeGrader` las compilaciones.
public enum CodeBatching: String, Sendable, Hashable, CaseIterable {
  /// Los ejercicios de código de un alumno en tan pocas compilaciones como se pueda sin
  /// cambiar ningún veredicto (ver `NameIsolation` y `Sources/Grading/README.md`).
  case perStudent
  /// Una compilación por ejercicio: la referencia de las mediciones de `Benchmarks/`.
  case onePerExercise
}
