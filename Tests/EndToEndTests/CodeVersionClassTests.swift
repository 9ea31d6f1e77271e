import Foundation
import Testing

/// Un ejercicio de código con versiones (`## id@nombre`, cada una con su `carpeta:`), con el
/// binario de verdad y `Tests/Fixtures/curso-versiones-codigo`: `validar` prueba las dos
/// carpetas, la copia del alumno lleva las dos y cada alumno empieza con la de su versión, su
/// `comprobar` usa las pruebas de su versión, y `corregir` corrige a cada uno con las suyas y
/// dice en el JSON y en el CSV qué versión tuvo. La solución de la otra versión compila (la
/// misma función, otra regla) y no pasa.
@Suite(.serialized) struct CodeVersionClassTests {
  static let course = Leccion.course.deletingLastPathComponent()
    .appendingPathComponent("curso-versiones-codigo")
  static let exercise = "limites.ajuste"
  static let students = ["ana.garcia", "luis.perez"]
  /// La carpeta de cada versión.
  static let folders = ["base": "tope", "suelo": "suelo"]

  /// La versión de un alumno, leída de la primera línea de su archivo de inicio.
  static func version(ofStarter starter: String) -> String? {
    let first = starter.split(separator: "\n").first ?? ""
    if first.hasSuffix("nunca pasa de 100.") { return "base" }
    if first.hasSuffix("nunca baja de 0.") { return "suelo" }
    return nil
  }

  static func solution(of version: String) throws -> String {
    let folder = try #require(folders[version])
    return try String(
      contentsOf: course.appendingPathComponent("01-limites/codigo/\(folder)/solucion.swift"),
      encoding: .utf8)
  }

  @Test func eachStudentGetsTheFolderOfTheirVersion() throws {
    let students = Self.students
    let clase = CodeClass(course: Self.course, exercise: Self.exercise, students: students)

    // validar: cada versión, con su carpeta, contra el motor.
    let validated = try clase.leccion.run(["validar", Self.course.path])
    #expect(validated.code == 0, "\(validated.output)\(validated.errors)")

    // La copia del alumno lleva las dos carpetas, sin soluciones.
    try clase.assign(["--modo", "intentos", "--curso-alumno", "alumnos"])
    let copy = clase.leccion.root.appendingPathComponent("alumnos/01-limites/codigo")
    for folder in Self.folders.values.sorted() {
      let files = try FileManager.default.contentsOfDirectory(
        atPath: copy.appendingPathComponent(folder).path)
      #expect(files.sorted() == ["inicio.swift", "pruebas.swift"], "\(folder): \(files)")
    }

    // Cada alumno empieza, desde la copia, con el inicio de su versión: dos alumnos, dos
    // versiones (la lista de la clase reparte las dos).
    let versions = try clase.enroll(course: "alumnos").compactMapValues(Self.version(ofStarter:))
    #expect(Set(versions.values) == ["base", "suelo"], "\(versions)")
    let first = try #require(versions[students[0]])
    let second = try #require(versions[students[1]])

    // El tutor comprueba con las pruebas de la versión de cada uno.
    try clase.write(Self.solution(of: first), for: students[0])
    let own = try clase.check(students[0], course: "alumnos")
    #expect(own.output == "\(Self.exercise)\n✓ La prueba pasa.\n", "\(own.output)\(own.errors)")
    try clase.write(Self.solution(of: first), for: students[1])
    let copied = try clase.check(students[1], course: "alumnos")
    #expect(copied.lines.contains("✗ La prueba no pasa."), "\(copied.output)")

    // El primero entrega su solución; el segundo, la de la versión del primero.
    try clase.handIn(course: "alumnos")
    let results = try clase.grade(["--tarea", "tarea.json"])
    for student in students {
      let result = results[student] ?? [:]
      #expect(result["version"] as? String == versions[student], "\(student): \(result)")
      let passes = student == students[0]
      #expect(result["status"] as? String == (passes ? "pass" : "fail"), "\(student): \(result)")
    }

    // El CSV por alumno también dice qué versión tuvo cada uno.
    let csv = try clase.run(["corregir", "--formato", "csv", "--tarea", "tarea.json", "entregas"])
    #expect(csv.code == 0, "\(csv.errors)")
    let lines = csv.output.split(separator: "\n").map(String.init)
    #expect(
      lines.first == "alumno,entrega,estado,\(Self.exercise),total,maximo,mensaje,"
        + "variante \(Self.exercise)")
    #expect(lines.contains { $0.hasPrefix("ana.garcia,") && $0.hasSuffix(",\(first)") })
    #expect(lines.contains { $0.hasPrefix("luis.perez,") && $0.hasSuffix(",\(second)") })
  }
}
