import Foundation
import Testing

@testable import Checker

/// Programas que atacan a quien los corrige: leer lo ajeno, escribir fuera, dejar hijos,
/// falsear el informe de las pruebas. Cada uno pasa por el `CodeRunner` de verdad.
@Suite("Corrector de código: aislamiento")
struct RunnerIsolationTests {
  static var isolated: Bool { SandboxSupport.detected.bubblewrap != nil }

  /// Lo del anfitrión no existe dentro: ni un archivo de `/tmp` legible por todos, ni la
  /// carpeta personal, ni el proyecto (donde estaría la carpeta de la clase).
  @Test(.enabled(if: isolated)) func theHostIsNotVisible() async throws {
    let secret = RunnerFixture.parent + "/secreto-\(UUID().uuidString).txt"
    try FileManager.default.createDirectory(
      atPath: RunnerFixture.parent, withIntermediateDirectories: true)
    try "la nota de otra persona".write(toFile: secret, atomically: true, encoding: .utf8)
    chmod(secret, 0o644)
    defer { try? FileManager.default.removeItem(atPath: secret) }
    let home = NSHomeDirectory()
    let tests = """
      import Foundation
      func pruebaNadaAjeno() {
        for ruta in ["\(secret)", "\(RunnerFixture.packageRoot)/Package.swift", "\(home)", "/etc/passwd", "/work", "/root", "/home"] {
          expect(!FileManager.default.fileExists(atPath: ruta), "ve \\(ruta)")
        }
        let raiz = (try? FileManager.default.contentsOfDirectory(atPath: "/")) ?? []
        expect(Set(raiz).isSubset(of: ["usr", "lib", "lib64", "lib32", "libx32", "etc", "opt", "tmp", "proc", "dev", "ejercicio", "bin", "sbin"]), "ve \\(raiz.sorted())")
        expect(leer("\(secret)") == nil, "lee el secreto")
      }
      """
    let learner = """
      import Foundation
      func leer(_ ruta: String) -> String? { try? String(contentsOfFile: ruta, encoding: .utf8) }
      """
    let runner = try RunnerFixture.runner(cache: false)
    let verdict = await runner.check(RunnerFixture.submission(learner, tests: tests))
    #expect(verdict.message == "La prueba pasa." + RunnerFixture.notes(), "\(verdict.message)")
  }

  /// Escribir en `$HOME` (el suyo es `/ejercicio`), en la caché o en `/tmp` no deja nada
  /// fuera de la ejecución.
  @Test(.enabled(if: isolated)) func writesStayInside() async throws {
    let cache = try RunnerFixture.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: cache) }
    let marker = "fuga-\(UUID().uuidString)"
    let targets = [NSHomeDirectory() + "/" + marker, cache + "/" + marker, "/tmp/" + marker]
    let learner = """
      import Foundation
      func escribir(_ ruta: String) -> Bool { FileManager.default.createFile(atPath: ruta, contents: Data("x".utf8)) }
      """
    let tests = """
      import Foundation
      func pruebaEscribe() {
        expect(ProcessInfo.processInfo.environment["HOME"] == "/ejercicio", "HOME no es /ejercicio")
        expect(escribir("\(targets[0])") == false, "escribió en el HOME de fuera")
        expect(escribir("\(targets[1])") == false, "escribió en la caché")
        expect(escribir("\(targets[2])"), "no escribe en su /tmp")
        expect(escribir("notas.txt"), "no escribe en su carpeta")
      }
      """
    let runner = try RunnerFixture.runner(cache: false)
    let verdict = await runner.check(RunnerFixture.submission(learner, tests: tests))
    #expect(verdict.message == "La prueba pasa." + RunnerFixture.notes(), "\(verdict.message)")
    for target in targets { #expect(!FileManager.default.fileExists(atPath: target), "\(target)") }
  }

  /// Un hijo que se va a otra sesión y sigue vivo cuando el programa sale: muere con él.
  @Test(.enabled(if: isolated || geteuid() == 0)) func aLingeringChildDies() async throws {
    let name = RunnerFixture.processName()
    let learner = RunnerFixture.forkingLearner(processName: name)
    let tests = "func pruebaHijo() { dejarHijo() }"
    let runner = try RunnerFixture.runner(cache: false)
    let verdict = await runner.check(RunnerFixture.submission(learner, tests: tests))
    #expect(verdict.message == "La prueba pasa." + RunnerFixture.notes(), "\(verdict.message)")
    #expect(RunnerFixture.processes(named: name).isEmpty)
  }

  /// Sin `bwrap` pero como root, el usuario propio de la ejecución permite matar lo que
  /// quede con ese usuario.
  @Test(.enabled(if: geteuid() == 0)) func aLingeringChildDiesWithoutBubblewrapAsRoot() async throws
  {
    var support = SandboxSupport.detected
    support.bubblewrap = nil
    support.gaps = [.bubblewrapDisabled]
    let name = RunnerFixture.processName()
    let runner = try RunnerFixture.runner(cache: false, support: support)
    let verdict = await runner.check(
      RunnerFixture.submission(
        RunnerFixture.forkingLearner(processName: name), tests: "func pruebaHijo() { dejarHijo() }")
    )
    #expect(verdict.outcome == .passed, "\(verdict.message)")
    #expect(RunnerFixture.processes(named: name).isEmpty)
  }

  /// Ctrl-C en el tutor cancela la tarea: el programa y sus hijos mueren al momento (no al
  /// cabo del límite de tiempo), y el veredicto no se guarda.
  @Test(.enabled(if: isolated || geteuid() == 0)) func cancellingKillsTheWholeTree() async throws {
    let name = RunnerFixture.processName()
    let learner = RunnerFixture.forkingLearner(processName: name)
    let tests = "func pruebaGira() { dejarHijo(); while true {} }"
    var limits = RunnerFixture.shortLimits
    limits.wallClockSeconds = 120
    limits.cpuSeconds = 120
    let runner = try RunnerFixture.runner(cache: true, limits: limits)
    let submission = RunnerFixture.submission(learner, tests: tests)
    let end = TaskEnd()
    let task = Task {
      defer { end.mark() }
      return await runner.check(submission)
    }
    let seen = try await TaskEnd.waitUntil(
      { !RunnerFixture.processes(named: name).isEmpty }, orEnd: end)
    #expect(seen, "el hijo no llegó a arrancar")
    task.cancel()
    let verdict = await task.value
    #expect(
      verdict.message
        == "No se pudo comprobar el ejercicio. Comprobación cancelada: el compilador o el "
        + "programa se detuvieron, con todos sus procesos.")
    #expect(RunnerFixture.processes(named: name).isEmpty)
    #expect(
      runner.cache?.verdict(
        key: runner.verdictKey(for: submission), exerciseID: submission.exerciseID) == nil)
  }
}
