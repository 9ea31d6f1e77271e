import Lessons

extension Repl {
  /// Intro sola: el paso siguiente, salvo en un ejercicio sin resolver. Ahí pasar de largo
  /// pide «siguiente», y se dice una vez por visita al paso (otra Intro no repite el aviso).
  func continueOnEnter() {
    guard let exercise = currentExercise, let notice = unresolvedNotice(for: exercise) else {
      goNext()
      return
    }
    guard enterNoticeStep != index else { return }
    enterNoticeStep = index
    console.paragraph(notice, paint: style.dim)
  }

  /// Qué se dice cuando Intro no deja `exercise`, o `nil` si lo deja: resuelto, con la
  /// solución vista o, en una tarea diferida (sin veredictos), ya respondido.
  func unresolvedNotice(for exercise: Exercise) -> String? {
    let record = context.store.progress.record(for: exercise.id)
    if record.isPassed || record.solutionSeen { return nil }
    if !context.showsVerdicts, record.attempts > 0 { return nil }
    let skip = "Para pasar sin resolverlo, escribe «siguiente»."
    switch exercise.kind {
    case .code:
      let file = context.workspace.displayPath(context.workspace.codeFile(for: exercise.id))
      return "Aún no has resuelto este ejercicio: edita \(file) y escribe «comprobar». " + skip
    case .unit where exercise.kind.name == .prediction && record.attempts == 0:
      return "Aún no has escrito tu predicción, y una línea vacía solo la termina: empieza por "
        + "la primera línea que imprime el fragmento. Para pasar sin responder, escribe "
        + "«siguiente»."
    default:
      if record.attempts == 0 {
        return "Aún no has respondido este ejercicio. Para pasar sin responder, escribe "
          + "«siguiente»."
      }
      return "Aún no has resuelto este ejercicio: prueba otra vez o pide una «pista». " + skip
    }
  }
}
