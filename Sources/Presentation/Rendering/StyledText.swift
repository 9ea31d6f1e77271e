/// Los colores ANSI que usa el tutor (los ocho básicos y el gris).
enum ANSIColor: Int, Sendable, Hashable {
  case red = 31
  case green = 32
  case yellow = 33
  case blue = 34
  case magenta = 35
  case cyan = 36
  case gray = 90
}

/// El aspecto de un trozo de texto. Sin color, la terminal lo ignora todo.
struct TextStyle: Sendable, Hashable {
  var bold = false
  var italic = false
  var underline = false
  var dim = false
  var color: ANSIColor?

  static let none = TextStyle()
  static let bold = TextStyle(bold: true)

  /// Si no cambia nada respecto al texto normal.
  var isPlain: Bool { self == .none }

  /// Los parámetros SGR (`1;36`) del estilo.
  var sgrParameters: String {
    var codes: [String] = []
    if bold { codes.append("1") }
    if dim { codes.append("2") }
    if italic { codes.append("3") }
    if underline { codes.append("4") }
    if let color { codes.append(String(color.rawValue)) }
    return codes.joined(separator: ";")
  }

  /// `text` rodeado de las secuencias de escape del estilo (o tal cual si no hay estilo).
  func apply(to text: String) -> String {
    guard !isPlain, !text.isEmpty else { return text }
    return "\u{1B}[\(sgrParameters)m\(text)\u{1B}[0m"
  }

  /// Este estilo con los rasgos de `other` añadidos (el color de `other` manda si lo tiene).
  func merging(_ other: TextStyle) -> TextStyle {
    TextStyle(
      bold: bold || other.bold, italic: italic || other.italic,
      underline: underline || other.underline, dim: dim || other.dim,
      color: other.color ?? color)
  }
}

/// Un trozo de texto con un solo estilo.
struct StyledRun: Sendable, Hashable {
  var text: String
  var style: TextStyle

  init(_ text: String, _ style: TextStyle = .none) {
    self.text = text
    self.style = style
  }

  var width: Int { DisplayWidth.of(text) }
}

/// Una línea hecha de trozos con estilo.
struct StyledLine: Sendable, Hashable {
  var runs: [StyledRun]

  init(_ runs: [StyledRun] = []) {
    self.runs = runs
  }

  init(_ text: String, _ style: TextStyle = .none) {
    self.runs = [StyledRun(text, style)]
  }

  var width: Int { runs.reduce(0) { $0 + $1.width } }
  var plainText: String { runs.map(\.text).joined() }

  mutating func append(_ text: String, _ style: TextStyle = .none) {
    guard !text.isEmpty else { return }
    if let last = runs.last, last.style == style {
      runs[runs.count - 1].text += text
    } else {
      runs.append(StyledRun(text, style))
    }
  }

  mutating func append(_ line: StyledLine) {
    for run in line.runs { append(run.text, run.style) }
  }

  /// El texto final: con escapes ANSI si `color`, sin ellos si no. Sin espacios al final.
  func rendered(color: Bool) -> String {
    var trimmed = runs
    while let last = trimmed.last {
      var kept = last.text
      while kept.last == " " { kept.removeLast() }
      if kept.isEmpty {
        trimmed.removeLast()
      } else {
        trimmed[trimmed.count - 1].text = kept
        break
      }
    }
    guard color else { return trimmed.map(\.text).joined() }
    return trimmed.map { $0.style.apply(to: $0.text) }.joined()
  }
}
