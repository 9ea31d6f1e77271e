import Foundation

/// Escribe valores como en Swift, para los mensajes: `"Ada"`, `.profesional`,
/// `Usuario(nombre: "Ada", creditos: 0)`, `.perfilLlego(.success(…))`.
///
/// Las cajas compartidas se escriben como su contenido: el valor vivo o, en los diffs del
/// lado esperado, la instantánea del `TestStore`.
enum ValueFormatter {
  /// Cuántos caracteres se muestran como mucho de un valor.
  static let limit = 300

  /// `value` escrito en una línea (recortado si es muy largo).
  static func format(_ value: Any, source: SharedValueSource = .live) -> String {
    let text = write(value, source: source)
    guard text.count > limit else { return text }
    return String(text.prefix(limit)) + "…"
  }

  /// `value` escrito entero, para comparar dos valores por su estructura.
  static func structure(of value: Any) -> String {
    write(value, source: .live)
  }

  private static func write(_ value: Any, source: SharedValueSource) -> String {
    if let shared = value as? any SharedValueReflecting {
      return write(shared.reflectedValue(from: source), source: source)
    }
    switch value {
    case let string as String: return String(reflecting: string)
    case let character as Character: return String(reflecting: character)
    case let substring as Substring: return String(reflecting: String(substring))
    case let uuid as UUID: return "UUID(\(uuid.uuidString))"
    case let url as URL: return "URL(\(String(reflecting: url.absoluteString)))"
    case let date as Date: return "Date(\(date.timeIntervalSince1970))"
    case let data as Data: return "Data(\(data.count) bytes)"
    default: break
    }
    let mirror = Mirror(reflecting: value)
    switch mirror.displayStyle {
    case .optional:
      guard let wrapped = mirror.children.first?.value else { return "nil" }
      return write(wrapped, source: source)
    case .collection, .set:
      return "[" + mirror.children.map { write($0.value, source: source) }.joined(separator: ", ")
        + "]"
    case .dictionary:
      if mirror.children.isEmpty { return "[:]" }
      return "["
        + mirror.children.map { writePair($0.value, source: source) }
        .joined(separator: ", ") + "]"
    case .enum:
      return writeEnum(value, mirror: mirror, source: source)
    case .tuple:
      return "(" + writeFields(mirror, source: source) + ")"
    case .struct, .class:
      if let custom = customDescription(value) { return custom }
      return typeName(of: value) + "(" + writeFields(mirror, source: source) + ")"
    default:
      return customDescription(value) ?? String(describing: value)
    }
  }

  private static func writeEnum(_ value: Any, mirror: Mirror, source: SharedValueSource) -> String {
    if let custom = customDescription(value) { return custom }
    guard let child = mirror.children.first, let label = child.label else {
      return "." + String(describing: value)
    }
    let payload = Mirror(reflecting: child.value)
    if payload.displayStyle == .tuple {
      return ".\(label)(" + writeFields(payload, source: source) + ")"
    }
    return ".\(label)(" + write(child.value, source: source) + ")"
  }

  private static func writeFields(_ mirror: Mirror, source: SharedValueSource) -> String {
    mirror.children.map { child in
      let text = write(child.value, source: source)
      guard let label = child.label, !label.hasPrefix(".") else { return text }
      return "\(label): \(text)"
    }.joined(separator: ", ")
  }

  private static func writePair(_ pair: Any, source: SharedValueSource) -> String {
    let fields = Mirror(reflecting: pair).children.map { write($0.value, source: source) }
    return fields.joined(separator: ": ")
  }

  /// La descripción que el propio tipo eligió, si la tiene (y no es un tipo del motor).
  private static func customDescription(_ value: Any) -> String? {
    if let value = value as? any CustomDebugStringConvertible, !(value is any Error) {
      return value.debugDescription
    }
    if let value = value as? any CustomStringConvertible {
      return value.description
    }
    return nil
  }

  /// Tipos de Foundation que se escriben enteros (sus campos internos no dicen nada).
  static func isFoundationLeaf(_ value: Any) -> Bool {
    value is UUID || value is URL || value is Date || value is Data || value is Decimal
  }

  /// El nombre del tipo sin el módulo: `Perfil.State`.
  static func typeName(of value: Any) -> String {
    typeName(type(of: value))
  }

  /// El nombre de `type` sin módulos: `Perfil.State`, `IdentifiedArray<Int, Elemento>`.
  static func typeName(_ type: Any.Type) -> String {
    var full = String(reflecting: type)
    // Los tipos locales de una función llevan un contexto sin nombre.
    while let start = full.range(of: "(unknown context at "),
      let end = full[start.upperBound...].range(of: ").")
    {
      full.removeSubrange(start.lowerBound..<end.upperBound)
    }
    // `String(reflecting:)` empieza cada nombre con su módulo: se quita la primera
    // palabra de cada nombre cualificado (`Modulo.Tipo.Anidado`).
    var result = ""
    var word = ""
    var isFirstWord = true
    for character in full {
      if character.isLetter || character.isNumber || character == "_" {
        word.append(character)
        continue
      }
      if character == "." {
        if !isFirstWord { result += word + "." }
        isFirstWord = false
        word = ""
        continue
      }
      result += word
      result.append(character)
      word = ""
      isFirstWord = true
    }
    return result + word
  }
}

/// Una caja compartida vista sin tipos: su contenido según de dónde se lea y su raíz.
protocol SharedValueReflecting {
  func reflectedValue(from source: SharedValueSource) -> Any
  var rootBox: any AnySharedBox { get }
}

extension Shared: SharedValueReflecting {
  func reflectedValue(from source: SharedValueSource) -> Any {
    reference.read(from: source) { $0 }
  }

  var rootBox: any AnySharedBox { reference.root }
}

extension SharedReader: SharedValueReflecting {
  func reflectedValue(from source: SharedValueSource) -> Any {
    reference.read(from: source) { $0 }
  }

  var rootBox: any AnySharedBox { reference.root }
}
