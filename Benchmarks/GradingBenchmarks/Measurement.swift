import Checker
import Foundation
import Grading
import Lessons
import Workspace

/// Corrige una clase de varios modos y escribe una tabla.
enum Measurement {
  struct Row {
    var mode: String
    var seconds: Double
    var submissions: Int
    var compiles: Int
    var codeExercises: Int
    var report: GradeReport
    var cpuSeconds: Double
  }

  /// Segundos de CPU del árbol entero: este proceso, `swiftc`, la caja y los programas
  /// (`TreeCPU`, de un cgroup propio).
  static func cpuSeconds() -> Double { TreeCPU.seconds() }

  static func run(
    course: Course, folder: String, seconds: Double, modes: [String], reports: String?
  ) async {
    let toolchain: SharedCoreToolchain
    let stamp: CourseStamp
    do {
      toolchain = try SharedCoreToolchain.locate()
      stamp = try CourseFingerprint.stamp(of: course)
    } catch {
      print("error: \(error)")
      return
    }
    let limits = SandboxLimits.grading(seconds: seconds)
    let setup = GradingSetup(course: course, stamp: stamp, timeLimitSeconds: seconds)
    let inputs = InputDiscovery.inputs(
      for: [folder], currentDirectory: FileManager.default.currentDirectoryPath,
      workspaces: TutorWorkspaceReader())
    print(
      "Clase: \(inputs.count) entregas · curso \(course.id) · límite \(seconds) s por ejercicio")
    print("Carga media al empezar (1, 5, 15 min): \(loadAverage())")
    print("CPU: \(TreeCPU.source)")
    print("modo        segundos  entregas/s  s de CPU  swiftc  ejercicios de código")
    var rows: [Row] = []
    for mode in modes where !mode.hasPrefix("almacen-") {
      let pieces = mode.split(separator: "-")
      guard pieces.count == 2, let jobs = Int(pieces[1]) else { continue }
      let batching: CodeBatching = pieces[0].hasPrefix("ingenuo") ? .onePerExercise : .perStudent
      // `juntos`: los lotes como antes de compilar las pruebas una vez (todo en una llamada).
      let together = pieces[0] == "juntos"
      var runner = CodeRunner(
        toolchain: toolchain, options: CodeRunnerOptions(limits: limits, maxParallelJobs: jobs),
        cache: nil)
      // Como `corregir`: sin caché de programas, con las pruebas compiladas una vez para la
      // clase, en una carpeta vacía al empezar cada modo. `ingenuo` es la referencia de la
      // issue 27 (cada ejercicio compilado entero por su cuenta): sin ella.
      let testsFolder = NSTemporaryDirectory() + "leccion-banco-pruebas-" + UUID().uuidString
      defer { try? FileManager.default.removeItem(atPath: testsFolder) }
      if batching == .perStudent && !together {
        runner.compiledTests = CodeCache(directory: testsFolder)
      }
      runner.batchesUseCompiledTests = !together
      // `cajas`: los lotes con una caja por ejercicio al ejecutar, como antes de `SharedSandbox`.
      runner.batchRunsShareSandbox = pieces[0] != "cajas"
      // `enlace`: los lotes enlazando siempre con `swift-autolink-extract` y `clang`, como antes
      // de `LinkerPlan` (lo que se sabe de otras corridas de este proceso no se usa).
      setenv("LECCION_ENLACE_COMO_ANTES", pieces[0] == "enlace" ? "1" : "0", 1)
      // `cadenas`: los lotes lanzando cada ejercicio por su cadena (`sh`, `prlimit`, `nsenter`,
      // `unshare`, `setpriv`, el programa), como antes de la plantilla (`SandboxTemplate`).
      setenv("LECCION_SIN_PLANTILLA", pieces[0] == "cadenas" ? "1" : "0", 1)
      // `objetos`: los lotes con un solo objeto para los archivos de una entrega, como antes de
      // `ObjectParts` (sin reusar el código ya generado para el mismo archivo de otra).
      setenv("LECCION_OBJETOS_SIN_REUSAR", pieces[0] == "objetos" ? "1" : "0", 1)
      // `justos`: N entregas a la vez y nada más, como antes de `CompilerSlots` (con `ingenuo`
      // también: `ingenuo_justos-N`).
      setenv("LECCION_SIN_ENTREGA_DE_MAS", pieces[0].hasSuffix("justos") ? "1" : "0", 1)
      let grader = ClassGrader(
        setup: setup, code: RunnerCodeChecker(runner: runner, batching: batching), jobs: jobs)
      let clock = ContinuousClock()
      let cpuStart = cpuSeconds()
      let start = clock.now
      guard let (report, cost) = try? await grader.gradeMeasuring(inputs) else { continue }
      let elapsed = clock.now - start
      let wall = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
      let row = Row(
        mode: mode, seconds: wall, submissions: report.students.count, compiles: cost.compilerRuns,
        codeExercises: cost.codeExercises, report: report,
        cpuSeconds: cpuSeconds() - cpuStart)
      rows.append(row)
      if let reports {
        try? ReportFormat.text.render(report).write(
          toFile: "\(reports)/\(mode).txt", atomically: true, encoding: .utf8)
        try? ReportFormat.json.render(report).write(
          toFile: "\(reports)/\(mode).json", atomically: true, encoding: .utf8)
      }
      print(
        pad(mode, 12) + pad(String(format: "%.1f", wall), 10)
          + pad(String(format: "%.2f", Double(row.submissions) / wall), 12)
          + pad(String(format: "%.1f", row.cpuSeconds), 10)
          + pad("\(row.compiles)", 8) + "\(row.codeExercises)")
    }
    for jobs in [1, 2] {
      if let batched = rows.first(where: { $0.mode == "lotes-\(jobs)" }),
        let naive = rows.first(where: { $0.mode == "ingenuo-\(jobs)" })
      {
        print(
          String(
            format:
              "Con %d trabajo(s): los lotes son %.2f× más rápidos que compilar cada ejercicio"
              + " y gastan %.2f× menos CPU.",
            jobs, naive.seconds / batched.seconds, naive.cpuSeconds / batched.cpuSeconds))
      }
    }
    if let first = rows.first { compare(rows.dropFirst().map(\.report), with: first.report) }
    for mode in modes where mode.hasPrefix("almacen-") {
      guard let jobs = Int(mode.dropFirst(8)),
        let runs = await Regrading.run(
          course: course, stamp: stamp, folder: folder, limits: limits, jobs: jobs)
      else { continue }
      Regrading.report(runs, baseline: rows.first { $0.mode == "lotes-\(jobs)" })
    }
    print("Carga media al acabar (1, 5, 15 min): \(loadAverage())")
  }

