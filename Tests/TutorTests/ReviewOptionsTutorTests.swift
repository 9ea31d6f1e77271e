import Foundation
import Lessons
import Testing
import Workspace

@testable import Tutor

/// Lo que ve el alumno de cada respuesta al responder y después de `revisar`, con las
/// opciones de revisión de cada modo y con una tarea que las cambia (#24, «opciones de
/// revisión»; hallazgo 9: quien gastó sus intentos aprende la respuesta con la devolución).
@Suite struct ReviewOptionsTutorTests {
  static let wrongFeedback = "No: la copia lleva la misma referencia."
  static let rightOption = "b) Ven la misma caja."
  static let optionExplanation = "Sí: copiar el estado copia la referencia."
  static let textExplanation = "Es la única puerta de escritura."

  /// Un espacio de «ana» que sigue una tarea de `mode` sin barajar, con `extra` (campos
  /// JSON que empiezan por coma).
  func assigned(_ mode: String, _ extra: String = "", course: URL = TutorHarness.course)
    async -> TutorHarness
  {
    let harness = TutorHarness()
    let text =
      #"{"format": "leccion-tarea", "version": 1, "mode": ""# + mode + #"", "shuffle": false"#
      + extra + "}"
    try? Data(text.utf8).write(to: harness.root.appendingPathComponent("tarea.json"))
    let result = await harness.run(
      ["iniciar", "espacio", "--alumno", "ana", "--tarea", "tarea.json"], course: course,
      workspace: false)
    #expect(result.code == 0, "\(result.errors)")
    return harness
  }

  /// La salida con los espacios y saltos de línea reducidos a uno.
  static func words(_ run: TutorHarness.Run) -> String {
    run.output.joined(separator: " ").split(whereSeparator: \.isWhitespace).joined(separator: " ")
  }

  /// La devolución de `caja.copia` (respondida mal) escrita como la escribe `corregir`: con
  /// lo que la tarea del espacio abre (`HandbackReveal`).
  func handBack(_ harness: TutorHarness) throws {
    let course = try #require(CourseLoader.load(from: TutorHarness.course).course)
    let assignment = try AssignmentFile.load(
      path: harness.workspace.appendingPathComponent("tarea.json").path, shownAs: "tarea.json",
      course: course)
    var entry = ExerciseResult(
      id: "caja.copia", status: .fail, points: 0, maxPoints: 1,
      message: "La opción a («Cada copia tiene su caja.») no es correcta. " + Self.wrongFeedback)
    HandbackReveal(course: course, assignment: assignment).apply(to: &entry, student: "ana")
    try Handback(
      student: "ana", course: CourseStamp(id: course.id, contentHash: "h"),
      assignment: assignment.fingerprint, points: 0, maxPoints: 1, exercises: [entry]
    ).encoded().write(to: harness.root.appendingPathComponent("ana.json"))
  }

  // MARK: al responder

  @Test func practiceShowsEverythingRightAfterAnswering() async {
    let harness = TutorHarness()
    await harness.initialize()
    let run = await harness.run([], input: ["ir caja.copia", "a", "ir caja.metodo", "withLock"])
    let text = Self.words(run)
    #expect(text.contains(Self.wrongFeedback), "\(run.text)")
    #expect(text.contains(Self.textExplanation), "\(run.text)")
  }

