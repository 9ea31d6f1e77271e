import Checker

/// `CodeGrading` sobre otro corrector (`inner`, el de verdad): cada código distinto se
/// comprueba una sola vez por corrección, y nada de lo que ya sabe el almacén de resultados
/// de la clase (`ResultStore`) se vuelve a comprobar.
///
/// 1. La clave de cada ejercicio pedido (`ResultKeying`): el mismo código en el mismo
///    ejercicio es la misma clave, sea de quien sea.
/// 2. Cada clave distinta se busca en el almacén; una entrada dañada no cuenta.
/// 3. Lo que falta va a `inner`, la primera vez que aparece cada clave, agrupado por alumno:
///    los ejercicios que faltan de un alumno siguen compilándose juntos (un alumno que cambió
///    un ejercicio compila ese, no los diez); `jobs` alumnos a la vez.
/// 4. Lo nuevo que se puede guardar (`ResultStore.keeps`) se guarda en cuanto acaba su
///    alumno: una corrección interrumpida no pierde lo hecho. Un tiempo agotado se guarda si
///    es del programa (un bucle, un abrazo mortal) y no si esperó una CPU buena parte del
///    límite (`TimeoutEvidence`); esos se cuentan en `doubtfulTimeouts`.
/// 5. Cada ejercicio recibe el veredicto de su clave.
///
/// Los veredictos salen sin la salida del programa (el informe no la usa, y cambia de una
/// ejecución a otra), así que el informe es el mismo byte a byte con almacén, sin él o con
/// él ya lleno.
///
/// ```swift
/// let code = StoredCodeGrader(
///   inner: RunnerCodeGrader(runner: runner), store: store,
///   keying: ResultKeying(courseHash: stamp.contentHash, runner: runner))
/// ```
public struct StoredCodeGrader: CodeGrading {
  /// Quien compila y ejecuta lo que falta.
  public var inner: any CodeGrading
  /// El almacén de la clase (`nil`: sin almacén; los códigos repetidos se comprueban
  /// igualmente una sola vez).
  public var store: ResultStore?
  /// Cómo se calcula la clave de cada ejercicio.
  public var keying: ResultKeying

  /// Crea el corrector.
  public init(inner: any CodeGrading, store: ResultStore?, keying: ResultKeying) {
    self.inner = inner
    self.store = store
    self.keying = keying
  }

  public func check(students: [[CodeSubmission]], jobs: Int) async -> CodeGradingResult {
    let keys = students.map { $0.map(keying.key(for:)) }
    var known: [String: CodeVerdict] = [:]
    var claimed: Set<String> = []
    var pending: [[Int]] = students.map { _ in [] }
    var result = CodeGradingResult(verdicts: [], compilerRuns: 0)
    for (student, row) in keys.enumerated() {
      for (position, key) in row.enumerated() {
        if known[key] != nil || claimed.contains(key) {
          result.duplicates += 1
          continue
        }
        let exerciseID = students[student][position].exerciseID
        switch store?.lookup(key: key, exerciseID: exerciseID) ?? .miss {
        case .hit(let verdict):
          known[key] = verdict
          result.storeHits += 1
          continue
        case .damaged: result.damagedEntries += 1
        case .miss: break
        }
        claimed.insert(key)
        pending[student].append(position)
      }
    }
    let askers = pending.indices.filter { !pending[$0].isEmpty }
    let (inner, store, asked) = (self.inner, self.store, pending)
    let outcomes = await Concurrently.map(askers, limit: max(1, jobs)) { student in
      let exercises = asked[student].map { students[student][$0] }
      let checked = await inner.check(students: [exercises], jobs: 1)
      let verdicts = (checked.verdicts.first ?? []).map(Self.stable)
      if let store {
        for (position, verdict) in zip(asked[student], verdicts) where ResultStore.keeps(verdict) {
          store.save(verdict, key: keys[student][position])
        }
      }
      return (verdicts: verdicts, compilerRuns: checked.compilerRuns)
    }
    for (student, outcome) in zip(askers, outcomes) {
      result.compilerRuns += outcome.compilerRuns
      result.doubtfulTimeouts +=
        outcome.verdicts.filter {
          $0.outcome == .timedOut && !ResultStore.keeps($0)
        }.count
      for (position, verdict) in zip(pending[student], outcome.verdicts) {
        known[keys[student][position]] = verdict
      }
    }
    result.verdicts = students.indices.map { student in
      students[student].indices.map { position in
        known[keys[student][position]]
          ?? .notChecked(
            exerciseID: students[student][position].exerciseID,
            reason: "no se llegó a comprobar.")
      }
    }
    return result
  }

  /// `verdict` sin lo que cambia de una ejecución a otra y el informe no usa: lo que
  /// escribió el programa y si salió de la caché del ejecutor (así el mismo veredicto se
  /// guarda siempre con los mismos bytes).
  static func stable(_ verdict: CodeVerdict) -> CodeVerdict {
    var stable = verdict
    stable.output = ""
    stable.outputTruncated = false
    stable.fromCache = false
    return stable
  }
}
