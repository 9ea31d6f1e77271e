/// La primera línea en que difieren la salida que dice el curso y la que imprime el
/// fragmento. Se comparan como las compara `PredictionChecker` con la predicción de la
/// persona (sin espacios al final de cada línea ni líneas en blanco a los lados), así que
/// si `validar` acepta la salida del curso, el corrector acepta esa misma respuesta.
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

  /// Las líneas que compara `PredictionChecker`.
  static func lines(of text: String) -> [String] {
    PredictionChecker.lines(text)
  }
}
