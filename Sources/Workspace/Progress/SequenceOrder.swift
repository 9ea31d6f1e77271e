/// Los sucesos de un escritor ordenados por `sequence` en tiempo lineal, sin cambiar el
/// orden de los que tienen el mismo número (estable, como el recorrido de la cadena espera).
///
/// Un registro normal ya viene en orden y solo se comprueba (una pasada). Si no, se ordena
/// por base 256 desde la cifra menos significativa: cuatro pasadas, porque un número del
/// registro va de 0 a 2 147 483 647 (`ProgressLimits`); uno fuera de ese rango (que no pasa
/// la lectura) se ordena por comparación.
///
/// ```swift
/// SequenceOrder.sorted(events).map(\.sequence)  // [0, 1, 2, …]
/// ```
enum SequenceOrder {
  static func sorted(_ events: [ProgressEvent]) -> [ProgressEvent] {
    let keys = events.map { $0.sequence ?? 0 }
    if zip(keys, keys.dropFirst()).allSatisfy({ $0 <= $1 }) { return events }
    guard keys.allSatisfy({ $0 >= 0 && $0 <= Int(UInt32.max) }) else {
      return events.enumerated().sorted {
        (keys[$0.offset], $0.offset) < (keys[$1.offset], $1.offset)
      }.map(\.element)
    }
    var order = Array(events.indices)
    var next = order
    for digit in 0..<4 {
      let shift = digit * 8
      var counts = [Int](repeating: 0, count: 257)
      for index in order { counts[((keys[index] >> shift) & 0xFF) + 1] += 1 }
      for bucket in 1..<257 { counts[bucket] += counts[bucket - 1] }
      for index in order {
        let bucket = (keys[index] >> shift) & 0xFF
        next[counts[bucket]] = index
        counts[bucket] += 1
      }
      swap(&order, &next)
    }
    return order.map { events[$0] }
  }
}
