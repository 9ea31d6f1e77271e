import Foundation
import Testing

/// `Cluster/`: los archivos para Kubernetes, Slurm, GitHub Actions y GitLab CI se leen sin errores,
/// y los scripts que ejecutan todos ellos (`corregir-parte.sh`, `unir.sh`), lanzados como un
/// proceso local por parte con las variables de cada sistema, dan el informe de una sola máquina,
/// byte a byte; una parte reintentada no cambia nada y la que falta se nombra.
@Suite struct ClusterTests {
  static let cluster = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Cluster")
  static let course = Leccion.course.deletingLastPathComponent()
    .appendingPathComponent("curso-corregir")

  /// Una clase de espacios de trabajo que no hace falta compilar (sin archivos de código):
  /// respuestas bien o mal.
  static func makeClass(in root: URL, students: Int) throws -> URL {
    let folder = root.appendingPathComponent("entregas")
    for number in 1...students {
      let student = "alumno-\(number)"
      let path = folder.appendingPathComponent(student)
      try FileManager.default.createDirectory(at: path, withIntermediateDirectories: true)
      let manifest = """
        {"courseID": "curso-corregir", "created": "2026-11-30T09:00:00.000Z", "format": 1, \
        "learnerID": "\(student)"}
        """
      try Data(manifest.utf8).write(to: path.appendingPathComponent("espacio.json"))
      let text = number % 3 == 0 ? "wrappedValue" : "With Lock"
      let lines = number % 2 == 0 ? "[\"2\", \"fin\"]" : "[\"1\"]"
      let progress = """
        {"courseID": "curso-corregir", "format": 1, "events": [
        {"answer": {"kind": "texto", "text": "\(text)"}, "date": "2026-11-30T10:00:01.000Z",
         "exerciseID": "caja.metodo", "id": "\(UUID().uuidString)", "kind": "respuesta", "passed": true},
        {"answer": {"kind": "prediccion", "lines": \(lines)}, "date": "2026-11-30T10:00:02.000Z",
         "exerciseID": "caja.imprime", "id": "\(UUID().uuidString)", "kind": "respuesta", "passed": true}]}
        """
      try Data(progress.utf8).write(to: path.appendingPathComponent("progreso.json"))
    }
    return folder
  }

  func script(_ name: String) -> String { Self.cluster.appendingPathComponent(name).path }

  /// Ejecuta uno de los scripts de `Cluster/` en la carpeta de `leccion`, solo con `environment` (y
  /// un PATH) definidos, como lo haría un sistema de lotes.
  func run(_ name: String, in leccion: Leccion, environment: [String: String]) throws
    -> Leccion.Result
  {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/bash")
    process.arguments = [script(name)]
    process.currentDirectoryURL = leccion.root
    process.environment = leccion.environment(environment)
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let collected = Leccion.Collected(output: output, errors: errors)
    process.waitUntilExit()
    return Leccion.Result(
      code: process.terminationStatus, output: collected.output(), errors: collected.errors())
  }

  @Test(arguments: ["kubernetes-job.yaml", "github-actions.yml", "gitlab-ci.yml"])
  func yamlFilesParse(file: String) throws {
    let leccion = Leccion()
    defer { try? FileManager.default.removeItem(at: leccion.root) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
    process.arguments = [
      "-c",
      "import sys, yaml; docs = list(yaml.safe_load_all(open(sys.argv[1]))); "
        + "print(len(docs), all(isinstance(d, dict) for d in docs))",
      script(file),
    ]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 0, "python3-yaml no pudo leer \(file)")
    #expect(text.hasSuffix(" True\n"), "\(text)")
    let contents = try String(contentsOfFile: script(file), encoding: .utf8)
    #expect(contents.contains("corregir-parte.sh") && contents.contains("unir.sh"))
  }

  @Test func shellScriptsParse() throws {
    for name in ["corregir-parte.sh", "unir.sh", "slurm.sbatch"] {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/bin/bash")
      process.arguments = ["-n", script(name)]
      try process.run()
      process.waitUntilExit()
      #expect(process.terminationStatus == 0, "\(name)")
    }
  }

  /// Slurm abre la salida de cada tarea (`#SBATCH --output`) antes de ejecutar el script: no
  /// puede estar en una carpeta que crea el script (`informes/`), o las tareas fallan sin
  /// empezar. Lo encontró `Cluster/probar-slurm.sh`, con un Slurm de verdad.
  @Test func slurmOutputNeedsNoFolderTheJobCreates() throws {
    let recipe = try String(contentsOfFile: script("slurm.sbatch"), encoding: .utf8)
    let outputs = recipe.split(separator: "\n").filter { $0.hasPrefix("#SBATCH --output=") }
      .map { $0.dropFirst("#SBATCH --output=".count) }
    #expect(outputs == ["slurm-%A_%a.out"])
    #expect(recipe.contains("--output=\"$INFORMES/slurm-unir-%j.out\""))
  }

