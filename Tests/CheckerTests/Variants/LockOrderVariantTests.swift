import Foundation
import Testing

@testable import Checker
@testable import Lessons

/// `withlock.orden-fijo` de `Content/`, instancia a instancia, con el corrector de verdad: las
/// pruebas saben qué candado se tomó primero (cada caja anota, con una clave propia, cuándo
/// acaba un bloque suyo; el de fuera acaba el último), sin hilos que decidan el veredicto. La
/// solución del curso pasa en las dos instancias; una que ordena por el nombre (escrita para
/// Ana con el `id` 1) o que pone siempre primero a Bea (para Ana con el 3) no pasa en la otra.
@Suite(.serialized) struct LockOrderVariantTests {
  static let exercise = "withlock.orden-fijo"

  /// Cada instancia del ejercicio: su valor de `ana` y sus archivos.
  static func instances() throws -> [(ana: String, files: CodeExerciseFiles)] {
    let content = URL(fileURLWithPath: RunnerFixture.packageRoot + "/Content")
    let course = try #require(CourseLoader.load(from: content).course)
    let exercise = try #require(course.exercise(exercise))
    return try exercise.allInstances.map { instance in
      let files = try #require(instance.kind.compiled?.files)
      let ana = try #require(files.parameters.first { $0.name == "ana" }?.value)
      return (ana, files)
    }
  }

  /// La solución del curso con otra forma de elegir qué caja va primero.
  static func solution(_ files: CodeExerciseFiles, choosingBy rule: String) throws -> String {
    let solution = try #require(files.text(.solution))
    let line = "let origenPrimero = origen.wrappedValue.id < destino.wrappedValue.id"
    #expect(solution.contains(line))
    return solution.replacingOccurrences(of: line, with: "let origenPrimero = " + rule)
  }

  /// Comprueba `learner` con las pruebas de la instancia de `files`; con caché, `runner`
  /// compila las pruebas de cada instancia una vez.
  static func check(
    _ learner: String, _ files: CodeExerciseFiles, with runner: CodeRunner
  ) async throws -> CodeVerdict {
    let tests = try #require(files.text(.tests))
    return await runner.check(RunnerFixture.submission(learner, tests: tests, id: exercise))
  }

  static func remove(_ runner: CodeRunner) {
    if let root = runner.cache?.directory { try? FileManager.default.removeItem(atPath: root) }
  }

  /// El fallo de orden que ve quien toma primero la caja de `id` mayor.
  static func orderFailure(from: String, to: String, ana: String) -> String {
    let (lower, higher) = ana == "1" ? ("Ana (id 1)", "Bea (id 2)") : ("Bea (id 2)", "Ana (id 3)")
    let order = ana == "1" ? "Ana, Bea" : "Bea, Ana"
    return
      "Al mover 4 créditos de \(from) a \(to), los bloques withLock terminaron en este orden: "
      + "\(order). Si están anidados, el de fuera es el último en terminar, el que tomó su "
      + "candado primero: el de \(higher). La regla pide empezar por el de \(lower)."
  }

  @Test func theRealSolutionPassesEveryInstance() async throws {
    let instances = try Self.instances()
    #expect(instances.map(\.ana) == ["1", "3"])
    let runner = try RunnerFixture.runner()
    defer { Self.remove(runner) }
    for (ana, files) in instances {
      let verdict = try await Self.check(try #require(files.text(.solution)), files, with: runner)
      #expect(verdict.outcome == .passed, "ana=\(ana): \(verdict.message)")
    }
  }

  /// Ordenar por el nombre es poner primero a Ana: la regla en la instancia de Ana con el
  /// `id` 1, y lo contrario en la de Ana con el 3. Lo mismo, al revés, con Bea siempre
  /// primero. El mensaje es el mismo en dos comprobaciones (nada depende de los hilos).
  @Test func aSolutionWrittenForOneInstanceFailsTheOther() async throws {
    let instances = try Self.instances()
    let runner = try RunnerFixture.runner()
    defer { Self.remove(runner) }
    let byName = "origen.wrappedValue.nombre < destino.wrappedValue.nombre"
    let beaFirst = "origen.wrappedValue.nombre == \"Bea\""
    for (ana, files) in instances {
      for (rule, writtenFor) in [(byName, "1"), (beaFirst, "3")] {
        let learner = try Self.solution(files, choosingBy: rule)
        let verdict = try await Self.check(learner, files, with: runner)
        guard ana != writtenFor else {
          #expect(verdict.outcome == .passed, "ana=\(ana), \(rule): \(verdict.message)")
          continue
        }
        #expect(verdict.outcome == .testsFailed, "ana=\(ana), \(rule): \(verdict.message)")
        // Cada regla falla en el sentido en que pone primero la caja de `id` mayor.
        let failure =
          rule == byName
          ? Self.orderFailure(from: "Bea", to: "Ana", ana: ana)
          : Self.orderFailure(from: "Ana", to: "Bea", ana: ana)
        #expect(verdict.message.contains(failure), "ana=\(ana), \(rule): \(verdict.message)")
        // Otra vez, sin caché (la de `runner` guarda los veredictos): el mismo mensaje.
        let again = try await Self.check(
          learner, files, with: try RunnerFixture.runner(cache: false))
        #expect(again.message == verdict.message)
      }
    }
  }

  /// El inicio, que toma primero `origen`, falla en las dos instancias, cada una en un
  /// sentido; sin colgarse: las pruebas no esperan a un abrazo mortal.
  @Test func theStarterFailsEachInstanceInOneDirection() async throws {
    let runner = try RunnerFixture.runner()
    defer { Self.remove(runner) }
    for (ana, files) in try Self.instances() {
      let verdict = try await Self.check(try #require(files.text(.starter)), files, with: runner)
      #expect(verdict.outcome == .testsFailed, "ana=\(ana): \(verdict.message)")
      let direction = ana == "1" ? ("Bea", "Ana") : ("Ana", "Bea")
      #expect(
        verdict.message.contains(
          Self.orderFailure(from: direction.0, to: direction.1, ana: ana)),
        "ana=\(ana): \(verdict.message)")
    }
  }
}
