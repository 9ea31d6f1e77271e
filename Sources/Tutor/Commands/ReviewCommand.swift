import Foundation
import Lessons
import Presentation
import Support
import Workspace

/// `leccion revisar ARCHIVO`: la corrección devuelta, ejercicio a ejercicio; queda en el
/// espacio (`devolucion.json`) y abre los veredictos de una tarea diferida.
enum ReviewCommand {
  static func run(_ context: TutorContext, file: String) throws(TutorError) -> ExitCode {
    let path = context.environment.absolutePath(file)
    guard let data = FileManager.default.contents(atPath: path) else {
      throw .workspace(.handbackUnreadable(path: file, detail: "no existe o no se puede leer"))
    }
    let handback = try TutorError.onWorkspace { () throws(WorkspaceError) in
      try Handback.decode(data, shownAs: file)
    }
    if let learner = context.workspace.manifest.learnerID, handback.student != learner {
      throw .workspace(
        .handbackNotYours(path: file, detail: "es de «\(handback.student)» y tú eres «\(learner)»"))
    }
    if handback.course.id != context.course.id {
      throw .workspace(
        .handbackNotYours(path: file, detail: "es del curso «\(handback.course.id)»"))
    }
    try TutorError.onWorkspace { () throws(WorkspaceError) in
      try AtomicFile.save(data, to: context.workspace.handbackURL)
    }
    let console = context.console
    let style = console.style
    // Todo lo que trae la devolución viene de una entrega o de un programa: pasa por el
    // filtro de caracteres de control antes de llegar a la terminal.
    console.line(
      style.bold(
        "Corrección de \(UntrustedText.line(handback.student, limit: 100)): "
          + "\(number(handback.points)) de \(number(handback.maxPoints)) puntos."))
    for warning in handback.warnings ?? [] {
      TextWrapping.wrapLines(
        "Aviso: " + UntrustedText.line(warning, limit: 400) + ".",
        width: console.columns - 1
      ).forEach(console.line)
    }
    console.line("")
    for entry in handback.exercises {
      let mark =
        entry.status == .pass
        ? style.success(style.passedMark)
        : (entry.status == .partial ? style.warning("½") : style.failure(style.failedMark))
      console.line(
        "\(mark) \(style.bold(UntrustedText.line(entry.id))) · "
          + "\(entry.status.spanish) · "
          + "\(number(entry.points))/\(number(entry.maxPoints))")
      TextWrapping.wrapLines(UntrustedText.clean(entry.message), width: console.columns - 3)
        .forEach { console.line("  " + $0) }
      HandbackEntryView(presenter: context.presenter).revealed(entry).forEach(console.line)
    }
    console.line("")
    console.paragraph(Self.closing(handback))
    return .success
  }

  /// Lo último que dice `revisar`: dónde vuelve a ver lo que trae la devolución (sin
  /// mandarle a una orden que no lo tiene).
  static func closing(_ handback: Handback) -> String {
    HandbackEntryView.revealsAnything(handback)
      ? "Guardada en tu espacio. En el tutor, «solución ID» te enseña otra vez la respuesta "
        + "correcta y la explicación que trae de cada ejercicio."
      : "Guardada en tu espacio. Tu profesor no abre en esta tarea las respuestas correctas ni "
        + "las explicaciones."
  }

  private static func number(_ value: Double) -> String { Points.format(value) }
}
