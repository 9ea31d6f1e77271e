import Dispatch
import Synchronization
import Lessons
import Support

/// La salida de cada instancia de una predicción con parámetros, calculada ejecutando su
/// fragmento en el motor: nunca sale del archivo ni de una entrega.
///
/// Cada instancia es un programa propio (`CodeRunner.runNow(snippet:)`, con su caché), así
/// que una clase entera cuesta una compilación por instancia distinta que aparezca en ella,
/// no una por alumno; un segundo cálculo sin cambios no compila nada.
///
/// ```swift
/// let computed = await VariantOutputs.compute(for: course, runner: runner)
/// let complete = course.filling(outputs: computed.outputs)
/// ```
public enum VariantOutputs {
  /// Cuántas instancias de cada predicción con parámetros ejecuta `validar`: la primera, la
  /// última y las que caen a intervalos iguales entre ellas.
  public static let validationSample = 4

  /// Lo calculado: la salida de cada instancia (por id de ejercicio y de instancia) y los
  /// problemas de las que no compilan o no terminan bien, en la línea del fragmento.
  public struct Computed: Sendable {
    public var outputs: [String: [String: String]] = [:]
    public var problems: [Diagnostic] = []
    /// Cuántos fragmentos se ejecutaron (los que contestó la caché, también).
    public var runs = 0

    /// Nada calculado.
    public init(
      outputs: [String: [String: String]] = [:], problems: [Diagnostic] = [], runs: Int = 0
    ) {
      self.outputs = outputs
      self.problems = problems
      self.runs = runs
    }
  }

  /// Ejecuta las instancias pedidas de cada predicción con parámetros de `course`:
  /// `wanted[id]` son sus índices (todas si `wanted` es `nil`, ninguna del ejercicio que no
  /// aparece).
  public static func compute(
    for course: Course, wanted: [String: Set<Int>]? = nil, runner: CodeRunner
  ) async -> Computed {
    let tasks = self.tasks(in: course, wanted: wanted)
    let box = OutputBox()
    let jobs: [@Sendable () async -> [Diagnostic]] = tasks.enumerated().map { slot, task in
      {
        await CodeRunner.offload {
          let (output, problems) = run(
            task.model, exercise: task.exercise, instance: task.instance, runner: runner)
          if let output { box.store(slot, output) }
          return problems
        }
      }
    }
    var computed = Computed()
    computed.problems = await Concurrently.map(jobs, limit: runner.options.maxParallelJobs) {
      await $0()
    }.flatMap { $0 }
    computed.runs = tasks.count
    for (slot, output) in box.all() {
      computed.outputs[tasks[slot].exercise, default: [:]][tasks[slot].instance] = output
    }
    return computed
  }

  /// Como `compute`, sin esperar (bloquea; para `tarea nueva`, que escribe la copia del
  /// alumno con la salida de cada instancia).
  public static func computeNow(
    for course: Course, wanted: [String: Set<Int>]? = nil, runner: CodeRunner
  ) -> Computed {
    let tasks = self.tasks(in: course, wanted: wanted)
    let results = Mutex<[Int: (String?, [Diagnostic])]>([:])
    DispatchQueue.concurrentPerform(iterations: tasks.count) { slot in
      let task = tasks[slot]
      let result = run(
        task.model, exercise: task.exercise, instance: task.instance, runner: runner)
      results.withLock { $0[slot] = result }
    }
    var computed = Computed()
    computed.runs = tasks.count
    for (slot, (output, problems)) in results.withLock({ $0 }).sorted(by: { $0.key < $1.key }) {
      computed.problems += problems
      if let output {
        computed.outputs[tasks[slot].exercise, default: [:]][tasks[slot].instance] = output
      }
    }
    return computed
  }

  /// Una instancia que hay que ejecutar.
  struct Pending: Sendable {
    var exercise: String
    var instance: String
    /// El modelo de la instancia: su fragmento y cómo su salida sale de lo que imprime.
    var model: any SnippetOutputKind
  }

  /// Las instancias pedidas, en el orden del curso.
  static func tasks(in course: Course, wanted: [String: Set<Int>]?) -> [Pending] {
    var tasks: [Pending] = []
    for exercise in course.exercises {
      guard let variants = exercise.variants else { continue }
      for index in variants.instances.indices {
        let instance = variants.instances[index]
        guard instance.computesOutput, let keyed = instance.kind.snippetOutput else {
          continue
        }
        if let wanted, wanted[exercise.id]?.contains(index) != true { continue }
        tasks.append(
          Pending(
            exercise: exercise.id, instance: variants.instanceID(index), model: keyed))
      }
    }
    return tasks
  }

  /// Los índices que `validar` ejecuta de un ejercicio de `count` instancias.
  public static func sample(count: Int) -> Set<Int> {
    guard count > validationSample else { return Set(0..<count) }
    let steps = validationSample - 1
    return Set((0...steps).map { $0 * (count - 1) / steps })
  }

  /// Ejecuta el fragmento de `model` y da su salida esperada, o los problemas con su lugar.
  static func run(
    _ model: any SnippetOutputKind, exercise: String, instance: String, runner: CodeRunner
  ) -> (String?, [Diagnostic]) {
    let (printed, problems) = RunSnippets.predictionOutput(
      model.code, label: "\(exercise)» con «\(instance)", runner: runner)
    guard let printed else { return (nil, problems) }
    return (model.output(fromPrinted: printed), [])
  }
}

/// Las salidas que van dejando los trabajos en paralelo.
private final class OutputBox: Sendable {
  private let storage = Mutex<[Int: String]>([:])

  func store(_ slot: Int, _ output: String) { storage.withLock { $0[slot] = output } }
  func all() -> [(Int, String)] { storage.withLock { $0.sorted { $0.key < $1.key } } }
}
