import Checker
import Foundation
import Workspace
import Lessons

extension Repl {
  /// Recoge la respuesta que empieza en `line`, la corrige, la guarda y muestra el veredicto.
  func answer(_ line: String, to exercise: Exercise, literal: Bool = false) async -> Next {
    if let refusal = AttemptRules(context: context).refusal(for: exercise) {
      console.paragraph(refusal)
      return .keepGoing
    }
    let collector = AnswerCollector(
      exercise: exercise, course: context.course, reader: reader, console: console,
      presenter: context.presenter, order: context.optionOrder(for: exercise),
      file: context.workspace.displayPath(context.workspace.codeFile(for: exercise.id)))
    let outcome: AnswerCollector.Outcome
    if literal, let answer = KindInput.literalAnswer(exercise.kind.base, line: line) {
      outcome = .answer(answer)
    } else {
      outcome = collector.collect(firstLine: line)
    }
    switch outcome {
    case .invalid(let error):
      report(error)
    case .cancelled:
      console.line(style.dim("(Respuesta cancelada.)"))
    case .endOfInput:
      console.line(style.dim("(Respuesta sin terminar: no la guardo.)"))
      return .quit
    case .answer(let answer):
      await grade(answer, for: exercise)
    }
    return .keepGoing
  }

  private func grade(_ answer: RawAnswer, for exercise: Exercise) async {
    let rules = AttemptRules(context: context)
    guard context.showsVerdicts else {
      save {
        try context.store.record(.answer(answer, passed: nil, exercise: exercise.id))
      }
      console.paragraph(rules.deferredReceipt(for: exercise))
      return
    }
    let answers = context.answers
    let course = context.course
    let order = context.optionOrder(for: exercise)
    let snippets = context.snippets
    guard
      let verdict = await Interruptible.result(of: {
        let exercise = await ComputedOutput.complete(exercise, in: course, snippets: snippets)
        return answers.check(answer, for: exercise, in: course, order: order)
      })
    else {
      console.paragraph(
        "(Corrección cancelada: tu respuesta no se ha guardado.)", paint: style.dim)
      return
    }
    save {
      try context.store.record(.answer(answer, passed: verdict.passed, exercise: exercise.id))
    }
    // Sin intentos que queden, «prueba otra vez» no vale: el aviso dice que cuenta el mejor.
    let closed = !verdict.passed && rules.refusal(for: exercise) != nil
    let review = ImmediateReview(context: context)
    // Un acierto que vale menos que todo lo dice, como lo dirá el informe.
    showVerdict(
      rules.withWorth(verdict, for: exercise, showsWorth: review.shows(.points)), for: exercise,
      closed: closed)
    if !verdict.passed,
      let note = rules.afterWrongTry(for: exercise, showsWorth: review.shows(.points))
    {
      console.paragraph(note, paint: style.dim)
    }
    // El ejercicio se cerró sin acertar: la respuesta correcta, si la tarea la abre ya.
    if closed, review.shows(.rightAnswer), context.course.studentCopy == nil,
      let answer = HandbackReveal(course: context.course, assignment: context.assignment)
        .rightAnswer(for: exercise, student: context.workspace.manifest.learnerID ?? "")
    {
      console.line(style.bold("Respuesta correcta:"))
      context.presenter.markdown(answer).forEach { console.line("  " + $0) }
    }
  }

  /// Muestra un veredicto (con lo que la tarea deja ver ahora) y qué se puede hacer después.
  func showVerdict(_ verdict: Verdict, for exercise: Exercise, closed: Bool = false) {
    let review = ImmediateReview(context: context)
    VerdictView.lines(review.filter(verdict), presenter: context.presenter)
      .forEach(console.line)
    // Sin intentos que queden, «vuelve a leerlo» no sirve para este ejercicio.
    if !closed {
      VerdictNotes(context: context).lines(for: exercise, verdict: verdict).forEach(console.line)
    }
    if verdict.passed {
      console.line(style.dim("Intro para seguir."))
    } else if closed {
      console.paragraph("Escribe «siguiente» para seguir.", paint: style.dim)
    } else {
      console.paragraph(
        "Prueba otra vez, pide una «pista» o escribe «siguiente» para seguir.", paint: style.dim)
    }
  }

