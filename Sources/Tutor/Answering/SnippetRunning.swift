import Checker
import Foundation
import Lessons
import Workspace

/// Lo que el tutor pide al motor sin las pruebas ocultas de un ejercicio: los fragmentos de
/// `ejecutar`, las declaraciones de `compilador` y la precomprobación de una tarea diferida.
/// Nada de esto es un veredicto que se corrija ni se guarde (eso es `CodeChecking`, el
/// mismo para el tutor y la corrección); por eso va aparte (ver `Sources/Checker/README.md`).
public protocol SnippetRunning: Sendable {
  /// La precomprobación de una tarea diferida (como el «precheck» de CodeRunner en Moodle):
  /// si el archivo de la persona (`source`) compila solo contra SharedCore, sin las pruebas
  /// ocultas, con los errores en sus líneas. Pasa si compila; no dice nada de las pruebas.
  func precheck(source: SourceFile, for exercise: Exercise) async -> Verdict
  /// Lo que imprime `snippet` al ejecutarse sobre SharedCore.
  func run(snippet: String, name: String) async -> SnippetRun
  /// Si `declaration` compila contra SharedCore (con `context` delante, si lo hay).
  func typecheck(declaration: String, context: String?) async -> SnippetRun
}

/// El resultado de ejecutar o compilar un fragmento.
public struct SnippetRun: Sendable, Equatable {
  /// Si compiló (y, al ejecutar, si terminó bien).
  public var succeeded: Bool
  /// Lo que imprimió, o los errores del compilador, ya en castellano.
  public var output: String
  /// Solo lo que escribió en la salida estándar, tal cual (`nil` si no llegó a ejecutarse):
  /// lo que cuenta como la salida de una predicción, igual que al corregir.
  public var printed: String?

  /// Crea un resultado.
  public init(succeeded: Bool, output: String, printed: String? = nil) {
    self.succeeded = succeeded
    self.output = output
    self.printed = printed
  }
}
