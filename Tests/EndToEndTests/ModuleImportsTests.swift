import Foundation
import Testing

/// La tabla «Estructura» del README dice, de cada módulo de `Sources/`, qué otros usa: son
/// exactamente los que importan sus archivos (sin los de la biblioteca del sistema). Un
/// módulo nuevo, o un `import` nuevo, entra en la tabla o esta prueba falla.
@Suite struct ModuleImportsTests {
  /// Lo que trae la toolchain, que la tabla no nombra.
  static let system: Set = [
    "Foundation", "FoundationEssentials", "Glibc", "Dispatch", "Synchronization", "Observation",
  ]

  /// Cada fila `Sources/X` de la tabla, con los módulos de su columna «usa».
  static func table() throws -> [String: Set<String>] {
    let readme = try String(
      contentsOf: ScriptSandbox.repository.appendingPathComponent("README.md"), encoding: .utf8)
    var table: [String: Set<String>] = [:]
    for line in readme.split(separator: "\n") {
      guard let match = line.wholeMatch(of: /\| `Sources\/(\w+)` \| .* \| ([^|]*) \|/) else {
        continue
      }
      let uses = match.output.2.split(separator: ",")
        .map { $0.trimmingCharacters(in: .whitespaces) }
        .filter { !$0.isEmpty && $0 != "—" }
      table[String(match.output.1)] = Set(uses)
    }
    return table
  }

  /// Los módulos que importa algún archivo de `Sources/module`.
  static func imports(of module: String) throws -> Set<String> {
    let folder = ScriptSandbox.repository.appendingPathComponent("Sources/" + module)
    let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
    var found: Set<String> = []
    for case let url as URL in walker?.allObjects ?? [] where url.pathExtension == "swift" {
      let text = try String(contentsOf: url, encoding: .utf8)
      for match in text.matches(
        of: /(?m)^(?:@testable |@_implementationOnly |public )?import (\w+)/)
      {
        found.insert(String(match.output.1))
      }
    }
    return found.subtracting(system).subtracting([module])
  }

  @Test func everyModuleImportsWhatTheREADMESays() throws {
    let table = try Self.table()
    let folders = try FileManager.default.contentsOfDirectory(
      atPath: ScriptSandbox.repository.appendingPathComponent("Sources").path)
    let swiftModules = try folders.filter { try !Self.imports(of: $0).isEmpty }
    #expect(Set(swiftModules).isSubset(of: Set(table.keys)), "módulos sin fila: \(swiftModules)")
    for (module, uses) in table.sorted(by: { $0.key < $1.key }) {
      #expect(try Self.imports(of: module) == uses, "\(module)")
    }
  }
}
