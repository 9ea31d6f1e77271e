import Foundation
import Lessons
import Support

/// Leer y escribir `tarea.json`, con un mensaje que nombra el campo para cada error.
///
/// ```swift
/// let assignment = try AssignmentFile.parse(data, shownAs: "tarea.json", course: course)
/// let bytes = AssignmentFile.encode(assignment)
/// ```
public enum AssignmentFile {
  /// Los campos que existen, en el orden en que se escriben.
  static let fields = [
    "format", "version", "title", "course", "mode", "penalty", "maxTries", "hintCost",
    "solutionCost", "deadline", "countLate", "seed", "shuffle", "exercises", "roster", "weights",
    "review",
  ]

  /// Lee la tarea de `path` (`shownAs` la nombra en los mensajes).
  public static func load(path: String, shownAs: String, course: Course?) throws(AssignmentProblem)
    -> Assignment
  {
    guard let data = FileManager.default.contents(atPath: path) else {
      let exists = FileManager.default.fileExists(atPath: path)
      throw AssignmentProblem(
        path: shownAs, .unreadable(exists ? "no tienes permiso o es una carpeta" : "no existe"))
    }
    return try parse(data, shownAs: shownAs, course: course)
  }

  /// Lee una tarea de sus bytes; con `course`, comprueba también sus ids.
  public static func parse(_ data: Data, shownAs path: String, course: Course?)
    throws(AssignmentProblem) -> Assignment
  {
    guard Assignment.fits(data) else {
      throw AssignmentProblem(path: path, .unreadable("ocupa más de 1 MiB"))
    }
    let value: WorkspaceJSON.Value
    do {
      value = try JSONDecoder().decode(WorkspaceJSON.Value.self, from: data)
    } catch {
      throw AssignmentProblem(path: path, .notJSON(DecodingProblem.describe(error)))
    }
    guard case .object(let object) = value, object["format"] == .string(Assignment.formatName)
    else {
      throw AssignmentProblem(path: path, .notAnAssignment)
    }
    let reader = FieldReader(path: path, object: object)
    try reader.rejectUnknownFields()
    let version = try reader.integer("version", required: true, range: 1...Int.max) ?? 1
    if version > Assignment.currentVersion {
      throw AssignmentProblem(path: path, .futureVersion(version))
    }
    guard let modeWord = try reader.string("mode", required: true) else {
      throw AssignmentProblem(path: path, field: "mode", .missingField)
    }
    guard let mode = Assignment.Mode(rawValue: TextFolding.fold(modeWord)) else {
      throw AssignmentProblem(
        path: path, field: "mode",
        .invalidValue(modeWord, expected: "escribe «practica», «intentos» o «diferida»"))
    }
    var assignment = Assignment(mode: mode)
    assignment.title = try reader.string("title")
    assignment.courseID = try reader.string("course")
    assignment.penalty = try reader.fraction("penalty") ?? assignment.penalty
    assignment.maxTries = try reader.integer("maxTries", range: 1...1000)
    assignment.hintCost = try reader.fraction("hintCost") ?? assignment.hintCost
    assignment.solutionCost = try reader.fraction("solutionCost") ?? assignment.solutionCost
    assignment.deadline = try reader.date("deadline")
    assignment.countLate = try reader.bool("countLate") ?? false
    assignment.seed = try reader.seed("seed") ?? assignment.seed
    assignment.shuffle = try reader.bool("shuffle") ?? true
    assignment.exercises = try reader.idList("exercises")
    assignment.roster = try reader.idList("roster") ?? []
    assignment.weights = try reader.weights("weights")
    assignment.review = try reader.review("review", mode: mode)
    if mode == .practice, object["maxTries"] != nil {
      throw AssignmentProblem(
        path: path, field: "maxTries",
        .conflict("solo tiene sentido con «\"mode\": \"intentos\"»"))
    }
    if let course { try check(assignment, against: course, path: path) }
    var digest = SHA256Digest()
    digest.update(data)
    assignment.fingerprint = digest.hexDigest()
    return assignment
  }

  /// Comprueba que los ids de la tarea existen en `course` y que es de ese curso.
  public static func check(_ assignment: Assignment, against course: Course, path: String)
    throws(AssignmentProblem)
  {
    if let id = assignment.courseID, id != course.id {
      throw AssignmentProblem(
        path: path, field: "course", .otherCourse(found: id, expected: course.id))
    }
    let known = course.lessons.map(\.id) + course.exercises.map(\.id)
    for (index, id) in (assignment.exercises ?? []).enumerated() where !known.contains(id) {
      if let retirement = course.retirement(of: id) {
        throw AssignmentProblem(
          path: path, field: "exercises[\(index)]", .conflict(retirement.message.dropLastDot))
      }
      throw AssignmentProblem(
        path: path, field: "exercises[\(index)]",
        .unknownID(id, suggestion: EditDistance.suggestion(for: id, among: known)))
    }
    for id in assignment.weights.keys.sorted() where !known.contains(id) {
      throw AssignmentProblem(
        path: path, field: "weights.\(id)",
        .unknownID(id, suggestion: EditDistance.suggestion(for: id, among: known)))
    }
  }

