import Foundation
import Testing
@testable import Workspace
@testable import Tutor

@Suite struct ProgressTests {
  private func date(_ seconds: Double) -> Date {
    Date(timeIntervalSince1970: 1_800_000_000 + seconds)
  }

  @Test func recordsAreDeducedFromTheLogSinceTheLastReset() {
    var progress = LearnerProgress(courseID: "c")
    progress.append(.answer(.freeText("no"), passed: false, exercise: "a", date: date(1)))
    progress.append(.answer(.freeText("sí"), passed: true, exercise: "a", date: date(2)))
    progress.append(.hint(0, exercise: "a", date: date(3)))
    progress.append(.hint(1, exercise: "a", date: date(4)))
    var record = progress.record(for: "a")
    #expect(record.attempts == 2)
    #expect(record.isPassed)
    #expect(record.hintsShown == 2)
    #expect(record.lastAnswer == .freeText("sí"))
    progress.append(.reset(exercise: "a", date: date(5)))
    record = progress.record(for: "a")
    #expect(record.status == .pending)
    #expect(record.attempts == 0)
    #expect(progress.events.count == 5)  // el reinicio no borra nada del registro
  }

  /// Tres sucesos de un mismo proceso en el mismo milisegundo (líneas que llegan seguidas):
  /// cuentan en el orden en que pasaron, el de su cadena, y no en el de sus ids al azar. Los
  /// ids se eligen para que ese orden fuera el contrario: antes, la respuesta de antes del
  /// reinicio contaba después de él.
  @Test func eventsOfOneWriterInTheSameMillisecondKeepTheirOrder() throws {
    let now = date(1)
    let ids = try ["FFFFFFFF", "00000000", "80000000"].map {
      try #require(UUID(uuidString: "\($0)-0000-4000-8000-000000000000"))
    }
    var progress = LearnerProgress(courseID: "c")
    let events = [
      ProgressEvent(
        id: ids[0], date: now, exerciseID: "a", kind: .answer, answer: .freeText("no"),
        passed: false),
      ProgressEvent(id: ids[1], date: now, exerciseID: "a", kind: .reset),
      ProgressEvent(
        id: ids[2], date: now, exerciseID: "a", kind: .answer, answer: .freeText("sí"),
        passed: true),
    ]
    for event in events { progress.appendChained(event, writer: "w") }
    #expect(progress.events.map(\.id) == ids)
    let record = progress.record(for: "a")
    #expect(record.attempts == 1)
    #expect(record.lastAnswer == .freeText("sí"))
    let reread = LearnerProgress(courseID: "c").merged(with: progress)
    #expect(reread.events.map(\.id) == ids)
  }

  @Test func mergingKeepsEveryEventOfBothOnceAndTheNewestPosition() {
    var base = LearnerProgress(courseID: "c")
    base.append(.answer(.choice(options: ["b"]), passed: true, exercise: "x", date: date(1)))
    var mine = base
    var theirs = base
    mine.append(.answer(.freeText("uno"), passed: false, exercise: "y", date: date(3)))
    mine.position = Position(lessonID: "01", stepID: "intro", date: date(3))
    theirs.append(.answer(.freeText("dos"), passed: true, exercise: "z", date: date(2)))
    theirs.position = Position(lessonID: "02", stepID: "intro", date: date(4))
    let merged = mine.merged(with: theirs)
    #expect(merged.events.map(\.exerciseID) == ["x", "z", "y"])
    #expect(merged.position?.lessonID == "02")
    #expect(theirs.merged(with: mine).events == merged.events)
    #expect(merged.merged(with: merged) == merged)
  }

  @Test func fileRoundTripsExactly() throws {
    var progress = LearnerProgress(courseID: "c")
    progress.append(.answer(.prediction(lines: ["ADA 10", "Grace"]), passed: true, exercise: "p"))
    progress.append(.answer(.flowchartWalk(path: ["no", "sí"]), passed: false, exercise: "w"))
    progress.append(.answer(.admission(verdicts: ["admitida"]), passed: false, exercise: "a"))
    progress.append(
      .answer(.flowchartRebuild(mermaid: "flowchart LR\nA --> B"), passed: false, exercise: "m"))
    progress.append(.answer(.code(fingerprint: "00ff", bytes: 3), passed: true, exercise: "k"))
    progress.append(.solution(exercise: "k"))
    progress.position = Position(lessonID: "01", stepID: "ejercicio:p")
    let data = ProgressFile.encode(progress)
    #expect(try ProgressFile.decode(data, courseID: "c").get() == progress)
  }

