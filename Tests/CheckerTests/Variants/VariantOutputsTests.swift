import Foundation
import Lessons
import Testing

@testable import Checker

/// Las claves de las predicciones con parámetros salen del motor: una muestra de instancias
/// del curso de prueba se ejecuta de verdad y da lo que dicen sus fórmulas; una instancia que
/// no compila o no termina sale en su línea con sus valores.
@Suite(.serialized) struct VariantOutputsTests {
  static let course: Course = {
    let directory = CourseProofFixture.fixtures.appendingPathComponent("curso-variantes")
    return CourseLoader.load(from: directory).course ?? Course(id: "vacío")
  }()

  /// Lo que cada instancia debe imprimir, calculado aquí sin el motor.
  static func expected(_ exercise: String, _ values: [String: String]) -> String? {
    switch exercise {
    case "var.suma":
      guard let a = values["a"].flatMap(Int.init), let b = values["b"].flatMap(Int.init) else {
        return nil
      }
      return "\(a + b) \(b)"
    case "var.nombre":
      guard let name = values["nombre"], let times = values["veces"].flatMap(Int.init) else {
        return nil
      }
      return name + String(repeating: "!", count: times)
    case "var.orden":
      guard let x = values["x"].flatMap(Int.init), let order = values["orden"] else { return nil }
      return "\(order) \(x * 2)"
    default:
      return nil
    }
  }

  @Test func aSampleOfInstanceKeysIsProvedAgainstTheEngine() async throws {
    var wanted: [String: Set<Int>] = [:]
    for exercise in Self.course.exercises where exercise.variants?.hasComputedOutput == true {
      wanted[exercise.id] = VariantOutputs.sample(count: exercise.variants?.instances.count ?? 0)
    }
    #expect(wanted.count == 3)
    #expect(wanted.values.allSatisfy { $0.count == VariantOutputs.validationSample })
    let computed = await VariantOutputs.compute(
      for: Self.course, wanted: wanted, runner: try CourseProofFixture.runner())
    #expect(computed.problems == [])
    #expect(computed.runs == 12)
    for (id, indices) in wanted {
      let variants = try #require(Self.course.exercise(id)?.variants)
      for index in indices {
        let instance = variants.instances[index]
        let values = Dictionary(
          uniqueKeysWithValues: instance.parameters.map { ($0.name, $0.value) })
        #expect(computed.outputs[id]?[variants.instanceID(index)] == Self.expected(id, values))
      }
    }
  }

  @Test func anInstanceThatDoesNotCompileOrNeverEndsIsReportedWithItsValues() async throws {
    let directory = CourseProofFixture.fixtures.appendingPathComponent("curso-variantes-mal")
    let course = try #require(CourseLoader.load(from: directory).course)
    var options = CodeRunnerOptions()
    options.limits.wallClockSeconds = 2
    let runner = CodeRunner(
      toolchain: try RunnerFixture.toolchain(), options: options,
      cache: CodeCache(directory: CourseProofFixture.cacheDirectory))
    let computed = await VariantOutputs.compute(for: course, runner: runner)
    let problems = computed.problems.map(\.description)
    #expect(
      problems == [
        "01-mal/ejercicios.md:13: el fragmento de «mal.tipo» con «tipo=Entero» no compila "
          + "contra SharedCore: cannot find type 'Entero' in scope",
        "01-mal/ejercicios.md:30: el fragmento de «mal.espera» con «espera=600» no terminó en "
          + "2 s: tiempo agotado — ¿un abrazo mortal?",
      ])
    #expect(computed.outputs["mal.tipo"] == ["tipo=Int": "1"])
    #expect(computed.outputs["mal.espera"] == ["espera=0": "fin"])
  }
}
