/// Plegado de texto para comparar con indulgencia: minúsculas, sin tildes ni diéresis y,
/// si se pide, sin puntuación y con los espacios reducidos a uno.
///
/// ```swift
/// TextFolding.fold("  ¿Sí, WithLock? ")              // "si withlock"
/// TextFolding.slug("Por qué no se puede asignar")  // "por-que-no-se-puede-asignar"
/// ```
///
/// El plegado es determinista y no depende del idioma del sistema.
public enum TextFolding {
  /// Minúsculas, sin marcas diacríticas, sin puntuación ni símbolos y con un solo espacio
  /// entre palabras; sin espacios al principio ni al final.
  public static func fold(_ text: String) -> String {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(text.utf8.count)
    var pendingSpace = false
    for scalar in text.unicodeScalars {
      guard let folded = foldScalar(scalar) else { continue }
      if isWordScalar(folded) {
        if pendingSpace, !bytes.isEmpty { bytes.append(0x20) }
        pendingSpace = false
        append(folded, to: &bytes)
      } else {
        pendingSpace = true
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  private static func append(_ scalar: Unicode.Scalar, to bytes: inout [UInt8]) {
    if scalar.isASCII {
      bytes.append(UInt8(scalar.value))
    } else {
      bytes.append(contentsOf: UTF8.encode(scalar).map { Array($0) } ?? [])
    }
  }

  /// Como `fold`, pero conserva la puntuación y solo reduce los espacios; sirve para
  /// comparar salidas de programas sin distinguir mayúsculas ni tildes.
  public static func foldKeepingPunctuation(_ text: String) -> String {
    var result = String.UnicodeScalarView()
    var pendingSpace = false
    for scalar in text.unicodeScalars {
      guard let folded = foldScalar(scalar) else { continue }
      if folded.properties.isWhitespace {
        pendingSpace = true
      } else {
        if pendingSpace, !result.isEmpty { result.append(" ") }
        pendingSpace = false
        result.append(folded)
      }
    }
    return String(result)
  }

  /// El identificador de un título: plegado y con guiones entre palabras.
  public static func slug(_ title: String) -> String {
    let bytes = fold(title).utf8.map { $0 == 0x20 ? UInt8(ascii: "-") : $0 }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// La letra base en minúscula de `scalar`, o `nil` si es una marca combinante.
  static func foldScalar(_ scalar: Unicode.Scalar) -> Unicode.Scalar? {
    let value = scalar.value
    if value < 0x80 {
      if value >= 0x41, value <= 0x5A { return Unicode.Scalar(value + 0x20) }
      return scalar
    }
    if (0x300...0x36F).contains(value) { return nil }
    if let base = latinBase[value] { return base }
    let lower = scalar.properties.lowercaseMapping.unicodeScalars
    guard lower.count == 1, let single = lower.first else { return scalar }
    // La minúscula puede ser una letra con tilde de la tabla («Ÿ» → «ÿ» → «y»): plegar dos
    // veces ha de dar lo mismo que una.
    return latinBase[single.value] ?? single
  }

  static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
    if scalar.value < 0x80 {
      let value = scalar.value
      return (0x30...0x39).contains(value) || (0x61...0x7A).contains(value)
    }
    return scalar.properties.isAlphabetic || scalar.properties.numericType != nil
  }

  /// Letras latinas con marca y su letra base en minúscula.
  private static let latinBase: [UInt32: Unicode.Scalar] = {
    let groups: [(String, Unicode.Scalar)] = [
      ("ÀÁÂÃÄÅàáâãäå", "a"), ("Çç", "c"), ("ÈÉÊËèéêë", "e"), ("ÌÍÎÏìíîï", "i"),
      ("Ññ", "n"), ("ÒÓÔÕÖØòóôõöø", "o"), ("ÙÚÛÜùúûü", "u"), ("Ýýÿ", "y"),
    ]
    var table: [UInt32: Unicode.Scalar] = [:]
    for (letters, base) in groups {
      for scalar in letters.unicodeScalars { table[scalar.value] = base }
    }
    return table
  }()
}
