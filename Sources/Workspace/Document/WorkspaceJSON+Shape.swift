extension WorkspaceJSON {
  /// Una pasada por los bytes de un JSON antes de decodificarlo: la profundidad y la primera
  /// clave repetida en un mismo objeto. Las dos cosas las calla el decodificador (con 10 000
  /// niveles se rinde sin decir por qué; con una clave repetida se queda con una de las dos),
  /// y en una entrega las dos solo salen de editarla a mano.
  ///
  /// ```swift
  /// WorkspaceJSON.Shape.scan(Data(#"{"a": 1, "a": 2}"#.utf8), depthLimit: 64)
  /// // .duplicateKey("a", line: 1)
  /// ```
  ///
  /// Las claves se comparan tal como se escribieron (sin resolver `\u0061`). No valida el
  /// JSON: eso lo hace después el decodificador.
  public enum Shape: Equatable, Sendable {
    /// Nada raro.
    case plain
    /// Pasa de `depthLimit` niveles de `[` y `{` en la línea `line`.
    case tooDeep(line: Int)
    /// `key` se repite en el mismo objeto, la segunda vez en la línea `line`.
    case duplicateKey(String, line: Int)

    /// La forma de `bytes`: lo primero raro que encuentra, o `.plain`.
    public static func scan(_ bytes: some Collection<UInt8>, depthLimit: Int) -> Shape {
      // Un conjunto de claves por cada nivel abierto (`nil` en las listas).
      var open: [Set<[UInt8]>?] = []
      var line = 1
      var index = bytes.startIndex
      var expectingKey = false
      while index != bytes.endIndex {
        let byte = bytes[index]
        index = bytes.index(after: index)
        switch byte {
        case UInt8(ascii: "\n"): line += 1
        case UInt8(ascii: "{"), UInt8(ascii: "["):
          open.append(byte == UInt8(ascii: "{") ? [] : nil)
          if open.count > depthLimit { return .tooDeep(line: line) }
          expectingKey = byte == UInt8(ascii: "{")
        case UInt8(ascii: "}"), UInt8(ascii: "]"):
          _ = open.popLast()
          expectingKey = false
        case UInt8(ascii: ","): expectingKey = open.last.map { $0 != nil } ?? false
        case UInt8(ascii: "\""):
          var text: [UInt8] = []
          while index != bytes.endIndex {
            let next = bytes[index]
            index = bytes.index(after: index)
            if next == UInt8(ascii: "\"") { break }
            if next == UInt8(ascii: "\n") { line += 1 }
            text.append(next)
            if next == UInt8(ascii: "\\"), index != bytes.endIndex {
              text.append(bytes[index])
              index = bytes.index(after: index)
            }
          }
          guard expectingKey, let last = open.indices.last, open[last] != nil else { continue }
          expectingKey = false
          if open[last]?.insert(text).inserted == false {
            return .duplicateKey(String(decoding: text, as: UTF8.self), line: line)
          }
        default: continue
        }
      }
      return .plain
    }
  }
}
