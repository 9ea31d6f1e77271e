import Checker
import Foundation
import Grading
import Lessons
import Workspace

/// Re-grading with the class result store (`almacen-N` in `medir`): a copy of the class is
/// graded with a cold store, then again after 10 % of the hand-ins changed every code file,
/// then again with nothing changed. The runner has no program cache: `leccion corregir`
/// uses only the store. Timeouts that waited for a CPU for a large share of the limit even
/// after the extension (`TimeoutEvidence`) are doubtful, not stored, and counted.
enum Regrading {
  struct Run {
    var name: String
    var seconds: Double
    var cpuSeconds: Double
    var cost: ClassGrader.Cost
    var report: GradeReport
  }

  /// The three runs, in order (cold, 10 % changed, unchanged), or `nil` if the class could
  /// not be copied.
  static func run(
    course: Course, stamp: CourseStamp, folder: String, limits: SandboxLimits, jobs: Int
  ) async -> [Run]? {
    let root = NSTemporaryDirectory() + "leccion-banco-recorregir-" + UUID().uuidString
    defer { try? FileManager.default.removeItem(atPath: root) }
    let classFolder = root + "/clase"
    guard
      (try? FileManager.default.createDirectory(
        atPath: root, withIntermediateDirectories: true)) != nil,
      (try? FileManager.default.copyItem(atPath: folder, toPath: classFolder)) != nil,
      let toolchain = try? SharedCoreToolchain.locate(),
      let store = try? ResultStore.open(directory: root + "/almacen")
    else { return nil }
    let runner = CodeRunner(
      toolchain: toolchain, options: CodeRunnerOptions(limits: limits, maxParallelJobs: jobs),
      cache: nil)
    let setup = GradingSetup(
      course: course, stamp: stamp, timeLimitSeconds: limits.wallClockSeconds)
    func grade(_ name: String) async -> Run? {
      let inputs = InputDiscovery.inputs(
        for: [classFolder], currentDirectory: root, workspaces: TutorWorkspaceReader())
      let clock = ContinuousClock()
      let cpuStart = Measurement.cpuSeconds()
      let start = clock.now
      // The key is computed inside the measured time: it runs `swiftc --version` once.
      let code = StoredCodeGrader(
        inner: RunnerCodeGrader(runner: runner), store: store,
        keying: ResultKeying(courseHash: stamp.contentHash, runner: runner))
      let grader = ClassGrader(setup: setup, code: code, jobs: jobs)
      guard let (report, cost) = try? await grader.gradeMeasuring(inputs) else { return nil }
      let elapsed = clock.now - start
      return Run(
        name: name,
        seconds: Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18,
        cpuSeconds: Measurement.cpuSeconds() - cpuStart, cost: cost, report: report)
    }
    guard let cold = await grade("almacén frío") else { return nil }
    let changed = changeTenPercent(of: classFolder)
    guard let regrade = await grade("10 % cambiado (\(changed) entregas)"),
      let unchanged = await grade("nada cambiado")
    else { return nil }
    return [cold, regrade, unchanged]
  }

  /// Appends a comment line to every code file of one hand-in in ten (at least one), spread
  /// evenly over the hand-ins that have code; returns how many changed.
  static func changeTenPercent(of folder: String) -> Int {
    let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
      .filter { $0.hasSuffix(".json") }.sorted()
    var withCode: [(path: String, object: [String: Any])] = []
    for name in names {
      let path = folder + "/" + name
      guard (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) == nil,
        let data = FileManager.default.contents(atPath: path), data.count < 4 << 20,
        let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
        let code = object["code"] as? [String: Any], !code.isEmpty
      else { continue }
      withCode.append((path, object))
    }
    let count = min(withCode.count, max(1, names.count / 10))
    for index in 0..<count {
      var (path, object) = withCode[index * withCode.count / count]
      var code = object["code"] as? [String: [String: Any]] ?? [:]
      for id in code.keys {
        let contents = code[id]?["contents"] as? String ?? ""
        code[id]?["contents"] = contents + "\n// segunda versión\n"
      }
      object["code"] = code
      if let data = try? JSONSerialization.data(
        withJSONObject: object, options: [.prettyPrinted, .sortedKeys])
      {
        try? data.write(to: URL(fileURLWithPath: path))
      }
    }
    return count
  }

  /// Prints the three runs and their ratios to the cold one; `baseline` is the same class
  /// graded without a store (`lotes-N`), if it was measured.
  static func report(_ runs: [Run], baseline: Measurement.Row?) {
    print("")
    print("Volver a corregir con el almacén de resultados:")
    print(
      "corrección                      segundos  × frío  s de CPU  × frío  swiftc  comprobados"
        + "  del almacén  repetidos  agotados dudosos")
    guard let cold = runs.first else { return }
    for run in runs {
      print(
        Measurement.pad(run.name, 32) + Measurement.pad(String(format: "%.1f", run.seconds), 10)
          + Measurement.pad(String(format: "%.3f", run.seconds / cold.seconds), 8)
          + Measurement.pad(String(format: "%.1f", run.cpuSeconds), 10)
          + Measurement.pad(String(format: "%.3f", run.cpuSeconds / cold.cpuSeconds), 8)
          + Measurement.pad("\(run.cost.compilerRuns)", 8)
          + Measurement.pad(
            "\(run.cost.codeExercises - run.cost.storeHits - run.cost.duplicates)", 13)
          + Measurement.pad("\(run.cost.storeHits)", 13)
          + Measurement.pad("\(run.cost.duplicates)", 11) + "\(run.cost.doubtfulTimeouts)")
    }
    print(
      "(agotados dudosos: tiempos agotados que esperaron una CPU buena parte del límite aun con"
        + " la prórroga; no se guardan y se vuelven a ejecutar)")
    if let baseline {
      print(
        "Frío frente a \(baseline.mode) (sin almacén): "
          + String(
            format: "%.2f× el tiempo, %.2f× la CPU.", cold.seconds / baseline.seconds,
            cold.cpuSeconds / baseline.cpuSeconds))
      // The copy of the class lives in another folder: compare the rows by file name.
      print("Frío frente a \(baseline.mode):", terminator: " ")
      Measurement.compare([byFileName(cold.report)], with: byFileName(baseline.report))
    }
    if runs.count == 3 {
      print("Nada cambiado frente a 10 % cambiado (almacén lleno):", terminator: " ")
      Measurement.compare([runs[2].report], with: runs[1].report)
    }
  }

  /// `report` with each row's `source` cut to its file name.
  static func byFileName(_ report: GradeReport) -> GradeReport {
    var copy = report
    for index in copy.students.indices {
      copy.students[index].source = (copy.students[index].source as NSString).lastPathComponent
    }
    return copy
  }
}
