/// Las entregas casi iguales de un ejercicio y, de las que tienen una huella, cuántas fuentes
/// sin relación entre sí hacen falta para explicarlas. Con esto, lo que comparte un grupo de
/// copias de una misma fuente cuenta como lo que escribió un solo alumno, y no se descarta como
/// código común por muchas que sean las copias.
///
/// Dos entregas son casi iguales si cada una tiene al menos `level` de sus huellas en la otra
/// (las comunes entre las del que tiene más: un archivo pequeño que solo tiene lo que escribe
/// media clase no es casi igual a todos los demás). Se cuentan sin las huellas del inicio ni
/// las que están en más de la mitad de la clase (que son siempre comunes).
struct SameSource: Sendable {
  /// De cada alumno con alguna entrega casi igual, las posiciones de esas entregas, en orden.
  var neighbours: [Int32: [Int32]]

  /// `holders`: de cada huella que cuenta (ni del inicio ni de más de la mitad de la clase),
  /// qué alumnos la tienen; `students`, cuántos alumnos hay.
  init(holders: [UInt64: [Int32]], students: Int, level: Double) {
    var sizes = [Int](repeating: 0, count: students)
    var shared: [UInt64: Int] = [:]
    for hash in holders.keys.sorted() {
      guard let owners = holders[hash] else { continue }
      for owner in owners { sizes[Int(owner)] += 1 }
      guard owners.count > 1 else { continue }
      for (offset, first) in owners.enumerated() {
        for second in owners[(offset + 1)...] {
          shared[PairKey.make(Int(first), Int(second)), default: 0] += 1
        }
      }
    }
    var neighbours: [Int32: [Int32]] = [:]
    for key in shared.keys.sorted() {
      guard let count = shared[key] else { continue }
      let (a, b) = PairKey.students(key)
      guard Double(count) >= level * Double(max(sizes[a], sizes[b])) else { continue }
      neighbours[Int32(a), default: []].append(Int32(b))
      neighbours[Int32(b), default: []].append(Int32(a))
    }
    self.neighbours = neighbours.mapValues { $0.sorted() }
  }

  /// Cuántas fuentes explican a `owners` (los alumnos de una huella): cada uno es una fuente o
  /// casi igual a una que también la tiene. Se eligen con avidez (primero la que explica más
  /// alumnos aún sin explicar; a igualdad, la de menor posición), y se deja de contar al pasar
  /// de `limit`: solo importa si la huella está en más de `limit` fuentes.
  func sources(of owners: [Int32], above limit: Int) -> Int {
    var linked: [Int32] = []
    var count = 0
    for owner in owners {
      if neighbours[owner] == nil { count += 1 } else { linked.append(owner) }
    }
    guard count <= limit, !linked.isEmpty else { return count }
    var unexplained = Set(linked)
    while !unexplained.isEmpty, count <= limit {
      var best: (owner: Int32, explains: [Int32])?
      for owner in linked.sorted() {
        let explains =
          [owner].filter { unexplained.contains($0) }
          + (neighbours[owner] ?? []).filter { unexplained.contains($0) }
        if explains.count > (best?.explains.count ?? 0) { best = (owner, explains) }
      }
      guard let best else { break }
      unexplained.subtract(best.explains)
      count += 1
    }
    return count
  }
}
