/// Una dependencia con el valor que se usa en pruebas.
///
/// ```swift
/// extension ApiClient: TestDependencyKey {
///   static let testValue = ApiClient(perfil: { _ in Usuario(nombre: "Ada") })
/// }
/// ```
public protocol TestDependencyKey {
  associatedtype Value: Sendable = Self
  /// El valor en pruebas (`swift test`, o las pruebas de un ejercicio).
  static var testValue: Value { get }
}

/// Una dependencia con su valor real; en pruebas, si no se da `testValue`, usarla sin
/// sobrescribirla es un fallo que nombra la dependencia.
///
/// ```swift
/// extension ApiClient: DependencyKey {
///   static let liveValue = ApiClient(perfil: { id in try await red.perfil(id) })
/// }
/// extension DependencyValues {
///   var api: ApiClient {
///     get { self[ApiClient.self] }
///     set { self[ApiClient.self] = newValue }
///   }
/// }
/// ```
public protocol DependencyKey: TestDependencyKey {
  /// El valor en la aplicación de verdad.
  static var liveValue: Value { get }
}

extension DependencyKey {
  /// Sin valor de prueba propio: se informa del uso y se devuelve el real.
  public static var testValue: Value {
    DependencyValues.reportUnimplemented(Self.self)
    return liveValue
  }
}
