import Foundation
import Support
import Testing

@testable import Grading

/// Hallazgo 6 de la issue 23: las pruebas del profesor (`--pruebas-ocultas`) no se nombran ni
/// se citan a un alumno. Un atacante lee toda la memoria legible de su programa
/// (`/proc/self/maps` y `/proc/self/mem`), se queda con cada texto que parece de una prueba (su nombre, «esperaba», «debe haber») y
/// lo saca por todas partes: su salida, sus errores y el mensaje de un `fatalError` (que el
/// veredicto cita). Las pruebas del profesor corren en un programa aparte del que nada llega
/// al alumno, así que ni su nombre ni su texto aparecen en ninguna salida que vea el alumno.
/// (Hoy, además, el programa no abre su memoria: el arnés lo vuelve no volcable; ver
/// `RunnerRuntimeAttackTests.itCannotReadItsOwnMemory`.)
@Suite(.serialized) struct TeacherTestsLeakTests {
  static let secretName = "pruebaSecretaDelProfesor"
  static let secretLiteral = "CLAVE-OCULTA-7731"

  /// Busca en la memoria legible del propio programa los textos con «prueba» o «SECRETO» y
  /// los dice por todas partes antes de estrellarse.
  static let attacker = """
    import Foundation

    struct Cuenta: Equatable, Sendable {
      var saldo = 0
    }

    func textos() -> [String] {
      var found: [String] = []
      guard let maps = try? String(contentsOfFile: "/proc/self/maps", encoding: .utf8),
        let memory = FileHandle(forReadingAtPath: "/proc/self/mem")
      else { return ["sin memoria"] }
      for line in maps.split(separator: "\\n") {
        let fields = line.split(separator: " ")
        guard fields.count >= 6, fields[1].hasPrefix("r"), !fields[5].contains(".so") else { continue }
        let range = fields[0].split(separator: "-")
        guard range.count == 2, let start = UInt64(range[0], radix: 16),
          let end = UInt64(range[1], radix: 16), end > start, end - start < 16 << 20
        else { continue }
        do {
          try memory.seek(toOffset: start)
          guard let data = try memory.read(upToCount: Int(end - start)) else { continue }
          var run: [UInt8] = []
          for byte in data {
            if byte >= 32 && byte < 127 {
              run.append(byte)
              continue
            }
            if run.count >= 6 {
              let text = String(decoding: run, as: UTF8.self)
              let wanted = ["esperaba", "debe haber", "prueba"]
              if wanted.contains(where: { text.contains($0) }) && !found.contains(text) {
                found.append(String(text.prefix(60)))
              }
            }
            run = []
          }
        } catch {
          continue
        }
      }
      let order = ["esperaba", "debe haber"]
      return found.sorted { a, b in
        let rank = { (text: String) in order.firstIndex { text.contains($0) } ?? order.count }
        return rank(a) < rank(b)
      }
    }

    func sumar(_ cantidad: Int, a caja: Shared<Cuenta>) {
      let found = textos().joined(separator: " | ")
      print(found)
      FileHandle.standardError.write(Data(found.utf8))
      fatalError(found)
    }
    """

  static let hidden = """
    func \(secretName)() {
      let caja = Shared(value: Cuenta(saldo: 1))
      sumar(2, a: caja)
      expect(caja.wrappedValue.saldo == 3, "\(secretLiteral): esperaba 3 y hay \\(caja.wrappedValue.saldo).")
    }
    """

  @Test func anAttackerThatEchoesItsMemoryCannotQuoteTheTeachersTests() async throws {
    let root = try GradingFixture.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: root) }
    try FileManager.default.createDirectory(
      atPath: root + "/clase", withIntermediateDirectories: true)
    try FileManager.default.createDirectory(
      atPath: root + "/ocultas", withIntermediateDirectories: true)
    try Self.hidden.write(
      toFile: root + "/ocultas/caja.sumar.swift", atomically: true, encoding: .utf8)
    var code = try GradingFixture.solutions()
    code["caja.sumar"] = Self.attacker
    try GradingFixture.write(
      GradingFixture.submission("mallory", code: code), to: root + "/clase/mallory.json")
    let outcome = await GradingCommand.execute(
      arguments: [
        "clase", "--curso", GradingFixture.courseDirectory, "--tiempo", "5",
        "--pruebas-ocultas", "ocultas", "--formato", "exercism", "--salida", "exercism",
        "--devoluciones", "devueltas",
      ],
      context: GradingFixture.context(in: root, cache: root + "/cache"))
    #expect(outcome.code == 0, "\(outcome.errors)")
    let handback = try String(contentsOfFile: root + "/devueltas/mallory.json", encoding: .utf8)
    let exercism = try String(
      contentsOfFile: root + "/exercism/mallory/results.json", encoding: .utf8)
    for (name, text) in [("devolución", handback), ("exercism", exercism)] {
      #expect(!text.contains(Self.secretName), "\(name)")
      #expect(!text.contains("CLAVE-OCULTA"), "\(name)")
      #expect(!text.contains("Secreta"), "\(name)")
      // El ataque llega a ejecutarse y a citar lo que encontró, pero no encuentra nada: no
      // abre `/proc/self/mem`.
      #expect(text.contains("sin memoria"), "\(name)")
      #expect(!text.contains("Con 10 y una suma de 5 debe haber 15"), "\(name)")
      #expect(text.contains("Pista: Usa withLock."), "\(name)")
    }
    #expect(
      handback.contains(
        "No pasa la prueba del profesor: en ella el programa se estrelló (no se nombra ni se"
          + " cita). Pista: Usa withLock."))
  }
}
