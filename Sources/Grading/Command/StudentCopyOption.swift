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
  func write(course full: Course, target: String, context: GradingContext) throws(GradingError)
    -> String
  {
    let stamp = try CourseFingerprint.stamp(of: full)
    // En `intentos`, la copia lleva el resumen de la salida de cada instancia de una
    // predicción con parámetros: se calcula aquí con el motor, una vez.
    var course = full
    if mode == .tries, full.exercises.contains(where: { $0.variants?.hasComputedOutput == true }) {
      let computed: VariantOutputs.Computed
      do {
        computed = VariantOutputs.computeNow(
          for: full, runner: try context.makeRunner(CodeRunnerOptions()))
      } catch {
        throw .runnerUnavailable(message: error.message)
      }
      if let problem = computed.problems.first {
        throw .invalidOptionValue(
          option: "--curso-alumno", value: "",
          expected: "no se pudo calcular la salida de una instancia: \(problem.description)")
      }
      course = full.filling(outputs: computed.outputs)
    }
    let hashed: StudentCopyMaker.Hashed
    do {
      hashed = try StudentCopyMaker.write(
        course, mode: mode, contentHash: stamp.contentHash, document: .workspace, to: directory)
    } catch {
      throw .invalidOptionValue(
        option: "--curso-alumno", value: "", expected: "no se pudo escribir: \(error.description)")
    }
    let keys =
      mode == .tries
      ? "las claves de \(hashed.exercises) ejercicios van solo como resúmenes con sal, que el "
        + "tutor comprueba sin poder leerlas"
        + (hashed.keys > hashed.exercises
          ? " (\(hashed.keys) resúmenes: los ejercicios con variantes llevan uno por instancia)"
          : "")
      : "sin claves: el tutor guarda las respuestas sin corregirlas"
    return "Copia del alumno escrita en \(shownAs): sin soluciones ni explicaciones; \(keys). "
      + "Repártela en vez del curso («leccion --curso \(shownAs) iniciar --alumno ID --tarea "
      + "\(target) DIR»)."
  }
}
