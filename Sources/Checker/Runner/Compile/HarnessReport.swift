/// Lo que el arnés contó por el canal de informe: qué pruebas empezaron, cuáles acabaron y
/// con qué fallos. Las líneas sin la clave de esta ejecución se ignoran.
struct HarnessReport: Equatable {
  /// Si el arnés llegó a arrancar (antes de cualquier prueba).
  var ready = false
  /// Pruebas empezadas, en orden.
  var started: [String] = []
  /// Pruebas que volvieron (con o sin fallos).
  var finished: Set<String> = []
  /// Mensajes de `expect` fallidos, por prueba.
  var failures: [String: [String]] = [:]
  /// El error lanzado, por prueba.
  var thrown: [String: String] = [:]
  /// Si el programa recorrió todas las pruebas pedidas.
  var done = false

  /// La prueba que empezó y no acabó (la que estaba en marcha cuando el programa murió).
  var running: String? {
    started.last.flatMap { finished.contains($0) ? nil : $0 }
  }

  init(bytes: [UInt8], nonce: String) {
    let prefix = nonce + " "
    var current: String?
    for rawLine in bytes.split(separator: UInt8(ascii: "\n")) {
      let line = String(decoding: rawLine, as: UTF8.self)
      guard line.hasPrefix(prefix) else { continue }
      let body = line.dropFirst(prefix.count)
      let kind = body.prefix { $0 != " " }
      let payload = Self.unescape(String(body.dropFirst(kind.count + 1)))
      switch kind {
      case "ready": ready = true
      case "start":
        started.append(payload)
        current = payload
      case "end":
        finished.insert(payload)
        current = nil
      case "fail": failures[current ?? "", default: []].append(payload)
      case "throw": thrown[current ?? ""] = payload
      case "done": done = true
      default: break
      }
    }
  }

  static func unescape(_ text: String) -> String {
    guard text.contains("\\") else { return text }
    var result = ""
    var escaping = false
    for character in text {
      if escaping {
        switch character {
        case "n": result.append("\n")
        case "r": result.append("\r")
        default: result.append(character)
        }
        escaping = false
      } else if character == "\\" {
        escaping = true
      } else {
        result.append(character)
      }
    }
    return result
  }
}
