import Foundation

/// Dónde corre el código: en la aplicación o en pruebas. Decide qué valor por defecto
/// tiene cada dependencia.
public enum DependencyContext: String, Sendable {
  case live
  case test

  /// El contexto detectado al arrancar: `test` bajo `swift test` (o con
  /// `SHAREDCORE_CONTEXT=test`, que usan las pruebas de los ejercicios), `live` si no.
  public static let detected: DependencyContext = {
    let environment = ProcessInfo.processInfo.environment
    if let forced = environment["SHAREDCORE_CONTEXT"], let context = Self(rawValue: forced) {
      return context
    }
    let program = CommandLine.arguments.first ?? ""
    if program.hasSuffix(".xctest") || environment["XCTestConfigurationFilePath"] != nil {
      return .test
    }
    return .live
  }()
}
