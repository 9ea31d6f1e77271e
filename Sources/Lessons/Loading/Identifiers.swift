/// Formas válidas de los identificadores del curso.
enum Identifiers {
  /// Minúsculas ASCII y cifras en palabras unidas por guiones: `cuando-compartir`.
  static func isName(_ text: Substring) -> Bool {
    let bytes = text.utf8
    guard let first = bytes.first, let last = bytes.last, first != hyphen, last != hyphen else {
      return false
    }
    var previousWasHyphen = false
    for byte in bytes {
      if byte == hyphen {
        if previousWasHyphen { return false }
        previousWasHyphen = true
      } else if (0x61...0x7A).contains(byte) || (0x30...0x39).contains(byte) {
        previousWasHyphen = false
      } else {
        return false
      }
    }
    return true
  }

  private static let hyphen = UInt8(ascii: "-")

  /// Como `isName(_:)` para un `String`.
  static func isName(_ text: String) -> Bool { isName(Substring(text)) }

  /// `tema.nombre`, cada parte con la forma de `isName`: `withlock.carrera`, `2.4`.
  static func isExerciseID(_ text: String) -> Bool {
    guard let dot = text.utf8.firstIndex(of: UInt8(ascii: ".")) else { return false }
    return isName(text[..<dot]) && isName(text[text.utf8.index(after: dot)...])
  }

  /// Un nombre de carpeta sin barras: letras ASCII, cifras, `-` y `_`.
  static func isFolder(_ text: String) -> Bool {
    !text.isEmpty && text != "." && text != ".."
      && text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "-_.".contains($0)) }
  }

  /// El id de un nodo Mermaid: letras, cifras y `_`.
  static func isNodeID(_ text: String) -> Bool {
    !text.isEmpty && text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
  }
}
