/// Reparto de columnas entre varios que las piden (celdas de una tabla, cajas de una capa).
enum WidthSharing {
  /// Reparte `total` columnas a partes iguales, sin dar a nadie más de lo que pide: lo que
  /// no usa uno pasa a los demás.
  ///
  /// ```swift
  /// WidthSharing.share(13, among: [21, 4])  // [9, 4]
  /// ```
  static func share(_ total: Int, among wanted: [Int]) -> [Int] {
    var given = Array(repeating: 0, count: wanted.count)
    var open = Array(wanted.indices)
    var left = total
    while !open.isEmpty, left > 0 {
      let portion = max(1, left / open.count)
      var stillOpen: [Int] = []
      for index in open where left > 0 {
        let grant = min(portion, wanted[index] - given[index], left)
        given[index] += grant
        left -= grant
        if given[index] < wanted[index] { stillOpen.append(index) }
      }
      open = stillOpen
    }
    return given
  }
}
