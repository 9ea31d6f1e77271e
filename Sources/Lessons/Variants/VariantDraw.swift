import Support
import Synchronization

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
  public var roster: [String] {
    didSet { ranks = RankMemo() }
  }
  /// El puesto de cada ficha en la clase ordenada, por ejercicio: se ordena una vez por
  /// ejercicio, no una vez por alumno (con 500 alumnos, 500 resúmenes por ejercicio en vez
  /// de 500 por alumno y ejercicio).
  private var ranks = RankMemo()

  /// Crea el sorteo.
  public init(seed: String, roster: [String] = []) {
    self.seed = seed
    self.roster = roster
  }

  public static func == (a: VariantDraw, b: VariantDraw) -> Bool {
    a.seed == b.seed && a.roster == b.roster
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(seed)
    hasher.combine(roster)
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
    // El puesto del alumno en la clase ordenada para este ejercicio: cuántos van antes.
    if let rank = rank(of: token, exercise: exercise) { return rank % count }
    var digest = SHA256Digest()
    digest.update(field: "leccion-variantes")
    digest.update(field: seed)
    digest.update(field: student)
    digest.update(field: exercise)
    var generator = SplitMix64(hex: digest.hexDigest())
    return Int(generator.next(below: UInt64(count)))
  }

  /// El puesto de `token` en la clase ordenada por `rankKey` (y por la ficha si empatan), o
  /// `nil` si no está en la lista.
  private func rank(of token: String, exercise: String) -> Int? {
    guard !roster.isEmpty else { return nil }
    if let table = ranks.table.withLock({ $0[exercise] }) { return table[token] }
    let sorted = Set(roster).map { ($0, Self.rankKey(token: $0, exercise: exercise)) }
      .sorted { $0.1 < $1.1 || ($0.1 == $1.1 && $0.0 < $1.0) }
    var table: [String: Int] = [:]
    for (position, entry) in sorted.enumerated() { table[entry.0] = position }
    ranks.table.withLock { $0[exercise] = table }
    return table[token]
  }

  private static func rankKey(token: String, exercise: String) -> String {
    var digest = SHA256Digest()
    digest.update(field: "leccion-variantes")
    digest.update(field: token)
    digest.update(field: exercise)
    return digest.hexDigest()
  }
}

/// Los puestos ya calculados de un sorteo, compartidos por sus copias (la misma lista).
private final class RankMemo: Sendable {
  let table = Mutex<[String: [String: Int]]>([:])
}
