/// Reúne los problemas de un archivo del curso mientras se lee.
struct DiagnosticCollector {
  /// La ruta del archivo, relativa a la carpeta del curso.
  let file: String
  /// Lo reunido, en orden.
  private(set) var diagnostics: [Diagnostic] = []

  init(file: String) {
    self.file = file
  }

  /// Anota `problem` en `line` (y `column`, si se sabe).
  mutating func report(_ problem: Diagnostic.Problem, line: Int, column: Int? = nil) {
    diagnostics.append(Diagnostic(location(line: line, column: column), problem))
  }

  /// Anota un diagnóstico ya hecho (por ejemplo, de un diagrama).
  mutating func append(_ diagnostic: Diagnostic) {
    diagnostics.append(diagnostic)
  }

  /// Quita los diagnósticos repetidos anotados desde la posición `start` (las instancias de
  /// un ejercicio con variantes repiten los problemas de su texto común).
  mutating func removeRepeats(since start: Int) {
    guard start < diagnostics.count else { return }
    var seen: Set<Diagnostic> = []
    let recent = diagnostics[start...].filter { seen.insert($0).inserted }
    diagnostics.replaceSubrange(start..., with: recent)
  }

  /// Un lugar de este archivo.
  func location(line: Int, column: Int? = nil) -> SourceLocation {
    SourceLocation(file: file, line: line, column: column)
  }
}
