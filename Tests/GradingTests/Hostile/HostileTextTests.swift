import Foundation
import Support
import Testing
import Workspace

@testable import Grading

/// Hallazgo 8 de la issue 23: la terminal del profesor recibía órdenes de las entregas. Una
/// clase con un archivo de nombre hostil, un escritor, una huella de tarea y una respuesta
/// con cada carácter de control, corregida en cada formato: ninguno llega a la salida.
@Suite(.serialized) struct HostileTextTests {
  /// ESC, una secuencia OSC con BEL, CR, NUL, otros C0, DEL, C1 y cada control bidireccional.
  static let hostile =
    "\u{1B}[2J\u{1B}]0;pwn\u{07}\r\u{0}\u{08}\u{7F}\u{9B}\u{85}"
    + "\u{202A}\u{202B}\u{202C}\u{202D}\u{202E}\u{2066}\u{2067}\u{2068}\u{2069}"
  /// Los mismos, sin NUL (no cabe en un nombre de archivo).
  static let hostileName = hostile.replacingOccurrences(of: "\u{0}", with: "")

  /// Lo que no debe aparecer en una salida: ningún carácter filtrado (salvo `\n` y `\t`) ni
  /// su forma escapada de JSON.
  static func problems(in text: String) -> [String] {
    var found = Set(
      text.unicodeScalars.filter { UntrustedText.isFiltered($0) && $0 != "\n" && $0 != "\t" }
        .map { String($0.value, radix: 16) })
    for escaped in ["\\u001b", "\\u0000", "\\u0007", "\\r", "\\u202e"] where text.contains(escaped)
    {
      found.insert(escaped)
    }
    return found.sorted()
  }

  struct HostileClass {
    let root: String
    var folder: String { root + "/clase" }
  }

  func makeClass() async throws -> HostileClass {
    let root = try GradingFixture.temporaryDirectory()
    let folder = root + "/clase"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    try GradingFixture.write(GradingFixture.submission("ana", code: [:]), to: folder + "/ana.json")
    try Data("esto no es json".utf8).write(
      to: URL(fileURLWithPath: folder + "/rota\(Self.hostileName).json"))
    var answers = GradingFixture.rightAnswers()
    answers["caja.metodo"] = .freeText("with\(Self.hostile)Lock")
    var mallory = GradingFixture.submission("mallory", answers: answers, code: [:])
    mallory.assignment = Self.hostile + String(repeating: "f", count: 40)
    for index in mallory.events.indices { mallory.events[index].writer = Self.hostile }
    mallory.events[1].previous = "cambiado"
    try GradingFixture.write(mallory, to: folder + "/mallory.json")
    let outcome = AssignmentCommand.execute(
      arguments: [
        "nueva", "--curso", GradingFixture.courseDirectory, "--modo", "practica", "--salida",
        root + "/tarea.json",
      ], context: GradingFixture.context(in: root, cache: root + "/cache"))
    #expect(outcome.code == 0, "\(outcome.errors)")
    return HostileClass(root: root)
  }

  func grade(_ hostile: HostileClass, _ extra: [String]) async -> CommandOutcome {
    await GradingCommand.execute(
      arguments: [
        "clase", "--curso", GradingFixture.courseDirectory, "--tarea", "tarea.json",
      ] + extra,
      context: GradingFixture.context(in: hostile.root, cache: hostile.root + "/cache"))
  }

  @Test func noControlCharacterReachesAnyFormat() async throws {
    let hostile = try await makeClass()
    defer { try? FileManager.default.removeItem(atPath: hostile.root) }
    for format in ["texto", "json", "csv", "junit", "html", "estadisticas", "canvas", "moodle"] {
      let outcome = await grade(hostile, ["--formato", format])
      #expect(outcome.code == 1, "\(format): \(outcome.errors)")
      let text = (outcome.output + outcome.errors).joined(separator: "\n")
      #expect(Self.problems(in: text) == [], "\(format)")
      if format != "estadisticas" { #expect(text.contains("mallory"), "\(format)") }
    }
  }

  @Test func theTextReportShowsTheHostileValuesDefused() async throws {
    let hostile = try await makeClass()
    defer { try? FileManager.default.removeItem(atPath: hostile.root) }
    let text = (await grade(hostile, ["--formato", "texto"])).output.joined(separator: "\n")
    // La huella de la tarea, el escritor y el nombre del archivo roto, cada uno con sus
    // caracteres cambiados por «�».
    #expect(text.contains("huella �[2J�]0;pwn�"))
    #expect(text.contains("del escritor �[2J�]0;"))
    #expect(text.contains("clase/rota�[2J�]0;pwn�"))
  }

  @Test func similarityOnlyIsCleanToo() async throws {
    let hostile = try await makeClass()
    defer { try? FileManager.default.removeItem(atPath: hostile.root) }
    for format in ["texto", "json", "html"] {
      let outcome = await grade(hostile, ["--solo-similitud", "--formato", format])
      #expect(outcome.code == 1, "\(format): \(outcome.errors)")
      let text = (outcome.output + outcome.errors).joined(separator: "\n")
      #expect(Self.problems(in: text) == [], "\(format)")
      #expect(text.contains("rota"), "\(format)")
    }
  }

  @Test func handbacksAndExercismFilesAreClean() async throws {
    let hostile = try await makeClass()
    defer { try? FileManager.default.removeItem(atPath: hostile.root) }
    let outcome = await grade(
      hostile, ["--formato", "exercism", "--salida", "exercism", "--devoluciones", "devueltas"])
    #expect(outcome.code == 1, "\(outcome.errors)")
    var files = 0
    for folder in ["exercism", "devueltas"] {
      let base = hostile.root + "/" + folder
      let enumerator = FileManager.default.enumerator(atPath: base)
      while let relative = enumerator?.nextObject() as? String {
        guard let data = FileManager.default.contents(atPath: base + "/" + relative),
          SafeFile.kind(of: base + "/" + relative) == .regular
        else { continue }
        files += 1
        #expect(Self.problems(in: String(decoding: data, as: UTF8.self)) == [], "\(relative)")
      }
    }
    #expect(files >= 4)
  }
}
