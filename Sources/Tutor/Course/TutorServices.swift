import Checker
import Foundation
import Workspace
import Lessons

/// Quienes corrigen, para poder cambiarlos en las pruebas.
public struct TutorServices: Sendable {
  /// Quien corrige respuestas.
  public var answers: any AnswerChecking
  /// Quien comprueba los ejercicios de código con sus pruebas ocultas (el mismo protocolo
  /// que la corrección).
  public var code: any CodeChecking
  /// Quien ejecuta fragmentos, compila declaraciones y precomprueba sin las pruebas.
  public var snippets: any SnippetRunning
  /// Las comprobaciones de `validar` además de las de formato.
  public var courseChecks: @Sendable () -> [any CourseCheck]

  /// Crea unos servicios.
  public init(
    answers: any AnswerChecking, code: any CodeChecking, snippets: any SnippetRunning,
    courseChecks: @escaping @Sendable () -> [any CourseCheck] = { [] }
  ) {
    self.answers = answers
    self.code = code
    self.snippets = snippets
    self.courseChecks = courseChecks
  }

  /// Los de verdad: el corrector del módulo `Checker` y el motor compilado, que se busca
  /// la primera vez que hace falta (las órdenes que no compilan nada no lo buscan).
  public static var standard: TutorServices {
    let engine = RunnerLocator()
    return TutorServices(
      answers: CourseAnswerChecker(), code: LocatedCodeChecker(engine: engine),
      snippets: RunnerSnippets(engine: engine),
      courseChecks: {
        guard case .success(let runner) = engine.runner() else { return [AnswerKeyCheck()] }
        return [AnswerKeyCheck(), CourseProofCheck(runner: runner)]
      })
  }

  /// Sin motor: las respuestas se corrigen con la clave del curso y el código no se
  /// compila (para las pruebas del tutor).
  public static var withoutEngine: TutorServices {
    let engine = RunnerLocator(unavailable: "el motor no se usa en este modo")
    return TutorServices(
      answers: CourseAnswerChecker(), code: LocatedCodeChecker(engine: engine),
      snippets: RunnerSnippets(engine: engine))
  }
}
