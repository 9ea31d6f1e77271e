/// La versión de `leccion`, tal como la imprime `leccion --version` y la registran los informes.
public enum LeccionVersion {
  public static let current = "0.1.0"
}
