import Foundation

/// Lo que una clave `appStorage` guarda en `UserDefaults`: un escalar de lista de
/// propiedades, comparable para detectar cambios externos.
enum AppStorageRaw: Sendable {
  case bool(Bool)
  case int(Int)
  case double(Double)
  case string(String)
  case data(Data)
  case date(Date)
  case strings([String])

  /// Interpreta lo que devuelve `UserDefaults.object(forKey:)`; `nil` si no hay nada o
  /// es de un tipo que `appStorage` no usa (una lista que no es de textos, un diccionario).
  init?(_ object: Any?) {
    switch object {
    case let value as Bool: self = .bool(value)
    case let value as Int: self = .int(value)
    case let value as Double: self = .double(value)
    case let value as String: self = .string(value)
    case let value as Data: self = .data(value)
    case let value as Date: self = .date(value)
    case let value as [String]: self = .strings(value)
    case let value as NSNumber:
      self =
        Double(value.int64Value) == value.doubleValue
        ? .int(value.intValue) : .double(value.doubleValue)
    default: return nil
    }
  }

  /// Escribe este valor en `defaults` bajo `key`.
  func write(to defaults: UserDefaults, forKey key: String) {
    switch self {
    case .bool(let value): defaults.set(value, forKey: key)
    case .int(let value): defaults.set(value, forKey: key)
    case .double(let value): defaults.set(value, forKey: key)
    case .string(let value): defaults.set(value, forKey: key)
    case .data(let value): defaults.set(value, forKey: key)
    case .date(let value): defaults.set(value, forKey: key)
    case .strings(let value): defaults.set(value, forKey: key)
    }
  }
}

extension AppStorageRaw: Equatable {
  /// Igualdad, salvo en fechas: la lista de propiedades en XML las guarda al segundo, así
  /// que releer del disco una fecha propia no cuenta como cambio.
  static func == (lhs: Self, rhs: Self) -> Bool {
    switch (lhs, rhs) {
    case (.bool(let a), .bool(let b)): return a == b
    case (.int(let a), .int(let b)): return a == b
    case (.double(let a), .double(let b)): return a == b || (a.isNaN && b.isNaN)
    // Foundation devuelve un `Double` entero como `Int` al desempaquetar un `NSNumber`.
    case (.int(let a), .double(let b)), (.double(let b), .int(let a)): return Double(a) == b
    case (.string(let a), .string(let b)): return a == b
    case (.data(let a), .data(let b)): return a == b
    case (.date(let a), .date(let b)): return abs(a.timeIntervalSince(b)) < 1
    case (.strings(let a), .strings(let b)): return a == b
    default: return false
    }
  }
}

/// Cómo se convierte un tipo admitido por `appStorage` a lo que guarda `UserDefaults` y de
/// vuelta. Solo se construyen para los tipos admitidos: por eso `AppStorageKey` no tiene
/// inicializador público.
///
/// Es `@unchecked Sendable` porque sus funciones son puras (no capturan estado mutable);
/// solo capturan el metatipo de un `RawRepresentable`, que no tiene por qué ser `Sendable`.
struct AppStorageLookup<Value>: @unchecked Sendable {
  /// `nil` significa borrar la clave (un opcional a `nil`). Lanza si el valor no se puede
  /// convertir (un `Codable` que no se deja codificar): entonces no se escribe nada.
  let encode: (Value) throws -> AppStorageRaw?
  /// `nil` si lo guardado no es un valor de este tipo: cuenta como ausente.
  let decode: (AppStorageRaw) -> Value?
}

extension AppStorageLookup where Value == Bool {
  static var bool: Self {
    Self(encode: { .bool($0) }) { raw in
      switch raw {
      case .bool(let value): return value
      case .int(let value) where value == 0 || value == 1: return value == 1
      default: return nil
      }
    }
  }
}

extension AppStorageLookup where Value == Int {
  static var int: Self {
    Self(encode: { .int($0) }) { raw in
      switch raw {
      case .int(let value): return value
      case .double(let value): return Int(exactly: value)
      default: return nil
      }
    }
  }
}

extension AppStorageLookup where Value == Double {
  static var double: Self {
    Self(encode: { .double($0) }) { raw in
      switch raw {
      case .double(let value): return value
      case .int(let value): return Double(value)
      default: return nil
      }
    }
  }
}

extension AppStorageLookup where Value == String {
  static var string: Self {
    Self(encode: { .string($0) }) { raw in
      if case .string(let value) = raw { return value }
      return nil
    }
  }
}

extension AppStorageLookup where Value == URL {
  /// Las URL de archivo se guardan como ruta (lo que hace `UserDefaults.set(_:forKey:)`
  /// en Linux); las demás, como texto completo, para no perder el esquema.
  static var url: Self {
    Self(encode: { .string($0.isFileURL ? $0.path : $0.absoluteString) }) { raw in
      guard case .string(let text) = raw else { return nil }
      if text.hasPrefix("/") { return URL(fileURLWithPath: text) }
      if text.hasPrefix("~") {
        return URL(fileURLWithPath: NSString(string: text).expandingTildeInPath)
      }
      return URL(string: text)
    }
  }
}

extension AppStorageLookup where Value == Data {
  static var data: Self {
    Self(encode: { .data($0) }) { raw in
      if case .data(let value) = raw { return value }
      return nil
    }
  }
}

extension AppStorageLookup where Value == Date {
  static var date: Self {
    Self(encode: { .date($0) }) { raw in
      if case .date(let value) = raw { return value }
      return nil
    }
  }
}

extension AppStorageLookup {
  /// Un `RawRepresentable` se guarda como su valor bruto; uno que no corresponde a ningún
  /// caso cuenta como ausente.
  static func rawRepresentable(_ base: AppStorageLookup<Value.RawValue>) -> Self
  where Value: RawRepresentable {
    Self(encode: { try base.encode($0.rawValue) }) { raw in
      base.decode(raw).flatMap(Value.init(rawValue:))
    }
  }

  /// Un opcional se guarda como su contenido; `nil` borra la clave.
  static func optional<Wrapped>(_ base: AppStorageLookup<Wrapped>) -> Self
  where Value == Wrapped? {
    Self(encode: { try $0.flatMap(base.encode) }) { raw in
      base.decode(raw).map { .some($0) }
    }
  }
}

extension AppStorageLookup where Value == [String] {
  /// Una lista de textos, que `UserDefaults` guarda tal cual.
  static var strings: Self {
    Self(encode: { .strings($0) }) { raw in
      if case .strings(let value) = raw { return value }
      return nil
    }
  }
}

extension AppStorageLookup where Value: Codable {
  /// Cualquier `Codable`, guardado como JSON en un `Data`. Lo guardado que no se deja
  /// decodificar cuenta como ausente; un valor que no se deja codificar no se escribe.
  static func json(key: String) -> Self {
    Self(
      encode: { value in
        do {
          return .data(try JSONEncoder().encode(value))
        } catch {
          throw SharedCoreError.appStorageValueNotEncodable(
            key: key, type: String(describing: Value.self))
        }
      }
    ) { raw in
      guard case .data(let data) = raw else { return nil }
      return try? JSONDecoder().decode(Value.self, from: data)
    }
  }
}
