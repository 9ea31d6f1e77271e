/// Un lugar en un archivo del curso (o en un texto sin archivo, como el Mermaid que escribe
/// la persona): se muestra como `archivo:línea` o `archivo:línea:columna`.
///
/// ```swift
/// SourceLocation(file: "01-shared/ejercicios.md", line: 12).description
/// // "01-shared/ejercicios.md:12"
/// ```
public struct SourceLocation: Sendable, Hashable, CustomStringConvertible {
  /// Ruta relativa a la carpeta del curso, o `nil` si el texto no viene de un archivo.
  public var file: String?
  /// Línea, empezando en 1; `0` cuando el problema es del archivo entero (que falta, por
  /// ejemplo).
  public var line: Int
  /// Columna, empezando en 1, cuando se conoce.
  public var column: Int?

  /// Crea un lugar.
  public init(file: String?, line: Int, column: Int? = nil) {
    self.file = file
    self.line = line
    self.column = column
  }

  /// `archivo:línea[:columna]`; sin archivo, `línea L, columna C`; sin línea, `archivo`.
  public var description: String {
    if line == 0 { return file ?? "" }
    guard let file else {
      if let column { return "línea \(line), columna \(column)" }
      return "línea \(line)"
    }
    if let column { return "\(file):\(line):\(column)" }
    return "\(file):\(line)"
  }

  /// El mismo lugar desplazado `lines` líneas más abajo y dentro de `file`; sirve para
  /// situar en `leccion.md` un error hallado dentro de un bloque.
  func offset(by lines: Int, in file: String?) -> SourceLocation {
    SourceLocation(file: file, line: line + lines, column: column)
  }
}
