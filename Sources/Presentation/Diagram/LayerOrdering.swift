import Foundation

/// Ordena los vértices de cada capa para que se crucen pocas aristas.
///
/// Parte del orden del texto (cada capa, según el primer tramo que llega a cada vértice)
/// y hace varias pasadas de baricentro hacia abajo y hacia arriba, quedándose con el orden
/// que menos cruces da. Entre hermanos de una misma pregunta, `sí` va a la izquierda y `no`
/// a la derecha, en el orden en que se escriban (así todas las preguntas de un diagrama se
/// leen igual); los demás empates conservan el orden del texto.
enum LayerOrdering {
  static func apply(to graph: inout LayeredGraph) {
    let layerCount = graph.layers.count
    guard layerCount > 1 else { return }
    var uppers = Array(repeating: [Int](), count: graph.vertices.count)
    var lowers = Array(repeating: [Int](), count: graph.vertices.count)
    for segment in graph.segments {
      uppers[segment.lower].append(segment.upper)
      lowers[segment.upper].append(segment.lower)
    }

    var layers = graph.layers
    for layer in 1..<layerCount {
      let position = positions(layers[layer - 1])
      let firstArrival = Dictionary(
        graph.segments.enumerated().reversed().map { ($1.lower, $0) },
        uniquingKeysWith: { _, last in last })
      layers[layer].sort { a, b in
        let keyA = uppers[a].compactMap { position[$0] }.min() ?? .max
        let keyB = uppers[b].compactMap { position[$0] }.min() ?? .max
        if keyA != keyB { return keyA < keyB }
        let arrivalA = firstArrival[a] ?? a
        let arrivalB = firstArrival[b] ?? b
        let rankA = answerRank(graph, segment: firstArrival[a])
        let rankB = answerRank(graph, segment: firstArrival[b])
        if rankA != rankB { return rankA < rankB }
        return arrivalA < arrivalB
      }
    }

    var best = layers
    var bestCrossings = crossings(layers, graph: graph)
    for iteration in 0..<8 {
      let downward = iteration % 2 == 0
      let range = downward ? Array(1..<layerCount) : Array((0..<(layerCount - 1)).reversed())
      for layer in range {
        let reference = positions(layers[downward ? layer - 1 : layer + 1])
        let current = positions(layers[layer])
        let neighbours = downward ? uppers : lowers
        func barycenter(_ vertex: Int) -> Double {
          let values = neighbours[vertex].compactMap { reference[$0] }
          guard !values.isEmpty else { return Double(current[vertex] ?? 0) }
          return Double(values.reduce(0, +)) / Double(values.count)
        }
        layers[layer] = layers[layer].enumerated()
          .map { (vertex: $1, key: barycenter($1), index: $0) }
          .sorted { $0.key != $1.key ? $0.key < $1.key : $0.index < $1.index }
          .map(\.vertex)
      }
      let count = crossings(layers, graph: graph)
      if count < bestCrossings {
        best = layers
        bestCrossings = count
      }
    }
    graph.layers = best
  }

  /// 0 si el tramo es de una arista `sí`, 2 si es de una `no` y 1 si es de otra.
  private static func answerRank(_ graph: LayeredGraph, segment: Int?) -> Int {
    guard let segment, graph.segments.indices.contains(segment) else { return 1 }
    let edge = graph.edges[graph.segments[segment].edge]
    guard !edge.isReversed, let label = edge.label?.lowercased() else { return 1 }
    let word = label.trimmingCharacters(in: .whitespaces)
    if ["si", "sí", "yes"].contains(word) { return 0 }
    if word == "no" { return 2 }
    return 1
  }

  private static func positions(_ layer: [Int]) -> [Int: Int] {
    Dictionary(uniqueKeysWithValues: layer.enumerated().map { ($1, $0) })
  }

  /// Cuántos pares de tramos se cruzan con este orden.
  static func crossings(_ layers: [[Int]], graph: LayeredGraph) -> Int {
    var position: [Int: Int] = [:]
    for layer in layers {
      for (index, vertex) in layer.enumerated() { position[vertex] = index }
    }
    var total = 0
    var byLayer = Array(repeating: [(Int, Int)](), count: layers.count)
    for segment in graph.segments {
      let layer = graph.vertices[segment.upper].layer
      byLayer[layer].append((position[segment.upper] ?? 0, position[segment.lower] ?? 0))
    }
    for pairs in byLayer {
      for i in pairs.indices {
        for j in pairs.indices where j > i {
          if (pairs[i].0 - pairs[j].0) * (pairs[i].1 - pairs[j].1) < 0 { total += 1 }
        }
      }
    }
    return total
  }
}
