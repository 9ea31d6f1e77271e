import Testing

@testable import Checker

@Suite("Corrector de código: fragmentos y comprobación de tipos")
struct RunnerSnippetTests {
  @Test func snippetOutputAndErrorsComeApart() async throws {
    let runner = try RunnerFixture.runner()
    let snippet = SourceFile(
      name: "ejemplo.swift",
      contents: """
        import Foundation
        print("uno")
        FileHandle.standardError.write(Data("aviso\\n".utf8))
        print("dos")
        """)
    let first = try await runner.run(snippet: snippet)
    #expect(first.succeeded)
    #expect(first.standardOutput == "uno\ndos\n")
    #expect(first.standardError == "aviso")
    #expect(first.failureMessage == nil)
    #expect(try await runner.run(snippet: snippet).fromCache)
  }

  @Test func snippetFailuresAreDescribed() async throws {
    let runner = try RunnerFixture.runner(cache: false)
    let broken = try await runner.run(
      snippet: SourceFile(name: "roto.swift", contents: "let x: Int = \"a\""))
    #expect(
      broken.failureMessage
        == "El fragmento no compila:\nroto.swift:1:14: error: cannot convert value of type 'String' to specified type 'Int'"
    )
    let crash = try await runner.run(
      snippet: SourceFile(
        name: "nil.swift", contents: "let x: Int? = nil\nprint(\"antes\")\nprint(x!)"))
    #expect(crash.failureMessage == "El fragmento terminó con la señal 4 (SIGILL).")
    #expect(crash.standardOutput == "antes\n")
    #expect(
      crash.standardError
        == "nil.swift:3: Fatal error: Unexpectedly found nil while unwrapping an Optional value")
  }

  @Test func typecheckReportsEachFileByName() async throws {
    let runner = try RunnerFixture.runner()
    let files = [
      SourceFile(name: "bien.swift", contents: "struct A { var x: Int = 1 }"),
      SourceFile(name: "mal.swift", contents: "struct B { var y: Int = \"no\" }"),
    ]
    let errors = try await runner.typecheck(files).filter { $0.severity == .error }
    #expect(
      errors.map(\.formatted)
        == ["mal.swift:1:25: error: cannot convert value of type 'String' to specified type 'Int'"])
    #expect(errors.map(\.origin) == [.learner])
  }
}
