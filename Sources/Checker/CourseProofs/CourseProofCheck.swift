import Lessons
import Support

/// Las comprobaciones de `leccion validar` que necesitan el motor: todo lo que el curso
/// afirma sobre SharedCore se prueba contra SharedCore.
///
/// - cada bloque ` ```swift compila ` compila (con `import SharedCore` implícito);
/// - cada bloque ` ```swift ejecutable ` compila y termina con código 0;
/// - el fragmento de cada `prediccion` imprime exactamente su `### salida` (se señala la
///   primera línea distinta);
/// - cada declaración de un `admision` compila si su veredicto es `admitida` o `higiene`, y
///   no compila si es `rechazada` (dentro de una función, tras el `### contexto`);
/// - la solución de cada `codigo` pasa sus pruebas ocultas y su inicio no;
/// - de cada predicción con parámetros se ejecutan `VariantOutputs.validationSample`
///   instancias: cada una compila y termina (si no, sale en su línea con sus valores).
///
/// Cada problema llega como `Diagnostic` con `archivo:línea` (las líneas de un error dentro
/// de un bloque son las del archivo del curso). Es rápido: los bloques compatibles se
/// compilan juntos, los ejercicios de código van en lotes, todo corre en paralelo hasta
/// `runner.options.maxParallelJobs` procesos y todo pasa por la caché del corrector, así
/// que un segundo `validar` sin cambios no compila nada.
///
/// ```swift
/// let runner = try CodeRunner.locate()
/// let problems = await CourseValidator.validate(
///   directory, checks: [CourseProofCheck(runner: runner)])
/// ```
public struct CourseProofCheck: CourseCheck {
  /// El corrector con que se compila y se ejecuta todo.
  public var runner: CodeRunner
  /// Cuántos bloques ` ```swift compila ` van, como mucho, en una misma compilación.
  public var blocksPerCompilation: Int

  /// Crea la comprobación.
  public init(runner: CodeRunner, blocksPerCompilation: Int = 8) {
    self.runner = runner
    self.blocksPerCompilation = max(1, blocksPerCompilation)
  }

  /// Los problemas que el motor encuentra en `course`, en el orden de
  /// `CourseValidator.sorted`.
  public func diagnostics(for course: Course) async -> [Diagnostic] {
    let runner = self.runner
    let code = CodeExerciseProof(course: course)
    // Primero lo más largo (compilar, enlazar y ejecutar varias veces), para que al final
    // no quede un trabajo grande con los demás núcleos parados.
    var jobs = code.jobs(runner: runner)
    var blocking: [@Sendable () -> [Diagnostic]] = []
    for lesson in course.lessons {
      for block in lesson.codeBlocks where block.tag == .runs {
        blocking.append { RunSnippets.check(block: block, runner: runner) }
      }
      // La clave de cada versión se prueba en el motor (`EngineProvenKind`); las salidas
      // que calcula el motor se ejecutan aparte (`VariantOutputs`), una muestra por ejercicio.
      for exercise in lesson.exercises.flatMap(\.allInstances) {
        guard let proven = exercise.kind.base as? any EngineProvenKind,
          exercise.variants?.chosenInstance?.computesOutput != true
        else { continue }
        let id = exercise.id
        blocking.append { proven.engineProof(exercise: id, runner: runner) }
      }
    }
    for group in CompiledBlocks(course: course).groups(limit: blocksPerCompilation) {
      blocking.append { CompiledBlocks.check(group, runner: runner) }
    }
    jobs += blocking.map { job in { await CodeRunner.offload(job) } }
    let found = await Concurrently.map(jobs, limit: runner.options.maxParallelJobs) { await $0() }
      .flatMap { $0 }
    var sample: [String: Set<Int>] = [:]
    for exercise in course.exercises {
      guard let count = exercise.variants?.instances.count else { continue }
      sample[exercise.id] = VariantOutputs.sample(count: count)
    }
    let computed = await VariantOutputs.compute(for: course, wanted: sample, runner: runner)
    return CourseValidator.sorted(code.unreadable + found + computed.problems)
  }
}