  @Test func triesDefaultsShowVerdictFeedbackAndWorthButKeepTheExplanation() async {
    let harness = await assigned("intentos")
    let run = await harness.run([], input: ["ir caja.copia", "a", "ir caja.metodo", "withLock"])
    let text = Self.words(run)
    #expect(text.contains(Self.wrongFeedback), "\(run.text)")
    #expect(
      text.contains("Intento 1. Si aciertas en el siguiente, valdrá 67 % del ejercicio."),
      "\(run.text)")
    #expect(run.output.contains("✓ Correcto."), "\(run.text)")
    #expect(!text.contains(Self.textExplanation), "\(run.text)")
  }

  @Test func triesDefaultsKeepTheRightAnswerForTheHandbackEvenWithNoTriesLeft() async {
    let harness = await assigned("intentos", #", "maxTries": 1"#)
    let run = await harness.run([], input: ["ir caja.copia", "a"])
    #expect(Self.words(run).contains("Intento 1: no te quedan más; cuenta el mejor."))
    #expect(!run.text.contains("Respuesta correcta:"), "\(run.text)")
  }

  @Test func anAssignmentCanKeepFeedbackAndPointsForTheHandback() async {
    let harness = await assigned(
      "intentos", #", "review": {"feedback": "devolucion", "points": "devolucion"}"#)
    let run = await harness.run([], input: ["ir caja.copia", "a"])
    let text = Self.words(run)
    #expect(run.output.contains("✗ No es correcta."), "\(run.text)")
    #expect(!text.contains(Self.wrongFeedback), "\(run.text)")
    #expect(text.contains("Intento 1."), "\(run.text)")
    #expect(!text.contains("valdrá"), "\(run.text)")
  }

  @Test func anAssignmentCanShowTheRightAnswerAndExplanationWhenTheExerciseCloses() async {
    let harness = await assigned(
      "intentos",
      #", "maxTries": 1, "review": {"rightAnswer": "al-responder", "explanation": "al-responder"}"#
    )
    let run = await harness.run([], input: ["ir caja.copia", "a", "ir caja.metodo", "withLock"])
    let text = Self.words(run)
    #expect(text.contains("Respuesta correcta:"), "\(run.text)")
    #expect(text.contains(Self.rightOption), "\(run.text)")
    #expect(text.contains(Self.textExplanation), "\(run.text)")
  }

  @Test func deferredShowsNothingRightAfterAnswering() async {
    let harness = await assigned("diferida")
    let run = await harness.run([], input: ["ir caja.copia", "a", "comprobar"])
    let text = Self.words(run)
    #expect(text.contains("Respuesta guardada."), "\(run.text)")
    for secret in ["✗", Self.wrongFeedback, "Respuesta correcta:"] {
      #expect(!text.contains(secret), "«\(secret)» en \(run.text)")
    }
  }

  @Test func theAssignmentNoticeSaysWhatWaitsForTheHandback() async {
    let tries = await assigned("intentos").run([], input: [])
    #expect(
      Self.words(tries).contains(
        "La respuesta correcta y la explicación llegan con la devolución de tu profesor."),
      "\(tries.text)")
    let deferred = await assigned("diferida").run([], input: [])
    #expect(!Self.words(deferred).contains("llegan con la devolución"), "\(deferred.text)")
  }

  @Test func aRightAnswerThatNeverOpensClosesTheSolutionToo() async {
    let harness = await assigned("intentos", #", "review": {"rightAnswer": "nunca"}"#)
    let run = await harness.run([], input: ["ir caja.copia", "solución"])
    let text = Self.words(run)
    #expect(
      text.contains(
        "La explicación llega con la devolución de tu profesor. La respuesta correcta no se "
          + "abre en esta tarea."), "\(run.text)")
    #expect(text.contains("En esta tarea tu profesor no abre las soluciones."), "\(run.text)")
    #expect(!text.contains("Solución de caja.copia"), "\(run.text)")
  }

  @Test func iniciarWarnsWhenTheCopyCannotKeepWhatTheAssignmentOpens() async throws {
    let harness = TutorHarness()
    let copy = harness.root.appendingPathComponent("alumnos")
    let file = harness.root.appendingPathComponent("tarea.json")
    let made = await harness.run(
      ["tarea", "nueva", "--modo", "intentos", "--salida", file.path, "--curso-alumno", copy.path],
      workspace: false)
    #expect(made.code == 0, "\(made.errors)")
    let text = try String(contentsOf: file, encoding: .utf8).replacingOccurrences(
      of: "\n}", with: ",\n  \"review\": { \"rightAnswer\": \"al-responder\" }\n}")
    try Data(text.utf8).write(to: file)
    let started = await harness.run(
      ["iniciar", "espacio", "--alumno", "ana", "--tarea", "tarea.json"], course: copy,
      workspace: false)
    #expect(started.code == 0, "\(started.errors)")
    #expect(
      started.errors.contains(
        "aviso: la tarea abre al responder la respuesta correcta, pero esta copia del alumno "
          + "no la lleva: llegará con la devolución («leccion revisar»)."), "\(started.errors)")
  }

  // MARK: con la devolución

  @Test func deferredDefaultsOpenEverythingWithTheHandback() async throws {
    let harness = await assigned("diferida")
    await harness.run([], input: ["ir caja.copia", "a"])
    try handBack(harness)
    let review = await harness.run(["revisar", "ana.json"])
    #expect(review.code == 0, "\(review.errors)")
    let text = Self.words(review)
    for expected in [
      Self.wrongFeedback, "Respuesta correcta:", Self.rightOption, "Explicación:",
      Self.optionExplanation,
      "Guardada en tu espacio. En el tutor, «solución ID» te enseña otra vez la respuesta "
        + "correcta y la explicación que trae de cada ejercicio.",
    ] {
      #expect(text.contains(expected), "falta «\(expected)» en \(review.text)")
    }
    // Después, el tutor enseña el veredicto con su comentario y, con «solución», lo que
    // trae la devolución.
    let after = await harness.run([], input: ["ir caja.copia", "comprobar", "solución caja.copia"])
    let shown = Self.words(after)
    #expect(shown.contains(Self.wrongFeedback), "\(after.text)")
    #expect(shown.contains("Lo que trae tu devolución de caja.copia:"), "\(after.text)")
    #expect(shown.contains(Self.rightOption), "\(after.text)")
  }

  @Test func anAssignmentCanKeepTheRightAnswerAndFeedbackOutOfTheHandback() async throws {
    let harness = await assigned(
      "diferida", #", "review": {"rightAnswer": "nunca", "feedback": "nunca"}"#)
    await harness.run([], input: ["ir caja.copia", "a"])
    try handBack(harness)
    let review = await harness.run(["revisar", "ana.json"])
    let text = Self.words(review)
    #expect(text.contains("caja.copia · incorrecta · 0/1"), "\(review.text)")
    #expect(text.contains("Explicación:"), "\(review.text)")
    for secret in ["Respuesta correcta:", Self.rightOption, Self.wrongFeedback] {
      #expect(!text.contains(secret), "«\(secret)» en \(review.text)")
    }
  }

  @Test func aStudentWhoUsedEveryTryLearnsTheRightAnswerFromTheHandback() async throws {
    let harness = await assigned("intentos", #", "maxTries": 2"#)
    let run = await harness.run([], input: ["ir caja.copia", "a", "a", "b"])
    #expect(Self.words(run).contains("Ya has usado tus 2 intentos en «caja.copia»"))
    try handBack(harness)
    let review = await harness.run(["revisar", "ana.json"])
    let text = Self.words(review)
    #expect(text.contains("Respuesta correcta:"), "\(review.text)")
    #expect(text.contains(Self.rightOption), "\(review.text)")
    // «solución» enseña lo mismo, sin preguntar ni anotarla como vista.
    let after = await harness.run([], input: ["ir caja.copia", "solución"])
    #expect(Self.words(after).contains(Self.rightOption), "\(after.text)")
    #expect(!Self.words(after).contains("¿Verla?"), "\(after.text)")
  }

  @Test func theTutorOnTheStudentCopyShowsTheHandbacksSolutions() async throws {
    let (harness, copy) = await TutorHarness.startedOnACopy()
    await harness.run([], input: ["ir caja.copia", "a"], course: copy)
    try handBack(harness)
    let review = await harness.run(["revisar", "ana.json"], course: copy)
    #expect(review.code == 0, "\(review.errors)")
    // La copia baraja: la letra es la que vio «ana».
    #expect(Self.words(review).contains("Ven la misma caja."), "\(review.text)")
    let after = await harness.run([], input: ["ir caja.copia", "solución"], course: copy)
    let text = Self.words(after)
    #expect(text.contains("Respuesta correcta:"), "\(after.text)")
    #expect(text.contains("Ven la misma caja."), "\(after.text)")
    #expect(text.contains(Self.optionExplanation), "\(after.text)")
    #expect(!text.contains("no lleva las soluciones"), "\(after.text)")
  }
}
