import Foundation
import Testing

@testable import Checker

/// Ataques desde dentro del propio proceso, escritos como los escribiría quien quiere
/// aprobar sin resolver: el inicio sin tocar de `shared.afirmar` (que no pasa) más el
/// ataque, corregido con sus pruebas de verdad. Ninguno puede acabar en `pass`: o se
/// rechaza antes de compilar, con su línea y su porqué, o las pruebas fallan.
@Suite("Corrector de código: ataques desde el proceso")
struct RunnerInProcessAttackTests {
  static let folder = RunnerFixture.packageRoot + "/Content/01-shared/codigo/afirmar/"

  static func exercise(_ name: String) throws -> String {
    try String(contentsOfFile: folder + name, encoding: .utf8)
  }

  /// El inicio con `attack` al final; `line(k)` es la línea `k` del ataque.
  struct Attack {
    var starter: String
    var code: String
    var learner: String { starter + "\n" + code }
    func line(_ number: Int) -> Int { starter.filter { $0 == "\n" }.count + 1 + number }
  }

  static func attack(_ code: String) throws -> Attack {
    Attack(starter: try exercise("inicio.swift"), code: code)
  }

  static func check(
    _ learner: String, support: SandboxSupport = .detected
  ) async throws -> CodeVerdict {
    let runner = try RunnerFixture.runner(cache: false, support: support)
    let submission = CodeSubmission(
      exerciseID: "shared.afirmar",
      learnerFile: SourceFile(name: "Ejercicio.swift", contents: learner),
      tests: SourceFile(name: "pruebas.swift", contents: try exercise("pruebas.swift")))
    return await runner.check(submission)
  }

  /// Los errores del veredicto, como `Ejercicio.swift:N: error: …`.
  static func errors(_ verdict: CodeVerdict) -> [String] {
    verdict.diagnostics.filter { $0.severity == .error }.map(\.formatted)
  }

  static func refusal(_ line: Int, _ message: String) -> String {
    "Ejercicio.swift:\(line): error: " + message
  }

  // MARK: - Los de control

  @Test func theHonestSolutionPassesAndTheStarterFails() async throws {
    let solution = try await Self.check(try Self.exercise("solucion.swift"))
    #expect(solution.outcome == .passed, "\(solution.message)")
    let starter = try await Self.check(try Self.exercise("inicio.swift"))
    #expect(starter.outcome == .testsFailed, "\(starter.message)")
  }

  // MARK: - (a) y (g): símbolos de C y atributos de enlace

