/// Códigos de salida de `leccion`, documentados en `leccion --help`.
public enum ExitCode: Int32, Sendable {
  /// Todo fue bien.
  case success = 0
  /// La orden se ejecutó pero algo falló (una comprobación, una entrega sin corregir).
  case failure = 1
  /// La orden está mal escrita: opción desconocida, argumento que falta.
  case usage = 2
}
