/// Cuántas columnas ocupa un texto en la terminal.
///
/// Una letra con tilde ocupa una columna aunque se escriba con dos escalares; los signos
/// combinantes y los de anchura cero no ocupan; los ideogramas y los emoji ocupan dos. Las
/// secuencias de escape ANSI (`ESC [ … m`) no ocupan nada.
///
/// ```swift
/// DisplayWidth.of("canción")   // 7
/// DisplayWidth.of("漢字")       // 4
/// ```
public enum DisplayWidth {
  /// Las columnas de `text`, sin contar las secuencias de escape.
  public static func of(_ text: some StringProtocol) -> Int {
    var total = 0
    var inEscape = false
    for character in text {
      if inEscape {
        if let ascii = character.asciiValue, (0x40...0x7E).contains(ascii), character != "[" {
          inEscape = false
        }
        continue
      }
      if character == "\u{1B}" {
        inEscape = true
        continue
      }
      total += of(character)
    }
    return total
  }

  /// Las columnas de un carácter (un grupo de grafemas): 0, 1 o 2.
  public static func of(_ character: Character) -> Int {
    var width = 0
    for scalar in character.unicodeScalars {
      let scalarWidth = of(scalar)
      if scalarWidth == 2 { return 2 }
      width = max(width, scalarWidth)
    }
    return width
  }

  /// Las columnas de un escalar suelto.
  public static func of(_ scalar: Unicode.Scalar) -> Int {
    let value = scalar.value
    if value < 0x20 || (0x7F..<0xA0).contains(value) { return 0 }
    if value < 0x300 { return 1 }
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format: return 0
    default: break
    }
    if (0xFE00...0xFE0F).contains(value) || value == 0x200B { return 0 }
    if scalar.properties.isEmojiPresentation { return 2 }
    return wideRanges.contains { $0.contains(value) } ? 2 : 1
  }

  /// Bloques de anchura doble (Asia oriental), de la tabla East Asian Width.
  private static let wideRanges: [ClosedRange<UInt32>] = [
    0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
    0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
    0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x2FFFD,
    0x30000...0x3FFFD,
  ]
}
