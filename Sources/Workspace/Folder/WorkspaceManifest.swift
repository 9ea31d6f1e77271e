import Foundation
import Lessons
import Support

/// `espacio.json`: lo que identifica un espacio de trabajo (de qué curso es y de quién).
///
/// ```json
/// { "format": 1, "courseID": "estado-compartido", "learnerID": "ana.garcia",
///   "created": "2026-11-30T10:00:00Z", "coursePath": "/home/ana/alumnos",
///   "courseHash": "3fa9…" }
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
  /// La huella (`Assignment.fingerprint`) de la tarea que sigue el espacio, cuya copia
  /// está en `tarea.json`; `nil` si no sigue ninguna (modo práctica).
  public var assignmentHash: String?
  /// La carpeta (absoluta) del curso con que lo creó `leccion iniciar`: el tutor abierto
  /// en el espacio sin `--curso` usa ese curso (la copia del alumno, si se inició con
  /// ella); `nil` en un espacio de antes o creado sin `iniciar`.
  public var coursePath: String?
  /// La huella del contenido de ese curso (`CourseContentHash`): con otro `--curso`, el
  /// tutor lo acepta solo si tiene este contenido (el mismo curso, movido).
  public var courseHash: String?

  /// Crea un manifiesto.
  public init(
    format: Int = WorkspaceManifest.currentFormat, courseID: String, learnerID: String? = nil,
    created: Date = Date(), assignmentHash: String? = nil, coursePath: String? = nil,
    courseHash: String? = nil
  ) {
    self.format = format
    self.courseID = courseID
    self.learnerID = learnerID
    self.created = created
    self.assignmentHash = assignmentHash
    self.coursePath = coursePath
    self.courseHash = courseHash
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
  private enum CodingKeys: String, CodingKey {
    case format, courseID, learnerID, created, assignmentHash, coursePath, courseHash
  }

  /// Lee un manifiesto; uno escrito a mano sin `created` vale (con la fecha 0).
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    format = try container.decode(Int.self, forKey: .format)
    courseID = try container.decode(String.self, forKey: .courseID)
    learnerID = try container.decodeIfPresent(String.self, forKey: .learnerID)
    created =
      try container.decodeIfPresent(Date.self, forKey: .created) ?? Date(timeIntervalSince1970: 0)
    assignmentHash = try container.decodeIfPresent(String.self, forKey: .assignmentHash)
    coursePath = try container.decodeIfPresent(String.self, forKey: .coursePath)
    courseHash = try container.decodeIfPresent(String.self, forKey: .courseHash)
  }

  /// El JSON del manifiesto, legible y estable.
  public func encoded() -> Data {
    (try? WorkspaceJSON.encoder().encode(self)) ?? Data()
  }

  /// Lee un manifiesto; el error dice en castellano qué falla.
  public static func decode(_ data: Data, path: String) throws(WorkspaceError)
    -> WorkspaceManifest
  {
    if let format = futureVersion(in: data) {
      throw .manifestFromTheFuture(path: path, format: format)
    }
    do {
      return try WorkspaceJSON.decoder().decode(WorkspaceManifest.self, from: data)
    } catch {
      throw .manifestUnreadable(path: path, detail: DecodingProblem.describe(error))
    }
  }
}

extension WorkspaceManifest: WorkspaceDocument {
  public static let fileName = "espacio.json"
  public static let versionField = "format"
  public static var currentVersion: Int { currentFormat }
  /// 64 KiB: un manifiesto real ocupa unos cientos de bytes.
  public static let byteLimit = 64 << 10

  public static func read(_ data: Data, shownAs: String) throws(WorkspaceError) -> Self {
    try decode(data, path: shownAs)
  }
}
