import Foundation
import Testing

/// Las variantes de código con el binario de verdad (`Tests/Fixtures/curso-variantes-codigo`):
/// cada alumno empieza con el inicio de su instancia, su `comprobar` compila las pruebas de
/// su instancia, `corregir` corrige a cada uno con las suyas (también las ocultas del
/// profesor), y un archivo copiado de otra instancia, que escribe sus valores tal cual, no pasa.
@Suite(.serialized) struct CodeVariantClassTests {
  static let course = Leccion.course.deletingLastPathComponent()
    .appendingPathComponent("curso-variantes-codigo")
  static let exercise = "traspaso.importe"
  static let students = ["ana.garcia", "luis.perez", "marta.lopez", "jorge.garcia"]

  /// La instancia de un alumno (`origen=…, importe=…`), leída de la primera línea de su
  /// archivo de inicio: «… pasa 30 créditos de «ana» a «carla».».
  static func instance(ofStarter starter: String) -> String? {
    guard let line = starter.split(separator: "\n").first,
      let match = line.firstMatch(of: /pasa (\d+) créditos de «(\w+)»/)
    else { return nil }
    return "origen=\(match.2), importe=\(match.1)"
  }

  /// La solución del curso con los valores de `instance` escritos tal cual.
  static func solution(for instance: String) throws -> String {
    var text = try String(
      contentsOf: course.appendingPathComponent("01-traspaso/codigo/importe/solucion.swift"),
      encoding: .utf8)
    for pair in instance.split(separator: ",") {
      let parts = pair.split(separator: "=").map { $0.trimmingCharacters(in: .whitespaces) }
      text = text.replacingOccurrences(of: "{{\(parts[0])}}", with: parts[1])
    }
    return text
  }

  @Test func eachStudentIsCheckedAndGradedWithTheirOwnInstance() throws {
    let leccion = Leccion(course: Self.course)
    defer { try? FileManager.default.removeItem(at: leccion.root) }
    func run(_ arguments: [String], input: String = "") throws -> Leccion.Result {
      try leccion.run(arguments + ["--curso", Self.course.path], input: input)
    }
    try Data(Self.students.joined(separator: "\n").utf8)
      .write(to: leccion.root.appendingPathComponent("lista.txt"))
    let assigned = try run([
      "tarea", "nueva", "--modo", "practica", "--semilla", "2026", "--alumnos", "lista.txt",
      "--salida", "tarea.json",
    ])
    #expect(assigned.code == 0, "\(assigned.errors)")

    // Cada alumno empieza con el inicio de su instancia: cuatro alumnos, cuatro instancias.
    var instances: [String: String] = [:]
    for student in Self.students {
      let enrolled = try run(["iniciar", "--alumno", student, "--tarea", "tarea.json", student])
      #expect(enrolled.code == 0, "\(enrolled.errors)")
      let starter = try String(
        contentsOf: leccion.root.appendingPathComponent("\(student)/codigo/\(Self.exercise).swift"),
        encoding: .utf8)
      #expect(!starter.contains("{{"), "\(starter)")
      instances[student] = Self.instance(ofStarter: starter)
    }
    #expect(Set(instances.values).count == 4, "\(instances)")
    let first = try #require(instances[Self.students[0]])
    let second = try #require(instances[Self.students[1]])

    // El tutor de cada alumno compila las pruebas de su instancia.
    func write(_ contents: String, for student: String) throws {
      try Data(contents.utf8).write(
        to: leccion.root.appendingPathComponent("\(student)/codigo/\(Self.exercise).swift"))
    }
    func check(_ student: String) throws -> Leccion.Result {
      try run(["comprobar", Self.exercise, "--espacio", student])
    }
    try write(Self.solution(for: first), for: Self.students[0])
    let own = try check(Self.students[0])
    #expect(own.output == "\(Self.exercise)\n✓ La prueba pasa.\n", "\(own.output)\(own.errors)")
    try write(Self.solution(for: first), for: Self.students[1])
    let copied = try check(Self.students[1])
    #expect(copied.lines.contains("✗ La prueba no pasa."), "\(copied.output)")
    #expect(copied.lines.contains("  ✗ pruebaElTraspasoDeTuInstancia"), "\(copied.output)")

    // Tres entregan la solución de su instancia; el cuarto, el archivo del primero.
    try write(Self.solution(for: second), for: Self.students[1])
    try write(Self.solution(for: try #require(instances[Self.students[2]])), for: Self.students[2])
    try write(Self.solution(for: first), for: Self.students[3])
    try FileManager.default.createDirectory(
      at: leccion.root.appendingPathComponent("entregas"), withIntermediateDirectories: true)
    for student in Self.students {
      let exported = try run([
        "exportar", "--espacio", student, "--salida", "entregas/\(student).json",
      ])
      #expect(exported.code == 0, "\(exported.errors)")
    }

    // Las pruebas ocultas del profesor usan los mismos `{{nombre}}`.
    let hidden = leccion.root.appendingPathComponent("ocultas")
    try FileManager.default.createDirectory(at: hidden, withIntermediateDirectories: true)
    try Data(
      """
      func pruebaDelProfesor() throws {
        let saldos = Shared(value: ["{{origen}}": Int("{{importe}}") ?? 0, "carla": 1])
        traspasar(saldos)
        expect(saldos.wrappedValue["{{origen}}"] == 0, "El origen se queda sin nada.")
      }

      """.utf8
    ).write(to: hidden.appendingPathComponent("\(Self.exercise).swift"))
    let graded = try run([
      "corregir", "--formato", "json", "--tarea", "tarea.json", "--pruebas-ocultas", "ocultas",
      "entregas",
    ])
    #expect(graded.code == 0, "\(graded.errors)")
    let report = try #require(
      try JSONSerialization.jsonObject(with: Data(graded.output.utf8)) as? [String: Any])
    let rows = report["students"] as? [[String: Any]] ?? []
    for student in Self.students {
      let row = rows.first { $0["student"] as? String == student } ?? [:]
      let result = (row["exercises"] as? [[String: Any]])?.first ?? [:]
      #expect(result["instance"] as? String == instances[student], "\(student): \(result)")
      let passes = student != Self.students[3]
      #expect(result["status"] as? String == (passes ? "pass" : "fail"), "\(student): \(result)")
      #expect(result["points"] as? Double == (passes ? 1 : 0), "\(student): \(result)")
    }

    // Un `{{nombre}}` que no es un parámetro del ejercicio no se corrige.
    try Data("func pruebaOtra() throws { expect({{saldo}} > 0, \"\") }\n".utf8)
      .write(to: hidden.appendingPathComponent("\(Self.exercise).swift"))
    let refused = try run([
      "corregir", "--tarea", "tarea.json", "--pruebas-ocultas", "ocultas", "entregas",
    ])
    #expect(refused.code != 0)
    #expect(
      refused.errors.contains(
        "ocultas/traspaso.importe.swift:1: «{{saldo}}» no es ningún parámetro de "
          + "«traspaso.importe»; las pruebas ocultas solo pueden usar los de su «### parametros», "
          + "que llevan el valor de la instancia de cada alumno."), "\(refused.errors)")
  }
}