  /// Las variables que define cada sistema para la parte `k` (desde 1) de `n`.
  static let systems: [(name: String, variables: @Sendable (Int, Int) -> [String: String])] = [
    ("kubernetes", { k, n in ["JOB_COMPLETION_INDEX": "\(k - 1)", "LECCION_PARTES": "\(n)"] }),
    (
      "slurm",
      { k, n in
        [
          "SLURM_ARRAY_TASK_ID": "\(k + 9)", "SLURM_ARRAY_TASK_MIN": "10",
          "SLURM_ARRAY_TASK_MAX": "\(n + 9)", "SLURM_ARRAY_TASK_COUNT": "\(n)",
        ]
      }
    ),
    ("gitlab", { k, n in ["CI_NODE_INDEX": "\(k)", "CI_NODE_TOTAL": "\(n)"] }),
    ("github", { k, n in ["LECCION_PARTE": "\(k)/\(n)"] }),
  ]

  @Test(arguments: 0..<4)
  func partsMergeIntoTheSingleMachineReport(system: Int) throws {
    let (name, variables) = Self.systems[system]
    let leccion = Leccion()
    defer { try? FileManager.default.removeItem(at: leccion.root) }
    let entregas = try Self.makeClass(in: leccion.root, students: 7)
    // Una tarea «intentos»: las devoluciones abren la respuesta correcta y la explicación.
    let assigned = try leccion.run([
      "tarea", "nueva", "--modo", "intentos", "--curso", Self.course.path, "--semilla", "s",
    ])
    #expect(assigned.code == 0, "\(assigned.errors)")
    let tarea = leccion.root.appendingPathComponent("tarea.json").path
    let single = try leccion.run([
      "corregir", entregas.path, "--curso", Self.course.path, "--tarea", tarea, "--formato",
      "json", "--salida", "uno.json", "--devoluciones", "una",
    ])
    #expect(single.code == 0, "\(single.errors)")
    let informes = leccion.root.appendingPathComponent("informes-\(name)")
    let common = [
      "LECCION": Leccion.binary.path, "ENTREGAS": entregas.path, "INFORMES": informes.path,
      "CURSO": Self.course.path, "TAREA": tarea,
    ]
    // Tres partes, y la parte 2 dos veces (un pod reintentado): vuelve a escribir los mismos bytes.
    for k in [1, 2, 3, 2] {
      let part = try run(
        "corregir-parte.sh", in: leccion, environment: common.merging(variables(k, 3)) { $1 })
      #expect(part.code == 0, "\(name) parte \(k): \(part.errors)")
    }
    let parts = try FileManager.default.contentsOfDirectory(atPath: informes.path)
    #expect(parts.count == 3, "\(parts)")
    let merged = leccion.root.appendingPathComponent("unido-\(name).json")
    let handbacks = leccion.root.appendingPathComponent("devoluciones-\(name)")
    let merge = try run(
      "unir.sh", in: leccion,
      environment: [
        "LECCION": Leccion.binary.path, "INFORMES": informes.path, "SALIDA": merged.path,
        "CURSO": Self.course.path, "TAREA": tarea, "DEVOLUCIONES": handbacks.path,
      ])
    #expect(merge.code == 0, "\(merge.errors)")
    let one = try Data(contentsOf: leccion.root.appendingPathComponent("uno.json"))
    #expect(try Data(contentsOf: merged) == one)
    // Las devoluciones de la unión son las de una sola máquina, con lo que la tarea abre.
    let names = try FileManager.default.contentsOfDirectory(
      atPath: leccion.root.appendingPathComponent("una").path
    ).sorted()
    #expect(names.count == 7)
    #expect(try FileManager.default.contentsOfDirectory(atPath: handbacks.path).sorted() == names)
    for file in names {
      let expected = try Data(contentsOf: leccion.root.appendingPathComponent("una/" + file))
      #expect(try Data(contentsOf: handbacks.appendingPathComponent(file)) == expected, "\(file)")
      #expect(String(decoding: expected, as: UTF8.self).contains("\"rightAnswer\""), "\(file)")
    }
    // Una parte que nunca terminó: «--unir» dice cuál es y no escribe nada.
    let second = try #require(parts.sorted().dropFirst().first)
    try FileManager.default.removeItem(at: informes.appendingPathComponent(second))
    let missing = try run(
      "unir.sh", in: leccion,
      environment: [
        "LECCION": Leccion.binary.path, "INFORMES": informes.path,
        "SALIDA": leccion.root.appendingPathComponent("incompleto.json").path,
      ])
    #expect(missing.code == 2)
    #expect(missing.errors.contains("error: faltan partes: 2/3."), "\(missing.errors)")
    #expect(!FileManager.default.fileExists(atPath: leccion.root.path + "/incompleto.json"))
  }
}
