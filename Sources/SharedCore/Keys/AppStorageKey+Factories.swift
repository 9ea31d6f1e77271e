import Foundation

// Las únicas puertas de entrada a `AppStorageKey`: una sobrecarga por tipo admitido, como en
// swift-sharing 2.8. Lo que no encaje en ninguna (un `[Int]` o un `enum X: Double` que no
// sean `Codable`, un `Float`, una estructura sin `Codable`) no compila.

extension SharedReaderKey {
  /// Una clave `appStorage` de tipo `Bool`.
  ///
  /// - Parameters:
  ///   - key: el nombre de la clave en `UserDefaults`.
  ///   - store: la suite; por defecto, `defaultAppStorage` de la tarea actual.
  public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
  where Self == AppStorageKey<Bool> {
    AppStorageKey(key, store: store, lookup: .bool)
  }

  /// Una clave `appStorage` de tipo `Int`.
  ///
  /// - Parameters:
  ///   - key: el nombre de la clave en `UserDefaults`.
  ///   - store: la suite; por defecto, `defaultAppStorage` de la tarea actual.
  public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
  where Self == AppStorageKey<Int> {
    AppStorageKey(key, store: store, lookup: .int)
  }

  /// Una clave `appStorage` de tipo `Double`.
  ///
  /// - Parameters:
  ///   - key: el nombre de la clave en `UserDefaults`.
  ///   - store: la suite; por defecto, `defaultAppStorage` de la tarea actual.
  public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
  where Self == AppStorageKey<Double> {
    AppStorageKey(key, store: store, lookup: .double)
  }

  /// Una clave `appStorage` de tipo `String`.
  ///
  /// - Parameters:
  ///   - key: el nombre de la clave en `UserDefaults`.
  ///   - store: la suite; por defecto, `defaultAppStorage` de la tarea actual.
  public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
  where Self == AppStorageKey<String> {
    AppStorageKey(key, store: store, lookup: .string)
  }

  /// Una clave `appStorage` de tipo `URL`.
  ///
  /// - Parameters:
  ///   - key: el nombre de la clave en `UserDefaults`.
  ///   - store: la suite; por defecto, `defaultAppStorage` de la tarea actual.
  public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
  where Self == AppStorageKey<URL> {
    AppStorageKey(key, store: store, lookup: .url)
  }

  /// Una clave `appStorage` de tipo `Data`.
  ///
  /// - Parameters:
  ///   - key: el nombre de la clave en `UserDefaults`.
  ///   - store: la suite; por defecto, `defaultAppStorage` de la tarea actual.
  public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
  where Self == AppStorageKey<Data> {
    AppStorageKey(key, store: store, lookup: .data)
  }

  /// Una clave `appStorage` de tipo `Date`.
  ///
  /// - Parameters:
  ///   - key: el nombre de la clave en `UserDefaults`.
  ///   - store: la suite; por defecto, `defaultAppStorage` de la tarea actual.
  public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
  where Self == AppStorageKey<Date> {
    AppStorageKey(key, store: store, lookup: .date)
  }

  /// Una clave `appStorage` de un `RawRepresentable` con valor bruto `Int` (un `enum X: Int`).
  ///
  /// Se guarda el valor bruto; uno que no corresponda a ningún caso cuenta como ausente.
  public static func appStorage<Value: RawRepresentable>(
    _ key: String, store: UserDefaults? = nil
  ) -> Self where Value.RawValue == Int, Self == AppStorageKey<Value> {
    AppStorageKey(key, store: store, lookup: .rawRepresentable(.int))
  }

  /// Una clave `appStorage` de un `RawRepresentable` con valor bruto `String`
  /// (`enum Tema: String`).
  ///
  /// ```swift
  /// @Shared(.appStorage("tema")) var tema: Tema = .sistema
  /// ```
  public static func appStorage<Value: RawRepresentable>(
    _ key: String, store: UserDefaults? = nil
  ) -> Self where Value.RawValue == String, Self == AppStorageKey<Value> {
    AppStorageKey(key, store: store, lookup: .rawRepresentable(.string))
  }

