import Foundation
import Workspace

@testable import Grading

/// Una clase pequeña ya corregida para las pruebas del informe HTML, construida en código: cuatro
/// entregas corregidas y una que no se pudo corregir, con texto hostil en todos los sitios donde
/// una entrega pone texto (ids, nombres de archivo, respuestas, mensajes, salida del compilador,
/// avisos, problemas de integridad).
enum HostileClass {
  /// Cada uno se ejecutaría o añadiría un elemento si llegara sin escapar a la página; cada uno
  /// marca `body` (o añade `#inyectado`) para que el DOM lo muestre.
  static let script = "<script>document.body.dataset.inyectado='script'</script>"
  static let image = "\"><img src=x onerror=\"document.body.dataset.inyectado='img'\">"
  static let style = "</style><h1 id=\"inyectado\">fuera del estilo</h1><style>"
  static let svg = "</text></svg><svg onload=\"document.body.dataset.inyectado='svg'\">"
  static let pre = "</pre></td><td><script>document.body.dataset.inyectado='pre'</script>"

  static let exercises = [
    ReportExercise(id: "caja.eleccion", lesson: "01-caja", kind: "eleccion", maxPoints: 1),
    ReportExercise(id: "caja.prediccion", lesson: "01-caja", kind: "prediccion", maxPoints: 1),
    ReportExercise(id: "caja.codigo", lesson: "01-caja", kind: "codigo", maxPoints: 2),
  ]

  static func result(
    _ id: String, _ status: ExerciseResult.Status, points: Double, message: String,
    first: String? = nil, correct: Bool? = nil
  ) -> ExerciseResult {
    let max = id == "caja.codigo" ? 2.0 : 1.0
    return ExerciseResult(
      id: id, status: status, points: points, maxPoints: max, message: message,
      errorSource: status == .error ? .student : nil, firstAnswer: first,
      firstAnswerCorrect: correct, score: points / max)
  }

  static func row(_ student: String, source: String, _ exercises: [ExerciseResult])
    -> StudentResult
  {
    StudentResult(
      student: student, source: source, status: .graded, message: nil,
      points: exercises.reduce(0) { $0 + $1.points }, maxPoints: 4, exportedAt: nil,
      integrity: .intact, exercises: exercises)
  }

  static let compilerOutput =
    "No compila (1 error):\ncodigo.swift:3:5: error: no se encuentra «\(script)» en este ámbito"

  static func report() -> GradeReport {
    let students = [
      row(
        "ana", source: "clase/ana.json",
        [
          result(
            "caja.eleccion", .pass, points: 1, message: "Correcta.", first: "a", correct: true),
          result(
            "caja.prediccion", .pass, points: 1, message: "Correcta.", first: "2|fin",
            correct: true),
          result("caja.codigo", .pass, points: 2, message: "Pasan todas las pruebas (3 de 3)."),
        ]),
      row(
        "beto", source: "clase/beto.json",
        [
          result(
            "caja.eleccion", .fail, points: 0, message: "Incorrecta.", first: "b", correct: false),
          result(
            "caja.prediccion", .fail, points: 0, message: "Incorrecta.", first: script,
            correct: false),
          result("caja.codigo", .error, points: 0, message: compilerOutput),
        ]),
      row(
        "carla", source: "clase/carla.json",
        [
          result(
            "caja.eleccion", .fail, points: 0, message: "Incorrecta.", first: "b", correct: false),
          result("caja.prediccion", .unanswered, points: 0, message: "Sin respuesta."),
          result(
            "caja.codigo", .partial, points: 1,
            message: "Pasan 1 de 2 pruebas.\n✗ pruebaSaldo\n  · \(pre)"),
        ]),
      {
        var row = row(
          script, source: "clase/" + image + ".json",
          [
            result(
              "caja.eleccion", .pass, points: 1, message: "Correcta.", first: "a", correct: true),
            result(
              "caja.prediccion", .fail, points: 0, message: "Incorrecta: \(svg)", first: svg,
              correct: false),
            result("caja.codigo", .notAttempted, points: 0, message: "Es el archivo de inicio."),
          ])
        row.integrity = .altered
        row.integrityProblems = ["un suceso cambiado: " + style]
        row.warnings = ["hecha con otra tarea " + image]
        return row
      }(),
      StudentResult(
        student: nil, source: "clase/" + style + ".json", status: .error,
        message: "no es JSON válido: " + script, points: 0, maxPoints: 4, exportedAt: nil,
        exercises: []),
    ]
    return GradeReport(
      course: ReportCourse(id: "curso-corregir", title: "Clase de prueba", contentHash: "ab12"),
      weights: nil, hiddenTests: nil, timeLimitSeconds: 10, part: nil, exercises: exercises,
      notes: ["Sin bubblewrap: los programas se ejecutaron sin aislamiento de red."],
      students: students.sorted(by: StudentResult.precedes))
  }
}
