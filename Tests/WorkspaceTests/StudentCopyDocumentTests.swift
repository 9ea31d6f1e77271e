import Foundation
import Testing

@testable import Lessons
@testable import Workspace

/// `copia-alumno.json` como documento: las copias que escribió la leccion de antes se leen y
/// se vuelven a escribir con los mismos bytes, y cada manera de romperlo se dice en
/// castellano, con el campo, tal como lo ve `validar`.
@Suite struct StudentCopyDocumentTests {
  static func problem(_ text: String) -> String? {
    do {
      _ = try StudentCopy.read(Data(text.utf8), shownAs: StudentCopy.fileName)
      return nil
    } catch {
      return error.reason
    }
  }

  /// Una copia válida con un campo cambiado (su texto JSON) o quitado (`nil`).
  static func copy(_ field: String, _ value: String?) -> String {
    var fields = [
      "format": "1", "mode": #""intentos""#, "course": #""c""#,
      "exercises": #"{"x": {"kind": "eleccion", "options": {"a": {"salt": "5a", "hash": "9f"}}}}"#,
    ]
    fields[field] = value
    return "{"
      + fields.keys.sorted().map { "\"\($0)\": \(fields[$0] ?? "")" }
      .joined(separator: ", ") + "}"
  }

  /// Las tres copias de la leccion de antes (`tarea nueva --curso-alumno` sobre
  /// `curso-valido`, en intentos y en diferida, y sobre `curso-linea`).
  @Test(arguments: [
    "copia-alumno-formato-1.json", "copia-alumno-formato-1-diferida.json",
    "copia-alumno-formato-1-linea.json",
  ])
  func anOldCopyIsReadAndWrittenAgainByteForByte(name: String) throws {
    let data = try DocumentVersionTests.fixture(name)
    let copy = try StudentCopy.read(data, shownAs: StudentCopy.fileName)
    #expect(copy.format == 1)
    #expect(try copy.encoded() == data)
  }

  @Test func everyKindOfKeyOfAnOldCopyIsRead() throws {
    let copy = try StudentCopy.read(
      DocumentVersionTests.fixture("copia-alumno-formato-1.json"), shownAs: "copia-alumno.json")
    #expect(copy.mode == .tries)
    #expect(copy.course == "curso-valido")
    #expect(copy.contentHash?.count == 64)
    #expect(
      copy.exercises.values.map(\.kind).sorted() == [
        "admision", "eleccion", "eleccion", "prediccion", "recorrido", "recorrido", "texto",
      ])
    #expect(copy.exercises["caja.copia"]?.options?.keys.sorted() == ["a", "b"])
    #expect(copy.exercises["caja.imprime"]?.lines?.count == 1)
    #expect(copy.exercises["caja.metodo"]?.accepted?.count == 3)
    #expect(copy.exercises.values.contains { $0.steps?.isEmpty == false && $0.start != nil })
    #expect(copy.exercises.values.contains { $0.items?.isEmpty == false })
    let line = try StudentCopy.read(
      DocumentVersionTests.fixture("copia-alumno-formato-1-linea.json"), shownAs: "c")
    #expect(line.exercises["caja.linea"]?.hashes?.count == 1)
  }

  @Test func theValidCopyIsRead() {
    #expect(Self.problem(Self.copy("format", "1")) == nil)
    #expect(Self.problem(Self.copy("contentHash", #""ab""#)) == nil)
  }

  @Test func aCopyOfAnotherFormatIsNamed() {
    #expect(Self.problem(Self.copy("format", "2")) == "su «format» es 2 y esta versión lee el 1")
    #expect(Self.problem(Self.copy("format", "0")) == "su «format» es 0 y esta versión lee el 1")
  }

  @Test func aFileThatIsNotJSONKeepsItsMessage() {
    #expect(Self.problem("{") == "el JSON no se puede leer")
    #expect(Self.problem("") == "el JSON no se puede leer")
  }

  @Test(arguments: ["format", "mode", "course", "exercises"])
  func aMissingFieldIsNamed(field: String) {
    #expect(Self.problem(Self.copy(field, nil)) == "falta el campo «\(field)»")
  }

  @Test(arguments: [
    ("format", #""1""#, "format"), ("course", "7", "course"), ("exercises", "[]", "exercises"),
    ("contentHash", "true", "contentHash"),
    ("exercises", #"{"x": {"kind": 3}}"#, "exercises.x.kind"),
    (
      "exercises", #"{"x": {"kind": "eleccion", "options": {"a": {"salt": 1, "hash": "9"}}}}"#,
      "exercises.x.options.a.salt"
    ),
    ("exercises", #"{"x": {"kind": "texto", "accepted": [1]}}"#, "exercises.x.accepted[0]"),
  ])
  func aFieldOfAnotherTypeIsNamed(field: String, value: String, path: String) {
    #expect(
      Self.problem(Self.copy(field, value)) == "el campo «\(path)» tiene un valor de otro tipo")
  }

  @Test func aModeThatDoesNotExistIsNamed() {
    #expect(
      Self.problem(Self.copy("mode", #""practica""#))
        == "el campo «mode» tiene un valor que no vale")
  }

  @Test func aRepeatedFieldIsNamedWithItsLine() {
    #expect(
      Self.problem(#"{"mode": "intentos",\#n"mode": "diferida"}"#)
        == "el campo «mode» se repite en la línea 2")
  }

  @Test func aCopyNestedTooDeepIsRejectedBeforeDecoding() {
    let deep = String(repeating: "[", count: 17) + String(repeating: "]", count: 17)
    #expect(
      Self.problem(Self.copy("exercises", deep))
        == "en la línea 1 pasa de 16 niveles de «{» y «[»")
  }

  @Test func aCopyThatCannotBeWrittenSaysWhereAndWhy() {
    let url = URL(fileURLWithPath: "/no-existe-\(UUID().uuidString)/copia-alumno.json")
    #expect(
      throws: StudentCopyWriter.Failure(
        description: "no se pudo escribir en «\(url.path)»: la carpeta no existe")
    ) {
      try StudentCopyDocument.workspace.write(StudentCopy(mode: .tries, course: "c"), url)
    }
  }

  /// Escrita por su documento, la copia queda en su archivo tal cual y se vuelve a leer.
  @Test func theWorkspaceDocumentWritesWhatItReads() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("copia-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    var random = SeededRandom(seed: 7)
    let copy = RandomDocument.studentCopy(&random)
    let url = folder.appendingPathComponent(StudentCopy.fileName)
    try StudentCopyDocument.workspace.write(copy, url)
    #expect(try Data(contentsOf: url) == copy.encoded())
    #expect(try StudentCopyDocument.workspace.read(Data(contentsOf: url)) == copy)
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder.path) == [url.lastPathComponent])
  }
}
