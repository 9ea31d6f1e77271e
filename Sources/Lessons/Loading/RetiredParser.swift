import Foundation

/// Lee `retirados.txt`: los ids de ejercicios que ya no están en el curso y, si lo hay, el
/// que los sustituye. Una línea por id: `viejo → nuevo` (o `->`), o `viejo` solo; `#`
/// empieza un comentario.
///
/// ```
/// # Cambió de sentido: ahora pide el orden fijo de los cerrojos.
/// withlock.abrazo → withlock.orden-fijo
/// ```
enum RetiredParser {
  static let fileName = "retirados.txt"

  static func parse(_ text: String, log: inout DiagnosticCollector) -> [String: String?] {
    var retired: [String: String?] = [:]
    var lines: [String: Int] = [:]
    var number = 0
    for raw in text.lines {
      number += 1
      let line =
        String(raw).split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first
        .map { String($0).trimmingSpaces() } ?? ""
      if line.isEmpty { continue }
      let arrow = line.range(of: "→") ?? line.range(of: "->")
      let old = String(arrow.map { line[..<$0.lowerBound] } ?? Substring(line)).trimmingSpaces()
      let new = arrow.map { String(line[$0.upperBound...]).trimmingSpaces() }
      guard Identifiers.isExerciseID(old), new.map(Identifiers.isExerciseID) ?? true else {
        log.report(.malformedRetiredLine(line), line: number)
        continue
      }
      if let first = lines[old] {
        log.report(.duplicatedRetiredID(old, firstLine: first), line: number)
        continue
      }
      lines[old] = number
      retired[old] = .some(new)
    }
    return retired
  }
}
