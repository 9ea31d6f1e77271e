import Foundation

/// Una tecla que entiende el paginador.
public enum PagerKey: Equatable, Sendable {
  /// Intro, espacio, flecha abajo o Av Pág: la pantalla siguiente.
  case next
  /// `q`: dejar de paginar.
  case skip
  /// Ctrl-C: como `q`.
  case interrupt
  /// Ctrl-D (o el fin de la entrada): salir del tutor, como en su indicador.
  case endOfInput
  /// Una línea que se empezó a escribir en lugar de una tecla del paginador (una orden,
  /// una respuesta), terminada con Intro: el paginador para y la línea va al tutor.
  case typed(String)
}

/// Lee las teclas del paginador una a una, sin esperar a Intro y sin eco, de una terminal.
///
/// Mientras espera, la terminal está sin modo de línea, sin eco y sin las teclas de señal
/// (Ctrl-C y Ctrl-Z llegan como teclas); al volver, sea cual sea la tecla, recupera el modo
/// que tenía. Si llega una señal que termina `leccion` (SIGTERM, SIGHUP), `Signals` deja la
/// terminal como estaba al empezar.
///
/// ```swift
/// if let key = PagerKeys.read() { … }   // nil: la entrada no es una terminal
/// ```
enum PagerKeys {
  /// La siguiente tecla que el paginador entiende (las demás se ignoran), o `nil` si
  /// `descriptor` no es una terminal.
  static func read(from descriptor: Int32 = STDIN_FILENO) -> PagerKey? {
    var saved = termios()
    guard isatty(descriptor) == 1, tcgetattr(descriptor, &saved) == 0 else { return nil }
    var keys = saved
    keys.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG | IEXTEN)
    setControl(&keys, VMIN, 1)
    setControl(&keys, VTIME, 0)
    guard tcsetattr(descriptor, TCSANOW, &keys) == 0 else { return nil }
    defer { tcsetattr(descriptor, TCSANOW, &saved) }
    while true {
      guard let byte = readByte(descriptor) else {
        return Signals.takeInterrupt() ? .interrupt : .endOfInput
      }
      switch byte {
      case 0x0D, 0x0A, 0x20: return .next
      case UInt8(ascii: "q"), UInt8(ascii: "Q"): return .skip
      case 0x03: return .interrupt
      case 0x04: return .endOfInput
      case 0x1B:
        if isNextPage(escapeSequence(descriptor, saved: keys)) { return .next }
      case 0x21...0x7E, 0xC0...0xFF:
        // Otra tecla que se escribe: empieza una línea, que no se pierde.
        return typedLine(from: descriptor, first: byte, keys: keys)
      default:
        break
      }
    }
  }

  /// Lo que se escribe en la fila del aviso tras una tecla que no es del paginador, hasta
  /// Intro: borrar (retroceso, Ctrl-U) funciona; Ctrl-C lo cancela; Ctrl-D, con la línea
  /// vacía, sale. Intro con la línea vacía es como Intro sola.
  private static func typedLine(
    from descriptor: Int32, first: UInt8, keys: termios
  ) -> PagerKey {
    var bytes: [UInt8] = []
    func show() {
      let text = "\r\u{1B}[2K> " + String(decoding: bytes, as: UTF8.self)
      FileHandle.standardOutput.write(Data(text.utf8))
    }
    var next: UInt8? = first
    while let byte = next {
      switch byte {
      case 0x0D, 0x0A:
        let line = String(decoding: bytes, as: UTF8.self)
        return line.trimmingCharacters(in: .whitespaces).isEmpty ? .next : .typed(line)
      case 0x03:
        return .interrupt
      case 0x04 where bytes.isEmpty:
        return .endOfInput
      case 0x7F, 0x08:
        while let last = bytes.popLast(), last & 0xC0 == 0x80 {}
        show()
      case 0x15:
        bytes.removeAll()
        show()
      case 0x1B:
        _ = escapeSequence(descriptor, saved: keys)
      case 0x20...0x7E, 0x80...0xFF:
        bytes.append(byte)
        show()
      default:
        break
      }
      next = readByte(descriptor)
    }
    return Signals.takeInterrupt() ? .interrupt : .endOfInput
  }

  /// Un byte, o `nil` al final de la entrada o si una señal interrumpe la lectura.
  private static func readByte(_ descriptor: Int32) -> UInt8? {
    var byte: UInt8 = 0
    while true {
      let count = Foundation.read(descriptor, &byte, 1)
      if count == 1 { return byte }
      if count < 0, errno == EINTR, !Signals.interruptPending { continue }
      return nil
    }
  }

  /// Lo que sigue a un ESC (una flecha, Av Pág…), sin esperar más de una décima.
  private static func escapeSequence(_ descriptor: Int32, saved keys: termios) -> [UInt8] {
    var quick = keys
    setControl(&quick, VMIN, 0)
    setControl(&quick, VTIME, 1)
    tcsetattr(descriptor, TCSANOW, &quick)
    defer {
      var restored = keys
      tcsetattr(descriptor, TCSANOW, &restored)
    }
    var bytes: [UInt8] = []
    var byte: UInt8 = 0
    while bytes.count < 8, Foundation.read(descriptor, &byte, 1) == 1 { bytes.append(byte) }
    return bytes
  }

  /// Flecha abajo (`ESC [ B`, `ESC O B`) o Av Pág (`ESC [ 6 ~`).
  private static func isNextPage(_ sequence: [UInt8]) -> Bool {
    [Array("[B".utf8), Array("OB".utf8), Array("[6~".utf8)].contains(sequence)
  }

  /// `terminal.c_cc[index] = value` (Swift ve `c_cc` como una tupla).
  private static func setControl(_ terminal: inout termios, _ index: Int32, _ value: cc_t) {
    withUnsafeMutableBytes(of: &terminal.c_cc) { bytes in
      bytes[Int(index)] = value
    }
  }
}
