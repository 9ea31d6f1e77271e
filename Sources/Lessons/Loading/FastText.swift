// Operaciones de texto sobre los bytes UTF-8, sin segmentar en grafemas y sin copiar las
// líneas: el cargador las usa en cada línea y así el curso entero se lee en pocos
// milisegundos.

extension Substring {
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
}

extension String {
  /// Sin espacios, tabuladores ni retornos al principio ni al final.
  func trimmingSpaces() -> String { Substring(self).trimmingSpaces() }

  /// Si solo tiene espacios, tabuladores o retornos (o nada).
  var isBlank: Bool { utf8.allSatisfy(\.isASCIISpace) }

  /// Las líneas de `self` (separadas por `\n`, sin el `\r` final), también las vacías; son
  /// trozos del mismo texto, sin copiarlo.
  var lines: [Substring] {
    var text = self
    text.makeContiguousUTF8()
    let view = text.utf8
    let ranges =
      view.withContiguousStorageIfAvailable { bytes -> [Range<Int>] in
        var ranges: [Range<Int>] = []
        var start = 0
        for index in 0...bytes.count where index == bytes.count || bytes[index] == 0x0A {
          var end = index
          if end > start, bytes[end - 1] == 0x0D { end -= 1 }
          ranges.append(start..<end)
          start = index + 1
        }
        return ranges
      } ?? []
    return ranges.map { range in
      let start = view.index(view.startIndex, offsetBy: range.lowerBound)
      let end = view.index(start, offsetBy: range.count)
      return text[start..<end]
    }
  }
}

extension Substring {
  /// Si empieza por `prefix`, comparando bytes (más rápido que `hasPrefix`, que compara
  /// caracteres).
  func startsWith(_ prefix: StaticString) -> Bool {
    prefix.withUTF8Buffer { wanted in
      var index = utf8.startIndex
      for byte in wanted {
        guard index < utf8.endIndex, utf8[index] == byte else { return false }
        index = utf8.index(after: index)
      }
      return true
    }
  }
}

extension String {
  /// Si empieza por `prefix`, comparando bytes.
  func startsWith(_ prefix: StaticString) -> Bool { Substring(self).startsWith(prefix) }
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
