import Foundation
import Lessons
import Testing

@testable import Workspace

/// Workspace lee como entrega la carpeta de un espacio: lo que escribió el tutor vuelve
/// entero, y cada parte que no vale es un problema con su nombre (`corregir` lo dice con sus
/// palabras: `GradingTests`).
@Suite struct HandInReaderTests {
  static let course = AssignmentFileTests.course
  static let stamp = CourseStamp(id: course.id, contentHash: "huella")

  /// Una carpeta de espacio en el `TMPDIR` de las pruebas, que `body` llena y lee; se borra
  /// al acabar.
  func inFolder<T>(_ body: (URL) throws -> T) throws -> T {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("entrega-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    return try body(folder)
  }

  func write(_ text: String, _ path: String, in folder: URL) throws {
    let url = folder.appendingPathComponent(path)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
  }

  func manifest(_ learner: String?, course: String = HandInReaderTests.course.id) -> String {
    String(
      decoding: WorkspaceManifest(courseID: course, learnerID: learner).encoded(), as: UTF8.self)
  }

  func read(_ folder: URL, limits: SubmissionLimits = .standard) throws(Workspace.HandInReader
    .Problem)
    -> Submission
  {
    try Workspace.HandInReader.submission(
      at: folder.path, course: Self.course, stamp: Self.stamp, limits: limits)
  }

  /// El problema de leer `folder`, o `nil` si se lee.
  func problem(_ folder: URL, limits: SubmissionLimits = .standard) -> Workspace.HandInReader
    .Problem?
  {
    do {
      _ = try read(folder, limits: limits)
      return nil
    } catch {
      return error
    }
  }

  @Test func whatTheTutorWroteComesBackWhole() throws {
    try inFolder { folder in
      try write(manifest("ana"), Workspace.HandInParts.manifest, in: folder)
      var progress = LearnerProgress(courseID: Self.course.id)
      progress.append(.hint(0, exercise: "caja.contador"))
      try ProgressFile.encode(progress).write(
        to: folder.appendingPathComponent(Workspace.HandInParts.progress))
      try write("var caja = 1\n", "codigo/caja.contador.swift", in: folder)
      #expect(Workspace.HandInReader.isWorkspace(folder.path))
      let submission = try read(folder)
      #expect(submission.student == "ana")
      #expect(submission.course == Self.stamp)
      #expect(submission.events == progress.events)
      #expect(submission.code.keys.sorted() == ["caja.contador"])
      #expect(submission.code["caja.contador"]?.contents == "var caja = 1\n")
      #expect(submission.code["caja.contador"]?.file == "caja.contador.swift")
    }
  }

  @Test func aFolderWithoutManifestIsNotAWorkspace() throws {
    try inFolder { folder in
      #expect(!Workspace.HandInReader.isWorkspace(folder.path))
      #expect(problem(folder) == .file(.notFound))
    }
  }

  @Test func withoutProgressOrCodeItIsAnEmptyHandIn() throws {
    try inFolder { folder in
      try write(manifest("ana"), Workspace.HandInParts.manifest, in: folder)
      let submission = try read(folder)
      #expect(submission.events.isEmpty)
      #expect(submission.code.isEmpty)
    }
  }

  @Test func eachBadPartIsNamed() throws {
    try inFolder { folder in
      try write(manifest(nil), "sin-alumno/espacio.json", in: folder)
      #expect(problem(folder.appendingPathComponent("sin-alumno")) == .withoutStudent)

      try write(manifest(".."), "punto/espacio.json", in: folder)
      #expect(problem(folder.appendingPathComponent("punto")) == .invalidStudent(".."))

      try write(manifest("ana", course: "otro"), "otro/espacio.json", in: folder)
      #expect(
        problem(folder.appendingPathComponent("otro"))
          == .otherCourse(found: "otro", expected: Self.course.id))

      try write("{", "roto/espacio.json", in: folder)
      guard case .fileInvalid(let file, _)? = problem(folder.appendingPathComponent("roto")) else {
        Issue.record("un manifiesto roto se lee")
        return
      }
      #expect(file == "espacio.json")

      try write(manifest("ana"), "binario/espacio.json", in: folder)
      try write("var\u{0}", "binario/codigo/caja.contador.swift", in: folder)
      #expect(
        problem(folder.appendingPathComponent("binario"))
          == .fileInvalid(file: "codigo/caja.contador.swift", detail: "no es texto"))

      try write(manifest("ana"), "grande/espacio.json", in: folder)
      try write(String(repeating: "x", count: 100), "grande/codigo/caja.contador.swift", in: folder)
      #expect(
        problem(folder.appendingPathComponent("grande"), limits: SubmissionLimits(codeBytes: 10))
          == .codeTooLarge(exercise: "caja.contador", bytes: 100, limit: 10))
    }
  }

  /// Nada se sigue por un enlace: ni el manifiesto ni la carpeta de código.
  @Test func linksAreNotFollowed() throws {
    try inFolder { folder in
      try write(manifest("ana"), "fuera/espacio.json", in: folder)
      let linked = folder.appendingPathComponent("enlazado")
      try FileManager.default.createDirectory(at: linked, withIntermediateDirectories: true)
      try FileManager.default.createSymbolicLink(
        at: linked.appendingPathComponent("espacio.json"),
        withDestinationURL: folder.appendingPathComponent("fuera/espacio.json"))
      #expect(!Workspace.HandInReader.isWorkspace(linked.path))
      #expect(problem(linked) == .file(.symlink(path: "espacio.json")))

      let code = folder.appendingPathComponent("codigo-enlazado")
      try write(manifest("ana"), "codigo-enlazado/espacio.json", in: folder)
      try FileManager.default.createSymbolicLink(
        at: code.appendingPathComponent("codigo"),
        withDestinationURL: folder.appendingPathComponent("fuera"))
      #expect(problem(code) == .file(.symlink(path: "codigo")))
    }
  }
}
