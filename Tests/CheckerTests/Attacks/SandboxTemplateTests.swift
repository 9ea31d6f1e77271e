import Foundation
import Testing

@testable import Checker

/// La plantilla de una entrega (`SandboxTemplate`, `Template` en el arnés): el programa se
/// lanza una vez en la caja compartida y cada ejercicio es un hijo suyo. Los veredictos son los
/// de una caja por ejercicio, y lo que un ejercicio le hace a la plantilla (es del mismo
/// usuario) no llega a su hermano: o la plantilla lo detecta y se va, o muere, y lo que queda
/// se ejecuta como antes.
@Suite("Corrector de código: la plantilla de una entrega", .serialized)
struct SandboxTemplateTests {
  /// Una entrega de tres ejercicios: `primero` con `hostile` dentro, y dos que dicen lo que
  /// ven (sus argumentos, sus límites, objetos de IPC ajenos) en el mensaje de su prueba.
  static func handIn(hostile: String) -> [CodeSubmission] {
    let witness = """
      import Foundation
      import Glibc
      func mira() -> String {
        let limites = (try? String(contentsOfFile: "/proc/self/limits", encoding: .utf8)) ?? ""
        let memoria = limites.split(separator: "\\n").first { $0.hasPrefix("Max address space") }
        let ajeno = shmget(key_t(4242), 0, 0) >= 0 ? "con IPC ajeno" : "sin IPC ajeno"
        let prioridad = getpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0)
        return "\\(CommandLine.arguments.count) \\(memoria ?? "") \\(prioridad) \\(ajeno)"
      }
      """
    return [
      RunnerFixture.submission(
        """
        import Foundation
        import Glibc
        func primero() -> Bool {
        \(hostile)
          return true
        }
        """,
        tests: "func pruebaPrimero() { expect(primero(), \"el primero\") }", id: "plantilla.uno"),
      RunnerFixture.submission(
        witness, tests: "func pruebaDos() { expect(mira() == \"\", mira()) }", id: "plantilla.dos"),
      RunnerFixture.submission(
        witness.replacingOccurrences(of: "mira", with: "observa"),
        tests: "func pruebaTres() { expect(observa() == \"\", observa()) }", id: "plantilla.tres"),
    ]
  }

