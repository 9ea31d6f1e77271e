import Foundation
import Support
import Lessons

/// La prueba de los ejercicios de código al estilo `rustlings dev check`: cada solución
/// pasa sus pruebas ocultas y cada inicio no pasa ninguna (una prueba que el inicio ya pasa
/// es un error del contenido, en su línea de `pruebas.swift`, y también lo es una prueba
/// que no compila con el inicio). Los ejercicios cuyos nombres no chocan se
/// compilan juntos con un solo `swiftc` (`CodeRunner.check(batch:)`), y cada uno se
/// ejecuta en su proceso.
///
/// Un inicio que se cuelga (el abrazo mortal) cuenta como que falla, que es lo que debe
/// hacer; para no esperar el límite entero, los inicios se ejecutan con
/// `starterTimeLimit` segundos, y ese «falla» se recuerda en la caché (el corrector no
/// guarda los tiempos agotados).
struct CodeExerciseProof: Sendable {
  /// Un ejercicio de código con lo que hace falta para situar sus problemas.
  struct Item: Sendable, Hashable {
    var id: String
    var exercise: CodeExercise
    /// `01-shared/codigo/entrega/`, relativo a la carpeta del curso.
    var folderPath: String
  }

  var items: [Item]
  /// Los archivos que no se pudieron leer (el cargador ya avisó de los que faltan).
  var unreadable: [Diagnostic]
  /// Las entregas de las soluciones y de los inicios, en el orden de `items`.
  var solutions: [CodeSubmission]
  var starters: [CodeSubmission]

  /// Segundos de reloj para ejecutar un inicio.
  static let starterTimeLimit = 3.0

  init(course: Course) {
    var items: [Item] = []
    var unreadable: [Diagnostic] = []
    var solutions: [CodeSubmission] = []
    var starters: [CodeSubmission] = []
    for lesson in course.lessons {
      for (exercise, label) in lesson.exercises.flatMap(Self.sampledInstances) {
        guard let code = exercise.kind.model(CodeExercise.self) else { continue }
        let files = code.files
        guard let starter = files.text(.starter), let solution = files.text(.solution),
          let tests = files.text(.tests)
        else {
          if [files.starter, files.solution, files.tests].allSatisfy({
            FileManager.default.fileExists(atPath: $0.path)
          }) {
            let finding = ProofFinding.checkerUnavailable(
              what: "«\(exercise.id)»", reason: "no puedo leer sus archivos como texto UTF-8.")
            unreadable.append(Diagnostic(code.location, .reported(finding.message)))
          }
          continue
        }
        let testsFile = SourceFile(name: "pruebas.swift", contents: tests)
        items.append(
          Item(id: label, exercise: code, folderPath: "\(lesson.id)/codigo/\(code.folder)/"))
        solutions.append(
          CodeSubmission(
            exerciseID: exercise.id,
            learnerFile: SourceFile(name: "solucion.swift", contents: solution),
            tests: testsFile))
        starters.append(
          CodeSubmission(
            exerciseID: exercise.id,
            learnerFile: SourceFile(name: "inicio.swift", contents: starter),
            tests: testsFile))
      }
    }
    self.items = items
    self.unreadable = unreadable
    self.solutions = solutions
    self.starters = starters
  }

  /// Las instancias de `exercise` que se prueban, con el nombre que llevan los mensajes: él
  /// mismo sin variantes; con ellas, una muestra (`VariantOutputs.sample`), cada una con sus
  /// valores («withlock.orden-fijo» con «id=3»), para que un juego de valores cuyo inicio o
  /// cuyas pruebas no compilan con la solución se vea con su `archivo:línea`.
  static func sampledInstances(_ exercise: Exercise) -> [(Exercise, String)] {
    guard let variants = exercise.variants, exercise.kind.compiled != nil else {
      return [(exercise, exercise.id)]
    }
    return VariantOutputs.sample(count: variants.instances.count).sorted().map {
      (exercise.instance($0), "\(exercise.id)» con «\(variants.instanceID($0))")
    }
  }