  /// Los tres primeros campos de `/proc/loadavg`.
  static func loadAverage() -> String {
    let text = (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8)) ?? ""
    return text.split(separator: " ").prefix(3).joined(separator: " ")
  }

  /// Dice si todos los modos escribieron el mismo informe; si no, si solo difieren los
  /// mensajes y en qué ejercicios (una prueba que imprime lo que hizo una carrera de datos no
  /// puede repetirlo).
  static func compare(_ others: [GradeReport], with reference: GradeReport) {
    let bytes = ReportFormat.json.render(reference)
    if others.allSatisfy({ ReportFormat.json.render($0) == bytes }) {
      print("Todos los modos dan el mismo informe, byte a byte.")
      return
    }
    var messagesOnly = true
    var exercises: Set<String> = []
    var rows: Set<String> = []
    var otherSize = false
    for other in others where ReportFormat.json.render(other) != bytes {
      guard other.students.count == reference.students.count else {
        otherSize = true
        continue
      }
      for (mine, theirs) in zip(reference.students, other.students) {
        for (a, b) in zip(mine.exercises, theirs.exercises) where a != b {
          if a.status != b.status || a.points != b.points { messagesOnly = false }
          exercises.insert(a.id)
        }
        if mine.points != theirs.points || mine.status != theirs.status { messagesOnly = false }
        if mine.message != theirs.message || mine.source != theirs.source {
          rows.insert(mine.student ?? mine.source)
        }
      }
    }
    if otherSize { print("ATENCIÓN: algún modo da un informe con otro número de filas.") }
    if exercises.isEmpty {
      // Lo distinto está fuera de los ejercicios: en la fila del alumno o en la cabecera.
      let place =
        rows.isEmpty
        ? "la cabecera del informe (ni filas ni ejercicios)"
        : "la fila (mensaje u origen) de \(rows.count) entregas: "
          + rows.sorted().prefix(5).joined(separator: ", ")
      print(
        messagesOnly
          ? "Los informes solo difieren en \(place) (mismos estados y puntos)."
          : "ATENCIÓN: los informes difieren entre modos en \(place).")
      return
    }
    let list = exercises.sorted().joined(separator: ", ")
    print(
      messagesOnly
        ? "Los informes solo difieren en el texto de algunos mensajes de: \(list) (mismos estados y puntos)."
        : "ATENCIÓN: los informes difieren entre modos en: \(list).")
  }

  static func pad(_ text: String, _ width: Int) -> String {
    text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
  }
}
