import Foundation
import Lessons
import Support
import Workspace

@testable import Grading

/// Una clase como la que corrige un profesor con el curso real (`Content`, con sus ids largos y
/// sus opciones de verdad): ocho entregas que solo respondieron unos pocos ejercicios de elección
/// y uno de código; todos los demás quedan sin ninguna respuesta. Es la clase de las pruebas de
/// maquetación del informe (HTML y texto) y de la revisión con axe.
enum TeacherClass {
  static let course: Course = {
    let load = CourseLoader.load(
      from: URL(fileURLWithPath: GradingFixture.packageRoot + "/Content"))
    return load.course ?? Course(id: "vacío")
  }()

  /// Los ejercicios de elección de una sola respuesta que se responden (los cuatro primeros del
  /// curso) y el de código.
  static var answeredChoices: [Exercise] {
    Array(
      course.exercises.filter {
        if let choice = $0.kind.model(ChoiceExercise.self) { return !choice.allowsSeveral }
        return false
      }.prefix(4))
  }

  static var answeredCode: Exercise? {
    course.exercises.first { $0.kind.name == .code }
  }

  static var exercises: [ReportExercise] {
    course.exercises.map {
      ReportExercise(
        id: $0.id, lesson: $0.lessonID, kind: $0.kind.name.rawValue, maxPoints: 1,
        options: ItemDefinition.options(of: $0),
        randomGuessScore: ItemDefinition.randomGuessScore(of: $0))
    }
  }

  /// Qué opción marca el alumno `student` en el ejercicio `index` de `answeredChoices`: la
  /// correcta los que van bien, la primera incorrecta o la última los demás.
  static func option(_ student: Int, _ index: Int, _ choice: ChoiceExercise)
    -> ChoiceExercise.Option
  {
    let right = choice.options.first(where: \.isCorrect) ?? choice.options[0]
    let wrong = choice.options.filter { !$0.isCorrect }
    if (student + index) % 3 == 0 || wrong.isEmpty { return right }
    return student % 2 == 0 ? wrong[0] : wrong[wrong.count - 1]
  }

  static func report() -> GradeReport {
    let choices = answeredChoices
    let students = (0..<8).map { student in
      let results = course.exercises.map { exercise -> ExerciseResult in
        if let index = choices.firstIndex(where: { $0.id == exercise.id }),
          let choice = exercise.kind.model(ChoiceExercise.self)
        {
          let picked = option(student, index, choice)
          return ExerciseResult(
            id: exercise.id, status: picked.isCorrect ? .pass : .fail,
            points: picked.isCorrect ? 1 : 0, maxPoints: 1,
            message: picked.isCorrect ? "Correcta." : "Incorrecta.", tries: 1,
            firstAnswer: picked.id, firstAnswerCorrect: picked.isCorrect,
            score: picked.isCorrect ? 1 : 0)
        }
        if exercise.id == answeredCode?.id, student < 6 {
          let passed = Double(student % 4) / 3
          return ExerciseResult(
            id: exercise.id, status: passed == 1 ? .pass : (passed > 0 ? .partial : .fail),
            points: Points.round(passed), maxPoints: 1,
            message: "Pasan \(student % 4) de 3 pruebas.", tries: 1, score: passed)
        }
        return ExerciseResult(
          id: exercise.id, status: .unanswered, points: 0, maxPoints: 1,
          message: "Sin respuesta.")
      }
      return StudentResult(
        student: "alumno-\(student + 1)", source: "clase/alumno-\(student + 1).json",
        status: .graded, message: nil, points: Points.round(results.reduce(0) { $0 + $1.points }),
        maxPoints: Double(results.count), exportedAt: nil, integrity: .intact, exercises: results)
    }
    return GradeReport(
      course: ReportCourse(id: course.id, title: course.title, contentHash: "ab12cd34ef56"),
      weights: nil, hiddenTests: nil, timeLimitSeconds: 10, part: nil, exercises: exercises,
      notes: [], students: students)
  }
}