  /// El corrector de los inicios: el mismo, con menos tiempo de reloj.
  static func starterRunner(from runner: CodeRunner) -> CodeRunner {
    var copy = runner
    let seconds = min(copy.options.limits.wallClockSeconds, starterTimeLimit)
    copy.options.limits.wallClockSeconds = seconds
    copy.options.limits.cpuSeconds = min(
      copy.options.limits.cpuSeconds, max(1, Int(seconds.rounded(.up))))
    return copy
  }

  /// Los trabajos de la prueba, uno por grupo de ejercicios que se compilan juntos: cada
  /// uno es un lote de `CodeRunner.check(batch:)` de un solo grupo (una compilación y una
  /// ejecución por ejercicio), para que quien los reparta tenga los núcleos siempre
  /// ocupados. Los inicios que ya se sabe que no pasan no se vuelven a probar.
  func jobs(runner: CodeRunner) -> [@Sendable () async -> [Diagnostic]] {
    let single: CodeRunner = {
      var copy = runner
      copy.options.maxParallelJobs = 1
      return copy
    }()
    let starterRunner = Self.starterRunner(from: single)
    var jobs: [@Sendable () async -> [Diagnostic]] = []
    let solutionPairs = Array(zip(items, solutions))
    for group in Self.groups(solutionPairs.map(\.1), limit: runner.options.mergeLimit) {
      let members = group.map { solutionPairs[$0] }
      jobs.append { await Self.checkSolutions(members, runner: single) }
    }
    let pending = zip(items, starters).compactMap {
      item, starter -> (Item, CodeSubmission, String)? in
      let key = Self.memoKey(for: starter, runner: starterRunner)
      return starterRunner.cache?.load(Bool.self, key: key) == true ? nil : (item, starter, key)
    }
    for group in Self.groups(pending.map(\.1), limit: runner.options.mergeLimit) {
      let members = group.map { pending[$0] }
      jobs.append { await Self.checkStarters(members, runner: starterRunner) }
    }
    return jobs
  }

  /// Grupos de entregas cuyos nombres no chocan, como los forma `check(batch:)`.
  static func groups(_ submissions: [CodeSubmission], limit: Int) -> [[Int]] {
    let pending = submissions.enumerated().map { position, submission in
      let files = [submission.learnerFile, submission.tests] + submission.extraTests
      let names = files.reduce(into: Set<String>()) {
        $0.formUnion(TopLevelDeclarations(source: $1.contents).visibleNames)
      }
      return (position: position, names: names)
    }
    return CodeRunner.groups(pending, limit: limit)
  }

  private static func checkSolutions(
    _ members: [(Item, CodeSubmission)], runner: CodeRunner
  ) async -> [Diagnostic] {
    let result = await runner.check(batch: members.map(\.1))
    var diagnostics: [Diagnostic] = []
    for ((item, _), verdict) in zip(members, result.verdicts) {
      diagnostics += findings(forSolution: verdict, item: item)
    }
    return diagnostics
  }

  private static func checkStarters(
    _ members: [(Item, CodeSubmission, String)], runner: CodeRunner
  ) async -> [Diagnostic] {
    let result = await runner.check(batch: members.map(\.1))
    var diagnostics: [Diagnostic] = []
    for ((item, submission, key), verdict) in zip(members, result.verdicts) {
      switch verdict.outcome {
      case .passed:
        let finding = ProofFinding.starterAlreadyPasses(
          exercise: item.id, file: "codigo/\(item.exercise.folder)/inicio.swift")
        diagnostics.append(Diagnostic(item.exercise.location, .reported(finding.message)))
      case .setupFailed:
        let finding = ProofFinding.checkerUnavailable(
          what: "el inicio de «\(item.id)»", reason: verdict.setupMessage ?? "")
        diagnostics.append(Diagnostic(item.exercise.location, .reported(finding.message)))
      case .compileFailed:
        // El inicio puede no compilar por sí solo (es del alumno); las pruebas ocultas, en
        // cambio, deben compilar con él: un error en ellas no se puede ni leer.
        diagnostics += testErrors(verdict, item: item)
      default:
        // Una prueba que ya pasa con el inicio sin tocar no mide lo que pide el ejercicio:
        // un inicio a medio hacer la cobraría sin haberlo resuelto.
        let passing = passingTests(verdict, tests: submission.tests, item: item)
        diagnostics += passing
        if verdict.outcome == .timedOut, passing.isEmpty { runner.cache?.save(true, key: key) }
      }
    }
    return diagnostics
  }