  // MARK: Opcionales: `nil` borra la clave

  /// Una clave `appStorage` de tipo `Bool?`; guardar `nil` borra la clave.
  public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
  where Self == AppStorageKey<Bool?> {
    AppStorageKey(key, store: store, lookup: .optional(.bool))
  }

  /// Una clave `appStorage` de tipo `Int?`; guardar `nil` borra la clave.
  public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
  where Self == AppStorageKey<Int?> {
    AppStorageKey(key, store: store, lookup: .optional(.int))
  }

  /// Una clave `appStorage` de tipo `Double?`; guardar `nil` borra la clave.
  public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
  where Self == AppStorageKey<Double?> {
    AppStorageKey(key, store: store, lookup: .optional(.double))
  }

  /// Una clave `appStorage` de tipo `String?`; guardar `nil` borra la clave.
  public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
  where Self == AppStorageKey<String?> {
    AppStorageKey(key, store: store, lookup: .optional(.string))
  }

  /// Una clave `appStorage` de tipo `URL?`; guardar `nil` borra la clave.
  public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
  where Self == AppStorageKey<URL?> {
    AppStorageKey(key, store: store, lookup: .optional(.url))
  }

  /// Una clave `appStorage` de tipo `Data?`; guardar `nil` borra la clave.
  public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
  where Self == AppStorageKey<Data?> {
    AppStorageKey(key, store: store, lookup: .optional(.data))
  }

  /// Una clave `appStorage` de tipo `Date?`; guardar `nil` borra la clave.
  public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
  where Self == AppStorageKey<Date?> {
    AppStorageKey(key, store: store, lookup: .optional(.date))
  }

  /// Una clave `appStorage` de un `RawRepresentable` opcional con valor bruto `Int`.
  public static func appStorage<Value: RawRepresentable>(
    _ key: String, store: UserDefaults? = nil
  ) -> Self where Value.RawValue == Int, Self == AppStorageKey<Value?> {
    AppStorageKey(key, store: store, lookup: .optional(.rawRepresentable(.int)))
  }

  /// Una clave `appStorage` de un `RawRepresentable` opcional con valor bruto `String`.
  public static func appStorage<Value: RawRepresentable>(
    _ key: String, store: UserDefaults? = nil
  ) -> Self where Value.RawValue == String, Self == AppStorageKey<Value?> {
    AppStorageKey(key, store: store, lookup: .optional(.rawRepresentable(.string)))
  }

  // MARK: Listas de textos y `Codable` (desde swift-sharing 2.7)

  /// Una clave `appStorage` de tipo `[String]`, que `UserDefaults` guarda tal cual.
  public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
  where Self == AppStorageKey<[String]> {
    AppStorageKey(key, store: store, lookup: .strings)
  }

  /// Una clave `appStorage` de tipo `[String]?`; guardar `nil` borra la clave.
  public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
  where Self == AppStorageKey<[String]?> {
    AppStorageKey(key, store: store, lookup: .optional(.strings))
  }

  /// Una clave `appStorage` de cualquier `Codable`, guardado como JSON en un `Data`.
  ///
  /// Es la sobrecarga menos preferida: un tipo que encaja en otra (un `enum Tema: String`
  /// que además sea `Codable`) se guarda como allí. Lo guardado que no se deja decodificar
  /// cuenta como ausente. Que compile no lo hace buena idea: `UserDefaults` se carga entero
  /// al arrancar, así que aquí van preferencias pequeñas, no datos de la app.
  @_disfavoredOverload
  public static func appStorage<Value: Codable>(
    _ key: String, store: UserDefaults? = nil
  ) -> Self where Self == AppStorageKey<Value> {
    AppStorageKey(key, store: store, lookup: .json(key: key))
  }

  /// Una clave `appStorage` de un `Codable` opcional; guardar `nil` borra la clave.
  @_disfavoredOverload
  public static func appStorage<Wrapped: Codable>(
    _ key: String, store: UserDefaults? = nil
  ) -> Self where Self == AppStorageKey<Wrapped?> {
    AppStorageKey(key, store: store, lookup: .optional(.json(key: key)))
  }
}