  /// `comprobar`: corrige otra vez la última respuesta, o el archivo de código.
  func check(_ exercise: Exercise) async {
    if exercise != currentExercise { console.line(style.bold(exercise.id)) }
    if exercise.kind.compiled != nil {
      let file = context.workspace.displayPath(context.workspace.codeFile(for: exercise.id))
      console.paragraph("Comprobando \(file)… (Ctrl-C para cancelar)", paint: style.dim)
    }
    let context = self.context
    let precompiled = precompiledTests(of: exercise)
    let outcome = await Interruptible.result {
      () -> Result<Rechecking.Outcome, TutorError> in
      await precompiled()
      do throws(TutorError) {
        return .success(try await Rechecking.recheck(exercise, context: context))
      } catch {
        return .failure(error)
      }
    }
    switch outcome {
    case nil:
      console.line(style.dim("(Comprobación cancelada.)"))
    case .failure(let error):
      report(error)
    case .success(.unanswered):
      console.line("Aún no has respondido este ejercicio.")
    case .success(.hidden):
      console.paragraph(Self.hiddenVerdict)
    case .success(.verdict(let verdict)):
      showVerdict(verdict, for: exercise)
    case .success(.precheck(let verdict)):
      VerdictView.lines(verdict, presenter: context.presenter).forEach(console.line)
    }
    context.takeNotices().forEach { console.paragraph($0.message, paint: style.warning) }
  }

  /// Lo que dice `comprobar` en modo diferido.
  nonisolated static let hiddenVerdict =
    "Tu respuesta está guardada. En esta tarea verás si es correcta cuando tu profesor te "
    + "devuelva la corrección."

  /// `solución`: la muestra si ya está resuelto; si no, pregunta y la anota como vista.
  func showSolution(for exercise: Exercise) async {
    // Con una devolución de una tarea, lo que se abre es lo que ella trae (la copia del
    // alumno no tiene las soluciones; y lo que la tarea calla no se abre por otro lado).
    if let handback = context.handback,
      context.course.studentCopy != nil || context.assignment.mode != .practice
    {
      showHandedBack(handback, for: exercise)
      return
    }
    if context.course.studentCopy != nil {
      console.paragraph(StudentCopyNotice.noSolution)
      return
    }
    if context.assignment.review.time(of: .rightAnswer) == .never {
      console.paragraph("En esta tarea tu profesor no abre las soluciones.")
      return
    }
    if !context.showsVerdicts, exercise.kind.compiled == nil {
      console.paragraph(
        "En esta tarea la solución se abre cuando tu profesor te devuelva la corrección "
          + "(«leccion revisar DEVOLUCION»).")
      return
    }
    let record = context.store.progress.record(for: exercise.id)
    // Con la corrección ya devuelta, ver la solución no cambia nada: no se pregunta.
    let handedBack = context.handback != nil
    if !record.isPassed, !record.solutionSeen, !handedBack {
      console.paragraph(
        exercise == currentExercise
          ? "Aún no has resuelto este ejercicio. Si ves la solución, contará como vista en tu "
            + "progreso. ¿Verla?"
          : "Aún no has resuelto «\(exercise.id)» (no es el de la pantalla). Si ves su "
            + "solución, contará como vista en tu progreso. ¿Verla?")
      guard confirm() else {
        console.line("Bien: sigue intentándolo (o pide una «pista»).")
        return
      }
      save { try context.store.record(.solution(exercise: exercise.id)) }
    }
    // La salida de una predicción con parámetros no está en el curso completo: se calcula
    // con el motor, como al corregirla.
    let course = context.course
    let snippets = context.snippets
    let shown = await ComputedOutput.complete(exercise, in: course, snippets: snippets)
    // Una solución de código no cabe en una pantalla: se pagina como la lección.
    page(SolutionView(context: context).lines(for: shown))
  }

  /// `solución` con la devolución: lo que trae del ejercicio.
  private func showHandedBack(_ handback: Handback, for exercise: Exercise) {
    let lines = handback.entry(exercise.id).map {
      HandbackEntryView(presenter: context.presenter).revealed($0, indent: "")
    }
    guard let lines, !lines.isEmpty else {
      console.paragraph(StudentCopyNotice.nothingHandedBack(exercise.id))
      return
    }
    page([style.bold("Lo que trae tu devolución de \(exercise.id):")] + lines)
  }
}