  /// Los errores de compilación que caen en `pruebas.swift` al compilarla con el inicio,
  /// cada uno en su línea (los repetidos, una vez).
  static func testErrors(_ verdict: CodeVerdict, item: Item) -> [Diagnostic] {
    var seen = Set<String>()
    return verdict.diagnostics.filter { $0.severity == .error && $0.origin == .tests }
      .compactMap { error in
        let place = SourceLocation(file: item.folderPath + "pruebas.swift", line: error.line ?? 0)
        guard seen.insert("\(place) \(error.message)").inserted else { return nil }
        let finding = ProofFinding.testsDoNotCompileWithStarter(
          exercise: item.id, error: error.message)
        return Diagnostic(place, .reported(finding.message))
      }
  }

  /// Las pruebas que el inicio ya pasa, cada una en su línea de `pruebas.swift`.
  static func passingTests(
    _ verdict: CodeVerdict, tests: SourceFile, item: Item
  ) -> [Diagnostic] {
    let lines = Dictionary(
      TopLevelDeclarations(source: tests.contents).testFunctions.map { ($0.name, $0.line) },
      uniquingKeysWith: { first, _ in first })
    return verdict.tests.filter(\.passed).map { test in
      let finding = ProofFinding.starterPassesTest(exercise: item.id, test: test.name)
      let place = SourceLocation(
        file: item.folderPath + "pruebas.swift", line: lines[test.name] ?? 0)
      return Diagnostic(place, .reported(finding.message))
    }
  }

  /// La clave con que se recuerda que un inicio no pasa aunque se agotara su tiempo.
  static func memoKey(for starter: CodeSubmission, runner: CodeRunner) -> String {
    var hash = SHA256()
    hash.update(field: "inicio-no-pasa-1")
    hash.update(field: runner.verdictKey(for: starter))
    return hash.hexDigest()
  }

  private static func findings(forSolution verdict: CodeVerdict, item: Item) -> [Diagnostic] {
    let location = item.exercise.location
    switch verdict.outcome {
    case .passed:
      return []
    case .setupFailed:
      let finding = ProofFinding.checkerUnavailable(
        what: "la solución de «\(item.id)»", reason: verdict.setupMessage ?? "")
      return [Diagnostic(location, .reported(finding.message))]
    case .compileFailed:
      var seen = Set<String>()
      var result: [Diagnostic] = []
      for error in verdict.diagnostics where error.severity == .error {
        let place: SourceLocation
        switch error.origin {
        case .learner:
          place = SourceLocation(file: item.folderPath + "solucion.swift", line: error.line ?? 0)
        case .tests:
          place = SourceLocation(file: item.folderPath + "pruebas.swift", line: error.line ?? 0)
        case .harness:
          place = location
        }
        guard seen.insert("\(place) \(error.message)").inserted else { continue }
        let finding = ProofFinding.solutionDoesNotCompile(
          exercise: item.id, inTests: error.origin == .tests, error: error.message)
        result.append(Diagnostic(place, .reported(finding.message)))
      }
      return result
    default:
      var result: [Diagnostic] = []
      if let startup = verdict.startupFailure {
        let finding = ProofFinding.solutionFailedToStart(
          exercise: item.id, reason: CodeVerdict.describe(startup))
        result.append(Diagnostic(location, .reported(finding.message)))
      }
      let failing = verdict.tests.filter { !$0.passed }
      let ran = failing.filter { $0.status != .notRun }
      for test in ran.isEmpty ? failing : ran {
        let finding = ProofFinding.solutionFailsTest(
          exercise: item.id, test: test.name, status: test.status,
          seconds: verdict.timeLimitSeconds, bytes: verdict.memoryLimitBytes)
        result.append(Diagnostic(location, .reported(finding.message)))
      }
      return result
    }
  }
}
