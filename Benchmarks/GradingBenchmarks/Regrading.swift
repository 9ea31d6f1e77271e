import Checker
import Foundation
import Grading
import Lessons
import Workspace

/// Volver a corregir con el almacén de resultados de la clase (`almacen-N` en `medir`): una
/// copia de la clase se corrige con el almacén frío, otra vez después de que el 10 % de las
/// entregas cambie todos sus archivos de código, y otra sin cambios. El ejecutor no tiene caché
/// de programas: `leccion corregir` solo usa el almacén. Los tiempos agotados que esperaron una
/// CPU buena parte del límite aun con la prórroga (`TimeoutEvidence`) son dudosos: no se
/// guardan y se cuentan.
enum Regrading {
  struct Run {
    var name: String
    var seconds: Double
    var cpuSeconds: Double
    var cost: ClassGrader.Cost
    var report: GradeReport
  }

  /// Las tres correcciones, en orden (en frío, con el 10 % cambiado, sin cambios), o `nil` si
  /// no se pudo copiar la clase.
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
      // La clave se calcula dentro del tiempo medido: ejecuta `swiftc --version` una vez.
      let code = StoredCodeGrader(
        inner: RunnerCodeChecker(runner: runner), store: store,
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

  /// Añade una línea de comentario a cada archivo de código de una entrega de cada diez (al
  /// menos una), repartidas entre las entregas con código; devuelve cuántas cambiaron.
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

  /// Escribe las tres correcciones y su fracción de la primera; `baseline` es la misma clase
  /// corregida sin almacén (`lotes-N`), si se midió.
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
      // La copia de la clase está en otra carpeta: las filas se comparan por nombre de archivo.
      print("Frío frente a \(baseline.mode):", terminator: " ")
      Measurement.compare([byFileName(cold.report)], with: byFileName(baseline.report))
    }
    if runs.count == 3 {
      print("Nada cambiado frente a 10 % cambiado (almacén lleno):", terminator: " ")
      Measurement.compare([runs[2].report], with: runs[1].report)
    }
  }

  /// `report` con el `source` de cada fila reducido al nombre del archivo.
  static func byFileName(_ report: GradeReport) -> GradeReport {
    var copy = report
    for index in copy.students.indices {
      copy.students[index].source = (copy.students[index].source as NSString).lastPathComponent
    }
    return copy
  }
}