  /// Compila la entrega y ejecuta sus ejercicios en una caja compartida (con su plantilla) y,
  /// después, cada uno en la suya; da los dos veredictos y cuántos fueron hijos de la plantilla.
  static func run(
    _ handIn: [CodeSubmission]
  ) throws -> (shared: [CodeVerdict], apart: [CodeVerdict], children: Int) {
    let (runner, folder) = try RunnerBatchSplitTests.gradingRunner()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let units = try handIn.map(NameIsolation.isolate).enumerated().map { index, isolated in
      try runner.prepare(try #require(isolated).submission, index: index)
    }
    let build = try #require(try runner.compileSplit(units))
    defer { build.remove() }
    let program = try #require(build.program)
    let shared = try #require(runner.sharedSandbox(for: program))
    let together = try units.map { try runner.execute(program: program, unit: $0, shared: shared) }
    let children = shared.templateChildren
    shared.close()
    let apart = try units.map { try runner.execute(program: program, unit: $0) }
    return (together, apart, children)
  }

  /// La entrega con `hostile` en el primero, en la caja compartida y en una caja por
  /// ejercicio: el primero pasa, los otros dos dicen lo que ven, y los mensajes son los mismos
  /// byte a byte. Da cuántos ejercicios fueron hijos de la plantilla.
  static func sameVerdictsAsAlone(
    hostile: String, sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> Int {
    let (shared, apart, children) = try run(handIn(hostile: hostile))
    #expect(
      shared.map(\.outcome) == [.passed, .testsFailed, .testsFailed],
      sourceLocation: sourceLocation)
    #expect(shared.map(\.message) == apart.map(\.message), sourceLocation: sourceLocation)
    return children
  }

  /// Sin ataque: los tres son hijos de la plantilla y dicen lo mismo que en su caja (también
  /// sus argumentos: `CommandLine` ve los de su ejercicio).
  @Test(.enabled(if: SharedSandboxTests.sharing))
  func everyExerciseIsAChildOfTheTemplateWithTheSameVerdict() throws {
    let (shared, apart, children) = try Self.run(Self.handIn(hostile: ""))
    #expect(children == 3)
    #expect(shared[1].message.contains("2 ") && shared[1].message.contains("sin IPC ajeno"))
  }

  /// El primero intenta leer la memoria y el entorno de la plantilla y abrir sus descriptores
  /// (solo da bien si todo falla), y deja un segmento de memoria de System V. La
  /// plantilla lo borra antes del siguiente: los otros dos, también hijos suyos, no lo ven.
  @Test(.enabled(if: SharedSandboxTests.sharing))
  func aChildCannotReadTheTemplateNorLeaveIPCObjects() throws {
    let children = try Self.sameVerdictsAsAlone(
      hostile: """
            let madre = getppid()
            for ruta in ["mem", "environ", "fd/64", "fd/3"] {
              if FileHandle(forReadingAtPath: "/proc/\\(madre)/\\(ruta)") != nil { return false }
            }
            if shmget(key_t(4242), 4096, IPC_CREAT | 0o666) < 0 { return false }
        """)
    #expect(children == 3)
  }

  /// El primero baja la prioridad de la plantilla (puede: es del mismo usuario; `prlimit`, que
  /// cambiaría sus límites, no se puede llamar desde Swift sin `unsafeBitCast`, y la plantilla
  /// los mira igual). La plantilla lo ve antes del siguiente `fork` y se va; los otros dos van
  /// por la cadena de siempre, con la prioridad de una caja propia.
  @Test(.enabled(if: SharedSandboxTests.sharing))
  func aTemplateWithALowerPriorityStepsAside() throws {
    let children = try Self.sameVerdictsAsAlone(
      hostile: """
            let madre = getppid()
            if madre > 1 {
              _ = setpriority(__priority_which_t(PRIO_PROCESS.rawValue), id_t(madre), 15)
            }
        """)
    #expect(children == 1)
  }

  /// El primero mata a la plantilla (o la para): los otros dos se ejecutan por la cadena de
  /// siempre, con el veredicto de una caja propia.
  @Test(.enabled(if: SharedSandboxTests.sharing), arguments: ["SIGKILL", "SIGSTOP"])
  func aChildThatStopsTheTemplateLeavesItsSiblingsTheirVerdict(signal: String) throws {
    let children = try Self.sameVerdictsAsAlone(
      hostile: "  let madre = getppid()\n  if madre > 1 { kill(madre, \(signal)) }")
    #expect(children == 0)
  }

  /// Un nieto del primero sale de su grupo de procesos y para a la plantilla cuando su
  /// ejercicio ya terminó (la plantilla ya dijo `fin`; el cgroup aún no se ha vaciado): el
  /// siguiente no la espera más de una décima de segundo (está parada) y va por la cadena de
  /// siempre, con el veredicto de una caja propia.
  @Test(.enabled(if: SharedSandboxTests.sharing))
  func aGrandchildThatStopsTheTemplateLaterLeavesTheNextItsVerdict() throws {
    let children = try Self.sameVerdictsAsAlone(
      hostile: """
            let madre = getppid()
            if madre > 1 && fork() == 0 {
              _ = setsid()  // fuera del grupo de procesos que muere con el ejercicio
              usleep(100_000)
              kill(madre, SIGSTOP)
              exit(0)
            }
        """)
    // 1 si el nieto llegó a tiempo (lo normal: tiene 0,3 s antes de que se vacíe el cgroup);
    // 3 si, con la máquina muy cargada, murió antes: entonces no hubo ataque.
    #expect(children == 1 || children == 3)
  }
}
