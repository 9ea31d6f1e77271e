import Foundation

/// Limpieza de la salida de un programa de ejercicio antes de enseñarla.
enum ProgramOutput {
  /// Quita las pilas de llamadas del runtime de Swift (`Current stack trace:` y sus
  /// marcos) y deja los nombres de archivo como los ve la persona: `Ejercicio/@0.0/X.swift`
  /// o `@0.0/X.swift` pasan a `X.swift`.
  static func clean(_ raw: String) -> String {
    var lines: [Substring] = []
    var inTrace = false
    for line in raw.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("Current stack trace:") {
        inTrace = true
        continue
      }
      if inTrace {
        if line.first?.isNumber == true { continue }
        inTrace = false
      }
      lines.append(line)
    }
    var text = lines.joined(separator: "\n")
    while text.hasSuffix("\n") { text.removeLast() }
    return untag(stripModulePrefix(text))
  }

  /// `Ejercicio/X.swift` (el `#fileID` de Swift 6) → `X.swift`; lo mismo con el módulo de las
  /// pruebas compiladas aparte (`HarnessSource.testsModule`).
  static func stripModulePrefix(_ text: String) -> String {
    stripModulePrefix(
      HarnessSource.testsModule + "/",
      from: stripModulePrefix(SwiftCompiler.moduleName + "/", from: text))
  }

  private static func stripModulePrefix(_ prefix: String, from text: String) -> String {
    guard text.contains(prefix) else { return text }
    var pieces = text.components(separatedBy: prefix)
    for index in pieces.indices.dropFirst() {
      let name = pieces[index].prefix { $0 != ":" && $0 != " " && $0 != "\n" && $0 != ")" }
      pieces[index] = (name.hasSuffix(".swift") ? "" : prefix) + pieces[index]
    }
    return pieces.joined()
  }

  /// `@<n>.<m>/` → nada.
  static func untag(_ text: String) -> String {
    var result = ""
    var index = text.startIndex
    while index < text.endIndex {
      if text[index] == "@", let end = tagEnd(in: text, from: index) {
        index = end
        continue
      }
      result.append(text[index])
      index = text.index(after: index)
    }
    return result
  }

  private static func tagEnd(in text: String, from start: String.Index) -> String.Index? {
    var index = text.index(after: start)
    var sawDigit = false
    var sawDot = false
    while index < text.endIndex {
      let character = text[index]
      if character.isASCII && character.isNumber {
        sawDigit = true
      } else if character == "." && sawDigit && !sawDot {
        sawDot = true
        sawDigit = false
      } else if character == "/" && sawDot && sawDigit {
        return text.index(after: index)
      } else {
        return nil
      }
      index = text.index(after: index)
    }
    return nil
  }

  /// El primer `Fatal error` de Swift, sin el resto de la línea de antes.
  static func fatalError(in text: String) -> String? {
    for line in text.split(separator: "\n") {
      if let range = line.range(of: "Fatal error: ") {
        let location = line[..<range.lowerBound].trimmingCharacters(in: .whitespaces)
        let message = String(line[range.upperBound...])
        let place = location.hasSuffix(":") ? String(location.dropLast()) : location
        return place.isEmpty ? message : "\(message) (\(place))"
      }
    }
    return nil
  }

  /// El mensaje con que el runtime se detiene al detectar un abrazo mortal: `Mutex` de
  /// Synchronization en Linux usa futex con herencia de prioridad, y el núcleo rechaza
  /// (`EDEADLK`) el cerrojo que cerraría el círculo de esperas.
  static func deadlock(in text: String) -> String? {
    for line in text.split(separator: "\n") {
      for marker in ["Recursive call to lock", "Resource deadlock avoided"] {
        if let range = line.range(of: marker) {
          return String(line[range.lowerBound...])
        }
      }
    }
    return nil
  }

  /// Si la salida delata que se acabó la memoria.
  static func indicatesMemoryExhaustion(_ text: String) -> Bool {
    ["failed to allocate", "Could not allocate memory", "bad_alloc", "Cannot allocate memory"]
      .contains { text.contains($0) }
  }
}
