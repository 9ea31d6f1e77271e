/// Una protección que faltó al ejecutar un programa; el veredicto lo dice.
public enum SandboxGap: Sendable, Hashable, Codable {
  /// `bwrap` no está instalado.
  case bubblewrapMissing
  /// `bwrap` está pero no funciona aquí (sin espacios de nombres, por ejemplo).
  case bubblewrapBroken(reason: String)
  /// Se desactivó a propósito (`LECCION_SIN_BWRAP=1` u opción del corrector).
  case bubblewrapDisabled
  /// Falta `prlimit` (util-linux): sin límites de CPU, memoria ni procesos.
  case resourceLimitsMissing
  /// Se ejecutó con el usuario de `leccion`, root; `reason` dice por qué. Como root abre
  /// `/proc/self/mem` aunque el arnés lo haya cerrado (ver `HarnessRuntime`).
  case sameUser(reason: String)

  /// La nota en castellano.
  public var message: String {
    let exposure = "el programa pudo usar la red y leer y escribir tus archivos"
    switch self {
    case .bubblewrapMissing:
      return
        "se ejecutó sin bubblewrap, que no está instalado (apt install bubblewrap): \(exposure)."
    case .bubblewrapBroken(let reason):
      return "se ejecutó sin bubblewrap, que no funciona en esta máquina (\(reason)): \(exposure)."
    case .bubblewrapDisabled:
      return "se ejecutó sin bubblewrap porque está desactivado (LECCION_SIN_BWRAP): \(exposure)."
    case .resourceLimitsMissing:
      return """
        se ejecutó sin límites de CPU, memoria ni procesos porque falta prlimit (util-linux); \
        solo vale el límite de tiempo.
        """
    case .sameUser(let reason):
      return """
        se ejecutó con tu mismo usuario (\(reason)): pudo leer y cambiar su propia memoria \
        (/proc/self/mem).
        """
    }
  }
}
