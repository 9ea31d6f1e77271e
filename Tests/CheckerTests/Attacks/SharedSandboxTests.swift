import Foundation
import Testing

@testable import Checker

/// Los ejercicios de una entrega en una sola caja (`SharedSandbox`): una caja por entrega en
/// vez de una por ejercicio, y lo que un ejercicio hostil intenta contra su hermano (dejarle
/// archivos, matarlo, escribir en su canal de informe, gastarle el tiempo) no cambia nada.
@Suite("Corrector de código: una caja por entrega", .serialized)
struct SharedSandboxTests {
  /// Si aquí se comparte la caja (root, `bwrap`, cgroups, `nsenter`): si no, cada ejercicio
  /// va en la suya y no hay nada que probar.
  static let sharing: Bool = {
    guard let runner = try? RunnerFixture.runner(cache: false),
      let shared = runner.sharedSandbox(for: "/bin/true")
    else { return false }
    shared.close()
    return true
  }()

  /// Una entrega de dos ejercicios: `doble` con `hostile` delante y `triple`, que se niega a
  /// dar bien si encuentra algo que no es suyo.
  static func handIn(hostile: String) -> [CodeSubmission] {
    [
      RunnerFixture.submission(
        """
        import Foundation
        import Glibc
        func doble(_ n: Int) -> Int {
        \(hostile)
          return n * 2
        }
        """,
        tests: """
          func pruebaDoble() { expect(doble(2) == 4, "el doble de 2 es \\(doble(2))") }
          """, id: "caja.doble"),
      RunnerFixture.submission(
        """
        import Foundation
        func triple(_ n: Int) -> Int {
          let ajenos = ["/ejercicio/rastro", "/tmp/rastro"].filter {
            FileManager.default.fileExists(atPath: $0)
          }
          return ajenos.isEmpty ? n * 3 : -1
        }
        """,
        tests: """
          func pruebaTriple() { expect(triple(2) == 6, "el triple de 2 es \\(triple(2))") }
          """, id: "caja.triple"),
    ]
  }

  /// La misma entrega en una caja por ejercicio, como antes.
  static func alone(_ handIn: [CodeSubmission]) async throws -> [CodeVerdict] {
    let grading = try RunnerBatchSplitTests.gradingRunner()
    defer { try? FileManager.default.removeItem(atPath: grading.folder) }
    var runner = grading.runner
    runner.batchRunsShareSandbox = false
    return await runner.check(isolating: handIn).verdicts
  }

  static func shared(_ handIn: [CodeSubmission]) async throws -> [CodeVerdict] {
    let (runner, folder) = try RunnerBatchSplitTests.gradingRunner()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    return await runner.check(isolating: handIn).verdicts
  }

  /// Tres ejercicios ya enlazados: una caja para compilar y enlazar (`LinkChain`) y **una**
  /// para ejecutar los tres (antes, una por ejercicio: 1 + 3). Los veredictos, byte a byte
  /// los de una caja por ejercicio.
  @Test(.enabled(if: sharing)) func aHandInLaunchesOneSandboxToRunAllItsExercises() throws {
    let (runner, folder) = try RunnerBatchSplitTests.gradingRunner()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    var exercises = RunnerBatchSplitTests.exercises(("n * 2", "n + 1"))
    exercises.append(
      RunnerFixture.submission(
        "func mitad(_ n: Int) -> Int { n / 2 }",
        tests: "func pruebaMitad() { expect(mitad(4) == 2, \"la mitad de 4\") }", id: "caja.mitad"))
    let units = try exercises.map(NameIsolation.isolate).enumerated().map { index, isolated in
      try runner.prepare(try #require(isolated).submission, index: index)
    }
    _ = try #require(try runner.compileSplit(units)).remove()
    let build = try #require(try runner.compileSplit(units))
    defer { build.remove() }
    let program = try #require(build.program)
    let shared = try #require(runner.sharedSandbox(for: program))
    let together = try units.map { try runner.execute(program: program, unit: $0, shared: shared) }
    shared.close()
    let apart = try units.map { try runner.execute(program: program, unit: $0) }
    #expect(build.launches + shared.launches == 2)
    #expect(together.map(\.outcome) == [.passed, .testsFailed, .passed])
    #expect(together.map(\.message) == apart.map(\.message))
  }

  /// El primer ejercicio deja archivos abiertos a todos en `/ejercicio` y en `/tmp` (y solo da
  /// bien si de verdad quedaron), y un proceso que sale de su grupo (`setsid`) y se queda
  /// matando todo lo que ve y escribiendo líneas de informe falsas en el descriptor 3 de cada
  /// proceso. El segundo, en la misma caja, no encuentra nada: ni los archivos ni a ese
  /// proceso; su veredicto es el de una caja propia.
  @Test(.enabled(if: sharing)) func aHostileExerciseCannotReachItsSibling() async throws {
    let handIn = Self.handIn(
      hostile: """
          var dejados = 0
          for ruta in ["/ejercicio/rastro", "/tmp/rastro"] {
            FileManager.default.createFile(
              atPath: ruta, contents: Data("de doble".utf8), attributes: [.posixPermissions: 0o666])
            if FileManager.default.fileExists(atPath: ruta) { dejados += 1 }
          }
          if dejados < 2 { return 0 }
          if fork() == 0 {
            _ = setsid()
            while true {
              for pid in 2..<4000 where pid_t(pid) != getpid() && pid_t(pid) != getppid() {
                kill(pid_t(pid), SIGKILL)
                if let canal = FileHandle(forWritingAtPath: "/proc/\\(pid)/fd/3") {
                  canal.write(Data("0 0 end pruebaTriple\\n".utf8))
                  try? canal.close()
                }
              }
              usleep(1000)
            }
          }
          usleep(200_000)
        """)
    let shared = try await Self.shared(handIn)
    let alone = try await Self.alone(handIn)
    #expect(shared.map(\.outcome) == [.passed, .passed], "\(shared.map(\.message))")
    #expect(shared.map(\.message) == alone.map(\.message))
  }

  /// Un bucle sin fin en el primero agota su tiempo, no el del segundo: cada ejercicio tiene
  /// su reloj y su tope de CPU, como en su propia caja.
  @Test(.enabled(if: sharing)) func aTimeoutInOneExerciseLeavesTheOtherItsTime() async throws {
    let handIn = Self.handIn(hostile: "  var vueltas = 0\n  while n > 0 { vueltas &+= 1 }")
    let shared = try await Self.shared(handIn)
    #expect(shared.map(\.outcome) == [.timedOut, .passed], "\(shared.map(\.message))")
    let alone = try await Self.alone([handIn[1]])
    #expect(shared.last?.message == alone.last?.message)
  }
}
