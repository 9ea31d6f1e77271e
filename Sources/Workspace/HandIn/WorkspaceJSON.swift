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

  /// El entero `key` del objeto de primer nivel de `data`, si lo tiene: para rechazar un
  /// archivo de un formato futuro antes de decodificarlo entero.
  public static func peekInteger(_ key: String, in data: Data) -> Int? {
    guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
      return nil
    }
    return (object[key] as? NSNumber)?.intValue
  }
}
