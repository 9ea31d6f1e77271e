// Operaciones de texto sobre los bytes UTF-8, sin segmentar en grafemas: el cargador las
// usa en cada línea y así el curso entero se lee en pocos milisegundos.

extension String {
  /// Sin espacios, tabuladores ni retornos al principio ni al final.
  func trimmingSpaces() -> String {
    let bytes = utf8
    var start = bytes.startIndex
    var end = bytes.endIndex
    while start < end, bytes[start].isASCIISpace { start = bytes.index(after: start) }
    while end > start {
      let before = bytes.index(before: end)
      guard bytes[before].isASCIISpace else { break }
      end = before
    }
    if start == bytes.startIndex, end == bytes.endIndex { return self }
    return String(self[start..<end])
  }

  /// Si solo tiene espacios, tabuladores o retornos (o nada).
  var isBlank: Bool { utf8.allSatisfy(\.isASCIISpace) }

  /// Cuántos espacios (U+0020) hay al principio.
  var leadingSpaceCount: Int {
    var count = 0
    for byte in utf8 {
      guard byte == 0x20 else { break }
      count += 1
    }
    return count
  }

  /// Las líneas de `self` (separadas por `\n`, sin el `\r` final), también las vacías.
  var lines: [String] {
    var result: [String] = []
    let bytes = utf8
    var start = bytes.startIndex
    var index = start
    while index < bytes.endIndex {
      if bytes[index] == 0x0A {
        result.append(Self.line(self, from: start, to: index))
        start = bytes.index(after: index)
      }
      index = bytes.index(after: index)
    }
    result.append(Self.line(self, from: start, to: bytes.endIndex))
    return result
  }

  private static func line(_ text: String, from start: Index, to end: Index) -> String {
    var end = end
    if end > start {
      let before = text.utf8.index(before: end)
      if text.utf8[before] == 0x0D { end = before }
    }
    return String(text[start..<end])
  }
}

extension UInt8 {
  /// Espacio, tabulador, retorno o salto de línea.
  var isASCIISpace: Bool { self == 0x20 || self == 0x09 || self == 0x0D || self == 0x0A }
}

extension String {
  /// El primer sitio donde aparece `needle`, comparando bytes UTF-8 (sin equivalencias
  /// canónicas, que aquí no hacen falta).
  func firstRange(ofBytes needle: String) -> Range<Index>? {
    let haystack = utf8
    let pattern = Array(needle.utf8)
    guard let first = pattern.first, haystack.count >= pattern.count else { return nil }
    var index = haystack.startIndex
    while index < haystack.endIndex {
      if haystack[index] == first {
        var candidate = index
        var matched = 0
        while matched < pattern.count, candidate < haystack.endIndex,
          haystack[candidate] == pattern[matched]
        {
          matched += 1
          candidate = haystack.index(after: candidate)
        }
        if matched == pattern.count { return index..<candidate }
      }
      index = haystack.index(after: index)
    }
    return nil
  }
}
