import Checker
import Foundation
import Lessons
import Workspace

/// `tarea nueva … --curso-alumno DIR`: la copia del curso que se reparte a los alumnos, sin
/// claves en claro (ver `StudentCopy`).
struct StudentCopyOption {
  let shownAs: String
  let directory: URL
  let mode: StudentCopy.Mode

  /// La copia pedida, comprobada antes de escribir nada, o `nil` si no se pidió.
  static func check(
    _ value: String?, mode: Assignment.Mode, course: Course, context: GradingContext
  ) throws(GradingError) -> StudentCopyOption? {
    guard let value else { return nil }
    let copyMode: StudentCopy.Mode
    switch mode {
    case .tries: copyMode = .tries
    case .deferred: copyMode = .deferred
    case .practice:
      throw .invalidOptionValue(
        option: "--curso-alumno", value: "",
        expected: "va con --modo intentos o diferida (en práctica el alumno ve las respuestas)")
    }
    let directory = URL(fileURLWithPath: context.absolute(value))
    do {
      try StudentCopyWriter.checkDestination(directory, course: course)
    } catch {
      throw .invalidOptionValue(
        option: "--curso-alumno", value: "", expected: "no se puede usar: \(error.description)")
    }
    return StudentCopyOption(shownAs: value, directory: directory, mode: copyMode)
  }

  /// Escribe la copia y dice qué se escribió.
  func write(course: Course, target: String) throws(GradingError) -> String {
    let stamp = try CourseFingerprint.stamp(of: course)
    let hashed: Int
    do {
      hashed = try StudentCopyMaker.write(
        course, mode: mode, contentHash: stamp.contentHash, to: directory)
    } catch {
      throw .invalidOptionValue(
        option: "--curso-alumno", value: "", expected: "no se pudo escribir: \(error.description)")
    }
    let keys =
      mode == .tries
      ? "las claves de \(hashed) ejercicios van solo como resúmenes con sal, que el tutor "
        + "comprueba sin poder leerlas"
      : "sin claves: el tutor guarda las respuestas sin corregirlas"
    return "Copia del alumno escrita en \(shownAs): sin soluciones ni explicaciones; \(keys). "
      + "Repártela en vez del curso («leccion --curso \(shownAs) iniciar --alumno ID --tarea "
      + "\(target) DIR»)."
  }
}
