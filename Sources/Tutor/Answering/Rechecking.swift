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
    if let code = exercise.kind.compiled {
      let file = context.workspace.codeFile(for: exercise.id)
      // Se lee una vez: lo que se compila es lo que se anota.
      guard let learner = LearnerCode.read(file) else { return .unanswered }
      if onlyModifiedCode,
        learner.data == code.files.contents(.starter)
      {
        return .unanswered
      }
      let verdict = await codeVerdict(learner, exercise: exercise, code: code, context: context)
      // Una comprobación cancelada (Ctrl-C) no dice nada del archivo: no se anota.
      if !Task.isCancelled {
        try recordCode(learner, verdict: verdict, exercise: exercise, context: context)
      }
      return context.showsVerdicts ? .verdict(verdict) : .precheck(verdict)
    }
    guard let answer = context.store.progress.record(for: exercise.id).lastAnswer else {
      return .unanswered
    }
    guard context.showsVerdicts else { return .hidden }
    let completed = await ComputedOutput.complete(
      exercise, in: context.course, snippets: context.snippets)
    return .verdict(
      context.answers.check(
        answer, for: completed, in: context.course, order: context.optionOrder(for: exercise)))
  }

  /// El veredicto de un archivo de código: las pruebas (un lote de uno de `CodeChecking`,
  /// como en la corrección, con los bytes leídos una vez en `learner`), o, en una tarea
  /// diferida antes de la devolución, solo si compila (`Precheck`).
  static func codeVerdict(
    _ learner: LearnerCode, exercise: Exercise, code: any CompiledKind, context: TutorContext
  ) async -> Verdict {
    guard context.showsVerdicts else {
      return await context.snippets.precheck(source: learner.source, for: exercise)
    }
    guard let submission = CodeSubmission.checking(learner.source, of: exercise.id, code: code)
    else {
      return Verdict(passed: false, message: "No puedo leer \(learner.source.name).")
    }
    return await context.code.check(submission).verdict
  }

  /// Anota la comprobación de un archivo de código con la huella de los bytes comprobados
  /// (en una tarea diferida, sin veredicto: que compile no es que pase).
  static func recordCode(
    _ learner: LearnerCode, verdict: Verdict, exercise: Exercise, context: TutorContext
  ) throws(TutorError) {
    let passed = context.showsVerdicts ? verdict.passed : nil
    try TutorError.onWorkspace { () throws(WorkspaceError) in
      try context.store.record(.answer(learner.answer, passed: passed, exercise: exercise.id))
    }
  }
}
