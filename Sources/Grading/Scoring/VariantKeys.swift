import Checker
import Lessons

/// Quien calcula la salida de las instancias de las predicciones con parámetros: el motor
/// (`RunnerVariantKeys`) o, en las pruebas, un sustituto.
public protocol VariantKeyComputing: Sendable {
  /// La salida de cada instancia pedida (`wanted[id]`: sus índices).
  func outputs(for course: Course, wanted: [String: Set<Int>]) async -> VariantOutputs.Computed
}

/// Las salidas calculadas ejecutando cada instancia en el motor (`VariantOutputs`).
public struct RunnerVariantKeys: VariantKeyComputing {
  /// El corrector con que se ejecutan los fragmentos.
  public var runner: CodeRunner

  /// Crea el cálculo con `runner`.
  public init(runner: CodeRunner) {
    self.runner = runner
  }

  public func outputs(
    for course: Course, wanted: [String: Set<Int>]
  ) async -> VariantOutputs.Computed {
    await VariantOutputs.compute(for: course, wanted: wanted, runner: runner)
  }
}

/// Las claves de las variantes de una clase: cada instancia que le tocó a alguien se calcula
/// una vez, antes de corregir a nadie, y nunca sale de una entrega.
enum VariantKeys {
  struct Keyed {
    /// El curso completo con las salidas calculadas.
    var course: Course
    /// Lo que el informe dice de lo que no se pudo calcular.
    var notes: [String] = []
    /// Por ejercicio y por instancia, por qué no hay clave (se corrige como error de la
    /// corrección, nunca contra una salida vacía).
    var failed: [String: [String: String]] = [:]
    /// Cuántas instancias se calcularon.
    var computed = 0
    /// Las salidas calculadas, por ejercicio y por instancia.
    var outputs: [String: [String: String]] = [:]
  }

  /// Las instancias de `students` cuya salida hay que calcular, por ejercicio.
  static func wanted(
    in course: Course, students: [String], draw: VariantDraw
  ) -> [String: Set<Int>] {
    var wanted: [String: Set<Int>] = [:]
    for exercise in course.exercises {
      guard let variants = exercise.variants,
        variants.instances.contains(where: \.computesOutput)
      else { continue }
      for student in Set(students) {
        let index = draw.index(
          count: variants.instances.count, student: student, exercise: exercise.id)
        if variants.instances[index].computesOutput {
          wanted[exercise.id, default: []].insert(index)
        }
      }
    }
    return wanted
  }

  static func fill(
    _ course: Course, students: [String], draw: VariantDraw,
    computing: (any VariantKeyComputing)?
  ) async -> Keyed {
    let wanted = wanted(in: course, students: students, draw: draw)
    guard !wanted.isEmpty else { return Keyed(course: course) }
    var computed = VariantOutputs.Computed()
    if let computing { computed = await computing.outputs(for: course, wanted: wanted) }
    var keyed = Keyed(course: course.filling(outputs: computed.outputs))
    keyed.computed = computed.runs
    keyed.outputs = computed.outputs
    keyed.notes = computed.problems.map { "Variantes: \($0.description)" }
    for (id, indices) in wanted {
      guard let variants = course.exercise(id)?.variants else { continue }
      for index in indices {
        let instance = variants.instanceID(index)
        guard computed.outputs[id]?[instance] == nil else { continue }
        keyed.failed[id, default: [:]][instance] =
          computing == nil
          ? "No se pudo calcular la salida de esta instancia («\(instance)»): no hay motor con "
            + "que ejecutarla."
          : "No se pudo calcular la salida de esta instancia («\(instance)»): su fragmento no "
            + "compila o no termina («leccion validar» dice dónde)."
      }
    }
    return keyed
  }
}
