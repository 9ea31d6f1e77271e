import Foundation
import Support

/// Lee `indice.txt`: el id y el título del curso y las carpetas de las lecciones en orden.
struct IndexParser {
  struct Result {
    var id: String = ""
    var title: String = ""
    /// Cada carpeta con la línea del índice que la nombra.
    var folders: [(name: String, line: Int)] = []
  }

  static let keys = ["id", "titulo"]

  /// Interpreta `text`; comprueba que cada carpeta exista en `directory`.
  static func parse(
    _ text: String, directory: URL, log: inout DiagnosticCollector
  ) -> Result {
    var result = Result()
    var keyLines: [String: Int] = [:]
    var folderLines: [String: Int] = [:]
    var lineNumber = 0
    for raw in text.lines {
      lineNumber += 1
      let line = String(raw).trimmingSpaces()
      if line.isEmpty || line.startsWith("#") { continue }
      if let colon = line.firstIndex(of: ":"), line[..<colon].allSatisfy(\.isLetter) {
        let key = TextFolding.fold(String(line[..<colon]))
        let value = String(line[line.index(after: colon)...]).trimmingSpaces()
        guard keys.contains(key) else {
          let suggestion = EditDistance.suggestion(for: key, among: keys)
          log.report(.unknownIndexKey(key, suggestion: suggestion), line: lineNumber)
          continue
        }
        if !result.folders.isEmpty {
          log.report(.indexKeyAfterLessons(key), line: lineNumber)
        }
        if let first = keyLines[key] {
          log.report(.duplicatedIndexKey(key, firstLine: first), line: lineNumber)
          continue
        }
        keyLines[key] = lineNumber
        if value.isEmpty {
          log.report(.emptyField(key), line: lineNumber)
        } else if key == "id" {
          if !Identifiers.isName(value) { log.report(.malformedCourseID(value), line: lineNumber) }
          result.id = value
        } else {
          result.title = value
        }
        continue
      }
      if let first = folderLines[line] {
        log.report(.duplicatedLessonFolder(line, firstLine: first), line: lineNumber)
        continue
      }
      folderLines[line] = lineNumber
      var isDirectory: ObjCBool = false
      let url = directory.appendingPathComponent(line)
      guard Identifiers.isFolder(line),
        FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory),
        isDirectory.boolValue
      else {
        log.report(.missingLessonFolder(line), line: lineNumber)
        continue
      }
      result.folders.append((line, lineNumber))
    }
    for key in keys where keyLines[key] == nil {
      log.report(.missingIndexKey(key), line: 1)
    }
    if folderLines.isEmpty { log.report(.noLessons, line: max(1, lineNumber)) }
    return result
  }
}
