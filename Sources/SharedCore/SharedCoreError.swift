import Foundation

/// Los errores del motor, como datos; su texto en castellano se compone en un solo sitio
/// (`errorDescription`).
///
/// ```swift
/// @Shared(.fileStorage(url)) var borrador = Borrador()
/// if let error = $borrador.loadError {
///   print(error.localizedDescription)
///   // No se pudo leer «/home/ada/Documents/borrador.json» como Borrador: falta el campo «titulo». …
/// }
/// ```
public enum SharedCoreError: Error, Equatable, Sendable {
  /// El archivo existe pero no se pudo abrir o leer.
  case fileUnreadable(path: String, errno: Int32)
  /// El archivo se leyó pero su contenido no es un `type` válido.
  case fileCorrupt(path: String, type: String, problem: DecodingProblem)
  /// El valor no se pudo convertir a JSON para guardarlo.
  case valueNotEncodable(path: String, type: String)
  /// El archivo no se pudo escribir.
  case fileNotWritten(path: String, errno: Int32)
  /// `UserDefaults` no pudo volcar la suite a su archivo.
  case appStorageNotSaved(path: String)
  /// Un valor `Codable` de una clave `appStorage` no se pudo convertir a JSON.
  case appStorageValueNotEncodable(key: String, type: String)
  /// `Shared(require:)` o `SharedReader(require:)` con una clave que no tiene nada guardado.
  case nothingStored(key: String)

  /// Qué le pasa a un JSON que no se deja leer.
  public enum DecodingProblem: Equatable, Sendable {
    /// No es JSON, o está cortado.
    case invalidJSON
    /// Falta un campo obligatorio (ruta con puntos: `autor.nombre`).
    case missingField(String)
    /// Un campo tiene otro tipo del esperado.
    case wrongType(field: String, expected: String)
    /// Un campo obligatorio vale `null`.
    case nullValue(field: String)
    /// Un campo tiene un valor que el tipo no acepta.
    case invalidValue(field: String)
  }
}

extension SharedCoreError: LocalizedError {
  public var errorDescription: String? {
    switch self {
    case .fileUnreadable(let path, let errno):
      return "No se pudo leer «\(path)»: \(Self.describe(errno: errno)). "
        + "Se usa el valor por defecto y el archivo no se tocará."
    case .fileCorrupt(let path, let type, let problem):
      return "No se pudo leer «\(path)» como \(type): \(problem.description). "
        + "Se usa el valor por defecto y el archivo no se tocará hasta que lo corrijas o lo borres."
    case .valueNotEncodable(let path, let type):
      return "No se pudo convertir a JSON el valor \(type) para guardarlo en «\(path)»; "
        + "el archivo conserva lo último que se guardó."
    case .fileNotWritten(let path, let errno):
      return "No se pudo guardar «\(path)»: \(Self.describe(errno: errno)). "
        + "El valor sigue en memoria y se volverá a intentar en el próximo cambio."
    case .appStorageNotSaved(let path):
      return "No se pudieron guardar las preferencias en «\(path)». "
        + "Comprueba que la carpeta existe y se puede escribir."
    case .appStorageValueNotEncodable(let key, let type):
      return "No se pudo convertir a JSON el valor \(type) para guardarlo en la clave "
        + "«\(key)» de appStorage; la clave conserva lo último que se guardó."
    case .nothingStored(let key):
      return "No hay nada guardado en \(key), y `require:` exige un valor. "
        + "Guarda uno antes, o declara la caja con un valor por defecto."
    }
  }

  /// Una causa del sistema en palabras (sin depender del idioma de la máquina).
  static func describe(errno: Int32) -> String {
    switch errno {
    case EACCES, EPERM: return "permiso denegado"
    case ENOENT: return "la carpeta no existe"
    case ENOTDIR: return "una parte de la ruta no es una carpeta"
    case EISDIR: return "es una carpeta, no un archivo"
    case ENOSPC: return "no queda espacio en el disco"
    case EROFS: return "el disco es de solo lectura"
    case EDQUOT: return "se superó la cuota de disco"
    default: return "error del sistema número \(errno)"
    }
  }
}

extension SharedCoreError.DecodingProblem: CustomStringConvertible {
  public var description: String {
    switch self {
    case .invalidJSON: return "no es un JSON válido"
    case .missingField(let field): return "falta el campo «\(field)»"
    case .wrongType(let field, let expected):
      return "el campo «\(field)» no es del tipo esperado (\(expected))"
    case .nullValue(let field): return "el campo «\(field)» vale null"
    case .invalidValue(let field): return "el campo «\(field)» tiene un valor no válido"
    }
  }

  /// El problema que describe un `DecodingError` de `JSONDecoder`.
  init(_ error: any Error) {
    guard let error = error as? DecodingError else {
      self = .invalidJSON
      return
    }
    func path(_ codingPath: [any CodingKey], _ last: (any CodingKey)? = nil) -> String {
      let keys = codingPath + (last.map { [$0] } ?? [])
      let text = keys.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }
        .reduce(into: "") { result, part in
          result += part.hasPrefix("[") || result.isEmpty ? part : "." + part
        }
      return text.isEmpty ? "(raíz)" : text
    }
    switch error {
    case .keyNotFound(let key, let context):
      self = .missingField(path(context.codingPath, key))
    case .typeMismatch(let type, let context):
      self = .wrongType(field: path(context.codingPath), expected: String(describing: type))
    case .valueNotFound(_, let context):
      self = .nullValue(field: path(context.codingPath))
    case .dataCorrupted(let context):
      self =
        context.codingPath.isEmpty ? .invalidJSON : .invalidValue(field: path(context.codingPath))
    @unknown default:
      self = .invalidJSON
    }
  }
}
