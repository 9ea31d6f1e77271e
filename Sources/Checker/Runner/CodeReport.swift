/// Lo que dice un veredicto de código, por partes y con sus frases en castellano
/// (`CodeVerdict.report`): quien lo muestra decide cómo se ve cada parte. El tutor la pinta
/// en la terminal (marcas en color, salida atenuada, ajuste al ancho); los informes usan
/// `plainText`, el mismo texto sin estilo.
///
/// ```swift
/// let report = veredicto.report
/// report.sections.first  // [.summary("Pasan 1 de 2 pruebas."), .failedTest(name: "suma", …)]
/// report.plainText       // "Pasan 1 de 2 pruebas.\n✗ suma\n  · esperaba 3"
/// ```
public struct CodeReport: Sendable, Equatable {
  /// Una parte del informe.
  public enum Part: Sendable, Equatable {
    /// La frase que lo resume: «La prueba pasa.», «No compila (2 errores):».
    case summary(String)
    /// Un diagnóstico del compilador, con su lugar (`ejercicio.swift:6:42: error: …`).
    case diagnostic(String)
    /// Una nota del compilador sobre el diagnóstico anterior.
    case diagnosticNote(String)
    /// Una prueba que no pasa: su nombre, qué le pasó si cabe en una frase, y los fallos que
    /// anotó.
    case failedTest(name: String, problem: String?, details: [String])
    /// Una explicación de lo que falló (las pruebas ocultas, el arranque del programa).
    case explanation(String)
    /// Lo que escribió el programa (salida y errores), y si se recortó.
    case programOutput(String, truncated: Bool)
    /// Una protección del aislamiento que faltó al ejecutarlo.
    case sandboxNote(String)
  }

  /// Las secciones, en orden; cada una, sus partes.
  public var sections: [[Part]]

  /// Crea un informe.
  public init(sections: [[Part]]) {
    self.sections = sections
  }

  /// El informe como texto sin estilo (80 columnas como mucho en lo que escribe leccion;
  /// los diagnósticos y la salida van como llegaron): una línea por parte, salvo las que
  /// llevan varias, y una línea en blanco entre secciones.
  public var plainText: String {
    sections.map { $0.flatMap(Self.plainLines).joined(separator: "\n") }
      .joined(separator: "\n\n")
  }

  /// Las líneas sin estilo de una parte.
  public static func plainLines(_ part: Part) -> [String] {
    switch part {
    case .summary(let text), .diagnostic(let text), .explanation(let text):
      return [text]
    case .diagnosticNote(let text):
      return ["  " + text]
    case .failedTest(let name, let problem, let details):
      return ["✗ " + name + (problem.map { ": " + $0 } ?? "")] + details.map { "  · " + $0 }
    case .programOutput(let output, let truncated):
      return [outputHeading, output] + (truncated ? [truncationNote] : [])
    case .sandboxNote(let text):
      return [notePrefix + text]
    }
  }

  /// Lo que encabeza la salida del programa.
  public static let outputHeading = "Salida del programa:"
  /// Lo que sigue a una salida recortada.
  public static let truncationNote = "… salida recortada"
  /// Lo que precede a una nota del aislamiento.
  public static let notePrefix = "Nota: "
}
