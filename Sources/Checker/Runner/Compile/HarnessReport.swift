import Support

/// Lo que el arnés contó por el canal de informe: qué pruebas empezaron, cuáles acabaron y
/// con qué fallos.
///
/// Cada línea es `<firma> <número> <tipo> <texto>`: la firma (`ReportDigest` del arnés) se
/// comprueba con la clave de esta ejecución, y los números van de 0 en 0 sin saltos. Una
/// línea sin firma buena se ignora (el programa puede escribir lo que quiera en el
/// descriptor); una bien firmada fuera de su turno (repetida, o tras un hueco: alguien
/// quitó una línea) marca el informe como manipulado (`tampered`), y desde ahí no se cree
/// nada más.
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
  /// Si llegó una línea firmada fuera de su turno: el programa desvió o recortó el canal.
  var tampered = false

  /// La prueba que empezó y no acabó (la que estaba en marcha cuando el programa murió).
  var running: String? {
    started.last.flatMap { finished.contains($0) ? nil : $0 }
  }

  init(bytes: [UInt8], nonce: String) {
    var current: String?
    var expected = 0
    for rawLine in bytes.split(separator: UInt8(ascii: "\n")) {
      guard let space = rawLine.firstIndex(of: UInt8(ascii: " ")),
        rawLine[rawLine.startIndex..<space].elementsEqual(
          Self.tag(Array(rawLine[(space + 1)...]), nonce: nonce))
      else { continue }
      let line = String(decoding: rawLine[(space + 1)...], as: UTF8.self)
      let number = line.prefix { $0 != " " }
      guard Int(number) == expected else {
        tampered = true
        break
      }
      expected += 1
      let body = line.dropFirst(number.count + 1)
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

  /// La firma de `body` (`<número> <tipo> <texto>`) con la clave `nonce`: la que calcula
  /// el arnés (`ReportDigest`, en `Sources/LeccionHarness`).
  static func tag(_ body: [UInt8], nonce: String) -> [UInt8] {
    var hash = SHA256()
    hash.update(Array(nonce.utf8) + [UInt8(ascii: "\n")] + body)
    return Array(hash.hexDigest().utf8.prefix(32))
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
