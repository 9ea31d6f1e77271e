import Checker
import Foundation
import Grading
import Lessons
import Workspace

/// Los tres pasos de la medición (ver `main.swift`), con sus cifras en una tabla.
enum VariantMeasurement {
  static let seed = "banco-variantes"

  static func students(_ count: Int) -> [String] {
    (1...count).map { String(format: "alumno-%03d", $0) }
  }

  static func assignment(for students: [String]) -> Assignment {
    var assignment = Assignment(mode: .tries, seed: seed)
    assignment.roster = students.map { VariantDraw.token(seed: seed, student: $0) }
    assignment.fingerprint = String(repeating: "b", count: 64)
    return assignment
  }

  static func run(course: Course, large: Int, small: Int) async {
    let variants = course.exercises.filter { $0.variants != nil }
    let computed = variants.filter { $0.variants?.hasComputedOutput == true }
    print(
      "Curso \(course.id): \(variants.count) ejercicios con variantes "
        + "(\(computed.count) predicciones con salida calculada, "
        + "\(variants.map { $0.variants?.instances.count ?? 0 }.reduce(0, +)) instancias)")
    print("Carga media al empezar (1, 5, 15 min): \(loadAverage())")

    // 1. El sorteo: once rondas alternando las dos clases, la mediana de cada una.
    let bigClass = students(large)
    let baseClass = students(small)
    var bigRounds: [Double] = []
    var baseRounds: [Double] = []
    var bigWanted: [String: Set<Int>] = [:]
    for _ in 0..<11 {
      let (big, wanted) = Stopwatch.measure { draw(bigClass, variants) }
      let (base, _) = Stopwatch.measure { draw(baseClass, variants) }
      bigRounds.append(big / Double(large))
      baseRounds.append(base / Double(small))
      bigWanted = wanted
    }
    let bigDraw = Stopwatch.median(bigRounds)
    let baseDraw = Stopwatch.median(baseRounds)
    print(
      "Sorteo (mediana de 11): \(large) alumnos \(Stopwatch.micro(bigDraw)) µs por alumno; "
        + "\(small) alumnos \(Stopwatch.micro(baseDraw)) µs por alumno "
        + "(razón \(Stopwatch.ratio(bigDraw, baseDraw)))")
    // El curso de cada alumno (su instancia de cada ejercicio), como lo resuelve `corregir`.
    let baseDrawn = assignment(for: baseClass).variantDraw
    let (resolving, _) = Stopwatch.measure {
      baseClass.map { course.resolved(draw: baseDrawn, student: $0).exercises.count }
    }
    print(
      "Resolver el curso de un alumno: \(Stopwatch.milli(resolving / Double(small))) ms "
        + "(\(course.exercises.count) ejercicios)")

    // 2. Las claves, en frío.
    let cache = NSTemporaryDirectory() + "leccion-banco-variantes-" + UUID().uuidString
    defer { try? FileManager.default.removeItem(atPath: cache) }
    let runner: CodeRunner
    do {
      runner = CodeRunner(
        toolchain: try SharedCoreToolchain.locate(),
        options: CodeRunnerOptions(limits: SandboxLimits.grading(seconds: 4), maxParallelJobs: 2),
        cache: CodeCache(directory: cache))
    } catch {
      fail("no hay motor con que calcular las claves: \(error)")
    }
    let keys = RunnerVariantKeys(runner: runner)
    let (keySeconds, outputs) = await Stopwatch.timed {
      await keys.outputs(for: course, wanted: bigWanted)
    }
    let perStudent = large * computed.count
    print(
      "Claves: \(outputs.runs) ejecuciones en el motor en \(Stopwatch.seconds(keySeconds)) s "
        + "(una por instancia distinta; una por alumno y predicción serían \(perStudent): "
        + "razón \(Stopwatch.ratio(Double(outputs.runs), Double(perStudent))))")
    if !outputs.problems.isEmpty {
      fail("instancias sin clave: " + outputs.problems.map(\.description).joined(separator: "; "))
    }

    // 3. Corregir.
    let filled = course.filling(outputs: outputs.outputs)
    let grader = VariantClass(course: course, runner: runner)
    do {
      // Tres rondas alternando la base y la clase grande; la mediana de cada una.
      var bigRuns: [VariantClass.Graded] = []
      var baseRuns: [VariantClass.Graded] = []
      for _ in 0..<3 {
        baseRuns.append(
          try await grader.grade(baseClass, key: filled, assignment: assignment(for: baseClass)))
        bigRuns.append(
          try await grader.grade(bigClass, key: filled, assignment: assignment(for: bigClass)))
      }
      print(
        "alumnos  s (mediana)  ms por alumno  ms de CPU por alumno  instancias calculadas  "
          + "swiftc  variantes mal")
      var perStudent: [Int: (wall: Double, cpu: Double)] = [:]
      for (count, runs) in [(large, bigRuns), (small, baseRuns)] {
        let wall = Stopwatch.median(runs.map(\.seconds))
        let cpu = Stopwatch.median(runs.map(\.cpuSeconds))
        perStudent[count] = (wall / Double(count), cpu / Double(count))
        print(
          Stopwatch.pad("\(count)", 9) + Stopwatch.pad(Stopwatch.seconds(wall), 13)
            + Stopwatch.pad(Stopwatch.milli(wall / Double(count)), 15)
            + Stopwatch.pad(Stopwatch.milli(cpu / Double(count)), 22)
            + Stopwatch.pad("\(runs.map(\.instances).max() ?? 0)", 23)
            + Stopwatch.pad("\(runs.map(\.compiles).max() ?? 0)", 8)
            + Stopwatch.pad("\(runs.map(\.wrong).max() ?? 0)", 15))
      }
      let big = perStudent[large] ?? (0, 0)
      let base = perStudent[small] ?? (0, 0)
      print(
        "Corregir, por alumno, \(large) frente a \(small): reloj "
          + Stopwatch.ratio(big.wall, base.wall) + ", CPU " + Stopwatch.ratio(big.cpu, base.cpu))
      let reports = Set(bigRuns.map(\.json))
      print(
        reports.count == 1
          ? "Tres correcciones de \(large): el mismo informe JSON byte a byte."
          : "error: tres correcciones de \(large) dieron \(reports.count) informes distintos")
      let wrong = (bigRuns + baseRuns).map(\.wrong).reduce(0, +)
      if reports.count != 1 || wrong > 0 { exit(1) }
    } catch {
      fail("no se pudo corregir: \(error)")
    }
  }

  /// La instancia de cada alumno en cada ejercicio con variantes, como la busca `corregir`
  /// (un sorteo para toda la clase), y las de predicción que hay que calcular.
  static func draw(_ students: [String], _ variants: [Exercise]) -> [String: Set<Int>] {
    let draw = assignment(for: students).variantDraw
    var wanted: [String: Set<Int>] = [:]
    for exercise in variants {
      guard let instances = exercise.variants?.instances else { continue }
      for student in students {
        let index = draw.index(count: instances.count, student: student, exercise: exercise.id)
        if instances[index].computesOutput { wanted[exercise.id, default: []].insert(index) }
      }
    }
    return wanted
  }

  static func loadAverage() -> String {
    let text = (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8)) ?? ""
    return text.split(separator: " ").prefix(3).joined(separator: ", ")
  }
}
