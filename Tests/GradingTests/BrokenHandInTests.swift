import Foundation
import Testing
import Workspace

@testable import Grading

/// Archivos de entrega rotos como los enumera la issue 17 (cortados, anidados 10 000 niveles,
/// de 100 MB, en otra codificación, con una clave dos veces, con ids de ejercicio que son rutas
/// o llevan caracteres de control): cada uno recibe su motivo exacto, y corregirlos junto a
/// uno bueno no le quita nada a este.
@Suite struct BrokenHandInTests {
  let stamp = GradingFixture.stamp

  func reason(_ data: Data) -> String? {
    SubmissionReader.decode(data, expecting: stamp).failure?.message
  }

  func good() throws -> Data {
    try GradingFixture.submission("ana", code: ["caja.sumar": "let x = 1"]).encoded()
  }

  @Test(arguments: [1, 2, 10, 100, 500])
  func cutShortAnywhere(keeping fraction: Int) throws {
    let data = try good()
    let cut = data.prefix(data.count * fraction / 1000 + 1)
    #expect(
      reason(cut)
        == "no es JSON válido (¿está cortada o editada a mano?). Pide al alumno que la exporte de"
        + " nuevo con «leccion exportar».")
  }

  @Test func nestedTenThousandDeep() {
    let deep = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
    let data = Data((#"{"format": "leccion-entrega", "events": "# + deep + "}").utf8)
    #expect(
      reason(data)
        == "anida más de 64 niveles de «[» y «{» (línea 1); una entrega real no pasa de 10: está"
        + " editada a mano. Pide al alumno que la exporte de nuevo con «leccion exportar».")
  }

  @Test func aRealHandInIsNotTooDeep() throws {
    #expect(WorkspaceJSON.Shape.scan(try good(), depthLimit: 10) == .plain)
  }

  @Test func hundredMegabytesAreRefusedByTheirSize() throws {
    let directory = try GradingFixture.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let path = directory + "/enorme.json"
    // Un archivo disperso: ocupa 100 MiB para `stat` y casi nada en el disco.
    #expect(FileManager.default.createFile(atPath: path, contents: nil))
    let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
    try handle.truncate(atOffset: 100 << 20)
    try handle.close()
    let result = SubmissionReader.read(path: path, shownAs: "enorme.json", expecting: stamp)
    #expect(
      result.failure?.message
        == "ocupa 100 MiB y el máximo es 4 MiB; una entrega normal ocupa unos pocos KiB.")
  }

  @Test func utf16WithAndWithoutByteOrderMark() throws {
    let text = try #require(String(data: try good(), encoding: .utf8))
    let expected =
      "está en UTF-16, no en UTF-8 (¿se abrió y se guardó con otro programa?): pide al alumno"
      + " que la exporte de nuevo con «leccion exportar» y la entregue sin abrirla."
    for encoding in [String.Encoding.utf16, .utf16LittleEndian, .utf16BigEndian] {
      #expect(reason(try #require(text.data(using: encoding))) == expected)
    }
  }

  @Test func latin1() throws {
    var submission = GradingFixture.submission("ana", code: [:])
    submission.leccionVersion = "año"
    let text = try #require(String(data: try submission.encoded(), encoding: .utf8))
    #expect(
      reason(try #require(text.data(using: .isoLatin1)))
        == "está en Latin-1, no en UTF-8 (¿se abrió y se guardó con otro programa?): pide al"
        + " alumno que la exporte de nuevo con «leccion exportar» y la entregue sin abrirla.")
  }

  @Test func aKeyTwiceInOneObject() throws {
    let text = try #require(String(data: try good(), encoding: .utf8))
    let twice = text.replacingOccurrences(
      of: #""student" : "ana","#, with: #""student" : "ana",\#n  "student" : "beto","#)
    #expect(twice != text)
    #expect(
      reason(Data(twice.utf8))
        == "la clave «student» se repite en el mismo objeto (línea 108): está editada a mano. Pide"
        + " al alumno que la exporte de nuevo con «leccion exportar».")
  }

  @Test func theSameKeyInTwoObjectsIsFine() {
    let data = Data(#"[{"id": 1, "a": {"id": 2}}, {"id": "x\"id"}]"#.utf8)
    #expect(WorkspaceJSON.Shape.scan(data, depthLimit: 64) == .plain)
  }

  @Test(arguments: [
    ("../../etc/passwd", "../../etc/passwd"), ("caja\\sumar", "caja\\sumar"),
    ("caja.\u{1B}[2Jsumar", "caja.\\u{1B}[2Jsumar"), ("caja.\nsumar", "caja.\\u{A}sumar"),
  ])
  func exerciseIDsThatArePathsOrControls(id: String, shown: String) throws {
    let expected =
      "el id de ejercicio «\(shown)» tiene «/», «\\» o caracteres de control: uno real es como"
      + " «caja.sumar»; la entrega se rechaza."
    var answered = GradingFixture.submission("ana", code: [:])
    answered.events[0].exerciseID = id
    #expect(reason(try answered.encoded()) == expected)
    var coded = GradingFixture.submission("ana", code: [:])
    coded.code[id] = CodeEntry(file: "a.swift", contents: "let x = 1")
    #expect(reason(try coded.encoded()) == expected)
  }

  @Test func controlCharactersNeverReachTheMessage() {
    #expect(
      GradingError.submissionInvalidStudent("\u{1B}]0;hola\u{07}ana").message
        == "el id de alumno «\\u{1B}]0;hola\\u{7}ana» no vale: solo letras, cifras, «.», «-», «_»"
        + " y «@», hasta 100 caracteres.")
  }
}

