import Foundation
import Support
import Testing

@testable import Lessons
@testable import Workspace

/// Cada documento del espacio, al azar (con semilla), hace el viaje de ida y vuelta por su
/// archivo sin cambiar, con los mismos bytes, cabe en su tamaño máximo y se escribe de una
/// vez; y lo que el tutor y la nota deducen del progreso no depende del orden en que se unen
/// dos copias.
@Suite struct DocumentPropertyTests {
  static let seeds: [UInt64] = Array(1...60)

  /// Lee lo que escribe `document` y comprueba que vuelve igual (tras `normalize`) y que
  /// escribir lo leído da los mismos bytes.
  func expectRoundTrip<Document: VersionedDocument & Equatable>(
    _ document: Document, normalize: (Document) -> Document = { $0 }
  ) throws {
    let data = try document.fileContents()
    #expect(Document.fits(data))
    #expect(Document.futureVersion(in: data) == nil)
    #expect(WorkspaceJSON.peekInteger(Document.versionField, in: data) == Document.currentVersion)
    let read = try Document.read(data, shownAs: "documento.json")
    #expect(normalize(read) == normalize(document))
    #expect(try read.fileContents() == data)
  }

  @Test(arguments: seeds)
  func aManifestRoundTrips(seed: UInt64) throws {
    var random = SeededRandom(seed: seed)
    try expectRoundTrip(RandomDocument.manifest(&random))
  }

  @Test(arguments: seeds)
  func aProgressRoundTrips(seed: UInt64) throws {
    var random = SeededRandom(seed: seed)
    try expectRoundTrip(RandomLog.progress(&random))
  }

  /// La huella de una tarea leída es la de sus bytes; la de una hecha en memoria, vacía.
  @Test(arguments: seeds)
  func anAssignmentRoundTrips(seed: UInt64) throws {
    var random = SeededRandom(seed: seed)
    let assignment = RandomDocument.assignment(&random)
    try expectRoundTrip(assignment) {
      var plain = $0
      plain.fingerprint = ""
      return plain
    }
    let data = assignment.encoded()
    var digest = SHA256Digest()
    digest.update(data)
    #expect(try Assignment.read(data, shownAs: "tarea.json").fingerprint == digest.hexDigest())
  }

  @Test(arguments: seeds)
  func aHandInRoundTrips(seed: UInt64) throws {
    var random = SeededRandom(seed: seed)
    try expectRoundTrip(RandomDocument.submission(&random))
  }

  @Test(arguments: seeds)
  func aHandbackRoundTrips(seed: UInt64) throws {
    var random = SeededRandom(seed: seed)
    try expectRoundTrip(RandomDocument.handback(&random))
  }

  @Test(arguments: seeds)
  func aStudentCopyRoundTrips(seed: UInt64) throws {
    var random = SeededRandom(seed: seed)
    try expectRoundTrip(RandomDocument.studentCopy(&random))
  }

  /// Escribir un documento en el espacio deja justo sus bytes en su archivo, sin temporales.
  @Test(arguments: Array(UInt64(1)...5))
  func writingADocumentLeavesItsBytesAndNothingElse(seed: UInt64) throws {
    var random = SeededRandom(seed: seed)
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("documentos-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let workspace = Workspace(directory: folder, manifest: RandomDocument.manifest(&random))
    let progress = RandomLog.progress(&random)
    let handback = RandomDocument.handback(&random)
    try workspace.manifest.write(to: workspace.url(of: WorkspaceManifest.self))
    try progress.write(to: workspace.url(of: LearnerProgress.self))
    try handback.write(to: workspace.url(of: Handback.self))
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == [
        "devolucion.json", "espacio.json", "progreso.json",
      ])
    #expect(try Data(contentsOf: workspace.manifestURL) == workspace.manifest.encoded())
    #expect(try Data(contentsOf: workspace.progressURL) == progress.encoded())
    #expect(try Data(contentsOf: workspace.handbackURL) == handback.fileContents())
    #expect(try Workspace.open(folder)?.manifest == workspace.manifest)
  }

  /// Lo que la nota cuenta de cada ejercicio (el pliegue del registro de `Rulebook`) sale
  /// igual se unan como se unan dos copias del progreso, y unir una copia consigo misma no
  /// cambia nada.
  @Test(arguments: seeds)
  func theFoldOfTheLogDoesNotDependOnHowCopiesAreMerged(seed: UInt64) {
    var random = SeededRandom(seed: seed)
    let (a, b, c) = (
      RandomLog.progress(&random), RandomLog.progress(&random), RandomLog.progress(&random)
    )
    for resets in [true, false] {
      let forward = Rulebook.tallies(a.merged(with: b).events, resets: resets)
      #expect(forward == Rulebook.tallies(b.merged(with: a).events, resets: resets))
      #expect(
        Rulebook.tallies(a.merged(with: b).merged(with: c).events, resets: resets)
          == Rulebook.tallies(a.merged(with: b.merged(with: c)).events, resets: resets))
      #expect(
        Rulebook.tallies(a.merged(with: a).events, resets: resets)
          == Rulebook.tallies(a.events, resets: resets))
    }
  }

  /// La nota de cada ejercicio, con cualquier tarea, tampoco depende del orden de unir.
  @Test(arguments: seeds)
  func theGradeDoesNotDependOnTheOrderOfMerging(seed: UInt64) {
    var random = SeededRandom(seed: seed)
    let (a, b) = (RandomLog.progress(&random), RandomLog.progress(&random))
    let policy = RandomDocument.assignment(&random)
    let assess: (RawAnswer) -> Rulebook.Assessment = { answer in
      let score = Double(answer.byteCount % 3) / 2
      return Rulebook.Assessment(score: score, passed: score == 1, message: "m")
    }
    let forward = a.merged(with: b).events
    let backward = b.merged(with: a).events
    for id in RandomLog.exercises {
      let exercise = Exercise(
        id: id, title: id, lessonID: "01-x",
        kind: .freeText(FreeTextExercise(answer: "a", synonyms: [], explanation: "")),
        location: SourceLocation(file: "ejercicios.md", line: 1))
      let grade = Rulebook.grade(
        forward.filter { $0.exerciseID == id }, of: exercise, worth: 2, policy: policy,
        assess: assess)
      #expect(
        grade
          == Rulebook.grade(
            backward.filter { $0.exerciseID == id }, of: exercise, worth: 2, policy: policy,
            assess: assess))
    }
  }
}
