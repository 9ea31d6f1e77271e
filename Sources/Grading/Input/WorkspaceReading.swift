import Foundation
import Workspace
import Lessons

/// Quien lee, para la corrección, la carpeta del espacio de trabajo del tutor:
/// `leccion corregir` admite carpetas de espacios de trabajo además de archivos
/// exportados, y `leccion exportar` convierte el espacio del alumno en una entrega. Las dos
/// pasan por este protocolo, así que el formato del espacio puede cambiar en un solo sitio.
///
/// ```swift
/// let reader: any WorkspaceReading = TutorWorkspaceReader()
/// if reader.isWorkspace("clase/ana") {
///   let result = reader.submission(at: "clase/ana", shownAs: "ana", course: course,
///                                  stamp: stamp, limits: .standard)
/// }
/// ```
public protocol WorkspaceReading: Sendable {
  /// Si `directory` es un espacio de trabajo (y no una carpeta de entregas).
  func isWorkspace(_ directory: String) -> Bool

  /// El espacio de trabajo de `directory` como entrega, comprobado como un archivo
  /// exportado. Leerlo nunca escribe nada (ni archivo de bloqueo ni copia de seguridad).
  ///
  /// - Parameters:
  ///   - shownAs: cómo se nombra la carpeta en los mensajes.
  ///   - stamp: el curso que se corrige; un espacio de trabajo no guarda la huella del
  ///     contenido, así que la entrega recibe esta.
  func submission(
    at directory: String, shownAs: String, course: Course, stamp: CourseStamp,
    limits: SubmissionLimits
  ) -> Result<Submission, GradingError>
}
