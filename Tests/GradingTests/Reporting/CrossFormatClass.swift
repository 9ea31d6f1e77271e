import Foundation
import Lessons
import Workspace

@testable import Grading

/// Una clase pequeña corregida con una tarea `intentos` (penalización 1/3, cada pista 0,1, la
/// solución todo, fecha límite) sobre cuatro ejercicios del curso de prueba que valen 1: un
/// texto, una predicción, un recorrido y uno de código que nadie abre (así no se compila nada).
///
/// - ana acierta los tres al tercer intento: 1/3 cada uno, exactamente 1 en total (sumando los
///   puntos redondeados salía 0.99).
/// - beto ve la solución y acierta el texto (0), acierta la predicción (1) y el recorrido al
///   segundo intento (2/3).
/// - carla oye «casi» y después acierta el texto (2/3), ve una pista y acierta la predicción
///   (0,9) y responde el recorrido después de la fecha límite (no cuenta).
/// - dani acierta el recorrido (1) y no responde nada más.
struct CrossFormatClass {
  let root: String

  static let start = Date(timeIntervalSince1970: 1_800_000_000)
  static let deadline = start.addingTimeInterval(1000)
  static let exercises = ["caja.metodo", "caja.imprime", "decidir.saldo", "caja.contador"]

  static let right: [String: RawAnswer] = [
    "caja.metodo": .freeText("withLock"),
    "caja.imprime": .prediction(lines: ["2", "fin"]),
    "decidir.saldo": .flowchartWalk(path: ["no", "no"]),
  ]
  static let wrong: [String: RawAnswer] = [
    "caja.metodo": .freeText("wrappedValue"),
    "caja.imprime": .prediction(lines: ["1"]),
    "decidir.saldo": .flowchartWalk(path: ["quizá"]),
  ]

  /// Los puntos exactos de cada alumno y lo que se escribe.
  static let totals = ["ana": 1.0, "beto": 1.67, "carla": 1.57, "dani": 1.0]

  enum Step {
    case right(String), wrong(String), casi, hint(String), solution(String), late(String)
  }

  static let histories: [String: [Step]] = [
    "ana": [
      .wrong("caja.metodo"), .wrong("caja.metodo"), .right("caja.metodo"),
      .wrong("caja.imprime"), .wrong("caja.imprime"), .right("caja.imprime"),
      .wrong("decidir.saldo"), .wrong("decidir.saldo"), .right("decidir.saldo"),
    ],
    "beto": [
      .solution("caja.metodo"), .right("caja.metodo"), .right("caja.imprime"),
      .wrong("decidir.saldo"), .right("decidir.saldo"),
    ],
    "carla": [
      .casi, .right("caja.metodo"), .hint("caja.imprime"), .right("caja.imprime"),
      .late("decidir.saldo"),
    ],
    "dani": [.right("decidir.saldo")],
  ]

  static func events(_ steps: [Step]) -> [ProgressEvent] {
    steps.enumerated().map { second, step in
      let date = start.addingTimeInterval(Double(second))
      switch step {
      case .right(let id):
        return .answer(right[id] ?? .freeText(""), passed: nil, exercise: id, date: date)
      case .wrong(let id):
        return .answer(wrong[id] ?? .freeText(""), passed: nil, exercise: id, date: date)
      case .casi:
        return .answer(.freeText("withLok"), passed: nil, exercise: "caja.metodo", date: date)
      case .hint(let id): return .hint(0, exercise: id, date: date)
      case .solution(let id): return .solution(exercise: id, date: date)
      case .late(let id):
        return .answer(
          right[id] ?? .freeText(""), passed: nil, exercise: id,
          date: deadline.addingTimeInterval(Double(second)))
      }
    }
  }

  static func make() throws -> CrossFormatClass {
    let root = try GradingFixture.temporaryDirectory()
    try FileManager.default.createDirectory(
      atPath: root + "/clase", withIntermediateDirectories: true)
    let policy = Assignment(
      mode: .tries, hintCost: 0.1, deadline: deadline, seed: "cruce", exercises: exercises)
    let data = AssignmentFile.encode(policy)
    try data.write(to: URL(fileURLWithPath: root + "/tarea.json"))
    let read = try AssignmentFile.parse(data, shownAs: "tarea.json", course: nil)
    for (student, steps) in histories {
      let submission = Submission(
        student: student, course: GradingFixture.stamp, exportedAt: deadline,
        assignment: read.fingerprint, events: events(steps))
      try GradingFixture.write(submission, to: root + "/clase/\(student).json")
    }
    return CrossFormatClass(root: root)
  }

  /// Lo que escribe `corregir` con `--formato format` (y `extra`).
  func output(_ format: String, _ extra: [String] = []) async -> String {
    let outcome = await GradingCommand.execute(
      arguments: [
        "clase", "--curso", GradingFixture.courseDirectory, "--tarea", "tarea.json", "--formato",
        format,
      ] + extra, context: GradingFixture.context(in: root, cache: root + "/cache"))
    return (outcome.output + outcome.errors).joined(separator: "\n")
  }

  /// El `results.json` de exercism de cada alumno, escrito con `--salida`.
  func exercism() async throws -> [String: Data] {
    _ = await output("exercism", ["--salida", "exercism"])
    var files: [String: Data] = [:]
    for student in Self.histories.keys {
      files[student] = try Data(
        contentsOf: URL(fileURLWithPath: root + "/exercism/\(student)/results.json"))
    }
    return files
  }

  func report() async throws -> GradeReport {
    try WorkspaceJSON.decoder().decode(GradeReport.self, from: Data(await output("json").utf8))
  }
}
