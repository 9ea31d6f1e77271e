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
    let leccion = Leccion(course: Self.course)
    defer { try? FileManager.default.removeItem(at: leccion.root) }
    func run(_ arguments: [String], course: String = Self.course.path) throws -> Leccion.Result {
      try leccion.run(arguments + ["--curso", course])
    }

    // validar: cada versión, con su carpeta, contra el motor.
    let validated = try leccion.run(["validar", Self.course.path])
    #expect(validated.code == 0, "\(validated.output)\(validated.errors)")

    // La copia del alumno lleva las dos carpetas, sin soluciones.
    try Data(Self.students.joined(separator: "\n").utf8)
      .write(to: leccion.root.appendingPathComponent("lista.txt"))
    let assigned = try run([
      "tarea", "nueva", "--modo", "intentos", "--semilla", "2026", "--alumnos", "lista.txt",
      "--salida", "tarea.json", "--curso-alumno", "alumnos",
    ])
    #expect(assigned.code == 0, "\(assigned.errors)")
    let copy = leccion.root.appendingPathComponent("alumnos/01-limites/codigo")
    for folder in Self.folders.values.sorted() {
      let files = try FileManager.default.contentsOfDirectory(
        atPath: copy.appendingPathComponent(folder).path)
      #expect(files.sorted() == ["inicio.swift", "pruebas.swift"], "\(folder): \(files)")
    }

    // Cada alumno empieza, desde la copia, con el inicio de su versión: dos alumnos, dos
    // versiones (la lista de la clase reparte las dos).
    var versions: [String: String] = [:]
    for student in Self.students {
      let enrolled = try run(
        ["iniciar", "--alumno", student, "--tarea", "tarea.json", student], course: "alumnos")
      #expect(enrolled.code == 0, "\(enrolled.errors)")
      let starter = try String(
        contentsOf: leccion.root.appendingPathComponent("\(student)/codigo/\(Self.exercise).swift"),
        encoding: .utf8)
      versions[student] = Self.version(ofStarter: starter)
    }
    #expect(Set(versions.values) == ["base", "suelo"], "\(versions)")
    let first = try #require(versions[Self.students[0]])
    let second = try #require(versions[Self.students[1]])

    // El tutor comprueba con las pruebas de la versión de cada uno.
    func write(_ contents: String, for student: String) throws {
      try Data(contents.utf8).write(
        to: leccion.root.appendingPathComponent("\(student)/codigo/\(Self.exercise).swift"))
    }
    func check(_ student: String) throws -> Leccion.Result {
      try run(["comprobar", Self.exercise, "--espacio", student], course: "alumnos")
    }
    try write(Self.solution(of: first), for: Self.students[0])
    let own = try check(Self.students[0])
    #expect(own.output == "\(Self.exercise)\n✓ La prueba pasa.\n", "\(own.output)\(own.errors)")
    try write(Self.solution(of: first), for: Self.students[1])
    let copied = try check(Self.students[1])
    #expect(copied.lines.contains("✗ La prueba no pasa."), "\(copied.output)")

    // El primero entrega su solución; el segundo, la de la versión del primero.
    try FileManager.default.createDirectory(
      at: leccion.root.appendingPathComponent("entregas"), withIntermediateDirectories: true)
    for student in Self.students {
      let exported = try run(
        ["exportar", "--espacio", student, "--salida", "entregas/\(student).json"],
        course: "alumnos")
      #expect(exported.code == 0, "\(exported.errors)")
    }
    let graded = try run(["corregir", "--formato", "json", "--tarea", "tarea.json", "entregas"])
    #expect(graded.code == 0, "\(graded.errors)")
    let report = try #require(
      try JSONSerialization.jsonObject(with: Data(graded.output.utf8)) as? [String: Any])
    let rows = report["students"] as? [[String: Any]] ?? []
    for student in Self.students {
      let row = rows.first { $0["student"] as? String == student } ?? [:]
      let result = (row["exercises"] as? [[String: Any]])?.first ?? [:]
      #expect(result["version"] as? String == versions[student], "\(student): \(result)")
      let passes = student == Self.students[0]
      #expect(result["status"] as? String == (passes ? "pass" : "fail"), "\(student): \(result)")
    }

    // El CSV por alumno también dice qué versión tuvo cada uno.
    let csv = try run(["corregir", "--formato", "csv", "--tarea", "tarea.json", "entregas"])
    #expect(csv.code == 0, "\(csv.errors)")
    let lines = csv.output.split(separator: "\n").map(String.init)
    #expect(
      lines.first == "alumno,entrega,estado,\(Self.exercise),total,maximo,mensaje,"
        + "variante \(Self.exercise)")
    #expect(lines.contains { $0.hasPrefix("ana.garcia,") && $0.hasSuffix(",\(first)") })
    #expect(lines.contains { $0.hasPrefix("luis.perez,") && $0.hasSuffix(",\(second)") })
  }
}
