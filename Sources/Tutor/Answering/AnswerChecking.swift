import Checker
import Foundation
import Workspace
import Lessons

/// Quien corrige las respuestas que no son de código. El tutor no corrige nada por su
/// cuenta: llama a esto y muestra el veredicto en castellano que devuelve.
public protocol AnswerChecking: Sendable {
  /// El veredicto de `answer` para `exercise` del curso `course`; `order` es el orden en
  /// que la persona vio las opciones (para que el veredicto use sus letras).
  func check(
    _ answer: RawAnswer, for exercise: Exercise, in course: Course, order: OptionOrder?
  ) async -> Verdict
}

/// Quien compila y ejecuta código contra SharedCore: los ejercicios de código, los
/// fragmentos de `ejecutar` y las declaraciones de `compilador`.
public protocol CodeChecking: Sendable {
  /// El veredicto del archivo `file` de la persona para el ejercicio de código `exercise`.
  func check(file: URL, for exercise: Exercise, code: CodeExercise) async -> Verdict
  /// La precomprobación de una tarea diferida (como el «precheck» de CodeRunner en Moodle):
  /// si el archivo de la persona compila solo contra SharedCore, sin las pruebas ocultas,
  /// con los errores en sus líneas. Pasa si compila; no dice nada de las pruebas.
  func precheck(file: URL, for exercise: Exercise) async -> Verdict
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

  /// Crea un resultado.
  public init(succeeded: Bool, output: String) {
    self.succeeded = succeeded
    self.output = output
  }
}
