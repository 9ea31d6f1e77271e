import Foundation
import Lessons
import Support

/// La corrección que el profesor devuelve a un alumno (`corregir --devoluciones DIR`): un
/// archivo por alumno que este abre con `leccion revisar ARCHIVO`.
///
/// En una tarea diferida es lo que abre los veredictos, las explicaciones y las
/// soluciones: nunca la hora del ordenador del alumno. Lleva dentro lo que abre
/// (`rightAnswer`, `explanation`, según las opciones de revisión de la tarea): el tutor lo
/// enseña también con la copia del alumno, que no lo tiene. `revisar` la guarda en el espacio
/// (`devolucion.json`) y desde entonces el tutor muestra lo que antes callaba.
///
/// ```json
/// { "format": "leccion-devolucion", "version": 1, "student": "ana",
///   "course": { "id": "estado-compartido", "contentHash": "…" }, "assignment": "…",
///   "points": 7.5, "maxPoints": 10,
///   "exercises": [ { "id": "shared.copia", "status": "fail", "points": 0, "maxPoints": 1,
///                    "message": "La opción a («…») no es correcta. …",
///                    "rightAnswer": "- b) …", "explanation": "…" } ] }
/// ```
public struct Handback: Codable, Sendable, Equatable {
  /// El valor de `format`.
  public static let formatName = "leccion-devolucion"
  /// La versión que escribe y lee esta leccion.
  public static let currentVersion = 1

  public var format: String
  public var version: Int
  public var student: String
  public var course: CourseStamp
  /// La huella de la tarea con que se corrigió, si había una.
  public var assignment: String?
  public var points: Double
  public var maxPoints: Double
  /// Cada ejercicio corregido: el resultado del informe tal como lo ve el alumno
  /// (`ExerciseResult.handedBack`), con lo que la tarea le abre (`HandbackReveal`). En JSON,
  /// `status` es su palabra de máquina (`pass`, `partial`, `fail`, `unanswered`,
  /// `not_attempted`, `error`).
  public var exercises: [ExerciseResult]
  /// Lo que el profesor debe saber de la entrega y el alumno también (por ejemplo, que el
  /// archivo llevaba el nombre de otro alumno); ausente si no hay nada.
  public var warnings: [String]?

  /// Crea una devolución.
  public init(
    student: String, course: CourseStamp, assignment: String?, points: Double,
    maxPoints: Double, exercises: [ExerciseResult], warnings: [String]? = nil
  ) {
    self.format = Self.formatName
    self.version = Self.currentVersion
    self.student = student
    self.course = course
    self.assignment = assignment
    self.points = points
    self.maxPoints = maxPoints
    self.exercises = exercises
    self.warnings = warnings
  }

  /// Lo que la devolución dice del ejercicio `id`, si lo corrigió.
  public func entry(_ id: String) -> ExerciseResult? { exercises.first { $0.id == id } }

  /// Sus bytes, estables.
  public func encoded() -> Data {
    (try? WorkspaceJSON.encoder().encode(self)) ?? Data()
  }

  /// Lee una devolución; el error dice en castellano qué falla.
  public static func decode(_ data: Data, shownAs: String) throws(WorkspaceError) -> Handback {
    guard WorkspaceJSON.peek("format", in: data) == .string(formatName) else {
      throw .handbackUnreadable(path: shownAs, detail: "no es una devolución de leccion")
    }
    if let version = futureVersion(in: data) {
      throw .handbackUnreadable(
        path: shownAs, detail: "es de la versión \(version), más nueva que esta leccion")
    }
    do {
      return try WorkspaceJSON.decoder().decode(Handback.self, from: data)
    } catch {
      throw .handbackUnreadable(path: shownAs, detail: DecodingProblem.describe(error))
    }
  }
}

extension Workspace {
  /// `devolucion.json`: la corrección devuelta, una vez abierta con `revisar`.
  public var handbackURL: URL { url(of: Handback.self) }

  /// La corrección devuelta que guarda el espacio, si la hay y es de su alumno.
  public func handback() -> Handback? {
    guard let data = FileManager.default.contents(atPath: handbackURL.path),
      let handback = try? Handback.read(data, shownAs: Handback.fileName),
      handback.student == manifest.learnerID
    else { return nil }
    return handback
  }
}

extension Handback: WorkspaceDocument {
  public static let fileName = "devolucion.json"
  public static let versionField = "version"
  /// El de una entrega: una devolución dice algo de cada ejercicio, como ella.
  public static let byteLimit = SubmissionLimits.standard.fileBytes

  public static func read(_ data: Data, shownAs: String) throws(WorkspaceError) -> Self {
    try decode(data, shownAs: shownAs)
  }

  /// El archivo que se envía al alumno: el JSON y un salto de línea.
  public func fileContents() -> Data { encoded() + Data("\n".utf8) }
}
