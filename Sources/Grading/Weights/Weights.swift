import Support
import Foundation
import Lessons
import Workspace

/// Cuánto cuenta cada ejercicio: el peso de su lección por su propio peso, los dos 1 salvo
/// que el archivo de pesos del profesor (`--pesos`) diga otra cosa.
///
/// El archivo tiene un `id: peso` por línea, donde `id` es una carpeta de lección
/// (`01-shared`) o un id de ejercicio (`withlock.carrera`); `#` empieza un comentario; los
/// decimales admiten punto o coma. Un peso de 0 deja el ejercicio en el informe, pero sin
/// valor.
///
/// ```
/// # Las lecciones 4 y 5 cuentan el doble; la carrera, el triple dentro de la suya.
/// 04-estado-grande: 2
/// 05-cuando-compartir: 2
/// withlock.carrera: 3
/// ```
public struct Weights: Sendable, Hashable {
  /// Los pesos por id de lección.
  public var lessons: [String: Double]
  /// Los pesos por id de ejercicio.
  public var exercises: [String: Double]
  /// SHA-256 del archivo del que salieron (`nil`: los de por defecto, todos iguales).
  public var fingerprint: String?

  /// Crea unos pesos.
  public init(
    lessons: [String: Double] = [:], exercises: [String: Double] = [:], fingerprint: String? = nil
  ) {
    self.lessons = lessons
    self.exercises = exercises
    self.fingerprint = fingerprint
  }

  /// Cada ejercicio vale 1 punto.
  public static let equal = Weights()

  /// Los puntos que vale `exercise`.
  public func maxPoints(for exercise: Exercise) -> Double {
    Points.round((lessons[exercise.lessonID] ?? 1) * (exercises[exercise.id] ?? 1))
  }

  /// Lee el archivo de pesos de `path` (`shownAs` lo nombra en los mensajes).
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

  /// Interpreta el texto de un archivo de pesos contra `course`.
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

  /// `3`, `1.5`, `1,5`; nada más (sin signos, exponentes ni palabras).
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
