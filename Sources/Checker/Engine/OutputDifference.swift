/// La primera línea en que difieren la salida que dice el curso y la que imprime el
/// fragmento. Se comparan línea a línea, sin los espacios del final de cada línea ni las
/// líneas vacías del final (lo que `print` deja y un bloque ` ```text ` no muestra).
///
/// ```swift
/// OutputDifference(expected: "a\nb", actual: "a\nc\n")
/// // línea 2: el curso dice «b», el fragmento imprime «c»
/// ```
struct OutputDifference: Sendable, Hashable {
  /// La línea (desde 1).
  var line: Int
  /// Lo que dice el curso en esa línea (`nil`: el curso ya no tiene más).
  var expected: String?
  /// Lo que imprime el fragmento (`nil`: ya no imprime más).
  var actual: String?
  /// Cuántas líneas tiene la salida del curso.
  var expectedLineCount: Int

  /// `nil` si coinciden.
  init?(expected: String, actual: String) {
    let want = Self.lines(of: expected)
    let have = Self.lines(of: actual)
    guard
      let index = (0..<max(want.count, have.count)).first(where: {
        $0 >= want.count || $0 >= have.count || want[$0] != have[$0]
      })
    else { return nil }
    line = index + 1
    self.expected = index < want.count ? want[index] : nil
    self.actual = index < have.count ? have[index] : nil
    expectedLineCount = max(1, want.count)
  }

  /// Las líneas, sin espacios al final de cada una ni líneas vacías al final.
  static func lines(of text: String) -> [String] {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map {
      String($0.reversed().drop(while: { $0 == " " || $0 == "\t" || $0 == "\r" }).reversed())
    }
    while lines.last?.isEmpty == true { lines.removeLast() }
    return lines
  }
}
