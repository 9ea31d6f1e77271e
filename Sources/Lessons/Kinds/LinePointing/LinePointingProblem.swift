/// Lo que puede estar mal en un ejercicio `linea` de `ejercicios.md`, con su mensaje (va al
/// lugar exacto como `Diagnostic.Problem.reported`).
enum LinePointingProblem: Equatable {
  /// `linea:` no es un número.
  case notANumber(String)
  /// `linea:` fuera del fragmento.
  case outOfRange(Int, count: Int)
  /// `linea:` señala una línea en blanco.
  case blank(Int)
  /// Un elemento de `### lineas` que no es un número.
  case malformedNote(String)
  /// Una nota de una línea que el fragmento no tiene.
  case noteOutOfRange(Int, count: Int)
  /// Una nota de la línea que es la respuesta.
  case noteOnAnswer(Int)
  /// Dos notas de la misma línea.
  case repeatedNote(Int)
  /// Una nota sin su `> por qué`.
  case noteWithoutExplanation(String)

  var message: String {
    switch self {
    case .notANumber(let value):
      "el campo «linea» no admite «\(value)»: escribe el número de la línea del fragmento "
        + "de «### codigo» que rompe la regla (la primera es la 1)."
    case .outOfRange(let line, let count):
      "el campo «linea» dice \(line), pero el fragmento de «### codigo» tiene \(count) "
        + "líneas: escribe un número de 1 a \(count)."
    case .blank(let line):
      "la línea \(line) del fragmento está en blanco: «linea» debe señalar una línea con código."
    case .malformedNote(let text):
      "«\(text)» no es una nota de «### lineas»: escribe «- N» (el número de una línea) y "
        + "debajo «  > por qué no es esa»."
    case .noteOutOfRange(let line, let count):
      "la nota de la línea \(line) no es de ninguna línea: el fragmento tiene \(count)."
    case .noteOnAnswer(let line):
      "la nota de la línea \(line) es de la línea que rompe la regla: lo que la explica va "
        + "en «### explicacion»."
    case .repeatedNote(let line):
      "la línea \(line) ya tiene una nota en «### lineas»: deja una."
    case .noteWithoutExplanation(let text):
      "la nota de la línea \(text) no dice por qué no es esa: añade debajo «  > por qué»."
    }
  }
}
