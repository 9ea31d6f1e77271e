/// Formas válidas de los identificadores del curso.
enum Identifiers {
  /// Minúsculas ASCII y cifras en palabras unidas por guiones: `cuando-compartir`.
  static func isName(_ text: some StringProtocol) -> Bool {
    guard let first = text.first, let last = text.last, first != "-", last != "-" else {
      return false
    }
    var previousWasHyphen = false
    for character in text {
      if character == "-" {
        if previousWasHyphen { return false }
        previousWasHyphen = true
      } else if character.isASCII, character.isLowercase || character.isNumber {
        previousWasHyphen = false
      } else {
        return false
      }
    }
    return true
  }

  /// `tema.nombre`, cada parte con la forma de `isName`: `withlock.carrera`, `2.4`.
  static func isExerciseID(_ text: String) -> Bool {
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    return parts.count == 2 && parts.allSatisfy { isName($0) }
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
