import Foundation
import Testing

@testable import Lessons
@testable import Workspace

/// El cargador del curso lee `copia-alumno.json` sin fiarse: con el tamaño máximo del
/// documento, sin seguir enlaces y con el documento de `Workspace`; cada problema sale en
/// `validar` con el archivo y el motivo.
@Suite struct StudentCopyFileTests {
  /// Una carpeta de curso con `copia-alumno.json` escrito por `write`; los problemas de ese
  /// archivo al cargarla.
  static func problems(
    document: StudentCopyDocument? = .workspace, _ write: (URL) throws -> Void
  ) throws -> [String] {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("copia-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data("id: c\ntitulo: C\n".utf8).write(to: folder.appendingPathComponent("indice.txt"))
    try write(folder.appendingPathComponent(StudentCopy.fileName))
    let load = CourseLoader.load(from: folder, studentCopies: document)
    #expect(load.course?.studentCopy != nil)
    return load.diagnostics.filter { $0.location.file == StudentCopy.fileName }
      .map(\.description)
  }

  static func malformed(_ reason: String) -> [String] {
    [
      "copia-alumno.json: no es una copia del alumno válida: \(reason). Vuelve a escribirla "
        + "con «leccion tarea nueva … --curso-alumno DIR»."
    ]
  }

  @Test func aValidCopyHasNoProblem() throws {
    let copy = StudentCopy(mode: .tries, course: "c")
    #expect(try Self.problems { try copy.write(to: $0) } == [])
  }

  @Test func aCopyOverTheLimitIsNamedWithItsSizeWithoutReadingIt() throws {
    let found = try Self.problems { url in
      #expect(FileManager.default.createFile(atPath: url.path, contents: nil))
      let handle = try FileHandle(forWritingTo: url)
      try handle.truncate(atOffset: UInt64(StudentCopy.byteLimit + 1))
      try handle.close()
    }
    #expect(found == Self.malformed("ocupa 16777217 bytes y no puede pasar de 16777216"))
  }

  @Test func aCopyThatIsNotUTF8KeepsItsMessage() throws {
    #expect(
      try Self.problems { try Data([0xFF, 0xFE, 0x7B]).write(to: $0) } == [
        "copia-alumno.json: no puedo leer este archivo como texto UTF-8."
      ])
  }

  @Test func aLinkIsNotFollowed() throws {
    let found = try Self.problems { url in
      let target = url.deletingLastPathComponent().appendingPathComponent("otra.json")
      try StudentCopy(mode: .tries, course: "c").write(to: target)
      try FileManager.default.createSymbolicLink(at: url, withDestinationURL: target)
    }
    #expect(found == Self.malformed("es un enlace; tiene que ser un archivo normal"))
  }

  @Test func aFolderIsNotACopy() throws {
    let found = try Self.problems {
      try FileManager.default.createDirectory(at: $0, withIntermediateDirectories: false)
    }
    #expect(found == Self.malformed("no es un archivo normal"))
  }

  @Test func aBadFieldReachesValidateNamed() throws {
    let found = try Self.problems {
      try Data(#"{"format": 1, "mode": "intentos", "exercises": {}}"#.utf8).write(to: $0)
    }
    #expect(found == Self.malformed("falta el campo «course»"))
  }

  /// Quien carga sin el documento (una medición, el fuzzing) no toma una copia por un curso
  /// completo: la carga sin claves y lo dice.
  @Test func withoutTheDocumentACopyIsStillACopy() throws {
    let copy = StudentCopy(mode: .tries, course: "c")
    #expect(
      try Self.problems(document: nil) { try copy.write(to: $0) }
        == Self.malformed("esta orden no lee copias del alumno"))
  }
}
