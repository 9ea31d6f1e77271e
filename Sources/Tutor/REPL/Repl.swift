import Presentation
import Support
import Foundation
import Workspace
import Lessons

/// El tutor interactivo: muestra un paso, lee una línea, la interpreta como orden o como
/// respuesta, y vuelta a empezar. Todo cambio se guarda al momento.
///
/// Vive en el actor principal: en `leccion`, el hilo principal, al que el sistema entrega
/// Ctrl-C; así la lectura de una línea (libedit, que bloquea) vuelve con EINTR, y las
/// comprobaciones se esperan con `await`.
///
/// ```swift
/// let repl = Repl(context: context, reader: ScriptedLineReader(["", "b", "salir"]))
/// await repl.run()  // .success
/// ```
@MainActor public final class Repl {
  let context: TutorContext
  let reader: LineReader
  /// Si hay una persona en una terminal (paginador, borrar avisos).
  let interactive: Bool
  /// El paso en que está la persona.
  var index = 0
  /// Lo ya leído en el paginador (una línea, o Ctrl-D) que el bucle atiende antes de
  /// leer otra cosa.
  var pendingInput: LineInput?
  /// El paso en que ya se dijo que Intro sola no deja un ejercicio sin resolver.
  var enterNoticeStep: Int?
  /// Las pruebas del ejercicio de código en que se entró, compilándose en segundo plano
  /// (`precompileTests()`).
  var precompiling: (exerciseID: String, task: Task<Void, Never>)?
  /// Las de ejercicios que la persona ya dejó: canceladas, pero quizá aún acabando (borrar
  /// su carpeta temporal); al salir se esperan también (`stopPrecompiling()`).
  var abandonedPrecompiles: [Task<Void, Never>] = []

  var console: Console { context.console }
  var style: TerminalStyle { context.console.style }
  var outline: CourseOutline { context.outline }

  /// Crea el tutor sobre un contexto ya cargado.
  public init(context: TutorContext, reader: LineReader, interactive: Bool = false) {
    self.context = context
    self.reader = InputMarkingReader(reader, console: context.console)
    self.interactive = interactive
    reader.completions =
      ReplCompletion(
        context: context,
        // libedit pide las terminaciones dentro de `readLine`, en este mismo actor.
        current: { [weak self] in
          MainActor.assumeIsolated { self?.currentExercise }
        }
      ).provider
  }

  /// El ejercicio del paso actual, si lo es.
  var currentExercise: Exercise? { outline.exercise(of: outline.steps[index]) }

  /// Ejecuta el tutor hasta `salir` o Ctrl-D.
  public func run() async -> ExitCode {
    context.notices.forEach { console.paragraph($0, paint: style.warning) }
    guard !outline.steps.isEmpty else { return .success }
    start()
    while true {
      let input = pendingInput ?? reader.readLine(prompt: prompt)
      pendingInput = nil
      switch input {
      case .endOfInput:
        await stopPrecompiling()
        return farewell()
      case .interrupted:
        console.line(style.dim("(Cancelado. «salir» o Ctrl-D para terminar.)"))
      case .line(let line):
        if await handle(line) == .quit {
          await stopPrecompiling()
          return farewell()
        }
      }
    }
  }

  /// El indicador: el id del ejercicio, o `leccion`.
  var prompt: String {
    let arrow = style.usesUnicode ? "›" : ">"
    let name = currentExercise?.id ?? "leccion"
    return style.accent(name) + " \(arrow) "
  }

  // MARK: Entrada y salida

  private func start() {
    let progress = context.store.progress
    if let position = progress.position, let found = outline.index(of: position) {
      index = found
      console.paragraph("Bienvenido de nuevo a «\(context.course.title)».", paint: style.bold)
      console.paragraph("Seguimos en \(StepNames.describe(index, in: outline)).")
      if context.assignment != .practice {
        console.paragraph("Tarea: " + AssignmentNotice.summary(context.assignment))
      }
      if let copy = StudentCopyNotice.summary(context.course) { console.paragraph(copy) }
      if let note = unfinishedCodeNote() { console.paragraph(note) }
      show()
      return
    }
    show(after: welcome())
  }

  /// El saludo de la primera vez y el mapa de las lecciones.
  private func welcome() -> [String] {
    let exercises = context.course.exercises.count
    let lessons = context.course.lessons.count
    var lines = TextWrapping.wrap(
      "leccion \(LeccionVersion.current) · \(context.course.title)", width: console.columns - 1
    ).map(style.bold)
    lines.append("")
    let feedback =
      context.showsVerdicts
      ? "cada respuesta se corrige al momento con su explicación"
      : "tus respuestas se guardan y se corrigen cuando tu profesor te las devuelva"
    let text =
      "¡Hola! El curso tiene \(lessons) \(lessons == 1 ? "lección" : "lecciones") y "
      + "\(exercises) ejercicios. Lees un poco, respondes, y \(feedback). Tu trabajo se "
      + "guarda solo; si sales, la próxima vez sigues aquí."
    lines += TextWrapping.wrap(text, width: console.columns - 1)
    if context.assignment != .practice {
      lines.append("")
      lines += TextWrapping.wrap(
        "Tarea: " + AssignmentNotice.summary(context.assignment), width: console.columns - 1)
    }
    if let copy = StudentCopyNotice.summary(context.course) {
      lines.append("")
      lines += TextWrapping.wrap(copy, width: console.columns - 1)
    }
    lines.append("")
    lines += CourseMap(context: context).summaryLines()
    lines.append("")
    lines += TextWrapping.wrap(
      "Intro: seguir · «índice»: el mapa entero · «ayuda»: las órdenes · Ctrl-D: salir",
      width: console.columns - 1
    ).map(style.dim)
    return lines
  }

