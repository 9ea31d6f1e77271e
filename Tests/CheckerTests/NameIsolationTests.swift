import Foundation
import Testing

@testable import Checker

@Suite struct NameIsolationTests {
  func submission(_ learner: String, tests: String) -> CodeSubmission {
    CodeSubmission(
      exerciseID: "caja.contador", learnerFile: SourceFile(name: "a.swift", contents: learner),
      tests: SourceFile(name: "pruebas.swift", contents: tests))
  }

  @Test func renamesTopLevelNamesEverywhereButStringsAndImports() throws {
    let suffix = NameIsolation.suffix(for: "caja.contador")
    let isolated = try #require(
      NameIsolation.isolate(
        submission(
          """
          import SharedCore
          struct Cuenta: Equatable { var saldo = 0 }
          extension Cuenta: Sendable {}
          func contar(_ caja: Shared<Cuenta>) { caja.withLock { $0.saldo += 1 } }
          let nota = "Cuenta \\(Cuenta.self)"
          """,
          tests: "func pruebaUno() { contar(Shared(value: Cuenta())) }")))
    #expect(isolated.renamed == ["Cuenta", "contar", "nota", "pruebaUno"])
    #expect(
      isolated.submission.learnerFile.contents == """
        import SharedCore
        struct Cuenta\(suffix): Equatable { var saldo = 0 }
        extension Cuenta\(suffix): Sendable {}
        func contar\(suffix)(_ caja: Shared<Cuenta\(suffix)>) { caja.withLock { $0.saldo += 1 } }
        let nota\(suffix) = "Cuenta \\(Cuenta\(suffix).self)"
        """)
    #expect(
      isolated.submission.tests.contents
        == "func pruebaUno\(suffix)() { contar\(suffix)(Shared(value: Cuenta\(suffix)())) }")
  }

  @Test func leavesNamesARenameCouldChange() {
    // `saldo` se usa tras un punto, `valor` como etiqueta, `Cuenta` se vuelve a declarar
    // dentro de un cuerpo y `expect` es del arnés: ninguno se puede renombrar.
    let isolated = NameIsolation.isolate(
      submission(
        """
        var saldo = 0
        let valor = 1
        struct Cuenta { var saldo = 0 }
        func expect(_ a: Bool, _ b: String) {}
        func f() { struct Cuenta {}; _ = Cuenta(); _ = g(valor: 2) }
        func g(valor: Int) -> Int { valor }
        """,
        tests: "func h(c: Cuenta) -> Int { c.saldo }"))
    #expect(isolated?.renamed == ["f", "g", "h"])
  }

  @Test func putsTheSuffixInsideBackticks() throws {
    let suffix = NameIsolation.suffix(for: "caja.contador")
    let isolated = try #require(
      NameIsolation.isolate(
        submission("struct `Cuenta` {}\nlet c = `Cuenta`()", tests: "func pruebaDos() {}")))
    #expect(
      isolated.submission.learnerFile.contents
        == "struct `Cuenta\(suffix)` {}\nlet c\(suffix) = `Cuenta\(suffix)`()")
  }

  @Test(arguments: ["let a = \"sin cerrar", "/* sin cerrar", "let r = #/a+/#"])
  func renamesNothingWhenTheSourceIsUncertain(source: String) {
    #expect(NameIsolation.isolate(submission(source, tests: "func pruebaTres() {}")) == nil)
  }

  @Test func restoreRemovesTheSuffixFromEveryMessage() throws {
    let suffix = NameIsolation.suffix(for: "caja.contador")
    let batch = CodeVerdictSample.failing(
      test: "pruebaUno" + suffix,
      message: "Cuenta\(suffix)(saldo: 0) no es Cuenta\(suffix)(saldo: 1)")
    let restored = NameIsolation.restore(batch, suffix: suffix)
    #expect(restored.tests.map(\.name) == ["pruebaUno"])
    #expect(
      restored.tests.first?.status == .failed(messages: ["Cuenta(saldo: 0) no es Cuenta(saldo: 1)"])
    )
  }
}

/// Veredictos hechos como los hace el ejecutor, a través de su JSON.
enum CodeVerdictSample {
  static func failing(test: String, message: String) -> CodeVerdict {
    var verdict = passing(test: test)
    verdict.tests = [TestCaseResult(name: test, status: .failed(messages: [message]))]
    verdict.outcome = .testsFailed
    return verdict
  }

  static func passing(test: String) -> CodeVerdict {
    let json = """
      {"exerciseID":"caja.contador","outcome":"passed","diagnostics":[],"tests":[{"name":"\(test)","status":{"passed":{}}}],
       "output":"","outputTruncated":false,"sandboxGaps":[],"timeLimitSeconds":1,"memoryLimitBytes":1,"fromCache":false}
      """
    do {
      return try JSONDecoder().decode(CodeVerdict.self, from: Data(json.utf8))
    } catch {
      fatalError("muestra de veredicto: \(error)")
    }
  }
}
