/// Los tramos que dos archivos tienen en común, para enseñarlos uno al lado del otro: los
/// recorridos más largos de k-gramas iguales (en los dos archivos a la vez, en el mismo
/// orden), sin solaparse, sin el código de inicio ni el común. Solo se buscan para los pares
/// que ya se van a mostrar.
enum SharedPassages {
  /// Un tramo común: dónde empieza en cada archivo (índice de token) y cuántos tokens cubre.
  struct Run: Sendable, Hashable {
    var first: Int
    var second: Int
    var tokens: Int
  }

  /// Un resumen que aparece más veces que estas en el segundo archivo es un patrón repetido
  /// (una tabla, una lista de casos): no sirve de ancla, aunque un tramo que empieza en otro
  /// ancla sí pasa por él.
  static let maximumRepeats = 16

  /// Los tramos comunes de al menos `minimumTokens` tokens entre dos archivos cuyos k-gramas
  /// tienen los resúmenes `first` y `second`, sin solaparse en ninguno de los dos archivos, en
  /// el orden del primero.
  ///
  /// Un tramo se corta donde los dos tienen `window` k-gramas seguidos del archivo de inicio
  /// (`starter`: el código que ya les dieron), pero no en un k-grama suelto que coincide con
  /// él por casualidad; no empieza ni acaba en código de inicio. Y solo cuenta si tiene algún
  /// k-grama que no es del inicio ni `common` (código que escribe media clase: puede estar
  /// dentro de un tramo copiado, pero un tramo hecho solo de eso no es una pista).
  ///
  /// Cada k-grama común poco repetido es un ancla; desde ella, el tramo se alarga hacia los dos
  /// lados mientras los dos archivos sigan iguales. Un ancla que cae dentro de un tramo ya
  /// encontrado en la misma diagonal no se vuelve a alargar, así que el coste es lineal en lo
  /// que se comparte.
  static func runs(
    _ first: [UInt64], _ second: [UInt64], k: Int, window: Int, minimumTokens: Int,
    starter: (UInt64) -> Bool, common: (UInt64) -> Bool
  ) -> [Run] {
    var positions: [UInt64: [Int]] = [:]
    for (index, hash) in second.enumerated() where !starter(hash) {
      positions[hash, default: []].append(index)
    }
    func matches(_ i: Int, _ j: Int) -> Bool {
      i >= 0 && j >= 0 && i < first.count && j < second.count && first[i] == second[j]
    }
    var candidates: [Run] = []
    // Por diagonal (j − i), dónde acaba (en el primer archivo) el último tramo encontrado.
    var reached: [Int: Int] = [:]
    for (i, hash) in first.enumerated() {
      guard let places = positions[hash], places.count <= maximumRepeats else { continue }
      for j in places {
        if let end = reached[j - i], i < end { continue }
        var start = i
        while matches(start - 1, start - 1 + j - i) { start -= 1 }
        var end = i + 1
        while matches(end, end + j - i) { end += 1 }
        reached[j - i] = end
        for piece in split(start..<end, first, window: window, starter: starter)
        where piece.count + k - 1 >= minimumTokens
          && piece.contains(where: { !starter(first[$0]) && !common(first[$0]) })
        {
          candidates.append(
            Run(
              first: piece.lowerBound, second: piece.lowerBound + j - i, tokens: piece.count + k - 1
            ))
        }
      }
    }
    // Los más largos primero; cada token de cada archivo, en un solo tramo.
    candidates.sort {
      ($0.tokens, -$0.first, -$0.second) > ($1.tokens, -$1.first, -$1.second)
    }
    var usedFirst = [Bool](repeating: false, count: first.count + k)
    var usedSecond = [Bool](repeating: false, count: second.count + k)
    var chosen: [Run] = []
    for run in candidates {
      let rangeFirst = run.first..<(run.first + run.tokens)
      let rangeSecond = run.second..<(run.second + run.tokens)
      if rangeFirst.contains(where: { usedFirst[$0] })
        || rangeSecond.contains(where: { usedSecond[$0] })
      {
        continue
      }
      for index in rangeFirst { usedFirst[index] = true }
      for index in rangeSecond { usedSecond[index] = true }
      chosen.append(run)
    }
    return chosen.sorted { ($0.first, $0.second) < ($1.first, $1.second) }
  }

  /// Los trozos de `range` (posiciones de k-gramas del primer archivo) que quedan al quitar
  /// cada racha de `window` o más k-gramas del inicio, sin k-gramas del inicio en las puntas.
  static func split(
    _ range: Range<Int>, _ hashes: [UInt64], window: Int, starter: (UInt64) -> Bool
  ) -> [Range<Int>] {
    var pieces: [Range<Int>] = []
    var pieceStart = range.lowerBound
    var streak = 0
    func close(_ end: Int) {
      var low = pieceStart
      var high = end
      while low < high, starter(hashes[low]) { low += 1 }
      while high > low, starter(hashes[high - 1]) { high -= 1 }
      if low < high { pieces.append(low..<high) }
    }
    for position in range {
      if starter(hashes[position]) {
        streak += 1
        if streak == window { close(position - window + 1) }
      } else {
        if streak >= window { pieceStart = position }
        streak = 0
      }
    }
    if streak < window { close(range.upperBound) }
    return pieces
  }
}
