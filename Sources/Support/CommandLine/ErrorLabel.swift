/// La etiqueta de los errores de una orden. Los mensajes de error (`TutorError.message`,
/// `GradingError.message`) nunca la llevan escrita: la pone quien los presenta en la salida
/// de errores, siempre aquí.
///
/// ```swift
/// ErrorLabel.labeled("orden desconocida «lsita».")  // "error: orden desconocida «lsita»."
/// ```
public enum ErrorLabel {
  /// `message` tal como sale por la salida de errores.
  public static func labeled(_ message: String) -> String {
    "error: " + message
  }
}
