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
    /// Un archivo de código en una tarea diferida: solo si compila (`Precheck`).
    case precheck(Verdict)
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
      let verdict = await codeVerdict(file: file, exercise: exercise, code: code, context: context)
      // Una comprobación cancelada (Ctrl-C) no dice nada del archivo: no se anota.
      if !Task.isCancelled {
        try recordCode(data, verdict: verdict, exercise: exercise, context: context)
      }
      return context.showsVerdicts ? .verdict(verdict) : .precheck(verdict)
    }
    guard let answer = context.store.progress.record(for: exercise.id).lastAnswer else {
      return .unanswered
    }
    guard context.showsVerdicts else { return .hidden }
    let completed = await ComputedOutput.complete(
      exercise, in: context.course, code: context.code)
    return .verdict(
      await context.answers.check(
        answer, for: completed, in: context.course, order: context.optionOrder(for: exercise)))
  }

  /// El veredicto de un archivo de código: las pruebas, o, en una tarea diferida antes de
  /// la devolución, solo si compila (`Precheck`).
  static func codeVerdict(
    file: URL, exercise: Exercise, code: CodeExercise, context: TutorContext
  ) async -> Verdict {
    guard context.showsVerdicts else {
      return await context.code.precheck(file: file, for: exercise)
    }
    return await context.code.check(file: file, for: exercise, code: code)
  }

  /// Anota la comprobación de un archivo de código (en una tarea diferida, sin veredicto:
  /// que compile no es que pase).
  static func recordCode(
    _ data: Data, verdict: Verdict, exercise: Exercise, context: TutorContext
  ) throws(TutorError) {
    let answer = RawAnswer.code(fingerprint: Fingerprint.of(data), bytes: data.count)
    let passed = context.showsVerdicts ? verdict.passed : nil
    try TutorError.onWorkspace { () throws(WorkspaceError) in
      try context.store.record(.answer(answer, passed: passed, exercise: exercise.id))
    }
  }
}
