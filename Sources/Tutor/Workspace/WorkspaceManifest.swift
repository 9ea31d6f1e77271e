import Foundation
import Lessons

/// `espacio.json`: lo que identifica un espacio de trabajo (de qué curso es y de quién).
///
/// ```json
/// { "format": 1, "courseID": "estado-compartido", "learnerID": "ana.garcia",
///   "created": "2026-11-30T10:00:00Z" }
/// ```
public struct WorkspaceManifest: Codable, Equatable, Sendable {
  /// El formato que escribe esta versión de `leccion`.
  public static let currentFormat = 1

  /// La versión del formato del archivo.
  public var format: Int
  /// El id del curso (`indice.txt`).
  public var courseID: String
  /// El alumno (`leccion iniciar --alumno`), para las entregas.
  public var learnerID: String?
  /// Cuándo se creó.
  public var created: Date

  /// Crea un manifiesto.
  public init(
    format: Int = WorkspaceManifest.currentFormat, courseID: String, learnerID: String? = nil,
    created: Date = Date()
  ) {
    self.format = format
    self.courseID = courseID
    self.learnerID = learnerID
    self.created = created
  }

  /// Si `id` vale como id de alumno: letras, cifras, `.`, `-`, `_` y `@`, sin espacios.
  public static func isValidLearnerID(_ id: String) -> Bool {
    !id.isEmpty && id.count <= 100
      && id.unicodeScalars.allSatisfy {
        CharacterSet.alphanumerics.contains($0) || ".-_@".unicodeScalars.contains($0)
      }
  }
}

extension WorkspaceManifest {
  /// El JSON del manifiesto, legible y estable.
  func encoded() -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    encoder.dateEncodingStrategy = .iso8601
    return (try? encoder.encode(self)) ?? Data()
  }

  /// Lee un manifiesto; el error dice en castellano qué falla.
  static func decode(_ data: Data, path: String) throws(TutorError) -> WorkspaceManifest {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .iso8601
    struct FormatOnly: Decodable { var format: Int }
    if let peek = try? decoder.decode(FormatOnly.self, from: data), peek.format > currentFormat {
      throw .workspaceManifestFromTheFuture(path: path, format: peek.format)
    }
    do {
      return try decoder.decode(WorkspaceManifest.self, from: data)
    } catch {
      throw .workspaceManifestUnreadable(path: path, detail: DecodingProblem.describe(error))
    }
  }
}
