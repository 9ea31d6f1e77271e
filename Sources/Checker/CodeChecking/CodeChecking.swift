/// Quien comprueba ejercicios de código con sus pruebas ocultas: el único protocolo, para el
/// tutor (un ejercicio al momento, `check(_:)`: un lote de uno) y para la corrección (muchos
/// alumnos a la vez, `check(students:jobs:)`).
///
/// `students[i]` son los ejercicios de código de un alumno; el resultado tiene un veredicto
/// por ejercicio con la misma forma. Una implementación puede compilar juntos los
/// ejercicios de un alumno, pero cada veredicto debe ser el que tendría el ejercicio
/// comprobado solo. Cada veredicto sale de los bytes de `CodeSubmission.learnerFile`, que
/// quien pide la comprobación lee una sola vez (el tutor anota la huella de esos mismos
/// bytes; la corrección, el almacén con `ResultKeying` sobre ellos).
///
/// ```swift
/// let verdict = await checker.check(submission)  // un lote de uno
/// print(verdict.verdict.message)
/// ```
public protocol CodeChecking: Sendable {
  /// Comprueba todos los ejercicios, `jobs` compilaciones o ejecuciones a la vez.
  func check(students: [[CodeSubmission]], jobs: Int) async -> CodeCheckingResult
}

extension CodeChecking {
  /// El veredicto de un solo ejercicio: un lote de un alumno con un ejercicio.
  public func check(_ submission: CodeSubmission) async -> CodeVerdict {
    await check(students: [[submission]], jobs: 1).verdicts.first?.first
      ?? .notChecked(exerciseID: submission.exerciseID, reason: "no se llegó a comprobar.")
  }
}

/// Los veredictos de una pasada de `CodeChecking` y lo que costó.
public struct CodeCheckingResult: Sendable {
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
