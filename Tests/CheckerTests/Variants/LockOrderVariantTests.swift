import Foundation
import Testing

@testable import Checker
@testable import Lessons

/// `withlock.orden-fijo` de `Content/`, instancia a instancia, con el corrector de verdad: las
/// pruebas saben qué candado se tomó primero (cada caja anota, con una clave propia, cuándo
/// acaba un bloque suyo; el de fuera acaba el último) y si alguna caja se soltó con el traspaso
/// a medias (al guardar, suma sus créditos a los de la otra), sin hilos que decidan el
/// veredicto. La solución del curso pasa en las dos instancias; una que ordena por el nombre
/// (escrita para Ana con el `id` 1) o que pone siempre primero a Bea (para Ana con el 3) no
/// pasa en la otra; un traspaso partido no pasa en ninguna.
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

  /// La solución del curso con otro cuerpo para `moverCreditos`.
  static func solution(_ files: CodeExerciseFiles, body: String) throws -> String {
    let solution = try #require(files.text(.solution))
    let start = try #require(solution.range(of: "  // El orden de los candados no depende"))
    return String(solution[..<start.lowerBound]) + body + "}\n"
  }

  /// Tres traspasos que sueltan una caja con los créditos a medio camino: dos bloques
  /// seguidos, primero el que paga; dos bloques seguidos empezando por la caja de `id` mayor
  /// (sus bloques terminan en el orden de la regla, así que el orden no lo delata); y dos
  /// bloques anidados en el orden de la regla que mueven los créditos de la caja de fuera
  /// después de soltar la de dentro.
  static let halfwayBodies = [
    "dos bloques": """
      let movidos = origen.withLock { o -> Int in
        let movidos = min(cantidad, o.creditos)
        o.creditos -= movidos
        return movidos
      }
      destino.withLock { $0.creditos += movidos }

    """,
    "dos bloques por id": """
      let movidos = min(cantidad, origen.wrappedValue.creditos)
      if origen.wrappedValue.id > destino.wrappedValue.id {
        origen.withLock { $0.creditos -= movidos }
        destino.withLock { $0.creditos += movidos }
      } else {
        destino.withLock { $0.creditos += movidos }
        origen.withLock { $0.creditos -= movidos }
      }

    """,
    "fuera, después": """
      let origenPrimero = origen.wrappedValue.id < destino.wrappedValue.id
      let primera = origenPrimero ? origen : destino
      let segunda = origenPrimero ? destino : origen
      primera.withLock { p in
        let movidos = segunda.withLock { s -> Int in
          let movidos = min(cantidad, origenPrimero ? p.creditos : s.creditos)
          if origenPrimero { s.creditos += movidos } else { s.creditos -= movidos }
          return movidos
        }
        if origenPrimero { p.creditos -= movidos } else { p.creditos += movidos }
      }

    """,
  ]

  /// Un traspaso que suelta una caja con los créditos a medio camino falla en las dos
  /// instancias y siempre igual, sin hilos ni esperas: cada caja, al guardar (justo tras
  /// soltar su candado, en el mismo hilo), suma sus créditos a los de la otra, que se lee
  /// aunque su bloque siga abierto porque el candado de una caja deja volver a entrar a su
  /// hilo. El mensaje lo dice con las cifras, y no habla del orden de los bloques, que con
  /// el traspaso partido no significa nada.
  @Test func aTransferLeftHalfwayFailsEveryInstanceEveryTime() async throws {
    let runner = try RunnerFixture.runner()
    defer { Self.remove(runner) }
    let advice =
      ". Al soltar ese candado, cualquiera podía ver el traspaso a medias. Descuenta y suma "
      + "mientras tienes tomados los dos candados."
    for (ana, files) in try Self.instances() {
      for (name, body) in Self.halfwayBodies.sorted(by: { $0.key < $1.key }) {
        let learner = try Self.solution(files, body: body)
        let verdict = try await Self.check(learner, files, with: runner)
        #expect(verdict.outcome == .testsFailed, "ana=\(ana), \(name): \(verdict.message)")
        #expect(
          verdict.message.contains("Al mover 4 créditos de Ana a Bea, al terminar el bloque de "),
          "ana=\(ana), \(name): \(verdict.message)")
        #expect(verdict.message.contains(advice), "ana=\(ana), \(name): \(verdict.message)")
        #expect(
          !verdict.message.contains("terminaron en este orden"),
          "ana=\(ana), \(name): \(verdict.message)")
        // El que empieza por la caja de `id` mayor, que antes solo caía si otro hilo arrancaba
        // a tiempo, otra vez y sin caché: el mismo mensaje.
        guard name == "dos bloques por id" else { continue }
        let again = try await Self.check(
          learner, files, with: try RunnerFixture.runner(cache: false))
        #expect(again.message == verdict.message, "ana=\(ana), \(name)")
      }
      // Los dos bloques seguidos, palabra por palabra: Ana paga primero y se suelta con 6.
      let split = try await Self.check(
        try Self.solution(files, body: try #require(Self.halfwayBodies["dos bloques"])), files,
        with: runner)
      #expect(
        split.message.contains(
          "Al mover 4 créditos de Ana a Bea, al terminar el bloque de Ana, su caja tenía 6 "
            + "créditos y la de Bea 10: entre las dos, 16 y no 20" + advice),
        "ana=\(ana): \(split.message)")
    }
  }
}
