import Foundation
import Testing

/// Una clase con un ejercicio de código, con el binario de verdad: el profesor escribe
/// `tarea.json` para la lista `students` (semilla 2026), cada alumno empieza su espacio (desde
/// el curso o desde la copia del alumno), escribe su archivo, lo comprueba con el tutor y
/// exporta su entrega a `entregas/ID.json`, y el profesor corrige esa carpeta. Lo usan las
/// clases de un ejercicio de código con parámetros y con versiones. Al acabar, `Leccion` borra
/// su carpeta temporal.
///
/// ```swift
/// let clase = CodeClass(course: curso, exercise: "limites.ajuste", students: ["ana", "luis"])
/// try clase.assign(["--modo", "practica"])
/// let starters = try clase.enroll()
/// ```
struct CodeClass {
  let leccion: Leccion
  /// El curso completo (el del profesor).
  let course: URL
  let exercise: String
  let students: [String]

  init(course: URL, exercise: String, students: [String]) {
    self.leccion = Leccion(course: course)
    self.course = course
    self.exercise = exercise
    self.students = students
  }

  /// `leccion ARGUMENTOS --curso CURSO` en la carpeta de la clase (por omisión, el curso
  /// completo; `alumnos`, la copia del alumno que escribió `tarea nueva`).
  @discardableResult
  func run(_ arguments: [String], course: String? = nil) throws -> Leccion.Result {
    try leccion.run(arguments + ["--curso", course ?? self.course.path])
  }

  /// `tarea nueva --semilla 2026 --alumnos lista.txt --salida tarea.json OPCIONES`.
  func assign(_ options: [String]) throws {
    try Data(students.joined(separator: "\n").utf8)
      .write(to: leccion.root.appendingPathComponent("lista.txt"))
    let assigned = try run(
      ["tarea", "nueva", "--semilla", "2026", "--alumnos", "lista.txt", "--salida", "tarea.json"]
        + options)
    #expect(assigned.code == 0, "\(assigned.errors)")
  }

  /// El archivo del ejercicio en el espacio de `student`.
  func file(of student: String) -> URL {
    leccion.root.appendingPathComponent("\(student)/codigo/\(exercise).swift")
  }

  /// Cada alumno empieza su espacio con la tarea (desde `course`): el archivo de inicio con
  /// que empezó cada uno.
  func enroll(course: String? = nil) throws -> [String: String] {
    var starters: [String: String] = [:]
    for student in students {
      let enrolled = try run(
        ["iniciar", "--alumno", student, "--tarea", "tarea.json", student], course: course)
      #expect(enrolled.code == 0, "\(enrolled.errors)")
      starters[student] = try String(contentsOf: file(of: student), encoding: .utf8)
    }
    return starters
  }

  /// Escribe `contents` como el archivo del ejercicio de `student`.
  func write(_ contents: String, for student: String) throws {
    try Data(contents.utf8).write(to: file(of: student))
  }

  /// `comprobar` el ejercicio en el espacio de `student`.
  func check(_ student: String, course: String? = nil) throws -> Leccion.Result {
    try run(["comprobar", exercise, "--espacio", student], course: course)
  }

  /// Cada alumno exporta su entrega a `entregas/ID.json`.
  func handIn(course: String? = nil) throws {
    try FileManager.default.createDirectory(
      at: leccion.root.appendingPathComponent("entregas"), withIntermediateDirectories: true)
    for student in students {
      let exported = try run(
        ["exportar", "--espacio", student, "--salida", "entregas/\(student).json"],
        course: course)
      #expect(exported.code == 0, "\(exported.errors)")
    }
  }

  /// `corregir --formato json OPCIONES entregas`: el resultado del ejercicio de cada alumno
  /// en el JSON (vacío si no está).
  func grade(_ options: [String]) throws -> [String: [String: Any]] {
    let graded = try run(["corregir", "--formato", "json"] + options + ["entregas"])
    #expect(graded.code == 0, "\(graded.errors)")
    let report = try #require(
      try JSONSerialization.jsonObject(with: Data(graded.output.utf8)) as? [String: Any])
    let rows = report["students"] as? [[String: Any]] ?? []
    var results: [String: [String: Any]] = [:]
    for student in students {
      let row = rows.first { $0["student"] as? String == student } ?? [:]
      results[student] = (row["exercises"] as? [[String: Any]])?.first ?? [:]
    }
    return results
  }
}
