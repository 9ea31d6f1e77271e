#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Una variable del entorno de este proceso, leída con `getenv`: sin armar el diccionario
/// entero de `ProcessInfo.processInfo.environment`, que se rehace en cada lectura y costaba
/// en el camino de cada ejercicio de un lote (las de medir, como `LECCION_ENLACE_COMO_ANTES`,
/// se miran en cada compilación). Se lee cada vez: una medición puede cambiarla entre modos.
///
/// ```swift
/// EnvironmentVariable.value("LECCION_ENLACE_COMO_ANTES") == "1"
/// ```
public enum EnvironmentVariable {
  /// El valor de `name`, o `nil` si no está.
  public static func value(_ name: String) -> String? {
    guard let pointer = getenv(name) else { return nil }
    return String(cString: pointer)
  }
}