  /// La despedida: dice la verdad sobre lo guardado. Si algo no llegó al disco, lo intenta
  /// una vez más y, si no cabe, lo deja en un archivo de recuperación y dice dónde.
  private func farewell() -> ExitCode {
    let place = context.workspace.directory.path
    switch context.store.flush() {
    case .saved:
      console.paragraph("Hasta pronto. Tu progreso está guardado en \(place).")
      return .success
    case .recovered(let events, let path, let reason):
      console.paragraph(
        "No he podido guardar \(UnsavedWork.describe(events)) en «\(context.store.url.path)» "
          + "(\(reason)). Lo he dejado en «\(path)»: la próxima vez que abras leccion en "
          + "\(place) lo uniré a tu progreso. No borres ese archivo.",
        paint: style.warning)
      return .failure
    case .lost(let events, let reason):
      console.paragraph(
        "error: no he podido guardar \(UnsavedWork.describe(events)) en "
          + "«\(context.store.url.path)» (\(reason)), ni en ningún archivo de recuperación. "
          + "Libera espacio y vuelve a responder esos ejercicios; lo que ya estaba guardado "
          + "sigue en \(place).",
        paint: style.failure)
      return .unusable
    }
  }

  /// Si el paso es un ejercicio de código con el archivo cambiado y sin resolver, un aviso.
  func unfinishedCodeNote() -> String? {
    guard let exercise = currentExercise, let code = exercise.kind.compiled else { return nil }
    let file = context.workspace.codeFile(for: exercise.id)
    guard let mine = FileManager.default.contents(atPath: file.path),
      mine != code.files.contents(.starter),
      !context.store.progress.record(for: exercise.id).isPassed
    else { return nil }
    return "Tu archivo \(context.workspace.displayPath(file)) tiene cambios sin resolver: "
      + "escribe «comprobar» cuando quieras."
  }

  // MARK: Navegación

  /// Muestra el paso actual (tras `prefix`, si hay) y anota que la persona está en él.
  func show(after prefix: [String] = []) {
    enterNoticeStep = nil
    save { try context.store.move(to: outline.position(at: index)) }
    precompileTests()
    let step = StepView(context: context)
    page(
      prefix + step.lines(for: index),
      question: step.questionStart(for: index).map { prefix.count + $0 })
  }

  /// Muestra `lines` con el paginador; lo que se escribió en él (una línea, Ctrl-D) lo
  /// atiende el bucle a continuación.
  func page(_ lines: [String], question: Int? = nil) {
    let outcome = ReplPager(
      console: console, reader: reader, interactive: interactive, prompt: prompt
    )
    .show(lines, question: question)
    switch outcome {
    case .shown: pendingInput = nil
    case .typed(let line): pendingInput = .line(line)
    case .quit: pendingInput = .endOfInput
    }
  }

  func goNext() {
    guard index + 1 < outline.steps.count else {
      let records = context.store.progress.records()
      let passed = context.course.exercises.filter { records[$0.id]?.isPassed == true }.count
      console.paragraph("Has llegado al final del curso.", paint: style.bold)
      console.paragraph(
        "Resueltos: \(passed) de \(context.course.exercises.count). Escribe «índice» para "
          + "volver a cualquier parte, o «salir».")
      return
    }
    index += 1
    show()
  }

  func goBack() {
    guard index > 0 else {
      report(.startOfCourse)
      return
    }
    index -= 1
    show()
  }

  /// Escribe un error del tutor con la primera letra en mayúscula.
  func report(_ error: TutorError) {
    let lines = TextWrapping.wrapLines(
      ReplText.capitalized(error.message), width: console.columns - 1)
    lines.forEach { console.line(style.failure($0)) }
  }

  /// Guarda algo en el progreso; si no se puede, lo dice (y no se pierde lo anterior).
  func save(_ body: () throws -> Void) {
    do {
      try body()
    } catch let error as TutorError {
      report(error)
    } catch let error as WorkspaceError {
      report(.workspace(error))
    } catch {
      report(.workspace(.progressNotSaved(path: context.store.url.path, detail: "\(error)")))
    }
    context.takeNotices().forEach { console.paragraph($0.message, paint: style.warning) }
  }
}
