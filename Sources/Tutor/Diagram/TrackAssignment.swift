/// Reparte las rayas horizontales de un canal en carriles (filas).
///
/// Dos rayas que se solapan no pueden ir en el mismo carril. Una salida que cae en la
/// misma columna que la llegada de otro haz debe terminar más arriba que la raya de ese
/// haz, o las dos líneas se tocarían. Entre los repartos válidos se elige el de menos
/// cruces y, a igualdad, el de menos carriles: con pocos haces se prueban todos; con
/// muchos, se colocan uno a uno en el primer carril libre.
enum TrackAssignment {
  static let exhaustiveLimit = 5

  static func assign(_ buses: inout [Bus]) {
    let needing = buses.indices.filter { !buses[$0].isStraight }
    guard !needing.isEmpty else { return }
    var best: (cost: Int, tracks: [Int])?
    if needing.count <= exhaustiveLimit {
      var tracks = Array(repeating: 0, count: needing.count)
      func search(_ position: Int) {
        if position == needing.count {
          let cost = self.cost(buses, needing: needing, tracks: tracks)
          if cost < (best?.cost ?? .max) { best = (cost, tracks) }
          return
        }
        for track in 0..<needing.count {
          tracks[position] = track
          search(position + 1)
        }
      }
      search(0)
    }
    let tracks = best?.tracks ?? greedy(buses, needing: needing)
    for (position, index) in needing.enumerated() { buses[index].track = tracks[position] }
  }

  private static func greedy(_ buses: [Bus], needing: [Int]) -> [Int] {
    var tracks = Array(repeating: 0, count: needing.count)
    for position in needing.indices {
      var track = 0
      while (0..<position).contains(where: { other in
        tracks[other] == track && conflict(buses[needing[position]], buses[needing[other]])
      }) {
        track += 1
      }
      tracks[position] = track
    }
    return tracks
  }

  private static func conflict(_ a: Bus, _ b: Bus) -> Bool {
    a.span.lowerBound <= b.span.upperBound + 1 && b.span.lowerBound <= a.span.upperBound + 1
  }

  /// Cruces × 10 + carriles usados; un reparto imposible cuesta muchísimo.
  private static func cost(_ buses: [Bus], needing: [Int], tracks: [Int]) -> Int {
    let impossible = 1_000_000
    var track: [Int: Int] = [:]
    for (position, index) in needing.enumerated() { track[index] = tracks[position] }
    var crossings = 0
    for a in buses.indices {
      for b in buses.indices where b != a {
        let busA = buses[a]
        let busB = buses[b]
        let trackA = track[a]
        let trackB = track[b]
        if let trackA, let trackB, trackA == trackB, a < b, conflict(busA, busB) {
          return impossible
        }
        guard let trackB else { continue }
        // La salida de A baja hasta su carril (o hasta abajo si A es recta).
        let stubEnd = trackA ?? Int.max
        if busB.drops.contains(busA.stub), stubEnd >= trackB { return impossible }
        if trackB < stubEnd, busB.span.contains(busA.stub) { crossings += 1 }
        // Las llegadas de A bajan desde su carril (o desde arriba si A es recta).
        let dropStart = trackA ?? Int.min
        for drop in busA.drops where trackB > dropStart && busB.span.contains(drop) {
          crossings += 1
        }
      }
    }
    let used = Set(tracks).count
    let gaps = (tracks.max() ?? 0) + 1 - used
    return crossings * 10 + used + gaps * 100
  }
}