/// Los archivos rotos de arriba en una clase con una entrega honrada: cada uno tiene su fila
/// de error, y la honrada sale igual que corregida sola.
@Suite struct BrokenHandInClassTests {
  @Test func brokenFilesDoNotTouchTheRestOfTheClass() async throws {
    let root = try GradingFixture.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let manager = FileManager.default
    for folder in ["sola", "clase"] {
      try manager.createDirectory(atPath: root + "/" + folder, withIntermediateDirectories: true)
      try GradingFixture.write(
        GradingFixture.submission("ana", code: [:]), to: root + "/\(folder)/ana.json")
    }
    let good = try GradingFixture.submission("beto", code: [:]).encoded()
    let text = String(decoding: good, as: UTF8.self)
    let broken: [String: Data] = [
      "cortada.json": good.prefix(good.count / 2),
      "profunda.json": Data((String(repeating: "[", count: 10_000) + "]").utf8),
      "utf16.json": text.data(using: .utf16) ?? Data(),
      "doble.json": Data(text.replacingOccurrences(of: "{", with: #"{"x": 1, "x": 2,"#).utf8),
      "ids.json": Data(text.replacingOccurrences(of: "caja.copia", with: "../caja.copia").utf8),
    ]
    for (name, data) in broken { try data.write(to: URL(fileURLWithPath: root + "/clase/" + name)) }
    func grade(_ folder: String) async -> CommandOutcome {
      await GradingCommand.execute(
        arguments: [folder, "--formato", "csv", "--curso", GradingFixture.courseDirectory],
        context: GradingFixture.context(in: root, cache: root + "/cache"))
    }
    let alone = await grade("sola")
    let together = await grade("clase")
    let anaAlone = alone.output.joined(separator: "\n").split(separator: "\n").filter {
      $0.hasPrefix("ana,")
    }
    let rows = together.output.joined(separator: "\n").split(separator: "\n")
    #expect(anaAlone.count == 1)
    let anaTogether = rows.filter { $0.hasPrefix("ana,") }
    #expect(
      anaTogether.map { $0.replacingOccurrences(of: "clase/", with: "sola/") }
        == anaAlone.map(String.init))
    for name in broken.keys {
      #expect(rows.contains { $0.contains("clase/\(name)") }, "falta la fila de \(name)")
    }
  }
}