  @Test func aCdeclWriteThatDropsTheReportIsRefused() async throws {
    let attack = try Self.attack(
      """
      import Glibc
      typealias Escribir = @convention(c) (Int32, UnsafeRawPointer?, Int) -> Int
      @_cdecl("write")
      func interceptar(_ fd: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
        if fd == 3 { return count }
        let real = unsafeBitCast(dlsym(UnsafeMutableRawPointer(bitPattern: -1), "write"), to: Escribir.self)
        return real(fd, buffer, count)
      }
      """)
    let verdict = try await Self.check(attack.learner)
    #expect(verdict.outcome == .compileFailed)
    #expect(
      Self.errors(verdict) == [
        Self.refusal(attack.line(2), SourceRules.Messages.attribute("convention")),
        Self.refusal(attack.line(3), SourceRules.Messages.attribute("_cdecl")),
      ])
  }

  @Test(arguments: [
    ("@_silgen_name(\"write\") func escribir(_ fd: Int32) -> Int { 0 }", "_silgen_name"),
    ("@c func escribir(_ fd: Int32) -> Int32 { fd }", "c"),
    ("@_section(\".init_array\") let arranque: Int = 1", "_section"),
    ("@_used let usado = 1", "_used"),
    ("@export(implementation) func exportada() {}", "export"),
    ("@_dynamicReplacement(for: comprobar) func sustituta() {}", "_dynamicReplacement"),
    (
      "struct Propio: Equatable { @_implements(Equatable, ==(_:_:)) "
        + "static func igual(a: Propio, b: Propio) -> Bool { true } }",
      "_implements"
    ),
  ])
  func linkageAttributesAreRefused(code: String, attribute: String) async throws {
    let attack = try Self.attack(code)
    let verdict = try await Self.check(attack.learner)
    #expect(verdict.outcome == .compileFailed)
    #expect(
      Self.errors(verdict).first
        == Self.refusal(attack.line(1), SourceRules.Messages.attribute(attribute)))
  }

  // MARK: - (b), (c) y (d): operadores, igualdades que mienten y miembros que tapan

  @Test func operatorsOfStandardTypesAreRefused() async throws {
    let attack = try Self.attack(
      """
      extension String { static func == (l: String, r: String) -> Bool { true } }
      extension Int { static func == (l: Int, r: Int) -> Bool { true } }
      extension Bool { static func == (l: Bool, r: Bool) -> Bool { true } }
      """)
    let verdict = try await Self.check(attack.learner)
    #expect(verdict.outcome == .compileFailed)
    var expected: [String] = []
    for (number, type) in [(1, "String"), (2, "Int"), (3, "Bool")] {
      expected += [
        Self.refusal(attack.line(number), SourceRules.Messages.foreignExtension(type)),
        Self.refusal(attack.line(number), SourceRules.Messages.operator("func ==")),
      ]
    }
    #expect(Self.errors(verdict) == expected)
  }

  @Test func aTypeThatLiesAboutItsEqualityIsRefused() async throws {
    let attack = try Self.attack(
      """
      extension Perfil.State {
        static func == (l: Perfil.State, r: Perfil.State) -> Bool { true }
      }
      infix operator ≈≈
      """)
    let verdict = try await Self.check(attack.learner)
    #expect(
      Self.errors(verdict) == [
        Self.refusal(attack.line(2), SourceRules.Messages.operator("func ==")),
        Self.refusal(attack.line(4), SourceRules.Messages.operator("operator")),
      ])
  }

  @Test func membersThatShadowTheLibraryAreRefused() async throws {
    let attack = try Self.attack(
      """
      extension Collection { var isEmpty: Bool { true } }
      extension Array { func contains(_ x: Element) -> Bool { true } }
      extension Shared { var wrappedValue: Usuario { Usuario(nombre: "Grace", creditos: 30) } }
      """)
    let verdict = try await Self.check(attack.learner)
    #expect(
      Self.errors(verdict) == [
        Self.refusal(attack.line(1), SourceRules.Messages.foreignExtension("Collection")),
        Self.refusal(attack.line(2), SourceRules.Messages.foreignExtension("Array")),
        Self.refusal(attack.line(3), SourceRules.Messages.foreignExtension("Shared")),
      ])
  }

  /// Un `String` propio, anidado en `Usuario`, que siempre es igual: `nombre == "Grace"`
  /// de las pruebas usaría el suyo.
  @Test func aTypeNamedLikeTheLibraryIsRefusedAtAnyDepth() async throws {
    let starter = try Self.exercise("inicio.swift")
    let lines = starter.split(separator: "\n", omittingEmptySubsequences: false)
    let credits = try #require(lines.firstIndex(of: "  var creditos = 0")) + 1
    let nested = [
      "  var creditos = 0",
      "  struct String: Equatable, Sendable, ExpressibleByStringLiteral {",
      "    init(stringLiteral: Swift.String) {}",
      "  }",
    ].joined(separator: "\n")
    let learner = starter.replacingOccurrences(of: "  var creditos = 0", with: nested)
    let verdict = try await Self.check(learner)
    #expect(verdict.outcome == .compileFailed)
    #expect(
      Self.errors(verdict) == [
        Self.refusal(credits + 1, SourceRules.Messages.libraryName("String"))
      ])
  }

  @Test func silencingTheEngineIsRefused() async throws {
    let attack = try Self.attack(
      "let silencio = IssueReporter { _ in }\n#sourceLocation(file: \"@0.1/pruebas.swift\", line: 1)"
    )
    let verdict = try await Self.check(attack.learner)
    #expect(
      Self.errors(verdict) == [
        Self.refusal(attack.line(1), SourceRules.Messages.forbiddenIdentifier("IssueReporter")),
        Self.refusal(attack.line(2), SourceRules.Messages.directive("sourceLocation")),
      ])
  }

  // MARK: - (e) memoria sin comprobar

  @Test func rawMemoryIsACompileError() async throws {
    let attack = try Self.attack(
      """
      func parchear() {
        let codigo = UnsafeMutableRawPointer(bitPattern: 0x40_0000)
        codigo?.storeBytes(of: 0xC3, as: UInt8.self)
        let entero = unsafeBitCast(1.5, to: Int.self)
        var informe = [UInt8](repeating: 0, count: 8)
        informe.withUnsafeMutableBytes { _ in }
        _ = entero
      }
      """)
    let verdict = try await Self.check(attack.learner)
    #expect(verdict.outcome == .compileFailed)
    let unsafe = SourceRules.Messages.unsafeMemory
    #expect(
      Self.errors(verdict) == [2, 3, 4, 6].map { Self.refusal(attack.line($0), unsafe) })
  }

  @Test func theUnsafeKeywordIsRefused() async throws {
    let attack = try Self.attack(
      """
      @unsafe func leer() -> Int { unsafe UnsafeMutablePointer<Int>(bitPattern: 8)?.pointee ?? 0 }
      enum Recuerdo { nonisolated(unsafe) static var visto = false }
      """)
    let verdict = try await Self.check(attack.learner)
    #expect(
      Self.errors(verdict) == [
        Self.refusal(attack.line(1), SourceRules.Messages.attribute("unsafe")),
        Self.refusal(attack.line(1), SourceRules.Messages.unsafeKeyword),
      ])
  }
}
