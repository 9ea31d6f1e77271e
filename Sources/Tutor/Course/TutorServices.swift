import Checker
import Foundation
import Lessons

/// Quienes corrigen, para poder cambiarlos en las pruebas.
public struct TutorServices: Sendable {
  /// Quien corrige respuestas.
  public var answers: any AnswerChecking
  /// Quien compila y ejecuta código.
  public var code: any CodeChecking
  /// Las comprobaciones de `validar` además de las de formato.
  public var courseChecks: @Sendable () -> [any CourseCheck]

  /// Crea unos servicios.
  public init(
    answers: any AnswerChecking, code: any CodeChecking,
    courseChecks: @escaping @Sendable () -> [any CourseCheck] = { [] }
  ) {
    self.answers = answers
    self.code = code
    self.courseChecks = courseChecks
  }

  /// Los de verdad: el corrector del módulo `Checker` y el motor compilado, que se busca
  /// la primera vez que hace falta (las órdenes que no compilan nada no lo buscan).
  public static var standard: TutorServices {
    let engine = EngineLocator()
    return TutorServices(
      answers: CourseAnswerChecker(engine: engine), code: EngineCodeChecker(engine: engine),
      courseChecks: {
        guard case .success(let runner) = engine.runner() else { return [AnswerKeyCheck()] }
        return [AnswerKeyCheck(), EngineCourseCheck(runner: runner)]
      })
  }

  /// Sin motor: las respuestas se corrigen con la clave del curso y el código no se
  /// compila (para las pruebas del tutor).
  public static var withoutEngine: TutorServices {
    let engine = EngineLocator(unavailable: "el motor no se usa en este modo")
    return TutorServices(
      answers: CourseAnswerChecker(engine: engine), code: EngineCodeChecker(engine: engine))
  }
}

/// Corrige con `AnswerChecker`; en las predicciones, la verdad es lo que imprime el
/// fragmento al ejecutarse en SharedCore (desde la caché si ya se ejecutó), y si el motor no
/// está, la salida que guarda el curso.
struct CourseAnswerChecker: AnswerChecking {
  let engine: EngineLocator

  func check(_ answer: RawAnswer, for exercise: Exercise, in course: Course) async -> Verdict {
    var output: String?
    if case .prediction(let prediction) = exercise.kind, case .success(let runner) = engine.runner()
    {
      let snippet = SourceFile(name: "\(exercise.id).swift", contents: prediction.code.code)
      if let outcome = try? await runner.run(snippet: snippet), outcome.succeeded {
        output = outcome.standardOutput
      }
    }
    return AnswerChecker(course: course).check(
      exercise, answer: answer.checkerAnswer, output: output)
  }
}

extension RawAnswer {
  /// La respuesta tal como la corrige `Checker`.
  var checkerAnswer: Answer {
    switch self {
    case .choice(let selected): .choice(Set(selected))
    case .freeText(let text): .text(text)
    case .prediction(let lines): .prediction(lines.joined(separator: "\n"))
    case .flowchartWalk(let path): .walk(path)
    case .flowchartRebuild(let text): .mermaid(text)
    case .admission(let verdicts): .admission(verdicts.map { Optional($0) })
    case .code: .text("")
    }
  }
}
