import Foundation

/// El almacén de las claves `appStorage`: en la aplicación, `UserDefaults.standard`; en
/// pruebas, una suite nueva y vacía por prueba, en una carpeta temporal que se borra al
/// salir del proceso.
enum DefaultAppStorageKey: DependencyKey {
  static var liveValue: AppStorageSuite { AppStorageSuite.suite(for: .standard) }
  static var testValue: AppStorageSuite {
    AppStorageSuite.suite(for: AppStorageSuite.makeEphemeralDefaults())
  }
}

extension DependencyValues {
  /// El `UserDefaults` que usan las claves `appStorage` creadas en esta tarea.
  ///
  /// ```swift
  /// withDependencies {
  ///   $0.defaultAppStorage = UserDefaults(suiteName: "grupo.widget")!
  /// } operation: {
  ///   @Shared(.appStorage("temaOscuro")) var temaOscuro = false
  /// }
  /// ```
  public var defaultAppStorage: UserDefaults {
    get { self[DefaultAppStorageKey.self].defaults }
    set { self[DefaultAppStorageKey.self] = AppStorageSuite.suite(for: newValue) }
  }

  /// La suite de `defaultAppStorage`, ya resuelta.
  var appStorageSuite: AppStorageSuite { self[DefaultAppStorageKey.self] }
}
