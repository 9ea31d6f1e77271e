import Foundation

/// Una clave que guarda una preferencia pequeña y escalar en `UserDefaults`.
///
/// Se crea solo con `.appStorage(_:)`, que admite lo mismo que swift-sharing 2.8: `Bool`,
/// `Int`, `Double`, `String`, `URL`, `Data`, `Date`, `[String]`, los `RawRepresentable`
/// cuyo valor bruto es `Int` o `String`, cualquier `Codable` (guardado como JSON en un
/// `Data`; es la sobrecarga menos preferida), y el opcional de cada uno. Cualquier otro tipo
/// no compila.
///
/// ```swift
/// @Shared(.appStorage("temaOscuro")) var temaOscuro = false
/// @Shared(.appStorage("tema")) var tema: Tema = .sistema   // enum Tema: String
///
/// extension SharedKey where Self == AppStorageKey<Tema>.Default {
///   static var tema: Self { Self[.appStorage("tema"), default: .sistema] }
/// }
/// @Shared(.tema) var tema   // la misma caja que `.appStorage("tema")`
/// ```
///
/// El valor de la declaración es el de reposo: no se escribe hasta la primera mutación.
/// Un cambio hecho en la misma suite por otro proceso llega a la caja en menos de un
/// segundo.
public struct AppStorageKey<Value>: SharedKey {
  let key: String
  let suite: AppStorageSuite
  let lookup: AppStorageLookup<Value>

  init(_ key: String, store: UserDefaults?, lookup: AppStorageLookup<Value>) {
    self.key = key
    self.suite = store.map(AppStorageSuite.suite(for:)) ?? DependencyValues.current.appStorageSuite
    self.lookup = lookup
  }

  /// La identidad: el nombre de la clave y el archivo de su suite, para que dos suites
  /// (dos pruebas, por ejemplo) nunca compartan caja.
  public struct ID: Hashable, Sendable {
    let key: String
    let store: String
  }

  public var id: ID { ID(key: key, store: suite.identity) }

  public func load(context: LoadContext<Value>, continuation: LoadContinuation<Value>) {
    suite.refreshIfUnwatched()
    continuation.resume(with: .success(suite.raw(forKey: key).flatMap(lookup.decode)))
  }

  public func save(_ value: Value, context: SaveContext, continuation: SaveContinuation) {
    continuation.resume(
      with: Result {
        try suite.save(
          lookup.encode(value), forKey: key, valueType: ObjectIdentifier(Value.self))
      })
  }

  public func subscribe(
    context: LoadContext<Value>, subscriber: SharedSubscriber<Value>
  ) -> SharedSubscription {
    let lookup = lookup
    return suite.subscribe(key: key, valueType: ObjectIdentifier(Value.self)) { raw in
      subscriber.yield(with: .success(raw.flatMap(lookup.decode)))
    }
  }
}

extension AppStorageKey: CustomStringConvertible {
  public var description: String { ".appStorage(\(String(reflecting: key)))" }
}
