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
    let students = Self.students
    let clase = CodeClass(course: Self.course, exercise: Self.exercise, students: students)
    try clase.assign(["--modo", "practica"])

    // Cada alumno empieza con el inicio de su instancia: cuatro alumnos, cuatro instancias.
    var instances: [String: String] = [:]
    for (student, starter) in try clase.enroll() {
      #expect(!starter.contains("{{"), "\(starter)")
      instances[student] = Self.instance(ofStarter: starter)
    }
    #expect(Set(instances.values).count == 4, "\(instances)")
    let first = try #require(instances[students[0]])
    let second = try #require(instances[students[1]])

    // El tutor de cada alumno compila las pruebas de su instancia.
    try clase.write(Self.solution(for: first), for: students[0])
    let own = try clase.check(students[0])
    #expect(own.output == "\(Self.exercise)\n✓ La prueba pasa.\n", "\(own.output)\(own.errors)")
    try clase.write(Self.solution(for: first), for: students[1])
    let copied = try clase.check(students[1])
    #expect(copied.lines.contains("✗ La prueba no pasa."), "\(copied.output)")
    #expect(copied.lines.contains("  ✗ pruebaElTraspasoDeTuInstancia"), "\(copied.output)")

    // Tres entregan la solución de su instancia; el cuarto, el archivo del primero.
    try clase.write(Self.solution(for: second), for: students[1])
    try clase.write(Self.solution(for: try #require(instances[students[2]])), for: students[2])
    try clase.write(Self.solution(for: first), for: students[3])
    try clase.handIn()

    // Las pruebas ocultas del profesor usan los mismos `{{nombre}}`.
    let hidden = clase.leccion.root.appendingPathComponent("ocultas")
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
    let results = try clase.grade(["--tarea", "tarea.json", "--pruebas-ocultas", "ocultas"])
    for student in students {
      let result = results[student] ?? [:]
      #expect(result["instance"] as? String == instances[student], "\(student): \(result)")
      let passes = student != students[3]
      #expect(result["status"] as? String == (passes ? "pass" : "fail"), "\(student): \(result)")
      #expect(result["points"] as? Double == (passes ? 1 : 0), "\(student): \(result)")
    }

    // Un `{{nombre}}` que no es un parámetro del ejercicio no se corrige.
    try Data("func pruebaOtra() throws { expect({{saldo}} > 0, \"\") }\n".utf8)
      .write(to: hidden.appendingPathComponent("\(Self.exercise).swift"))
    let refused = try clase.run([
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
