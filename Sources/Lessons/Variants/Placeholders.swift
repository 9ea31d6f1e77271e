/// Los `{{nombre}}` de un texto: el ejercicio de `ejercicios.md` y, en los de código, sus
/// archivos Swift (inicio, solución, pruebas del curso y pruebas ocultas del profesor).
///
/// ```swift
/// let values = [ParameterValue(name: "importe", value: "30")]
/// Placeholders.substitute("let importe = {{importe}}", with: values)  // "let importe = 30"
/// ```
public enum Placeholders {
  /// `text` con cada `{{nombre}}` de `values` cambiado por su valor; los demás, tal cual.
  public static func substitute(_ text: String, with values: [ParameterValue]) -> String {
    guard !values.isEmpty, text.contains("{{") else { return text }
    let table = Dictionary(values.map { ($0.name, $0.value) }) { first, _ in first }
    var result = ""
    scan(text) { piece in
      switch piece {
      case .text(let text): result += text
      case .placeholder(let name, let original): result += table[name] ?? original
      }
    }
    return result
  }

  /// Los nombres de los `{{nombre}}` de `text`, con su línea (la primera es `firstLine`).
  public static func names(in text: String, firstLine: Int = 1) -> [(name: String, line: Int)] {
    guard text.contains("{{") else { return [] }
    var found: [(name: String, line: Int)] = []
    var line = firstLine
    for row in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if row.contains("{{") {
        scan(String(row)) { piece in
          if case .placeholder(let name, _) = piece { found.append((name, line)) }
        }
      }
      line += 1
    }
    return found
  }

  enum Piece {
    case text(String)
    case placeholder(String, original: String)
  }

  /// Parte `text` en trozos de texto y `{{nombre}}` (con el nombre sin espacios a los lados).
  /// Busca en los bytes UTF-8, no con `range(of:)` de Foundation, que en cada búsqueda
  /// recorría el texto entero (el archivo de ejercicios, una vez por instancia): era la mayor
  /// parte de lo que tardaba en cargarse el curso, también en cada `comprobar`.
  static func scan(_ text: String, _ visit: (Piece) -> Void) {
    var text = text
    text.makeContiguousUTF8()
    let scanned: Void? = text.utf8.withContiguousStorageIfAvailable { scan($0, visit) }
    if scanned == nil { scan(Array(text.utf8), visit) }
  }

  private static func scan(_ bytes: [UInt8], _ visit: (Piece) -> Void) {
    bytes.withUnsafeBufferPointer { scan($0, visit) }
  }

  private static func scan(_ bytes: UnsafeBufferPointer<UInt8>, _ visit: (Piece) -> Void) {
    func text(_ range: Range<Int>) -> String {
      String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }
    /// El primer par `byte byte` desde `start`.
    func pair(_ byte: UInt8, from start: Int) -> Int? {
      var index = start
      while index + 1 < bytes.count {
        if bytes[index] == byte, bytes[index + 1] == byte { return index }
        index += 1
      }
      return nil
    }
    var position = 0
    while let open = pair(UInt8(ascii: "{"), from: position) {
      guard let close = pair(UInt8(ascii: "}"), from: open + 2) else { break }
      let name = text(open + 2..<close).trimmingSpaces()
      visit(.text(text(position..<open)))
      let original = text(open..<close + 2)
      visit(
        ParameterDeclaration.isName(name) ? .placeholder(name, original: original) : .text(original)
      )
      position = close + 2
    }
    visit(.text(text(position..<bytes.count)))
  }
}
