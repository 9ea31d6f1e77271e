import Foundation
import Support
import Testing

@testable import Lessons
@testable import Workspace

/// Cada versión de cada documento que escribió alguna leccion se sigue leyendo: un archivo
/// de cada una en `Tests/Fixtures/Documentos`, leído y vuelto a escribir en la versión de
/// hoy.
@Suite struct DocumentVersionTests {
  static func fixture(_ name: String) throws -> Data {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<2 { url.deleteLastPathComponent() }
    return try Data(contentsOf: url.appendingPathComponent("Fixtures/Documentos/\(name)"))
  }

  /// El prefijo de los archivos de cada documento, su campo de versión y la versión actual.
  static let documents: [(prefix: String, field: String, current: Int)] = [
    ("espacio-formato", WorkspaceManifest.versionField, WorkspaceManifest.currentVersion),
    ("progreso-formato", LearnerProgress.versionField, LearnerProgress.currentVersion),
    ("tarea-version", Assignment.versionField, Assignment.currentVersion),
    ("entrega-version", Submission.versionField, Submission.currentVersion),
    ("devolucion-version", Handback.versionField, Handback.currentVersion),
    ("copia-alumno-formato", StudentCopy.versionField, StudentCopy.currentVersion),
  ]

  /// Subir la versión de un documento sin dejar aquí un archivo de la nueva hace fallar esto.
  @Test(arguments: documents.map(\.prefix))
  func everyVersionOfEveryDocumentHasAFixture(prefix: String) throws {
    let document = try #require(Self.documents.first { $0.prefix == prefix })
    for version in 1...document.current {
      let data = try Self.fixture("\(prefix)-\(version).json")
      #expect(WorkspaceJSON.peekInteger(document.field, in: data) == version)
    }
  }

  @Test func theFirstManifestIsRead() throws {
    let manifest = try WorkspaceManifest.read(
      Self.fixture("espacio-formato-1.json"), shownAs: "espacio.json")
    #expect(manifest.courseID == "estado-compartido")
    #expect(manifest.learnerID == "ana.garcia")
    #expect(manifest.created == Timestamp.parse("2026-11-30T10:00:00Z"))
    #expect(manifest.assignmentHash == nil && manifest.coursePath == nil)
  }

  /// El formato 1 no encadena los sucesos y guarda la posición de la opción elegida.
  @Test func aProgressOfTheFirstFormatIsReadAndWrittenInTheSecond() throws {
    let progress = try LearnerProgress.read(
      Self.fixture("progreso-formato-1.json"), shownAs: "progreso.json")
    #expect(progress.format == 1)
    #expect(progress.events.map(\.kind) == [.answer, .hint])
    #expect(progress.events[0].answer == .choicePositions([1]))
    #expect(progress.events[1].hintIndex == 0)
    #expect(progress.position?.stepID == "ejercicio:withlock.que-cubre")
    #expect(ProgressChain.verify(progress.events).isLegacy)
    let rewritten = try LearnerProgress.read(progress.encoded(), shownAs: "progreso.json")
    #expect(rewritten.format == LearnerProgress.currentVersion)
    #expect(rewritten.events == progress.events)
  }

  @Test func aProgressOfTheSecondFormatKeepsItsChains() throws {
    let progress = try LearnerProgress.read(
      Self.fixture("progreso-formato-2.json"), shownAs: "progreso.json")
    #expect(progress.events.map(\.writer) == ["tutor-1", "tutor-2"])
    #expect(progress.events[0].answer == .choice(options: ["b"]))
    #expect(ProgressChain.verify(progress.events).isIntact)
    #expect(!ProgressChain.verify(progress.events).isLegacy)
  }

  @Test func theFirstAssignmentIsRead() throws {
    let data = try Self.fixture("tarea-version-1.json")
    let assignment = try Assignment.read(data, shownAs: "tarea.json")
    #expect(assignment.mode == .tries)
    #expect(assignment.penalty == 1.0 / 3)
    #expect(assignment.maxTries == 3)
    #expect(assignment.exercises == ["01-shared", "withlock.carrera"])
    #expect(assignment.review.time(of: .rightAnswer) == .afterAnswering)
    // La huella es la de los bytes tal como se repartieron, no la de los reescritos.
    var digest = SHA256Digest()
    digest.update(data)
    #expect(assignment.fingerprint == digest.hexDigest())
  }

  /// Una entrega de la versión 1 (solo la última respuesta de cada ejercicio) se lee como un
  /// suceso por ejercicio y se reescribe en la 2.
  @Test func aHandInOfTheFirstVersionIsReadAndWrittenInTheSecond() throws {
    let submission = try Submission.read(
      Self.fixture("entrega-version-1.json"), shownAs: "entrega.json")
    #expect(submission.version == 1)
    #expect(submission.events.map(\.exerciseID) == ["shared.copia", "withlock.que-cubre"])
    #expect(submission.lastAnswers["shared.copia"]?.answer == .choicePositions([1]))
    #expect(submission.code["withlock.carrera"]?.contents == "let a = 1\n")
    let rewritten = try Submission.read(submission.fileContents(), shownAs: "entrega.json")
    #expect(rewritten.version == Submission.currentVersion)
    #expect(rewritten.events == submission.events)
  }

  @Test func aHandInOfTheSecondVersionRoundTripsByteForByte() throws {
    let data = try Self.fixture("entrega-version-2.json")
    let submission = try Submission.read(data, shownAs: "entrega.json")
    #expect(submission.events.count == 1)
    #expect(ProgressChain.verify(submission.events).isIntact)
    #expect(try submission.fileContents() == data)
  }

  @Test func theFirstHandbackRoundTripsByteForByte() throws {
    let data = try Self.fixture("devolucion-version-1.json")
    let handback = try Handback.read(data, shownAs: "devolucion.json")
    #expect(handback.entry("shared.copia")?.status == .fail)
    #expect(handback.entry("shared.copia")?.rightAnswer == "- b) una copia")
    #expect(handback.fileContents() == data)
  }
}
