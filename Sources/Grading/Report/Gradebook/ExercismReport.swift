import Foundation
import Workspace

/// `--formato exercism --salida DIR`: `DIR/<alumno>/results.json` para cada alumno, en la versión 3
/// de la interfaz del test runner de exercism, para que la infraestructura que lee esa interfaz
/// pueda recibir los resultados de `leccion`.
///
/// Correspondencia (un «test» de exercism por cada ejercicio del curso, en el orden del curso):
/// - `status` de cada test: `pass` → `pass`; `partial`, `fail`, `unanswered`, `not_attempted` →
///   `fail`; `error` → `error`. Su `message` es el nuestro (no aparece con `pass`); `task_id` es la
///   posición de la lección del ejercicio en el curso (desde 1); `test_code` dice qué ejercicio es,
///   de qué tipo y de qué lección (las pruebas del curso no son un fragmento por ejercicio).
/// - `status` general: `pass` cuando pasan todos los ejercicios; `error` cuando la entrega no se
///   pudo corregir o no se pudo comprobar ningún ejercicio (`message` dice por qué); si no, `fail`.
/// - `output` (lo que imprimió el programa del alumno, como mucho 500 caracteres) se deja fuera: el
///   informe no lo guarda, porque cambia de una ejecución a otra.
///
/// Una fila sin id de alumno, o con uno que no sirve tal cual como nombre de carpeta, se queda sin
/// carpeta (`skipped`).
enum ExercismReport {
  /// La versión de la interfaz que se escribe.
  static let version = 3

  struct Results: Encodable, Equatable {
    var version: Int
    var status: String
    var message: String?
    var tests: [Test]
  }

  struct Test: Encodable, Equatable {
    var name: String
    var status: String
    var message: String?
    var output: String?
    var testCode: String
    var taskID: Int

    enum CodingKeys: String, CodingKey {
      case name, status, message, output
      case testCode = "test_code"
      case taskID = "task_id"
    }
  }

  /// El archivo de un alumno: el nombre de la carpeta y el texto JSON.
  struct File: Equatable {
    var folder: String
    var text: String
  }

  /// Los archivos que hay que escribir y las rutas de las filas que se quedan sin ninguno.
  static func files(_ report: GradeReport) -> (files: [File], skipped: [String]) {
    var files: [File] = []
    var skipped: [String] = []
    for row in report.students {
      guard let student = row.student, isFolderName(student) else {
        skipped.append(row.source)
        continue
      }
      files.append(File(folder: student, text: encode(results(row, report: report))))
    }
    return (files, skipped)
  }

  /// `render` como un único texto (sin `--salida`): los resultados de todos los alumnos en un solo
  /// objeto JSON, con el id de alumno como clave.
  static func render(_ report: GradeReport) -> String {
    let entries = files(report).files.map { file in
      "\"\(file.folder)\": " + file.text.replacingOccurrences(of: "\n", with: "\n  ")
    }
    return "{\n  " + entries.joined(separator: ",\n  ") + "\n}\n"
  }

  static func results(_ row: StudentResult, report: GradeReport) -> Results {
    guard row.status == .graded else {
      return Results(
        version: version, status: "error", message: row.message ?? "No se pudo corregir.",
        tests: [])
    }
    let lessons = lessonNumbers(report.exercises)
    let definitions = Dictionary(
      report.exercises.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    let tests = row.exercises.map { exercise in
      let definition = definitions[exercise.id]
      return Test(
        name: exercise.id, status: status(exercise.status),
        message: exercise.status == .pass ? nil : exercise.message, output: nil,
        testCode: "ejercicio \(exercise.id) (\(definition?.kind ?? "?")) de la lección "
          + (definition?.lesson ?? "?"),
        taskID: lessons[definition?.lesson ?? ""] ?? 1)
    }
    let warnings = WarningText.sentence(row)
    if !tests.isEmpty, tests.allSatisfy({ $0.status == "pass" }) {
      return Results(version: version, status: "pass", message: warnings, tests: tests)
    }
    if !tests.isEmpty, tests.allSatisfy({ $0.status == "error" }) {
      let first = row.exercises.first?.message ?? ""
      return Results(
        version: version, status: "error",
        message: "No se pudo comprobar ningún ejercicio. " + first, tests: tests)
    }
    return Results(version: version, status: "fail", message: warnings, tests: tests)
  }

  static func status(_ status: ExerciseResult.Status) -> String {
    switch status {
    case .pass: "pass"
    case .partial, .fail, .unanswered, .notAttempted: "fail"
    case .error: "error"
    }
  }

  /// La posición de cada lección en el curso, desde 1.
  private static func lessonNumbers(_ exercises: [ReportExercise]) -> [String: Int] {
    var numbers: [String: Int] = [:]
    for exercise in exercises where numbers[exercise.lesson] == nil {
      numbers[exercise.lesson] = numbers.count + 1
    }
    return numbers
  }

  /// Un id de alumno que sirve tal cual como nombre de carpeta.
  static func isFolderName(_ text: String) -> Bool {
    guard !text.isEmpty, text.utf8.count <= 100, !text.hasPrefix(".") else { return false }
    return text.unicodeScalars.allSatisfy {
      ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
        || "._-@".unicodeScalars.contains($0)
    }
  }

  private static func encode(_ results: Results) -> String {
    guard let data = try? WorkspaceJSON.encoder().encode(results) else { return "{}\n" }
    return String(decoding: data, as: UTF8.self) + "\n"
  }
}
