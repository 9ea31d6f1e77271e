@testable import Checker
import Foundation
import Lessons
import Synchronization
import Testing

@testable import Tutor

/// Al entrar en un ejercicio de código, el tutor compila sus pruebas en segundo plano
/// contra el archivo tal como está (`TestsPrecompiling`), para que la primera comprobación
/// solo compile el archivo de la persona.
@Suite struct PrecompileOnEntryTests {
  /// Un corrector de pega que anota qué se le pidió, y en qué orden.
  final class RecordingPrecompiler: CodeChecking, SnippetRunning, TestsPrecompiling {
    private let calls = Mutex<[String]>([])
    var called: [String] { calls.withLock { $0 } }
    /// Los segundos que tarda en acabar la compilación de cada ejercicio nombrado, aunque se
    /// cancele (como una que aún borra su carpeta); las demás acaban al momento.
    let lingering: [String: Double]
    private let ends = Mutex<[String]>([])
    /// Los ejercicios cuya compilación de antemano ya acabó.
    var finished: [String] { ends.withLock { $0 } }

    init(lingering: [String: Double] = [:]) {
      self.lingering = lingering
    }

    func check(students: [[CodeSubmission]], jobs: Int) async -> CodeCheckingResult {
      let submissions = Array(students.joined())
      calls.withLock { calls in calls += submissions.map { "check \($0.exerciseID)" } }
      let verdicts = students.map { exercises in
        exercises.map {
          CodeVerdict(
            exerciseID: $0.exerciseID, tests: [TestCaseResult(name: "pruebaUna", status: .passed)],
            limits: .standard)
        }
      }
      return CodeCheckingResult(verdicts: verdicts, compilerRuns: 0)
    }

    func precheck(source: SourceFile, for exercise: Exercise) async -> Verdict {
      calls.withLock { $0.append("precheck \(exercise.id)") }
      return Verdict(passed: true, message: "Compila.")
    }

    func run(snippet: String, name: String) async -> SnippetRun {
      SnippetRun(succeeded: true, output: "")
    }

    func typecheck(declaration: String, context: String?) async -> SnippetRun {
      SnippetRun(succeeded: true, output: "")
    }

    func precompileTests(source: SourceFile, for exercise: Exercise, code: any CompiledKind)
      -> Task<Void, Never>
    {
      calls.withLock { $0.append("precompile \(exercise.id) \(source.contents.count)") }
      let (id, seconds) = (exercise.id, lingering[exercise.id] ?? 0)
      return Task { [self] in
        if seconds > 0 {
          // Sin atender a la cancelación, como un hilo que aún está acabando.
          await withCheckedContinuation { done in
            DispatchQueue.global().asyncAfter(deadline: .now() + seconds) { done.resume() }
          }
        }
        ends.withLock { $0.append(id) }
      }
    }
  }

  func services(_ checker: RecordingPrecompiler) -> TutorServices {
    TutorServices(answers: TutorServices.withoutEngine.answers, code: checker, snippets: checker)
  }

  @Test func enteringACodeExercisePrecompilesItsTestsOnceBeforeTheCheck() async throws {
    let harness = TutorHarness()
    await harness.initialize()
    let starter = try #require(
      FileManager.default.contents(
        atPath: harness.workspace.appendingPathComponent("codigo/caja.contador.swift").path))
    let checker = RecordingPrecompiler()
    let run = await harness.run(
      [], input: ["ir caja.contador", "comprobar", "ir caja.contador", "comprobar"],
      services: services(checker))
    #expect(run.code == 0, "\(run.errors)")
    #expect(
      checker.called == [
        "precompile caja.contador \(String(decoding: starter, as: UTF8.self).count)",
        "check caja.contador", "check caja.contador",
      ])
  }

  /// Al salir se espera también la compilación de un ejercicio que la persona dejó (ya
  /// cancelada, pero aún acabando): antes solo la del último, y la otra seguía en marcha con
  /// el tutor ya cerrado.
  @Test func leavingWaitsAlsoForThePrecompilationOfAnExerciseLeftBehind() async throws {
    let harness = TutorHarness()
    let course = try Self.courseWithASecondCodeExercise(in: harness.root)
    await harness.initialize(course: course)
    let checker = RecordingPrecompiler(lingering: ["caja.contador": 1])
    let run = await harness.run(
      [], input: ["ir caja.contador", "ir caja.otro"], course: course,
      services: services(checker))
    #expect(run.code == 0, "\(run.errors)")
    #expect(
      checker.called.map { $0.split(separator: " ").prefix(2).joined(separator: " ") }
        == ["precompile caja.contador", "precompile caja.otro"])
    #expect(Set(checker.finished) == ["caja.contador", "caja.otro"])
  }

  /// El curso de prueba con otro ejercicio de código al final de la lección 1, `caja.otro`
  /// (el mismo contador en otra carpeta).
  static func courseWithASecondCodeExercise(in root: URL) throws -> URL {
    let course = root.appendingPathComponent("curso")
    try FileManager.default.copyItem(at: TutorHarness.course, to: course)
    let lesson = course.appendingPathComponent("01-caja")
    try FileManager.default.copyItem(
      at: lesson.appendingPathComponent("codigo/contador"),
      to: lesson.appendingPathComponent("codigo/otro"))
    let exercises = lesson.appendingPathComponent("ejercicios.md")
    let text = try String(contentsOf: exercises, encoding: .utf8)
    let extra = "\n## caja.otro — Otro contador\ntipo: codigo\ncarpeta: otro\n\nCompleta otro.\n"
    try Data((text + extra).utf8).write(to: exercises)
    return course
  }

  /// En una tarea diferida, `comprobar` no pasa las pruebas: no se compilan.
  @Test func aDeferredAssignmentDoesNotPrecompile() async throws {
    let harness = TutorHarness()
    let text = #"{"format": "leccion-tarea", "version": 1, "mode": "diferida"}"#
    try Data(text.utf8).write(to: harness.root.appendingPathComponent("tarea.json"))
    let created = await harness.run(
      ["iniciar", "espacio", "--alumno", "ana", "--tarea", "tarea.json"], workspace: false)
    #expect(created.code == 0, "\(created.errors)")
    let checker = RecordingPrecompiler()
    await harness.run([], input: ["ir caja.contador", "comprobar"], services: services(checker))
    #expect(checker.called == ["precheck caja.contador"])
  }

  /// `comprobar` fuera del tutor interactivo no compila nada de antemano.
  @Test func theShellCommandChecksWithoutPrecompiling() async throws {
    let harness = TutorHarness()
    await harness.initialize()
    let checker = RecordingPrecompiler()
    await harness.run(["comprobar", "caja.contador"], services: services(checker))
    #expect(checker.called == ["check caja.contador"])
  }
}

