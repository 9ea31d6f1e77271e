import Foundation
import Support
import Testing
import Workspace

@testable import Grading

/// Cada forma de romper una entrega acaba en su propio motivo exacto en castellano.
@Suite struct SubmissionReaderTests {
  let stamp = GradingFixture.stamp

  @Test(arguments: [
    (
      "cortada.json",
      "no es JSON válido (¿está cortada o editada a mano?). Pide al alumno que la exporte de nuevo con «leccion exportar»."
    ),
    (
      "no-es-json.json",
      "no es JSON válido (¿está cortada o editada a mano?). Pide al alumno que la exporte de nuevo con «leccion exportar»."
    ),
    (
      "binaria.json",
      "no es texto: contiene datos binarios. Pide al alumno que la exporte de nuevo con «leccion exportar»."
    ),
    ("otro-curso.json", "es del curso «otro-curso», no de «curso-corregir»."),
    (
      "formato-futuro.json",
      "es del formato de entrega 7 y esta leccion (0.2.0) lee hasta el 2: actualiza leccion para corregirla."
    ),
    (
      "no-es-entrega.json",
      "es JSON, pero no es una entrega de leccion: le falta «\"format\": \"leccion-entrega\"»."
    ),
    ("campo-que-falta.json", "la entrega está dañada: falta el campo «student»."),
    (
      "alumno-raro.json",
      "el id de alumno «../../etc» no vale: solo letras, cifras, «.», «-», «_» y «@», hasta 100 caracteres."
    ),
  ])
  func brokenFileHasItsReason(file: String, reason: String) {
    let result = SubmissionReader.read(
      path: GradingFixture.brokenSubmissions + "/" + file, shownAs: file, expecting: stamp)
    #expect(result.failure?.message == reason)
  }

  /// Se lee con el JSON de todo el espacio (`WorkspaceJSON`): un valor que no es un objeto es
  /// JSON pero no una entrega, y una versión con decimales no es un formato futuro.
  @Test(arguments: [
    (
      "42",
      "es JSON, pero no es una entrega de leccion: le falta «\"format\": \"leccion-entrega\"»."
    ),
    (
      "[1, 2]",
      "es JSON, pero no es una entrega de leccion: le falta «\"format\": \"leccion-entrega\"»."
    ),
    (
      #"{"format": "leccion-entrega", "version": 7}"#,
      "es del formato de entrega 7 y esta leccion (\(LeccionVersion.current)) lee hasta el 2: actualiza leccion para corregirla."
    ),
    (
      #"{"format": "leccion-entrega", "version": 7.5}"#,
      "la entrega está dañada: no es JSON válido."
    ),
    (
      #"{"format": "leccion-entrega""#,
      "no es JSON válido (¿está cortada o editada a mano?). Pide al alumno que la exporte de nuevo con «leccion exportar»."
    ),
  ])
  func theFormatAndVersionAreReadBeforeTheRest(text: String, reason: String) {
    #expect(SubmissionReader.decode(Data(text.utf8), expecting: stamp).failure?.message == reason)
  }

  @Test func anotherContentVersionIsRejected() throws {
    let old = CourseStamp(id: "curso-corregir", contentHash: String(repeating: "ab", count: 32))
    let data = try GradingFixture.submission("ana", code: [:], stamp: old).encoded()
    let result = SubmissionReader.decode(data, expecting: stamp)
    #expect(
      result.failure?.message
        == "se hizo con otra versión del contenido del curso (huella abababababab, la de este es"
        + " \(stamp.contentHash.prefix(12))): corrige con la misma versión de leccion que usó el"
        + " alumno o pídele que exporte de nuevo.")
  }

  @Test(arguments: ["../../etc/passwd", "/etc/passwd", "codigo/../x.swift", "..", "a\\b.swift"])
  func codePathsThatEscapeAreRejected(name: String) throws {
    var submission = GradingFixture.submission("ana", code: [:])
    submission.code["caja.contador"] = CodeEntry(file: name, contents: "let x = 1")
    let result = SubmissionReader.decode(try submission.encoded(), expecting: stamp)
    #expect(
      result.failure?.message
        == "el archivo de código de «caja.contador» se llama «\(name)»: un nombre con «/», «..» o"
        + " que empieza por «/» intenta salirse de su carpeta; la entrega se rechaza.")
  }

  @Test func oversizedFileIsRejectedWithoutReadingIt() throws {
    let directory = try GradingFixture.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let path = directory + "/enorme.json"
    _ = FileManager.default.createFile(
      atPath: path, contents: Data(repeating: 0x20, count: 5 << 20))
    let result = SubmissionReader.read(path: path, shownAs: "enorme.json", expecting: stamp)
    #expect(
      result.failure?.message
        == "ocupa 5 MiB y el máximo es 4 MiB; una entrega normal ocupa unos pocos KiB.")
  }

  @Test func oversizedCodeFileIsRejected() throws {
    var submission = GradingFixture.submission("ana", code: [:])
    submission.code["caja.sumar"] = CodeEntry(
      file: "s.swift", contents: String(repeating: "// relleno\n", count: 30_000))
    let result = SubmissionReader.decode(try submission.encoded(), expecting: stamp)
    #expect(
      result.failure?.message
        == "la respuesta de «caja.sumar» ocupa 322,3 KiB y el máximo es 256 KiB.")
  }

  @Test func symlinkIsNeverFollowed() throws {
    let directory = try GradingFixture.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    try FileManager.default.createSymbolicLink(
      atPath: directory + "/ana.json", withDestinationPath: "/etc/passwd")
    let result = SubmissionReader.read(
      path: directory + "/ana.json", shownAs: "clase/ana.json", expecting: stamp)
    #expect(
      result.failure?.message
        == "«clase/ana.json» es un enlace simbólico y no se sigue (podría apuntar fuera de la"
        + " entrega); la entrega se rechaza.")
  }

  @Test func fifoIsNeverOpened() throws {
    let directory = try GradingFixture.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    #expect(mkfifo(directory + "/tubo.json", 0o644) == 0)
    let result = SubmissionReader.read(
      path: directory + "/tubo.json", shownAs: "tubo.json", expecting: stamp)
    #expect(
      result.failure?.message
        == "«tubo.json» no es un archivo normal (es una tubería, un dispositivo o un socket) y no"
        + " se lee.")
  }

  @Test func missingFile() {
    let result = SubmissionReader.read(
      path: "/no/existe.json", shownAs: "existe.json", expecting: stamp)
    #expect(result.failure?.message == "no existe.")
  }

  @Test func unreadableFile() throws {
    guard geteuid() != 0 else { return }  // root lo lee todo
    let directory = try GradingFixture.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let path = directory + "/cerrada.json"
    _ = FileManager.default.createFile(
      atPath: path, contents: Data("{}".utf8), attributes: [.posixPermissions: 0])
    let result = SubmissionReader.read(path: path, shownAs: "cerrada.json", expecting: stamp)
    #expect(result.failure?.message == "no se puede leer: permiso denegado.")
  }

  @Test func validHandInRoundTrips() throws {
    let submission = GradingFixture.submission("ana.garcia", code: ["caja.sumar": "let x = 1"])
    let result = SubmissionReader.decode(try submission.encoded(), expecting: stamp)
    #expect(try result.get() == submission)
  }
}

extension Result {
  var failure: Failure? {
    if case .failure(let failure) = self { return failure }
    return nil
  }
}
