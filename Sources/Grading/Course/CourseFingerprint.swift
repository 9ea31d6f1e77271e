import Support
import Workspace
import Foundation
import Lessons

/// La huella del contenido de un curso: SHA-256 sobre `indice.txt` y cada archivo de cada
/// carpeta de lección que nombra (ruta relativa y bytes, por orden de ruta; sin los
/// archivos ocultos). Cualquier cambio en una lección, un ejercicio, una solución o una
/// prueba oculta la cambia; el `README.md` del curso no cuenta.
///
/// ```swift
/// let stamp = try CourseFingerprint.stamp(of: course)
/// stamp.contentHash  // "3fa9…" (64 cifras hexadecimales)
/// ```
public enum CourseFingerprint {
  /// El id y la huella del contenido de `course` (leídos de `course.directory`). La de una
  /// copia del alumno (`Course.studentCopy`) es la del curso completo, que la copia guarda,
  /// para que `corregir` con el curso completo acepte sus entregas.
  public static func stamp(of course: Course) throws(GradingError) -> CourseStamp {
    if let hash = course.studentCopy?.contentHash {
      return CourseStamp(id: course.id, contentHash: hash)
    }
    return CourseStamp(id: course.id, contentHash: try hash(of: course))
  }

  /// La huella del contenido de `course` (`CourseContentHash`).
  public static func hash(of course: Course) throws(GradingError) -> String {
    do {
      return try CourseContentHash.of(course)
    } catch {
      throw .courseFileUnreadable(path: error.path)
    }
  }
}