  @Test(arguments: [
    ("no es json", ProgressProblem.corrupt("no es JSON válido")),
    (
      #"{"format": 1, "courseID": "c", "events": [{"id": 3}]}"#,
      .corrupt("el campo «events[0].id» tiene un valor de otro tipo")
    ),
    (#"{"format": 1, "courseID": "c"}"#, .corrupt("falta el campo «events»")),
    (
      #"{"format": 1, "courseID": "c", "events": [], "position": {"lessonID": "01", "stepID": "s", "date": "ayer"}}"#,
      .corrupt("el campo «position.date» tiene un valor que no vale")
    ),
    (#"{"format": 7, "courseID": "c", "events": []}"#, .futureFormat(7)),
    (#"{"format": 1, "courseID": "otro", "events": []}"#, .otherCourse("otro")),
  ])
  func unusableFilesAreClassified(text: String, problem: ProgressProblem) {
    #expect(ProgressFile.decode(Data(text.utf8), courseID: "c") == .failure(problem))
  }

  @Test func aCorruptFileIsMovedAsideNeverReplaced() throws {
    let harness = TutorHarness()
    let url = harness.root.appendingPathComponent("progreso.json")
    try Data("{roto".utf8).write(to: url)
    let store = try ProgressStore.open(url: url, courseID: "c")
    let backups = try FileManager.default.contentsOfDirectory(atPath: harness.root.path)
      .filter { $0.hasPrefix("progreso.json.dañado-") }
    #expect(backups.count == 1)
    let backup = harness.root.appendingPathComponent(backups[0])
    #expect(try Data(contentsOf: backup) == Data("{roto".utf8))
    #expect(
      store.backups == [
        ProgressStore.Backup(path: backup.path, reason: .corrupt("no es JSON válido"))
      ])
    let notice = TutorNotice.progressBackedUp(backup: backup.path, reason: store.backups[0].reason)
    #expect(
      notice.message == "aviso: tu archivo de progreso estaba dañado (no es JSON "
        + "válido). Lo he guardado aparte como\n  \(backup.path)\ny empiezo un progreso nuevo; "
        + "no he borrado nada.")
    #expect(store.progress == LearnerProgress(courseID: "c"))
  }

  @Test func writesMergeWithWhatAnotherWriterLeftOnDisk() throws {
    let harness = TutorHarness()
    let url = harness.root.appendingPathComponent("progreso.json")
    var first = LearnerProgress(courseID: "c")
    first.append(.answer(.freeText("a"), passed: true, exercise: "uno"))
    var second = LearnerProgress(courseID: "c")
    second.append(.answer(.freeText("b"), passed: true, exercise: "dos"))
    _ = try ProgressFile.mergeAndWrite(first, to: url)
    let written = try ProgressFile.mergeAndWrite(second, to: url).written
    #expect(Set(written.events.map(\.exerciseID)) == ["uno", "dos"])
    #expect(try ProgressFile.decode(Data(contentsOf: url), courseID: "c").get() == written)
  }

  @Test func theStoreSavesEachChangeAtOnce() throws {
    let harness = TutorHarness()
    let url = harness.root.appendingPathComponent("progreso.json")
    let store = try ProgressStore.open(url: url, courseID: "c")
    try store.record(.hint(0, exercise: "e"))
    let onDisk = try ProgressFile.decode(Data(contentsOf: url), courseID: "c").get()
    #expect(onDisk.record(for: "e").hintsShown == 1)
    #expect(store.progress == onDisk)
  }

  @Test func showingTheSameStepAgainWritesNothing() throws {
    let harness = TutorHarness()
    let url = harness.root.appendingPathComponent("progreso.json")
    let store = try ProgressStore.open(url: url, courseID: "c")
    try store.move(to: Position(lessonID: "01", stepID: "seccion:a", date: Date()))
    let first = try Data(contentsOf: url)
    try store.move(to: Position(lessonID: "01", stepID: "seccion:a", date: Date() + 60))
    #expect(try Data(contentsOf: url) == first)
    try store.move(to: Position(lessonID: "01", stepID: "seccion:b", date: Date() + 120))
    let onDisk = try ProgressFile.decode(Data(contentsOf: url), courseID: "c").get()
    #expect(onDisk.position?.stepID == "seccion:b")
  }

  /// Dos pasos en el mismo milisegundo (el tutor en una máquina rápida: el primer paso al
  /// abrir y un «ir» justo después) o con el reloj hacia atrás: gana el último paso dado.
  /// Antes, a igual fecha ganaba el de nombre mayor («intro» o «seccion:…» sobre
  /// «ejercicio:…») y la siguiente sesión volvía a la introducción (lo que hizo fallar
  /// `resumingAModifiedCodeExerciseMentionsTheFile` y `resetAsksAndRestoresTheStarter…`
  /// bajo carga: entre el primer paso y un «ir» medimos hasta 0,9 ms).
  @Test(arguments: [0.0, -5.0])
  func theLastMoveWinsInTheSameMillisecondOrWithTheClockGoingBack(offset: Double) throws {
    let harness = TutorHarness()
    let url = harness.root.appendingPathComponent("progreso.json")
    let store = try ProgressStore.open(url: url, courseID: "c")
    let now = Date.nowInMilliseconds
    try store.move(to: Position(lessonID: "01", stepID: "seccion:introduccion", date: now))
    try store.move(
      to: Position(lessonID: "01", stepID: "ejercicio:caja.contador", date: now + offset))
    let onDisk = try ProgressFile.decode(Data(contentsOf: url), courseID: "c").get()
    #expect(onDisk.position?.stepID == "ejercicio:caja.contador")
    #expect(store.progress.position?.stepID == "ejercicio:caja.contador")
    // Un milisegundo después del paso anterior: lo menos que distingue `progreso.json`.
    let gap = try #require(onDisk.position?.date.timeIntervalSince(now))
    #expect(abs(gap - 0.001) < 0.0001)
    #expect(try ProgressStore.open(url: url, courseID: "c").progress == onDisk)
  }

  /// Un progreso de antes de que las opciones llevaran `{#id}` guarda la letra del lugar de
  /// la opción: `comprobar` lo corrige igual que si guardara el id, y un id que el ejercicio
  /// no tiene recibe su mensaje.
  @Test func anOldProgressWithLettersChecksLikeOneWithIDs() async throws {
    let outputs = try await Self.checked(["b", "misma", "a", "propia", "quiza"], in: "curso-tarea")
    #expect(outputs["b"] == outputs["misma"])
    #expect(outputs["b"]?.contains("Correcto.") == true)
    #expect(outputs["a"] == outputs["propia"])
    #expect(outputs["a"]?.contains("no es correcta") == true)
    #expect(
      outputs["quiza"]?.contains(
        "La respuesta guardada nombra la opción «quiza», que este ejercicio no tiene.") == true)
  }

