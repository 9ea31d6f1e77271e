import Checker
import Lessons
import Workspace

/// Todo aquello contra lo que se corrige; es lo mismo en cada máquina que corrige una
/// parte de la clase.
public struct GradingSetup: Sendable {
  /// El curso.
  public var course: Course
  /// Su id y la huella de su contenido.
  public var stamp: CourseStamp
  /// Lo que vale cada ejercicio.
  public var weights: Weights
  /// La tarea del profesor: qué cuenta y cómo puntúa cada intento (`.practice` sin tarea).
  public var assignment: Assignment
  /// Si se corrige con una tarea (`--tarea`); si no, el informe no la nombra.
  public var hasAssignment: Bool
  /// Las pruebas de más del profesor.
  public var hiddenTests: HiddenTests
  /// Los límites de tamaño de las entregas.
  public var limits: SubmissionLimits
  /// El límite de tiempo de reloj de cada programa de código, en segundos (queda en el
  /// informe).
  public var timeLimitSeconds: Double

  /// Los ejercicios que cuentan, en el orden del curso.
  public var countedExercises: [Exercise] {
    course.exercises.filter(assignment.counts)
  }

  /// Crea la preparación de una corrección.
  public init(
    course: Course, stamp: CourseStamp, weights: Weights = .equal,
    assignment: Assignment? = nil, hiddenTests: HiddenTests = .none,
    limits: SubmissionLimits = .standard,
    timeLimitSeconds: Double = SandboxLimits.standard.wallClockSeconds
  ) {
    self.course = course
    self.stamp = stamp
    self.weights = weights
    self.assignment = assignment ?? .practice
    self.hasAssignment = assignment != nil
    self.hiddenTests = hiddenTests
    self.limits = limits
    self.timeLimitSeconds = timeLimitSeconds
  }
}
