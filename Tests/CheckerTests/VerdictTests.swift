import Testing
@testable import Checker

@Test func verdictCarriesItsMessage() {
  let verdict = Verdict(passed: false, message: "La opción b es incorrecta.")
  #expect(!verdict.passed)
  #expect(verdict.message == "La opción b es incorrecta.")
}
