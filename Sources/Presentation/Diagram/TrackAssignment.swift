/// Reparte las rayas horizontales de un canal en carriles (filas).
///
/// Dos rayas que se solapan no pueden ir en el mismo carril. Una salida que cae en la
/// misma columna que la llegada de otro haz debe terminar más arriba que la raya de ese
/// haz, o las dos líneas se tocarían. Entre los repartos válidos se elige el de menos
/// cruces y, a igualdad, el de menos carriles: con pocos haces se prueban todos (con
/// poda); con muchos, se colocan uno a uno en el primer carril libre.
enum TrackAssignment {
  static let exhaustiveLimit = 5
  private static let impossible = 1_000_000
  private static let crossing = 10

  static func assign(_ buses: inout [Bus]) {
    let needing = buses.indices.filter { !buses[$0].isStraight }
    guard !needing.isEmpty else { return }
    let tracks =
      needing.count <= exhaustiveLimit
      ? search(needing.map { buses[$0] }) : greedy(needing.map { buses[$0] })
    for (position, index) in needing.enumerated() { buses[index].track = tracks[position] }
  }

  /// El coste de un par según el carril de A respecto al de B: `[0]` A más arriba,
  /// `[1]` en el mismo, `[2]` A más abajo.
  private static func pairCosts(_ a: Bus, _ b: Bus) -> [Int] {
    func directed(_ a: Bus, _ b: Bus, aAbove: Bool, same: Bool) -> Int {
      var cost = 0
      // La salida de A baja hasta su carril: no puede pisar una llegada de B que empiece
      // en su carril o más arriba, y cruza la raya de B si B va más arriba.
      if b.drops.contains(a.stub), !aAbove { cost += impossible }
      if !aAbove, !same, b.span.contains(a.stub) { cost += crossing }
      // Las llegadas de A bajan desde su carril y cruzan la raya de B si B va más abajo.
      if aAbove { cost += a.drops.filter { b.span.contains($0) }.count * crossing }
      return cost
    }
    let overlap =
      a.span.lowerBound <= b.span.upperBound + 1 && b.span.lowerBound <= a.span.upperBound + 1
    return [
      directed(a, b, aAbove: true, same: false) + directed(b, a, aAbove: false, same: false),
      (overlap ? impossible : 0) + directed(a, b, aAbove: false, same: true)
        + directed(b, a, aAbove: false, same: true),
      directed(a, b, aAbove: false, same: false) + directed(b, a, aAbove: true, same: false),
    ]
  }

  /// Prueba todos los repartos, podando los que ya cuestan más que el mejor.
  private static func search(_ buses: [Bus]) -> [Int] {
    let count = buses.count
    var costs = Array(repeating: Array(repeating: [0, 0, 0], count: count), count: count)
    for i in 0..<count {
      for j in 0..<count where j < i { costs[i][j] = pairCosts(buses[i], buses[j]) }
    }
    var best = (cost: Int.max, tracks: greedy(buses))
    var tracks = Array(repeating: 0, count: count)
    func visit(_ position: Int, _ partial: Int) {
      guard partial < best.cost else { return }
      if position == count {
        let used = Set(tracks)
        let gaps = (tracks.max() ?? 0) + 1 - used.count
        let total = partial + used.count + gaps * 100
        if total < best.cost { best = (total, tracks) }
        return
      }
      for track in 0..<count {
        tracks[position] = track
        var cost = partial
        for other in 0..<position {
          let relation = track < tracks[other] ? 0 : track == tracks[other] ? 1 : 2
          cost += costs[position][other][relation]
        }
        visit(position + 1, cost)
      }
    }
    visit(0, 0)
    return best.tracks
  }

  /// Cada raya, en el primer carril donde no se solapa con otra.
  private static func greedy(_ buses: [Bus]) -> [Int] {
    var tracks = Array(repeating: 0, count: buses.count)
    for position in buses.indices {
      var track = 0
      while (0..<position).contains(where: { other in
        let (a, b) = (buses[position].span, buses[other].span)
        return tracks[other] == track
          && a.lowerBound <= b.upperBound + 1 && b.lowerBound <= a.upperBound + 1
      }) {
        track += 1
      }
      tracks[position] = track
    }
    return tracks
  }
}
