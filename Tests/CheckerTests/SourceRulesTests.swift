import Foundation
import Testing

@testable import Checker

/// Las reglas del archivo de la persona (`SourceRules`) sobre el curso de verdad y sobre el
/// motor: lo que el curso escribe se admite, y la lista de nombres del motor está entera.
@Suite struct SourceRulesTests {
  static let root = RunnerFixture.packageRoot

  /// Cada `inicio.swift` y `solucion.swift` de `Content/` cumple las reglas.
  @Test func everyStarterAndSolutionOfTheCourseIsAdmitted() throws {
    let fileManager = FileManager.default
    let content = Self.root + "/Content"
    var checked = 0
    for path in fileManager.subpaths(atPath: content) ?? []
    where path.hasSuffix("/inicio.swift") || path.hasSuffix("/solucion.swift") {
      let source = try String(contentsOfFile: content + "/" + path, encoding: .utf8)
      #expect(SourceRules.violations(in: source) == [], "\(path)")
      checked += 1
    }
    #expect(checked >= 20)
  }

  /// Cada tipo público de SharedCore (salvo los `_…`) está en la lista de nombres que un
  /// ejercicio no puede declarar: los del nivel de arriba y los de un `#if` de ese nivel
  /// (sangrados dos espacios, como `DependenciesTrait`).
  @Test func theEngineNamesAreComplete() throws {
    let folder = Self.root + "/Sources/SharedCore"
    let declaration = try Regex(
      #"^public (?:final )?(?:struct|class|enum|protocol|typealias|actor) ([A-Za-z]\w*)"#)
    var names: Set<String> = []
    for path in FileManager.default.subpaths(atPath: folder) ?? [] where path.hasSuffix(".swift") {
      let source = try String(contentsOfFile: folder + "/" + path, encoding: .utf8)
      var insideTopLevelIf = false
      for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
        if line.hasPrefix("#if") { insideTopLevelIf = true }
        if line.hasPrefix("#endif") { insideTopLevelIf = false }
        let candidate = insideTopLevelIf && line.hasPrefix("  ") ? line.dropFirst(2) : line
        if let match = try declaration.prefixMatch(in: candidate),
          let name = match.output[1].substring
        {
          names.insert(String(name))
        }
      }
    }
    #expect(names.contains("DependenciesTrait"))
    #expect(names.count > 20)
    #expect(names.subtracting(SourceRuleNames.engineTypes).sorted() == [])
  }

  @Test func whatTheCourseNeedsIsAdmittedAndTheRestIsNot() {
    let admitted = """
      enum Tema: String, Codable { case claro, oscuro }
      extension SharedKey where Self == AppStorageKey<Tema>.Default {
        static var tema: Self { Self[.appStorage("tema"), default: .claro] }
      }
      struct ApiClient { var cargar: @Sendable () async throws -> Int }
      extension ApiClient: DependencyKey { static let liveValue = ApiClient { 1 } }
      extension DependencyValues { var api: ApiClient { get { self[ApiClient.self] } set { self[ApiClient.self] = newValue } } }
      enum Cache { nonisolated(unsafe) static var visto = false }
      let `unsafe` = 1
      """
    #expect(SourceRules.violations(in: admitted) == [])
    let refused = [
      "extension SharedKey { static var todo: Int { 1 } }", "typealias Texto = String",
      "extension Texto {}",
    ].joined(separator: "\n")
    #expect(
      SourceRules.violations(in: refused) == [
        SourceRules.Violation(line: 1, message: SourceRules.Messages.foreignExtension("SharedKey")),
        SourceRules.Violation(line: 3, message: SourceRules.Messages.foreignExtension("Texto")),
      ])
  }

  /// Solo se importan el motor y lo que trae el compilador: los módulos de leccion que una
  /// compilación de desarrollo deja junto al motor no son del ejercicio.
  @Test func onlyTheEngineAndTheToolchainAreImported() {
    let admitted = [
      "import Foundation", "import SharedCore", "import Observation",
      "import struct Foundation.Date", "import Synchronization",
    ].joined(separator: "\n")
    #expect(SourceRules.violations(in: admitted) == [])
    let list =
      "«Dispatch», «Foundation», «FoundationEssentials», «Glibc», «Observation», "
      + "«SharedCore», «Synchronization»"
    #expect(
      SourceRules.violations(in: "import Checker\nimport func Workspace.load\n") == [
        .init(
          line: 1,
          message: "«import Checker» no se admite en los ejercicios: solo se pueden importar "
            + list + ". Quita esa línea."),
        .init(
          line: 2,
          message: "«import Workspace» no se admite en los ejercicios: solo se pueden importar "
            + list + ". Quita esa línea."),
      ])
  }
}
