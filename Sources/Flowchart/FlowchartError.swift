/// Un error de sintaxis en un texto Mermaid, como dato: en qué línea y columna (desde 1,
/// contando desde la primera línea del texto) y qué pasa.
///
/// Su texto en castellano sale de `FlowchartError+Message.swift`; quien lee el diagrama
/// desde un archivo (el cargador de cursos) lo sitúa en él.
///
/// ```swift
/// do {
///   _ = try FlowchartParser.parse("flowchart TD\nA -> B")
/// } catch {
///   error.description  // "línea 2, columna 3: se esperaba una flecha (…) y hay «->»."
/// }
/// ```
public struct FlowchartError: Error, Sendable, Hashable, CustomStringConvertible {
  /// La línea, desde 1; `0` si el problema es del texto entero (vacío).
  public var line: Int
  /// La columna, desde 1, cuando se conoce.
  public var column: Int?
  /// Qué pasa.
  public var problem: Problem

  /// Crea un error.
  public init(line: Int, column: Int? = nil, _ problem: Problem) {
    self.line = line
    self.column = column
    self.problem = problem
  }

  /// Todo lo que puede estar mal en un diagrama Mermaid.
  public enum Problem: Sendable, Hashable {
    /// La primera línea no es `flowchart TD` o `flowchart LR`.
    case missingHeader(found: String)
    /// Una dirección que no es TD ni LR.
    case unknownDirection(String)
    /// Se esperaba un nodo.
    case expectedNode(found: String)
    /// Se esperaba una flecha.
    case expectedArrow(found: String)
    /// El texto de un nodo no se cierra.
    case unclosedLabel(closing: String)
    /// La etiqueta `|…|` de una arista no se cierra.
    case unclosedEdgeLabel
    /// Un nodo con el texto vacío.
    case emptyLabel(String)
    /// Un nodo con dos textos distintos.
    case conflictingLabel(node: String, previous: String, line: Int)
    /// Un diagrama sin nodos.
    case empty
  }

  /// El mensaje en castellano, sin el lugar.
  public var message: String { problem.message }

  /// `línea L, columna C: mensaje` (sin columna, `línea L: mensaje`; sin línea, el mensaje).
  public var description: String {
    guard line > 0 else { return message }
    guard let column else { return "línea \(line): \(message)" }
    return "línea \(line), columna \(column): \(message)"
  }
}
