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
    let view = context.kindView(for: exercise)
    if let notice = KindInput.enterNotice(exercise.kind.base, attempts: record.attempts, view: view)
    {
      return notice
    }
    if record.attempts == 0 {
      return "Aún no has respondido este ejercicio. Para pasar sin responder, escribe "
        + "«siguiente»."
    }
    return "Aún no has resuelto este ejercicio: prueba otra vez o pide una «pista». "
      + "Para pasar sin resolverlo, escribe «siguiente»."
  }
}
