/// Códigos de salida de `leccion`, documentados en `leccion --help`.
public enum ExitCode: Int32, Sendable {
  /// Todo fue bien.
  case success = 0
  /// La orden se ejecutó pero algo no pasó (una comprobación, un curso con problemas).
  case failure = 1
  /// La orden está mal escrita: orden u opción desconocida, argumento que falta.
  case usage = 2
  /// El curso o el espacio de trabajo no se pueden usar (no existen, están dañados…).
  case unusable = 3
  /// La detuvo Ctrl-C (SIGINT) fuera del tutor interactivo, tras guardar.
  case interrupted = 130
  /// La detuvo SIGTERM o SIGHUP (terminal cerrada), tras guardar.
  case terminated = 143
}
