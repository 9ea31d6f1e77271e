import Foundation
import Grading
import Lessons
import Workspace

/// Una clase en que cada alumno escribe algo propio: la solución de cada ejercicio de código
/// más de 1 a 3 funciones auxiliares hechas de sentencias al azar (con semilla: la misma clase
/// cada vez), que compilan: cada constante local lleva el número de su sentencia (`#`), así
/// que la misma sentencia dos veces no la declara dos veces. Las últimas `copies` entregas
/// copian los archivos de otras tantas.
enum VariedClass {
  static let statements = [
    "total += n",
    "total -= 1",
    "if total > n { total = n }",
    "for i in 0..<n { total += i }",
    "while total > 100 { total /= 2 }",
    "let doble# = total * 2\n  total = doble# - n",
    "total = max(total, n)",
    "guard n > 0 else { return total }",
    "switch total % 3 {\n  case 0: total += 1\n  default: total -= 1\n  }",
    "let lista# = [total, n]\n  total = lista#.reduce(0, +)",
    "if total.isMultiple(of: 2) { total /= 2 } else { total = total * 3 + 1 }",
    "total = n > 0 ? total % n : total",
  ]

  static func write(course: Course, count: Int, copies: Int, to folder: String) throws {
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let stamp = try CourseFingerprint.stamp(of: course)
    var generator = SeededGenerator(seed: 14)
    var codes: [[String: CodeEntry]] = []
    for index in 0..<count {
      let student = String(format: "alumno-%03d", index + 1)
      if index >= count - copies, index - (count - copies) < codes.count {
        // Copia a alumno-001, alumno-002…
        let original = codes[index - (count - copies)]
        codes.append(
          original.mapValues { CodeEntry(file: $0.file, contents: "// mío\n" + $0.contents) })
      } else {
        var code: [String: CodeEntry] = [:]
        for exercise in course.exercises {
          guard let exerciseCode = exercise.kind.compiled else { continue }
          var text = try String(contentsOf: exerciseCode.files.solution, encoding: .utf8)
          for helper in 0..<Int.random(in: 1...3, using: &generator) {
            text += "\n" + function("apoyo\(helper)", using: &generator)
          }
          code[exercise.id] = CodeEntry(file: "\(exercise.id).swift", contents: text)
        }
        codes.append(code)
      }
      let submission = Submission(
        student: student, course: stamp, exportedAt: Date(timeIntervalSince1970: 1_800_000_000),
        code: codes[index])
      try submission.encoded().write(to: URL(fileURLWithPath: "\(folder)/\(student).json"))
    }
  }

  static func function(_ name: String, using generator: inout SeededGenerator) -> String {
    let body = (0..<Int.random(in: 3...8, using: &generator)).map { number in
      "  "
        + (statements.randomElement(using: &generator) ?? "").replacingOccurrences(
          of: "#", with: "\(number)")
    }
    return "func \(name)(_ n: Int) -> Int {\n  var total = 0\n" + body.joined(separator: "\n")
      + "\n  return total\n}\n"
  }
}
