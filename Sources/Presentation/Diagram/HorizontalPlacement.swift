/// Coloca los vértices de cada capa en columnas: cada uno lo más cerca posible de la media
/// de sus vecinos, sin solaparse y sin salirse del ancho.
///
/// Cada pasada fija el orden de la capa y resuelve un problema de regresión isotónica
/// (algoritmo de los adyacentes que se violan, PAVA): el desplazamiento de cada vértice
/// respecto a la posición más apretada debe crecer de izquierda a derecha.
enum HorizontalPlacement {
  /// La columna izquierda de cada vértice, con `gap` columnas libres entre dos vecinos (de
  /// izquierda a derecha, la fila de arriba de cada vértice: `widths` son sus altos).
  static func leftEdges(
    graph: LayeredGraph, widths: [Int], totalWidth: Int, gap: Int = NodeBoxes.gap
  ) -> [Int] {
    var uppers = Array(repeating: [Int](), count: graph.vertices.count)
    var lowers = Array(repeating: [Int](), count: graph.vertices.count)
    for segment in graph.segments {
      uppers[segment.lower].append(segment.upper)
      lowers[segment.upper].append(segment.lower)
    }
    let layoutWidth = max(
      totalWidth,
      graph.layers.map { layer in
        layer.reduce(0) { $0 + widths[$1] } + max(0, layer.count - 1) * gap
      }.max() ?? 0)

    var centers = Array(repeating: 0.0, count: graph.vertices.count)
    for layer in graph.layers {
      let used = layer.reduce(0) { $0 + widths[$1] } + max(0, layer.count - 1) * gap
      var left = Double(layoutWidth - used) / 2
      for vertex in layer {
        centers[vertex] = left + Double(widths[vertex]) / 2
        left += Double(widths[vertex] + gap)
      }
    }

    let passes = [true, false, true, false, true]
    for downward in passes {
      let order = downward ? Array(graph.layers.indices) : graph.layers.indices.reversed()
      for layerIndex in order {
        let layer = graph.layers[layerIndex]
        let desired = layer.map { vertex -> Double in
          let neighbours = downward ? uppers[vertex] : lowers[vertex]
          guard !neighbours.isEmpty else { return centers[vertex] }
          return neighbours.reduce(0) { $0 + centers[$1] } / Double(neighbours.count)
        }
        let placed = place(
          desired: desired, widths: layer.map { widths[$0] }, totalWidth: layoutWidth, gap: gap)
        for (index, vertex) in layer.enumerated() { centers[vertex] = placed[index] }
      }
    }
    var lefts = Array(repeating: 0, count: graph.vertices.count)
    for layer in graph.layers {
      var minimum = 0
      for vertex in layer {
        let left = max(minimum, Int((centers[vertex] - Double(widths[vertex]) / 2).rounded()))
        lefts[vertex] = min(left, max(minimum, layoutWidth - widths[vertex]))
        minimum = lefts[vertex] + widths[vertex] + gap
      }
    }
    return lefts
  }

  /// Los centros más cercanos a `desired` (mínimos cuadrados) con los vértices en orden,
  /// separados por `gap` y dentro de `0..<totalWidth`.
  static func place(
    desired: [Double], widths: [Int], totalWidth: Int, gap: Int = NodeBoxes.gap
  ) -> [Double] {
    guard !desired.isEmpty else { return [] }
    var offsets: [Double] = []
    var offset = 0.0
    for width in widths {
      offsets.append(offset + Double(width) / 2)
      offset += Double(width + gap)
    }
    let targets = zip(desired, offsets).map { $0 - $1 }
    var blocks: [(sum: Double, count: Int)] = []
    for target in targets {
      blocks.append((target, 1))
      while blocks.count > 1 {
        let last = blocks[blocks.count - 1]
        let previous = blocks[blocks.count - 2]
        guard previous.sum / Double(previous.count) > last.sum / Double(last.count) else { break }
        blocks.removeLast(2)
        blocks.append((previous.sum + last.sum, previous.count + last.count))
      }
    }
    let upper = max(0, Double(totalWidth) - (offset - Double(gap)))
    var shifts: [Double] = []
    for block in blocks {
      let mean = min(max(block.sum / Double(block.count), 0), upper)
      shifts += Array(repeating: mean, count: block.count)
    }
    return zip(shifts, offsets).map { $0 + $1 }
  }
}
