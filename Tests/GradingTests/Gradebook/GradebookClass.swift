import Workspace

@testable import Grading

/// Una clase pequeña ya corregida para los formatos de libro de calificaciones: dos entregas
/// corregidas, una que no se pudo corregir (con un mensaje que parece una fórmula) y una sin id de
/// alumno.
enum GradebookClass {
  static let exercises = [
    ReportExercise(id: "caja.copia", lesson: "01-caja", kind: "eleccion", maxPoints: 1),
    ReportExercise(id: "caja.contador", lesson: "01-caja", kind: "codigo", maxPoints: 2),
    ReportExercise(id: "decidir.saldo", lesson: "02-decidir", kind: "recorrido", maxPoints: 1),
  ]

  static func exercise(_ id: String, _ status: ExerciseResult.Status, _ points: Double)
    -> ExerciseResult
  {
    let max = id == "caja.contador" ? 2.0 : 1.0
    let message =
      switch status {
      case .pass: "Correcta."
      case .error: "No compila (1 error):\nejercicio.swift:2:3: error: falta «}»"
      default: "Pasan 1 de 2 pruebas."
      }
    return ExerciseResult(
      id: id, status: status, points: points, maxPoints: max, message: message,
      errorSource: status == .error ? .student : nil)
  }

  static func report(title: String = "Estado compartido, 2.º") -> GradeReport {
    let students = [
      StudentResult(
        student: "ana.garcia", source: "clase/ana.json", status: .graded, message: nil,
        points: 3.5, maxPoints: 4, exportedAt: nil,
        exercises: [
          exercise("caja.copia", .pass, 1), exercise("caja.contador", .partial, 1.5),
          exercise("decidir.saldo", .pass, 1),
        ]),
      StudentResult(
        student: "beto", source: "clase/beto.json", status: .graded, message: nil, points: 0,
        maxPoints: 4, exportedAt: nil,
        exercises: [
          exercise("caja.copia", .error, 0), exercise("caja.contador", .error, 0),
          exercise("decidir.saldo", .error, 0),
        ]),
      StudentResult(
        student: "carla", source: "clase/carla.json", status: .error,
        message: "=HIPERVINCULO(\"x\"), dijo", points: 0, maxPoints: 4, exportedAt: nil,
        exercises: []),
      StudentResult(
        student: nil, source: "clase/rota.json", status: .error, message: "no es JSON válido.",
        points: 0, maxPoints: 4, exportedAt: nil, exercises: []),
      StudentResult(
        student: "dani", source: "clase/dani.json", status: .graded, message: nil, points: 4,
        maxPoints: 4, exportedAt: nil,
        exercises: [
          exercise("caja.copia", .pass, 1), exercise("caja.contador", .pass, 2),
          exercise("decidir.saldo", .pass, 1),
        ]),
    ]
    return GradeReport(
      course: ReportCourse(id: "estado-compartido", title: title, contentHash: "ab"),
      weights: nil, hiddenTests: nil, timeLimitSeconds: 10, part: nil, exercises: exercises,
      notes: [], students: students.sorted(by: StudentResult.precedes))
  }
}
