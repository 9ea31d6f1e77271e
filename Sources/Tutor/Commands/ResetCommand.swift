import Foundation
import Support
import Workspace
import Lessons

/// Devolver un ejercicio a su estado inicial (`leccion reiniciar` y la orden del tutor).
enum Reset {
  /// La pregunta de confirmación para `exercise`.
  static func question(for exercise: Exercise, context: TutorContext) -> String {
    if exercise.kind.compiled != nil {
      let file = context.workspace.displayPath(context.workspace.codeFile(for: exercise.id))
      return "Tu archivo \(file) volverá a ser el de inicio (guardaré el tuyo como "
        + "\(file).anterior). ¿Seguro? (s/n)"
    }
    return "El ejercicio \(exercise.id) volverá a quedar sin resolver (tus respuestas "
      + "anteriores siguen en el historial). ¿Seguro? (s/n)"
  }

  /// Reinicia `exercise`: restaura el archivo de inicio (guardando el de la persona) y
  /// anota el reinicio.
  static func perform(_ exercise: Exercise, context: TutorContext) throws(TutorError) {
    if let code = exercise.kind.compiled {
      let file = context.workspace.codeFile(for: exercise.id)
      let files = FileManager.default
      if files.fileExists(atPath: file.path) {
        let previous = URL(fileURLWithPath: file.path + ".anterior")
        try? files.removeItem(at: previous)
        guard rename(file.path, previous.path) == 0 else {
          throw .workspace(.cannotWrite(path: previous.path, detail: SystemError.describe(errno)))
        }
      }
      guard let starter = code.files.contents(.starter) else {
        throw .workspace(
          .cannotWrite(path: file.path, detail: "no encuentro el archivo de inicio del curso"))
      }
      try TutorError.onWorkspace { () throws(WorkspaceError) in
        try AtomicFile.save(starter, to: file)
      }
    }
    try TutorError.onWorkspace { () throws(WorkspaceError) in
      try context.store.record(.reset(exercise: exercise.id))
    }
    context.console.line("Listo: \(exercise.id) vuelve a empezar.")
  }

  /// Si la respuesta a una confirmación es que sí.
  static func isYes(_ answer: String) -> Bool {
    let word = TextFolding.fold(answer)
    return ["s", "si", "y", "yes", "vale"].contains(word)
  }
}

/// `leccion reiniciar ID [--si]`.
enum ResetCommand {
  static func run(
    _ context: TutorContext, exerciseID: String, confirmed: Bool, reader: LineReader?
  ) throws(TutorError) -> ExitCode {
    let exercise = try context.exercise(exerciseID)
    if !confirmed {
      guard let reader, context.environment.inputIsTerminal else {
        throw .confirmationRequired(command: "reiniciar", id: exerciseID)
      }
      context.console.line(Reset.question(for: exercise, context: context))
      guard case .line(let answer) = reader.readLine(prompt: "> "), Reset.isYes(answer) else {
        context.console.line("No he cambiado nada.")
        return .success
      }
    }
    try Reset.perform(exercise, context: context)
    return .success
  }
}
