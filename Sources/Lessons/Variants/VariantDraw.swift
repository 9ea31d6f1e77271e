import Support

/// Qué instancia de cada ejercicio con variantes recibe cada alumno: siempre la misma para
/// la misma semilla, el mismo alumno y el mismo ejercicio, en cualquier máquina.
///
/// El generador es el de `OptionOrder` (SplitMix64 sembrado con un SHA-256), con otro
/// prefijo. Hay dos formas:
///
/// - **Con la lista de la clase** (`roster`, que la tarea guarda como `token(seed:student:)`
///   de cada alumno, no sus ids): para cada ejercicio, la clase se ordena por
///   `SHA-256(«leccion-variantes», ficha, ejercicio)` y el alumno del puesto `r` recibe la
///   instancia `r mod k`. Cada instancia va a ⌊n/k⌋ o ⌈n/k⌉ alumnos, y el orden cambia de un
///   ejercicio a otro, así que dos alumnos no comparten instancia en todos.
/// - **Sin ella** (o un alumno que no está en la lista): `SplitMix64` sembrado con
///   `SHA-256(«leccion-variantes», semilla, alumno, ejercicio)` da un número en `0..<k`, sin
///   equilibrio garantizado.
///
/// ```swift
/// let draw = VariantDraw(seed: "2026", roster: ["ana", "luis"].map {
///   VariantDraw.token(seed: "2026", student: $0) })
/// draw.index(count: 3, student: "ana", exercise: "shared.copia")  // 0, 1 o 2
/// ```
public struct VariantDraw: Sendable, Hashable {
  /// La semilla de la tarea.
  public var seed: String
  /// Las fichas de la clase (`token(seed:student:)`), si la tarea las trae.
  public var roster: [String]

  /// Crea el sorteo.
  public init(seed: String, roster: [String] = []) {
    self.seed = seed
    self.roster = roster
  }

  /// La ficha de un alumno en la lista de la clase: las 16 primeras cifras de
  /// `SHA-256(«leccion-clase», semilla, alumno)`.
  public static func token(seed: String, student: String) -> String {
    var digest = SHA256Digest()
    digest.update(field: "leccion-clase")
    digest.update(field: seed)
    digest.update(field: student)
    return String(digest.hexDigest().prefix(16))
  }

  /// El índice de la instancia de `student` entre las `count` de `exercise`.
  public func index(count: Int, student: String, exercise: String) -> Int {
    guard count > 1 else { return 0 }
    let token = Self.token(seed: seed, student: student)
    if roster.contains(token) {
      // El puesto del alumno en la clase ordenada para este ejercicio: cuántos van antes.
      let mine = Self.rankKey(token: token, exercise: exercise)
      var rank = 0
      for other in Set(roster) where other != token {
        let key = Self.rankKey(token: other, exercise: exercise)
        if key < mine || (key == mine && other < token) { rank += 1 }
      }
      return rank % count
    }
    var digest = SHA256Digest()
    digest.update(field: "leccion-variantes")
    digest.update(field: seed)
    digest.update(field: student)
    digest.update(field: exercise)
    var generator = SplitMix64(hex: digest.hexDigest())
    return Int(generator.next(below: UInt64(count)))
  }

  private static func rankKey(token: String, exercise: String) -> String {
    var digest = SHA256Digest()
    digest.update(field: "leccion-variantes")
    digest.update(field: token)
    digest.update(field: exercise)
    return digest.hexDigest()
  }
}
