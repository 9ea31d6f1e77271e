/// Coloca las etiquetas de las aristas junto a sus líneas verticales, sin pisar otras
/// líneas ni otras etiquetas.
///
/// Cada etiqueta va a la derecha de su línea si cabe; si no, a la izquierda; si no cabe
/// en ninguno de los dos lados, se parte en varias filas en el lado con más sitio.
enum LabelPlacement {
  struct Request {
    /// La columna de la línea a la que acompaña.
    var anchor: Int
    var text: String
    var isHighlighted: Bool
  }

  /// Las etiquetas colocadas y cuántas filas ocupan.
  static func place(_ requests: [Request], obstacles: [Int], width: Int) -> (
    labels: [PlacedLabel], rows: Int
  ) {
    let lines = Set(obstacles).sorted()
    var labels: [PlacedLabel] = []
    var rows = 0
    var claimedUntil = -2
    for request in requests.sorted(by: { $0.anchor < $1.anchor }) {
      let x = request.anchor
      let previousLine = lines.last { $0 < x }
      let nextLine = lines.first { $0 > x }
      let leftBound = max(previousLine.map { $0 + 2 } ?? 0, claimedUntil + 2)
      let rightBound = nextLine.map { $0 - 2 } ?? (width - 1)
      let rightRoom = rightBound - (x + 2) + 1
      let leftRoom = (x - 2) - leftBound + 1
      let textWidth = DisplayWidth.of(request.text)

      let placeRight: Bool
      let room: Int
      if textWidth <= rightRoom {
        (placeRight, room) = (true, rightRoom)
      } else if textWidth <= leftRoom {
        (placeRight, room) = (false, leftRoom)
      } else {
        (placeRight, room) = rightRoom >= leftRoom ? (true, rightRoom) : (false, leftRoom)
      }
      let pieces = NodeBoxes.balancedWrap(request.text, width: max(3, room))
      for (row, piece) in pieces.enumerated() {
        let pieceWidth = DisplayWidth.of(piece)
        let column = placeRight ? x + 2 : x - 1 - pieceWidth
        labels.append(
          PlacedLabel(
            row: row, column: column, text: piece, isHighlighted: request.isHighlighted))
        if placeRight { claimedUntil = max(claimedUntil, column + pieceWidth - 1) }
      }
      rows = max(rows, pieces.count)
    }
    return (labels, rows)
  }
}
