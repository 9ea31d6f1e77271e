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

  @Test func harnessReportIgnoresForgedLines() {
    let bytes = Array(
      """
      k1 ready 
      k1 start pruebaA
      k1 fail falta un\\nsalto y \\\\ barra
      otra start pruebaFalsa
      k1 end pruebaA
      k1 start pruebaB
      """.utf8)
    let report = HarnessReport(bytes: bytes, nonce: "k1")
    #expect(report.ready)
    #expect(report.started == ["pruebaA", "pruebaB"])
    #expect(report.failures["pruebaA"] == ["falta un\nsalto y \\ barra"])
    #expect(report.running == "pruebaB")
    #expect(!report.done)
  }
}