  /// El JSON de `assignment`, legible, con los campos en un orden fijo.
  public static func encode(_ assignment: Assignment) -> Data {
    var lines = [
      "  \"format\": \(quote(Assignment.formatName))",
      "  \"version\": \(Assignment.currentVersion)",
    ]
    if let title = assignment.title { lines.append("  \"title\": \(quote(title))") }
    if let course = assignment.courseID { lines.append("  \"course\": \(quote(course))") }
    lines.append("  \"mode\": \(quote(assignment.mode.rawValue))")
    if assignment.mode == .tries {
      lines.append("  \"penalty\": \(fraction(assignment.penalty))")
      if let maxTries = assignment.maxTries { lines.append("  \"maxTries\": \(maxTries)") }
    }
    lines.append("  \"hintCost\": \(fraction(assignment.hintCost))")
    lines.append("  \"solutionCost\": \(fraction(assignment.solutionCost))")
    if let deadline = assignment.deadline {
      lines.append("  \"deadline\": \(quote(Timestamp.format(deadline)))")
    }
    // También sin fecha límite: lo que se leyó se vuelve a escribir (hallazgo del fuzzing).
    if assignment.deadline != nil || assignment.countLate {
      lines.append("  \"countLate\": \(assignment.countLate)")
    }
    lines.append("  \"seed\": \(quote(assignment.seed))")
    if !assignment.shuffle { lines.append("  \"shuffle\": false") }
    if let exercises = assignment.exercises {
      lines.append("  \"exercises\": [" + exercises.map(quote).joined(separator: ", ") + "]")
    }
    if !assignment.roster.isEmpty {
      lines.append("  \"roster\": [" + assignment.roster.map(quote).joined(separator: ", ") + "]")
    }
    if !assignment.weights.isEmpty {
      let pairs = assignment.weights.keys.sorted().map {
        "\(quote($0)): \(number(assignment.weights[$0] ?? 1))"
      }
      lines.append("  \"weights\": { " + pairs.joined(separator: ", ") + " }")
    }
    let defaults = ReviewOptions(mode: assignment.mode)
    let changed = ReviewOptions.Item.allCases.filter {
      assignment.review.time(of: $0) != defaults.time(of: $0)
    }
    if !changed.isEmpty {
      let pairs = changed.map {
        "\(quote($0.rawValue)): \(quote(assignment.review.time(of: $0).rawValue))"
      }
      lines.append("  \"review\": { " + pairs.joined(separator: ", ") + " }")
    }
    return Data(("{\n" + lines.joined(separator: ",\n") + "\n}\n").utf8)
  }

  private static func quote(_ text: String) -> String {
    let data = (try? JSONEncoder().encode([text])) ?? Data("[\"\"]".utf8)
    return String(String(decoding: data, as: UTF8.self).dropFirst().dropLast())
  }

  /// Una fracción que se vuelve a leer igual: `0.25` si cabe en 4 decimales, `"1/3"` si es
  /// un tercio, un sexto… (así `1 − 3 × 1/3` vale 0 al corregir, y no 0.0001), y si no,
  /// todas sus cifras.
  static func fraction(_ value: Double) -> String {
    let short = number(value)
    if Double(short) == value { return short }
    for bottom in 2...12 {
      let top = (value * Double(bottom)).rounded()
      if top / Double(bottom) == value { return "\"\(Int(top))/\(bottom)\"" }
    }
    return "\(value)"
  }

  /// `0.3333`, `1`, `0.5`: hasta 4 decimales, sin ceros de más.
  static func number(_ value: Double) -> String {
    let scaled = Int64((value * 10_000).rounded())
    let whole = scaled / 10_000
    var fraction = String(abs(scaled % 10_000))
    if fraction == "0" { return String(whole) }
    fraction = String(repeating: "0", count: 4 - fraction.count) + fraction
    while fraction.hasSuffix("0") { fraction.removeLast() }
    return "\(whole).\(fraction)"
  }
}

extension Assignment: WorkspaceDocument {
  public static let fileName = "tarea.json"
  public static let versionField = "version"
  /// 1 MiB (lo dice el mensaje de `AssignmentFile.parse`).
  public static let byteLimit = 1 << 20

  /// Lee una tarea sin comprobarla contra un curso (`AssignmentFile.parse` con `course`).
  public static func read(_ data: Data, shownAs: String) throws(AssignmentProblem) -> Self {
    try AssignmentFile.parse(data, shownAs: shownAs, course: nil)
  }

  /// Sus bytes, con los campos en un orden fijo (`AssignmentFile.encode`).
  public func encoded() -> Data { AssignmentFile.encode(self) }
}
