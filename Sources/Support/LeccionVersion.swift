/// La versión de `leccion`, tal como la imprime `leccion --version` y la registran las
/// entregas y los informes. Es la única: el tutor y la corrección la leen de aquí.
public enum LeccionVersion {
  /// `0.2.0`.
  public static let current = "0.2.0"
}
