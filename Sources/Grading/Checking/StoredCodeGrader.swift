import Checker
import Support

/// `CodeChecking` sobre otro corrector (`inner`, el de verdad): cada código distinto se
/// comprueba una sola vez por corrección, y nada de lo que ya sabe el almacén de resultados
/// de la clase (`ResultStore`) se vuelve a comprobar.
///
/// 1. La clave de cada ejercicio pedido (`ResultKeying`): el mismo código en el mismo
///    ejercicio es la misma clave, sea de quien sea.
/// 2. Cada clave distinta se busca en el almacén; una entrada dañada no cuenta. Se busca
///    también con el contexto del alumno (`ResultKeying.context(of:)`: todos sus ejercicios
///    de código), que es como se guardó lo que se compiló junto.
/// 3. Lo que falta va a `inner`, agrupado por alumno: los ejercicios que faltan de un alumno
///    se compilan juntos, en un programa suyo; `jobs` alumnos a la vez. Un veredicto no
///    cruza de un alumno a otro si en su programa había algo más que su código: un ejercicio
///    que se compila solo se guarda con la clave del código (vale para cualquiera con el
///    mismo código), y uno que se compiló con otros, con la clave más el contexto del alumno
///    (solo vale para quien entregue todo igual). Así otro ejercicio de la misma entrega, que
///    cambiara lo que hace el programa, no puede cambiar el veredicto de nadie más.
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
///   inner: RunnerCodeChecker(runner: runner), store: store,
///   keying: ResultKeying(courseHash: stamp.contentHash, runner: runner))
/// ```
public struct StoredCodeGrader: CodeChecking {
  /// Quien compila y ejecuta lo que falta.
  public var inner: any CodeChecking
  /// El almacén de la clase (`nil`: sin almacén; los códigos repetidos se comprueban
  /// igualmente una sola vez).
  public var store: ResultStore?
  /// Cómo se calcula la clave de cada ejercicio.
  public var keying: ResultKeying

  /// Crea el corrector.
  public init(inner: any CodeChecking, store: ResultStore?, keying: ResultKeying) {
    self.inner = inner
    self.store = store
    self.keying = keying
  }

  public func check(students: [[CodeSubmission]], jobs: Int) async -> CodeCheckingResult {
    let keys = students.map { $0.map(keying.key(for:)) }
    let contexts = keys.map(ResultKeying.context(of:))
    var known: [String: CodeVerdict] = [:]
    var resolved: [[String?]] = students.map { $0.map { _ in nil } }
    var result = CodeCheckingResult(verdicts: [], compilerRuns: 0)
    // 1. Lo que ya se sabe: un veredicto de un programa con ese código solo, o uno del
    //    programa de este mismo alumno con todos sus ejercicios tal como están.
    var missing: [[Int]] = students.map { _ in [] }
    var damaged: Set<String> = []
    for (student, row) in keys.enumerated() {
      for (position, key) in row.enumerated() {
        let exerciseID = students[student][position].exerciseID
        let candidates = [key] + (contexts[student].map { [ResultKeying.key(key, in: $0)] } ?? [])
        var found: String?
        for candidate in candidates where found == nil {
          if known[candidate] != nil {
            result.duplicates += 1
            found = candidate
            continue
          }
          switch store?.lookup(key: candidate, exerciseID: exerciseID) ?? .miss {
          case .hit(let verdict):
            known[candidate] = verdict
            result.storeHits += 1
            found = candidate
          case .damaged:
            if damaged.insert(candidate).inserted { result.damagedEntries += 1 }
          case .miss: break
          }
        }
        if let found {
          resolved[student][position] = found
        } else {
          missing[student].append(position)
        }
      }
    }
    // 2. Lo que falta se compila por alumno; la clave de cada veredicto dice con qué se
    //    compiló: solo (la clave del código, que vale para cualquiera) o con los demás
    //    ejercicios del alumno (la clave con su contexto, que no sirve a nadie más).
    var claimed: Set<String> = []
    var pending: [[Int]] = students.map { _ in [] }
    for (student, positions) in missing.enumerated() {
      for position in positions {
        let key = keys[student][position]
        let effective =
          positions.count == 1 ? key : ResultKeying.key(key, in: contexts[student] ?? key)
        resolved[student][position] = effective
        if claimed.contains(effective) {
          result.duplicates += 1
          continue
        }
        claimed.insert(effective)
        pending[student].append(position)
      }
    }
    let askers = pending.indices.filter { !pending[$0].isEmpty }
    // Una entrada dañada se rehace con lo nuevo (un veredicto de un programa con menos
    // código vale también donde se esperaba uno con todo el del alumno).
    let rewrites = keys.indices.map { student in
      keys[student].map { key in
        contexts[student].map { ResultKeying.key(key, in: $0) }.flatMap {
          damaged.contains($0) ? $0 : nil
        }
      }
    }
    let (inner, store, asked, finalKeys) = (self.inner, self.store, pending, resolved)
    let outcomes = await Concurrently.map(askers, limit: max(1, jobs)) { student in
      let exercises = asked[student].map { students[student][$0] }
      let checked = await inner.check(students: [exercises], jobs: 1)
      let verdicts = (checked.verdicts.first ?? []).map(Self.stable)
      if let store {
        for (position, verdict) in zip(asked[student], verdicts) where ResultStore.keeps(verdict) {
          let targets = [finalKeys[student][position], rewrites[student][position]]
          for key in Set(targets.compactMap { $0 }).sorted() { store.save(verdict, key: key) }
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
        if let key = resolved[student][position] { known[key] = verdict }
      }
    }
    result.verdicts = students.indices.map { student in
      students[student].indices.map { position in
        resolved[student][position].flatMap { known[$0] }
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
