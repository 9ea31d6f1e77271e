import Foundation
import Support
import Testing

/// La versión de `leccion` está en un solo sitio, `Support/LeccionVersion.swift`: ni el
/// código ni los guiones llevan otra copia que pueda quedarse atrás al cambiarla, y los
/// ejemplos de entrega de la documentación dicen la misma.
@Suite struct VersionTests {
  static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// Los archivos de `folder` (recorrido entero) cuyo nombre acaba en alguno de `suffixes`.
  static func files(in folder: String, endingIn suffixes: [String]) -> [URL] {
    let root = repository.appendingPathComponent(folder)
    let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
    return (walker?.allObjects as? [URL] ?? []).filter { url in
      suffixes.contains { url.lastPathComponent.hasSuffix($0) }
    }
  }

  @Test func noOtherVersionLiteralInSourcesOrScripts() throws {
    let literal = /["']\d+\.\d+\.\d+["']/
    let candidates =
      Self.files(in: "Sources", endingIn: [".swift"]) + Self.files(in: "scripts", endingIn: [""])
    #expect(candidates.count > 10)
    var found: [String] = []
    for url in candidates where url.lastPathComponent != "LeccionVersion.swift" {
      guard let text = try? String(contentsOf: url, encoding: .utf8) else { continue }
      for match in text.matches(of: literal) {
        found.append("\(url.lastPathComponent): \(match.output)")
      }
    }
    #expect(found == [], "otra versión fuera de Support/LeccionVersion.swift")
    #expect(LeccionVersion.current.wholeMatch(of: /\d+\.\d+\.\d+/) != nil)
  }

  @Test func documentedHandInsCarryTheCurrentVersion() throws {
    let field = /"leccionVersion": "([^"]*)"/
    var versions: [String] = []
    for url in Self.files(in: "Sources", endingIn: [".md"]) {
      let text = try String(contentsOf: url, encoding: .utf8)
      versions += text.matches(of: field).map { String($0.output.1) }
    }
    #expect(!versions.isEmpty)
    #expect(versions.allSatisfy { $0 == LeccionVersion.current }, "\(versions)")
  }
}
