import Support
import Testing

@Suite struct OptionScannerTests {
  let scanner = OptionScanner(valued: ["--salida", "--parte"], flags: ["--unir", "-h"])

  @Test func separatesValuesFlagsAndPositionals() throws {
    let scan = try scanner.scan(["a.json", "--salida=b.json", "--unir", "--parte", "1/2", "-"])
    #expect(scan.values == ["--salida": "b.json", "--parte": "1/2"])
    #expect(scan.flags == ["--unir"])
    #expect(scan.positional == ["a.json", "-"])
  }

  @Test func doubleDashEndsTheOptions() throws {
    let scan = try scanner.scan(["--", "--unir", "-h"])
    #expect(scan.positional == ["--unir", "-h"])
    #expect(scan.flags.isEmpty)
  }

  @Test(arguments: [
    (["--nada"], OptionScanner.Problem.unknownOption("--nada")),
    (["--unir=si"], .unknownOption("--unir")),
    (["--salida"], .missingValue("--salida")),
    (["--salida", "--unir"], .missingValue("--salida")),
    (["--salida="], .missingValue("--salida")),
    (["--unir", "--unir"], .repeatedOption("--unir")),
    (["--parte", "1/2", "--parte=2/2"], .repeatedOption("--parte")),
  ])
  func saysWhatIsWrong(arguments: [String], problem: OptionScanner.Problem) {
    #expect(throws: problem) { try scanner.scan(arguments) }
  }
}
