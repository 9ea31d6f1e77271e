import Foundation
import Lessons
import Workspace

@testable import Checker
@testable import Grading

/// Una clase de 30 alumnos con ids de verdad y el curso `Tests/Fixtures/curso-variantes`.
enum VariantClassFixture {
  static let directory = GradingFixture.packageRoot + "/Tests/Fixtures/curso-variantes"

  static let course: Course = {
    CourseLoader.load(from: URL(fileURLWithPath: directory)).course ?? Course(id: "vacío")
  }()

  static let stamp: CourseStamp =
    (try? CourseFingerprint.stamp(of: course)) ?? CourseStamp(id: "vacío", contentHash: "")

  static let students: [String] = {
    let first = [
      "ana", "luis", "marta", "jorge", "lucia", "pablo", "elena", "ivan", "sara", "diego",
    ]
    let last = ["garcia", "perez", "lopez"]
    return last.flatMap { surname in first.map { "\($0).\(surname)" } }
  }()

  static let assignment: Assignment = {
    var assignment = Assignment(mode: .tries, seed: "2026-otono")
    assignment.roster = students.map { VariantDraw.token(seed: "2026-otono", student: $0) }
    assignment.fingerprint = String(repeating: "a", count: 64)
    return assignment
  }()

  static let variantIDs = course.exercises.filter { $0.variants != nil }.map(\.id)

  /// Lo que imprime cada instancia, con las fórmulas de `VariantOutputsTests` (allí se
  /// prueban contra el motor).
  struct FormulaKeys: VariantKeyComputing {
    func outputs(
      for course: Course, wanted: [String: Set<Int>]
    ) async -> VariantOutputs.Computed {
      var computed = VariantOutputs.Computed()
      for (id, indices) in wanted {
        guard let variants = course.exercise(id)?.variants else { continue }
        for index in indices {
          let values = Dictionary(
            uniqueKeysWithValues: variants.instances[index].parameters.map { ($0.name, $0.value) })
          computed.outputs[id, default: [:]][variants.instanceID(index)] = output(id, values)
          computed.runs += 1
        }
      }
      return computed
    }

    func output(_ exercise: String, _ values: [String: String]) -> String {
      let number = { (name: String) in Int(values[name] ?? "") ?? 0 }
      switch exercise {
      case "var.suma": return "\(number("a") + number("b")) \(number("b"))"
      case "var.nombre":
        return (values["nombre"] ?? "") + String(repeating: "!", count: number("veces"))
      default: return "\(values["orden"] ?? "") \(number("x") * 2)"
      }
    }
  }

  /// Las respuestas correctas de la instancia de `student`.
  static func rightAnswers(for student: String) -> [String: RawAnswer] {
    let resolved = course.resolved(draw: assignment.variantDraw, student: student)
    var answers: [String: RawAnswer] = [:]
    for exercise in resolved.exercises {
      switch exercise.kind.name {
      case .choice:
        let choice = exercise.kind.model(ChoiceExercise.self)
        answers[exercise.id] = .choice(
          options: choice?.options.filter(\.isCorrect).map(\.id) ?? [])
      case .prediction:
        let values = Dictionary(
          uniqueKeysWithValues: (exercise.variants?.chosenInstance?.parameters ?? []).map {
            ($0.name, $0.value)
          })
        let output = FormulaKeys().output(exercise.id, values)
        answers[exercise.id] = .prediction(lines: output.split(separator: "\n").map(String.init))
      default:
        if let text = exercise.kind.model(FreeTextExercise.self) {
          answers[exercise.id] = .freeText(text.answer)
        }
      }
    }
    return answers
  }

  static func submission(_ student: String, answers: [String: RawAnswer]) -> Submission {
    var submission = Submission(
      student: student, course: stamp, exportedAt: Date(timeIntervalSince1970: 1_800_000_000),
      answers: answers)
    submission.assignment = assignment.fingerprint
    return submission
  }

  /// Corrige `submissions` en una carpeta temporal y da el informe.
  static func grade(_ submissions: [Submission]) async throws -> GradeReport {
    let directory = try GradingFixture.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    var inputs: [GradingInput] = []
    for submission in submissions {
      let path = directory + "/" + submission.student + ".json"
      try GradingFixture.write(submission, to: path)
      inputs.append(GradingInput(path: path, shownAs: submission.student + ".json", kind: .file))
    }
    let setup = GradingSetup(course: course, stamp: stamp, assignment: assignment)
    let grader = ClassGrader(setup: setup, code: nil, jobs: 2, variantKeys: FormulaKeys())
    return try await grader.grade(inputs)
  }

  /// La clase corregida en la que quien recibe la versión «reves» de «var.copia» falla y los
  /// demás aciertan todo: una versión lejos de las otras.
  static func reversedFailsReport() async throws -> GradeReport {
    let draw = assignment.variantDraw
    let submissions = students.map { student in
      var answers = rightAnswers(for: student)
      let resolved = course.resolved(draw: draw, student: student)
      if resolved.exercise("var.copia")?.chosenInstanceID == "reves" {
        answers["var.copia"] = .choice(options: ["la-referencia"])
      }
      return submission(student, answers: answers)
    }
    return try await grade(submissions)
  }
}
