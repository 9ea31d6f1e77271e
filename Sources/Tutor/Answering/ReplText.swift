/// Pequeñas ayudas de texto del tutor.
enum ReplText {
  /// El mensaje con la primera letra en mayúscula (los errores empiezan en minúscula para
  /// ir detrás de «error: »).
  static func capitalized(_ message: String) -> String {
    guard let first = message.first else { return message }
    return first.uppercased() + message.dropFirst()
  }
}