/// `leccion vigilar` empieza a compilar las pruebas al arrancar, y la primera comprobación
/// (al guardar) llega después.
@Suite(.serialized) struct PrecompileOnWatchTests {
  @Test func watchingPrecompilesBeforeTheFirstCheck() async throws {
    let harness = TutorHarness()
    await harness.initialize()
    let file = harness.workspace.appendingPathComponent("codigo/caja.contador.swift")
    let checker = PrecompileOnEntryTests.RecordingPrecompiler()
    let saver = RepeatedSaver(file: file, patience: RepeatedSaver.patience)
    defer { saver.stop() }
    let run = await harness.run(
      ["vigilar", "caja.contador"], services: PrecompileOnEntryTests().services(checker))
    saver.stop()
    #expect(
      !saver.gaveUp,
      "vigilar no vio ningún guardado de codigo/caja.contador.swift en \(Int(RepeatedSaver.patience)) s (lo paré con un Ctrl-C simulado)"
    )
    #expect(run.code == 0, "\(run.errors)")
    #expect(checker.called.first?.hasPrefix("precompile caja.contador") == true)
    #expect(checker.called.dropFirst() == ["check caja.contador"])
  }
}

/// Guarda un archivo cada 0,3 s desde otro hilo hasta `stop()`, con otro texto cada vez:
/// `vigilar` ve un guardado en cuanto empieza a vigilar, tarde lo que tarde en llegar ahí
/// (con la máquina cargada, las pruebas del actor principal esperan turno).
///
/// Antes se rendía a los 100 guardados (30 s): si `vigilar` empezaba más tarde, esperaba un
/// guardado para siempre en el actor principal, con él todas las pruebas que lo usan, y la
/// suite entera se quedaba parada sin gastar CPU. Como vigía, pasados `patience` segundos sin
/// que nadie lo pare anota un Ctrl-C cada segundo (`Signals.requestInterrupt()`): un
/// vigilante que no ve guardados deja de vigilar y la prueba falla diciéndolo (`gaveUp`).
final class RepeatedSaver: Sendable {
  /// Lo que espera antes de cortar: mucho más de lo que tarda `vigilar` en empezar aun con la
  /// máquina saturada; solo se alcanza si el vigilante no ve los guardados.
  static let patience: Double = 600

  private struct State {
    var stopped = false
    var gaveUp = false
  }

  private let state = Mutex(State())

  init(file: URL, patience: Double) {
    Thread.detachNewThread { [self] in
      let started = Date()
      var round = 0
      while true {
        Thread.sleep(forTimeInterval: 0.3)
        round += 1
        let text = "func contar() {} // \(round)\n"
        // Con el candado: pasado `stop()` ya no escribe (ni recrea nada en una carpeta que la
        // prueba está borrando).
        let stopped = state.withLock { state in
          if !state.stopped { try? Data(text.utf8).write(to: file) }
          return state.stopped
        }
        if stopped { return }
        if Date().timeIntervalSince(started) > patience {
          state.withLock { $0.gaveUp = true }
          Signals.requestInterrupt()
          Thread.sleep(forTimeInterval: 0.7)
        }
      }
    }
  }

  /// Si tuvo que cortar la espera con un Ctrl-C.
  var gaveUp: Bool { state.withLock { $0.gaveUp } }

  /// Deja de guardar: al volver, ya no escribirá más.
  func stop() { state.withLock { $0.stopped = true } }
}
