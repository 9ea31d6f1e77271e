import Checker
import Foundation
import Workspace
import Lessons

/// Corregir de nuevo lo que la persona ya respondió: la última respuesta guardada o, en
/// los ejercicios de código, su archivo tal como está. Nunca se fía de un «resuelto»
/// guardado.
enum Rechecking {
  /// Lo que sale de corregir un ejercicio.
  enum Outcome: Sendable {
    /// No hay nada que corregir.
    case unanswered
    /// El veredicto.
    case verdict(Verdict)
    /// Hay respuesta, pero la tarea (modo diferido) no deja ver su veredicto.
    case hidden
  }

  /// Corrige otra vez `exercise`. En los de código, anota la comprobación en el progreso
  /// (salvo si se canceló).
  static func recheck(
    _ exercise: Exercise, context: TutorContext, onlyModifiedCode: Bool = false
  ) async throws(TutorError) -> Outcome {
    if case .code(let code) = exercise.kind {
      let file = context.workspace.codeFile(for: exercise.id)
      guard let data = FileManager.default.contents(atPath: file.path) else { return .unanswered }
      if onlyModifiedCode, data == FileManager.default.contents(atPath: code.files.starter.path) {
        return .unanswered
      }
      let verdict = await context.code.check(file: file, for: exercise, code: code)
      // Una comprobación cancelada (Ctrl-C) no dice nada del archivo: no se anota.
      if !Task.isCancelled {
        try recordCode(data, verdict: verdict, exercise: exercise, context: context)
      }
      return .verdict(verdict)
    }
    guard let answer = context.store.progress.record(for: exercise.id).lastAnswer else {
      return .unanswered
    }
    guard context.showsVerdicts else { return .hidden }
    return .verdict(
      await context.answers.check(
        answer, for: exercise, in: context.course, order: context.optionOrder(for: exercise)))
  }

  /// Anota la comprobación de un archivo de código.
  static func recordCode(
    _ data: Data, verdict: Verdict, exercise: Exercise, context: TutorContext
  ) throws(TutorError) {
    let answer = RawAnswer.code(fingerprint: Fingerprint.of(data), bytes: data.count)
    try TutorError.onWorkspace { () throws(WorkspaceError) in
      try context.store.record(.answer(answer, passed: verdict.passed, exercise: exercise.id))
    }
  }
}