  /// Tras reordenar las opciones con `letras:`, una letra guardada en el progreso sigue
  /// nombrando la opción de antes: la «a» era «propia» (mala) aunque hoy la primera sea
  /// «misma» (la buena).
  @Test func anOldLetterStillNamesItsOptionAfterTheReordering() async throws {
    let outputs = try await Self.checked(
      ["a", "propia", "b", "misma"], in: "curso-tarea-reordenado")
    #expect(outputs["a"] == outputs["propia"])
    #expect(outputs["a"]?.contains("no es correcta") == true)
    #expect(outputs["b"] == outputs["misma"])
    #expect(outputs["b"]?.contains("Correcto.") == true)
  }

  /// Lo que dice `comprobar tarea.copia` con un progreso que guarda cada una de `stored`
  /// como respuesta, en un espacio nuevo del curso de prueba `fixture` (cuyo id es
  /// `curso-tarea`).
  static func checked(_ stored: [String], in fixture: String) async throws -> [String: String] {
    let course = TutorHarness.course.deletingLastPathComponent().appendingPathComponent(fixture)
    var outputs: [String: String] = [:]
    for answer in stored {
      let harness = TutorHarness()
      #expect(
        await harness.run(["iniciar", "espacio"], course: course, workspace: false).code == 0)
      let store = try ProgressStore.open(url: harness.progressURL, courseID: "curso-tarea")
      try store.record(.answer(.choice(options: [answer]), passed: nil, exercise: "tarea.copia"))
      outputs[answer] = await harness.run(["comprobar", "tarea.copia"], course: course).text
    }
    return outputs
  }
}
