import Foundation
import Lessons
import Support

/// Los ajustes de JSON de todo lo que `leccion` deja en disco (espacio, progreso, tarea,
/// entrega e informe): legible, con las claves ordenadas (así los bytes no dependen del
/// orden de un diccionario) y fechas ISO 8601 con milisegundos (`Timestamp`).
public enum WorkspaceJSON {
  /// El codificador.
  public static func encoder() -> JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    encoder.dateEncodingStrategy = .custom { date, encoder in
      var container = encoder.singleValueContainer()
      try container.encode(Timestamp.format(date))
    }
    return encoder
  }

  /// El decodificador: admite fechas con o sin fracción de segundo y con zona.
  public static func decoder() -> JSONDecoder {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .custom { decoder in
      let container = try decoder.singleValueContainer()
      let text = try container.decode(String.self)
      guard let date = Timestamp.parse(text) else {
        throw DecodingError.dataCorrupted(
          .init(codingPath: decoder.codingPath, debugDescription: "fecha"))
      }
      return date
    }
    return decoder
  }

  /// El entero `key` del objeto de primer nivel de `data`, si lo tiene (sin decimales, que
  /// se cortan): para rechazar un archivo de un formato futuro antes de decodificarlo entero.
  public static func peekInteger(_ key: String, in data: Data) -> Int? {
    guard case .number(let value)? = peek(key, in: data), value.isFinite, abs(value) < 1e15
    else { return nil }
    return Int(value)
  }

  /// El valor `key` del objeto de primer nivel de `data`, si `data` es un objeto JSON que lo
  /// tiene. Solo ese campo se convierte en `Value`; los demás se leen y se saltan.
  ///
  /// ```swift
  /// WorkspaceJSON.peek("format", in: Data(#"{"format": "leccion-tarea"}"#.utf8))
  /// // .string("leccion-tarea")
  /// ```
  public static func peek(_ key: String, in data: Data) -> Value? {
    guard let info = PeekedField.keyInfo else { return nil }
    let decoder = JSONDecoder()
    decoder.userInfo[info] = key
    return try? decoder.decode(PeekedField.self, from: data).value
  }
}

/// Un objeto JSON del que solo interesa un campo (`WorkspaceJSON.peek`).
private struct PeekedField: Decodable {
  static let keyInfo = CodingUserInfoKey(rawValue: "leccion.campo")

  struct Key: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }

  var value: WorkspaceJSON.Value?

  init(from decoder: any Decoder) throws {
    let name = Self.keyInfo.flatMap { decoder.userInfo[$0] as? String } ?? ""
    let container = try decoder.container(keyedBy: Key.self)
    value = try container.decodeIfPresent(WorkspaceJSON.Value.self, forKey: Key(stringValue: name))
  }
}
