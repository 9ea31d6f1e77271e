import Checker

/// Lo que dice la precomprobación de un ejercicio de código en una tarea diferida: si el
/// archivo compila (con los errores en sus líneas), nunca el resultado de las pruebas, que
/// llega con la devolución.
///
/// Compila el archivo de la persona solo, contra SharedCore: sin las pruebas ocultas (la
/// copia de `diferida` no las lleva) ni unas pruebas de pega con sus firmas, que dirían a
/// qué llaman. Un archivo que compila solo puede no compilar con las pruebas (una función
/// con otro nombre): eso lo dice la corrección.
enum Precheck {
  /// Lo que se dice cuando compila.
  static let compiles =
    "Compila. En esta tarea las pruebas se pasan cuando tu profesor corrige: verás su "
    + "resultado con la devolución («leccion revisar»)."

  /// El veredicto de la precomprobación con los errores de compilar (`archivo:línea: …`).
  static func verdict(errors: [String]) -> Verdict {
    guard !errors.isEmpty else { return Verdict(passed: true, message: compiles) }
    return Verdict(passed: false, message: (["No compila:"] + errors).joined(separator: "\n"))
  }
}
