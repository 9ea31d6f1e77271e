import Foundation
import Testing

@testable import Checker

/// Hallazgo 9 de la issue 23: un archivo de 253 KB de líneas `_ = zz` daba 36 000
/// diagnósticos, 2,3 MB por ejercicio en el JSON, el HTML y la devolución. Ahora lo que
/// dice un veredicto está acotado: los primeros errores y la cuenta, pocas líneas por fallo
/// y unos pocos KiB de salida.
@Suite struct FeedbackBoundsTests {
  static let limits = RunnerFixture.shortLimits

  @Test func thirtySixThousandErrorsAreTheFirstTenAndACount() {
    let diagnostics = (1...36_000).map {
      CompilerDiagnostic(
        origin: .learner, file: "Ejercicio.swift", line: $0, column: 5, severity: .error,
        message: "cannot find 'zz' in scope", unit: nil)
    }
    let verdict = CodeVerdict(exerciseID: "e", diagnostics: diagnostics, limits: Self.limits)
    let lines = verdict.message.split(separator: "\n")
    #expect(lines.first == "No compila (36 000 errores):")
    #expect(lines.count == 12)
    #expect(lines[1] == "Ejercicio.swift:1:5: error: cannot find 'zz' in scope")
    #expect(lines.last == "y 35 990 más")
    #expect(verdict.message.utf8.count < 1000)
  }

  @Test func aHugeFailureMessageIsAFewLines() {
    let huge = (1...10_000).map { "línea \($0) " + String(repeating: "x", count: 1000) }
      .joined(separator: "\n")
    let verdict = CodeVerdict(
      exerciseID: "e",
      tests: [
        TestCaseResult(
          name: "pruebaSuma", status: .failed(messages: Array(repeating: huge, count: 100)))
      ], limits: Self.limits)
    let lines = verdict.message.split(separator: "\n")
    // El resumen, el nombre de la prueba, 5 fallos de 5 líneas y su «… (N líneas más)», y la
    // cuenta de los demás fallos.
    #expect(lines.count == 2 + 5 * 6 + 1)
    #expect(lines.contains("… (9995 líneas más)"))
    #expect(lines.last == "  · y 95 fallos más")
    #expect(verdict.message.utf8.count < 12_000)
  }

  @Test func programOutputIsAFewKilobytes() {
    var verdict = CodeVerdict(
      exerciseID: "e", tests: [TestCaseResult(name: "prueba", status: .failed(messages: ["no"]))],
      output: String(repeating: "ñ", count: 40_000), limits: Self.limits)
    verdict.outputTruncated = false
    let output = verdict.report.sections.flatMap { $0 }.compactMap { part -> String? in
      if case .programOutput(let text, let truncated) = part, truncated { return text }
      return nil
    }
    #expect(output.count == 1)
    #expect((output.first?.utf8.count ?? 0) <= FeedbackBounds.outputBytes)
    #expect(verdict.message.hasSuffix(CodeReport.truncationNote))
  }

  @Test func numbersAreGroupedTheSpanishWay() {
    #expect(FeedbackBounds.count(4990) == "4990")
    #expect(FeedbackBounds.count(35_990) == "35 990")
    #expect(FeedbackBounds.count(1_234_567) == "1 234 567")
  }

  /// El archivo de la issue, compilado de verdad, en pequeño: 2000 líneas `_ = zz` en vez de
  /// 36 000 (la misma ruta, de la salida del compilador al mensaje, sin dos minutos de
  /// compilación) y una primera línea con un nombre de 400 letras. Pasa cada cota: más de 10
  /// errores (se muestran 10 y la cuenta) y una línea de más de 300 caracteres (se corta).
  /// Las cotas con los 36 000 errores de la issue las prueba, sin compilar,
  /// `thirtySixThousandErrorsAreTheFirstTenAndACount`.
  @Test func theZZFileOfTheIssue() async throws {
    let name = String(repeating: "z", count: 400)
    let file =
      "func basura() {\n  _ = \(name)\n" + String(repeating: "  _ = zz\n", count: 2000) + "}\n"
    let runner = try RunnerFixture.runner(cache: false)
    let verdict = await runner.check(
      RunnerFixture.submission(file, tests: "func pruebaNada() {}"))
    #expect(verdict.outcome == .compileFailed)
    #expect(verdict.diagnostics.filter { $0.severity == .error }.count == 2001)
    let lines = verdict.message.split(separator: "\n")
    #expect(lines.first == "No compila (2001 errores):")
    let first = try #require(lines.dropFirst().first)
    #expect(first.hasPrefix("Ejercicio.swift:2:7: error: cannot find 'zzz"))
    #expect(first.count == FeedbackBounds.charactersPerLine)
    #expect(first.hasSuffix("…"))
    #expect(lines.contains("Ejercicio.swift:3:7: error: cannot find 'zz' in scope"))
    #expect(lines.last == "y 1991 más")
    #expect(lines.count <= 12 + 10)
    #expect(verdict.message.utf8.count < 5000)
  }
}
