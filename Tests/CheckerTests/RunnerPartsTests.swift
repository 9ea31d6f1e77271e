import Foundation
import Support
import Testing

@testable import Checker

@Suite("Corrector de código: piezas")
struct RunnerPartsTests {
  @Test(arguments: [
    ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
    ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
    (
      "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
      "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"
    ),
  ])
  func sha256KnownVectors(_ input: String, _ digest: String) {
    var hash = SHA256()
    hash.update(Array(input.utf8))
    #expect(hash.hexDigest() == digest)
  }

  /// Un millón de «a» (el vector largo de FIPS 180-2), y lo mismo en trozos de cualquier
  /// tamaño, como `Data`, como `[UInt8]` y como una secuencia que no es contigua.
  @Test func sha256LongInputInAnyChunksGivesTheSameDigest() {
    let million = [UInt8](repeating: UInt8(ascii: "a"), count: 1_000_000)
    let expected = "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0"
    var whole = SHA256()
    whole.update(million)
    #expect(whole.hexDigest() == expected)
    for size in [1, 7, 63, 64, 65, 1000, 4097] {
      var chunked = SHA256()
      var start = 0
      while start < million.count {
        let end = min(start + size, million.count)
        if size % 2 == 1 {
          chunked.update(Data(million[start..<end]))
        } else {
          chunked.update(million[start..<end].lazy.map { $0 })
        }
        start = end
      }
      #expect(chunked.hexDigest() == expected, "trozos de \(size)")
    }
  }

  @Test func diagnosticsAreMappedBackToTheirFiles() {
    let output = """
      @0.0/Contador.swift:3:33: error: left side of mutating operator isn't mutable
        mutating func sumar() { valor += 1 }
                                ~~~~~ ^
      @0.0/Contador.swift:2:3: note: change 'let' to 'var' to make it mutable
      @1.2/profesor.swift:7:1: warning: variable 'x' was never used
      /tmp/leccion-compilar-ab12/main.swift:4:1: error: cannot find 'pruebaX' in scope
      error: link command failed with exit code 1
      """
    let parsed = CompilerDiagnostic.parse(output)
    #expect(
      parsed.map(\.formatted) == [
        "Contador.swift:3:33: error: left side of mutating operator isn't mutable",
        "Contador.swift:2:3: note: change 'let' to 'var' to make it mutable",
        "profesor.swift:7:1: warning: variable 'x' was never used",
        "main.swift:4:1: error: cannot find 'pruebaX' in scope",
        "error: link command failed with exit code 1",
      ])
    #expect(parsed.map(\.origin) == [.learner, .learner, .tests, .harness, .harness])
    #expect(parsed.map(\.unit) == [0, 0, 1, nil, nil])
  }

  @Test func programOutputLosesStackTracesAndTags() {
    let raw = """
      antes
      Ejercicio/Contador.swift:2: Fatal error: roto
      Current stack trace:
      0    libswiftCore.so    0x00007f swift_reportError + 33
      1    programa           0x000055 <unavailable> + 5773
      @0.1/pruebas.swift:4 y Ejercicio/nada
      """
    #expect(
      ProgramOutput.clean(raw)
        == "antes\nContador.swift:2: Fatal error: roto\npruebas.swift:4 y Ejercicio/nada")
    #expect(ProgramOutput.fatalError(in: ProgramOutput.clean(raw)) == "roto (Contador.swift:2)")
  }

  /// Una línea del canal tal como la escribe el arnés: firmada con `key`.
  static func signed(_ body: String, key: String) -> String {
    String(decoding: HarnessReport.tag(Array(body.utf8), nonce: key), as: UTF8.self) + " " + body
  }

  @Test func harnessReportIgnoresForgedLines() {
    let lines = [
      Self.signed("0 ready ", key: "k1"),
      Self.signed("1 start pruebaA", key: "k1"),
      Self.signed("2 fail falta un\\nsalto y \\\\ barra", key: "k1"),
      Self.signed("3 start pruebaFalsa", key: "otra"),
      "k1 3 end pruebaFalsa",
      Self.signed("3 end pruebaA", key: "k1"),
      Self.signed("4 start pruebaB", key: "k1"),
    ]
    let report = HarnessReport(bytes: Array(lines.joined(separator: "\n").utf8), nonce: "k1")
    #expect(report.ready)
    #expect(report.started == ["pruebaA", "pruebaB"])
    #expect(report.failures["pruebaA"] == ["falta un\nsalto y \\ barra"])
    #expect(report.running == "pruebaB")
    #expect(!report.done)
    #expect(!report.tampered)
  }

  /// Quitar una línea firmada (un fallo) o repetirla deja un hueco en la numeración: el
  /// informe queda manipulado y no se cree nada de ahí en adelante.
  @Test func aMissingOrRepeatedSignedLineMarksTheReportTampered() {
    let all = [
      "0 ready ", "1 start pruebaA", "2 fail no cuadra", "3 end pruebaA", "4 done ",
    ].map { Self.signed($0, key: "k1") }
    var dropped = all
    dropped.remove(at: 2)
    let withoutFailure = HarnessReport(
      bytes: Array(dropped.joined(separator: "\n").utf8), nonce: "k1")
    #expect(withoutFailure.tampered)
    #expect(withoutFailure.finished.isEmpty && !withoutFailure.done)
    let repeated = all.prefix(2) + [all[1]] + all.dropFirst(2)
    #expect(
      HarnessReport(bytes: Array(repeated.joined(separator: "\n").utf8), nonce: "k1").tampered)
    let intact = HarnessReport(bytes: Array(all.joined(separator: "\n").utf8), nonce: "k1")
    #expect(!intact.tampered && intact.done && intact.failures["pruebaA"] == ["no cuadra"])
  }
}
