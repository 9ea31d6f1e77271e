import Foundation
import Testing

/// Una clase que sigue una tarea, con el binario de verdad: el profesor escribe
/// `tarea.json` con `leccion tarea nueva`, cada alumno tiene su espacio (`leccion iniciar
/// --alumno ID --tarea tarea.json ID`), responde por la entrada estándar y exporta su
/// entrega a `entregas/ID.json`, y el profesor corrige esa carpeta.
///
/// Usa `Tests/Fixtures/curso-tarea` (una elección de tres opciones con ids escritos, un
/// texto y un ejercicio de código). Al acabar borra su carpeta temporal.
final class Classroom {
  static let course = Leccion.course.deletingLastPathComponent()
    .appendingPathComponent("curso-tarea")

  /// Los textos de las opciones de `tarea.copia` y su id en el curso.
  static let optionIDs = [
    "Cada una su propia cuenta.": "propia", "La misma cuenta.": "misma",
    "Ninguna cuenta.": "ninguna",
  ]
  static let right = "La misma cuenta."
  static let wrong = ["Cada una su propia cuenta.", "Ninguna cuenta."]

  let leccion = Leccion()

  var root: URL { leccion.root }

  deinit {
    try? FileManager.default.removeItem(at: leccion.root)
  }

  /// `leccion ARGUMENTOS --curso curso-tarea` en la carpeta de la clase.
  @discardableResult
  func run(_ arguments: [String], input: String = "") throws -> Leccion.Result {
    try leccion.run(arguments + ["--curso", Self.course.path], input: input)
  }

  /// `leccion tarea nueva --salida tarea.json OPCIONES`.
  func assign(_ options: [String]) throws {
    let result = try run(["tarea", "nueva", "--salida", "tarea.json"] + options)
    #expect(result.code == 0, "tarea nueva: \(result.errors)")
  }

  /// El espacio de `student`, que sigue la tarea.
  func enroll(_ student: String) throws {
    let result = try run(["iniciar", "--alumno", student, "--tarea", "tarea.json", student])
    #expect(result.code == 0, "iniciar \(student): \(result.errors)")
  }

  /// Una sesión del tutor en el espacio de `student`, con `lines` por la entrada.
  @discardableResult
  func session(_ student: String, _ lines: [String]) throws -> Leccion.Result {
    let result = try run(["--espacio", student], input: lines.joined(separator: "\n") + "\n")
    #expect(result.code == 0, "sesión de \(student): \(result.errors)")
    return result
  }

  /// La letra con que `student` ve cada opción de `tarea.copia` (texto → letra), leída de
  /// la pantalla del tutor. La sesión solo mira: no responde.
  func letters(of student: String) throws -> [String: String] {
    let screen = try session(student, ["ir tarea.copia"])
    var letters: [String: String] = [:]
    var inOptions = false
    for line in screen.lines {
      if line.hasPrefix("Ejercicio tarea.copia") { inOptions = true }
      if line.hasPrefix("Responde con la letra") { break }
      guard inOptions, line.hasPrefix("  "), line.dropFirst(3).hasPrefix(") ") else { continue }
      let letter = String(line.dropFirst(2).prefix(1))
      letters[String(line.dropFirst(5))] = letter
    }
    #expect(letters.count == 3, "opciones de \(student): \(screen.output)")
    return letters
  }

  /// Copia la solución del curso en el archivo de código de `student`.
  func solveCode(_ student: String) throws {
    let file = root.appendingPathComponent("\(student)/codigo/tarea.contador.swift")
    let solution = Self.course.appendingPathComponent("01-caja/codigo/contador/solucion.swift")
    try FileManager.default.removeItem(at: file)
    try FileManager.default.copyItem(at: solution, to: file)
  }

  /// `leccion exportar` del espacio de `student` a `entregas/ID.json`.
  func export(_ student: String) throws {
    try FileManager.default.createDirectory(
      at: handIns, withIntermediateDirectories: true)
    let result = try run([
      "exportar", "--espacio", student, "--salida", "entregas/\(student).json",
    ])
    #expect(result.code == 0, "exportar \(student): \(result.errors)")
  }

  var handIns: URL { root.appendingPathComponent("entregas") }

  func handIn(_ student: String) -> URL { handIns.appendingPathComponent("\(student).json") }

  /// `leccion corregir --tarea tarea.json --formato json entregas` (o sin tarea).
  func grade(assignment: Bool = true, code: Int32 = 0) throws -> GradedClass {
    let result = try run(
      ["corregir", "--formato", "json"] + (assignment ? ["--tarea", "tarea.json"] : [])
        + ["entregas"])
    #expect(result.code == code, "corregir: \(result.errors)")
    let json = try JSONSerialization.jsonObject(with: Data(result.output.utf8))
    return GradedClass(report: json as? [String: Any] ?? [:])
  }
}

/// El informe JSON de `corregir`, con acceso por alumno y ejercicio.
struct GradedClass {
  var report: [String: Any]

  var students: [[String: Any]] { report["students"] as? [[String: Any]] ?? [] }

  func student(_ id: String) -> [String: Any] {
    students.first { $0["student"] as? String == id } ?? [:]
  }

  func exercise(_ id: String, of student: String) -> [String: Any] {
    let rows = self.student(student)["exercises"] as? [[String: Any]] ?? []
    return rows.first { $0["id"] as? String == id } ?? [:]
  }

  /// `points`, `status` y `score` de un ejercicio de un alumno.
  func grade(_ id: String, of student: String) -> Grade {
    let row = exercise(id, of: student)
    return Grade(
      points: row["points"] as? Double, status: row["status"] as? String,
      score: row["score"] as? Double)
  }

  /// El resumen de la clase de un ejercicio (con sus estadísticas).
  func summary(of id: String) -> [String: Any] {
    let rows = report["exercises"] as? [[String: Any]] ?? []
    return rows.first { $0["id"] as? String == id } ?? [:]
  }

  struct Grade: Equatable, CustomStringConvertible {
    var points: Double?
    var status: String?
    var score: Double?

    init(points: Double?, status: String?, score: Double?) {
      self.points = points
      self.status = status
      self.score = score
    }

    init(_ points: Double, _ status: String, score: Double? = nil) {
      self.init(points: points, status: status, score: score ?? points)
    }

    var description: String {
      "\(points.map { "\($0)" } ?? "-") \(status ?? "-") \(score.map { "\($0)" } ?? "-")"
    }
  }
}
