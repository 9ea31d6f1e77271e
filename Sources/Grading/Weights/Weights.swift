import Support
import Foundation
import Lessons
import Workspace

/// How much each exercise counts: the weight of its lesson times its own weight, both 1
/// unless the teacher's weights file (`--pesos`) says otherwise.
///
/// The file has one `id: peso` per line, where `id` is a lesson folder (`01-shared`) or
/// an exercise id (`withlock.carrera`); `#` starts a comment; decimals take a point or a
/// comma. A weight of 0 keeps the exercise in the report but makes it worth nothing.
///
/// ```
/// # Las lecciones 4 y 5 cuentan el doble; la carrera, el triple dentro de la suya.
/// 04-estado-grande: 2
/// 05-cuando-compartir: 2
/// withlock.carrera: 3
/// ```
public struct Weights: Sendable, Hashable {
  /// Weights by lesson id.
  public var lessons: [String: Double]
  /// Weights by exercise id.
  public var exercises: [String: Double]
  /// SHA-256 of the file it came from (`nil`: the default, all equal).
  public var fingerprint: String?

  /// Creates weights.
  public init(
    lessons: [String: Double] = [:], exercises: [String: Double] = [:], fingerprint: String? = nil
  ) {
    self.lessons = lessons
    self.exercises = exercises
    self.fingerprint = fingerprint
  }

  /// Every exercise worth 1 point.
  public static let equal = Weights()

  /// The points `exercise` is worth.
  public func maxPoints(for exercise: Exercise) -> Double {
    Points.round((lessons[exercise.lessonID] ?? 1) * (exercises[exercise.id] ?? 1))
  }

  /// Reads the weights file at `path` (`shownAs` names it in messages).
  public static func load(path: String, shownAs: String, course: Course) throws(GradingError)
    -> Weights
  {
    guard case .success(let data) = SafeFile.read(path, shownAs: shownAs, limit: 1 << 20),
      let text = SafeFile.text(data)
    else {
      throw .weightsUnreadable(path: shownAs)
    }
    return try parse(text, shownAs: shownAs, course: course)
  }

  /// Parses the text of a weights file against `course`.
  public static func parse(_ text: String, shownAs: String, course: Course) throws(GradingError)
    -> Weights
  {
    let lessonIDs = course.lessons.map(\.id)
    let exerciseIDs = course.exercises.map(\.id)
    var weights = Weights()
    var firstLines: [String: Int] = [:]
    for (offset, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      let lineNumber = offset + 1
      let line =
        rawLine.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        .first.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
      if line.isEmpty { continue }
      guard let colon = line.firstIndex(where: { $0 == ":" || $0 == "=" }) else {
        throw .weightsMalformedLine(path: shownAs, line: lineNumber, text: line)
      }
      let id = line[..<colon].trimmingCharacters(in: .whitespaces)
      let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
      guard !id.isEmpty, !value.isEmpty else {
        throw .weightsMalformedLine(path: shownAs, line: lineNumber, text: line)
      }
      guard let weight = parseNumber(value) else {
        throw .weightsInvalidNumber(path: shownAs, line: lineNumber, value: value)
      }
      if let first = firstLines[id] {
        throw .weightsDuplicated(path: shownAs, line: lineNumber, id: id, firstLine: first)
      }
      firstLines[id] = lineNumber
      if lessonIDs.contains(id) {
        weights.lessons[id] = weight
      } else if exerciseIDs.contains(id) {
        weights.exercises[id] = weight
      } else {
        throw .weightsUnknownID(
          path: shownAs, line: lineNumber, id: id,
          suggestion: EditDistance.suggestion(for: id, among: lessonIDs + exerciseIDs))
      }
    }
    var digest = SHA256Digest()
    digest.update(text)
    weights.fingerprint = digest.hexDigest()
    return weights
  }

  /// `3`, `1.5`, `1,5`; nothing else (no signs, exponents or words).
  private static func parseNumber(_ text: String) -> Double? {
    let normalized = text.replacingOccurrences(of: ",", with: ".")
    let parts = normalized.split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count <= 2,
      parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) })
    else { return nil }
    return Double(normalized)
  }
}

extension Weights {
  /// Los pesos del campo `weights` de una tarea, que significan lo mismo que el archivo de
  /// `--pesos` (sus ids ya los comprobó `AssignmentFile.check`).
  public static func from(_ assignment: Assignment, course: Course) -> Weights {
    let lessonIDs = Set(course.lessons.map(\.id))
    var weights = Weights()
    for (id, weight) in assignment.weights {
      if lessonIDs.contains(id) {
        weights.lessons[id] = weight
      } else {
        weights.exercises[id] = weight
      }
    }
    return weights
  }
}
