import Checker
import Foundation
import Lessons

/// Quienes corrigen y presentan, para poder cambiarlos en las pruebas.
public struct TutorServices: Sendable {
  /// Quien corrige respuestas.
  public var answers: any AnswerChecking
  /// Quien compila y ejecuta código, creado para un curso.
  public var code: @Sendable (Course) -> any CodeChecking
  /// Cómo se presenta el texto.
  public var renderer: any LessonRendering
  /// Las comprobaciones de `validar` que necesitan el motor.
  public var courseChecks: [any CourseCheck]

  /// Crea unos servicios.
  public init(
    answers: any AnswerChecking, code: @escaping @Sendable (Course) -> any CodeChecking,
    renderer: any LessonRendering, courseChecks: [any CourseCheck] = []
  ) {
    self.answers = answers
    self.code = code
    self.renderer = renderer
    self.courseChecks = courseChecks
  }

  /// Los de verdad.
  public static var standard: TutorServices {
    TutorServices(
      answers: ProvisionalChecker(), code: { _ in UnavailableCodeChecker() },
      renderer: PlainLessonRenderer())
  }
}

/// Mientras no esté el corrector de código: lo dice en vez de corregir.
struct UnavailableCodeChecker: CodeChecking {
  static let message = "El corrector de código todavía no está disponible en esta versión de "
    + "leccion: tu archivo está guardado y se corregirá cuando lo esté."

  func check(file: URL, for exercise: Exercise, code: CodeExercise) async -> Verdict {
    Verdict(passed: false, message: Self.message)
  }

  func run(snippet: String, name: String) async -> SnippetRun {
    SnippetRun(succeeded: false, output: Self.message)
  }

  func typecheck(declaration: String, context: String?) async -> SnippetRun {
    SnippetRun(succeeded: false, output: Self.message)
  }
}
