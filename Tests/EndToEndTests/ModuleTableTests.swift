import Foundation
import Testing

/// La tabla «Estructura» del README dice qué módulo usa cuál; esta prueba la compara con lo
/// que de verdad importan los archivos de cada `Sources/X` y con las dependencias de cada
/// objetivo en `Package.swift`. Un módulo nuevo (como `Flowchart`, que salió de `Support`) o
/// un `import` de más no pasan sin cambiar la tabla.
@Suite struct ModuleTableTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// Las carpetas de `Sources/`: los módulos del paquete.
  static func modules() throws -> Set<String> {
    let sources = root.appendingPathComponent("Sources").path
    return Set(
      try FileManager.default.contentsOfDirectory(atPath: sources).filter {
        var folder: ObjCBool = false
        return FileManager.default.fileExists(atPath: sources + "/" + $0, isDirectory: &folder)
          && folder.boolValue
      })
  }

  /// Lo que dice la tabla: cada `Sources/X` con los módulos de su columna «usa».
  static func table() throws -> [String: Set<String>] {
    let readme = try String(
      contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
    var rows: [String: Set<String>] = [:]
    for line in readme.split(separator: "\n") where line.hasPrefix("| `Sources/") {
      let cells = line.split(separator: "|", omittingEmptySubsequences: false)
        .map { $0.trimmingCharacters(in: .whitespaces) }
      guard cells.count >= 4 else { continue }
      let module = cells[1].replacingOccurrences(of: "`", with: "")
        .replacingOccurrences(of: "Sources/", with: "")
      rows[module] = Set(
        cells[3].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
          .filter { !$0.isEmpty && $0 != "—" })
    }
    return rows
  }

  /// Los módulos del paquete que importa algún archivo de `Sources/module`.
  static func imports(of module: String, among modules: Set<String>) throws -> Set<String> {
    let folder = root.appendingPathComponent("Sources/" + module)
    var found: Set<String> = []
    let files = FileManager.default.enumerator(atPath: folder.path)
    while let relative = files?.nextObject() as? String {
      guard relative.hasSuffix(".swift") else { continue }
      let text = try String(
        contentsOf: folder.appendingPathComponent(relative), encoding: .utf8)
      // Solo en la primera columna: un `import` sangrado es texto de un programa que se
      // compila (`import SharedCore` en el arnés), no de este módulo.
      for line in text.split(separator: "\n") where line.first?.isWhitespace == false {
        let words = line.split(separator: " ")
        guard let index = words.firstIndex(of: "import"), index + 1 < words.count,
          words[..<index].allSatisfy({ $0.hasPrefix("@") })
        else { continue }
        let name = String(words[index + 1])
        if modules.contains(name), name != module { found.insert(name) }
      }
    }
    return found
  }

  /// Las dependencias de cada objetivo de `Sources/` en `Package.swift`.
  static func packageDependencies() throws -> [String: Set<String>] {
    let manifest = try String(
      contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
    let target = try Regex(
      #"\.(?:target|executableTarget|systemLibrary)\(\s*name:\s*"(\w+)"(?:,\s*dependencies:\s*\[([^\]]*)\])?"#
    )
    var result: [String: Set<String>] = [:]
    for match in manifest.matches(of: target) {
      guard let name = match.output[1].substring.map(String.init) else { continue }
      let list = match.output[2].substring.map(String.init) ?? ""
      result[name] = Set(
        list.split(separator: ",").map {
          $0.trimmingCharacters(in: .whitespacesAndNewlines.union(["\""]))
        }.filter { !$0.isEmpty })
    }
    return result
  }

  @Test func theTableIsWhatTheModulesImport() throws {
    let modules = try Self.modules()
    let table = try Self.table()
    #expect(Set(table.keys) == modules)
    for module in modules.sorted() {
      let imported = try Self.imports(of: module, among: modules)
      #expect(imported == table[module], "Sources/\(module)")
    }
  }

  @Test func theTableIsWhatPackageSwiftDeclares() throws {
    let table = try Self.table()
    let declared = try Self.packageDependencies()
    #expect(Set(declared.keys) == Set(table.keys))
    for (module, uses) in table.sorted(by: { $0.key < $1.key }) {
      #expect(declared[module] == uses, "Package.swift: \(module)")
    }
  }
}
