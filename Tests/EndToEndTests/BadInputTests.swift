import Foundation
import Testing

/// Cada mala entrada al binario, con su mensaje exacto y su código de salida.
@Suite(.serialized) struct BadInputTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var arguments: [String]
    var code: Int32
    var message: String
    var testDescription: String { arguments.joined(separator: " ") }
  }

  static let cases: [Case] = [
    Case(
      arguments: ["lsita"], code: 2,
      message: "error: orden desconocida «lsita». ¿Quisiste decir «lista»?"),
    Case(
      arguments: ["--verison"], code: 2,
      message: "error: opción desconocida «--verison». ¿Quisiste decir «--version»?"),
    Case(
      arguments: ["lista", "--formato", "xml"], code: 2,
      message: "error: formato desconocido «xml»: usa «texto» o «json»."),
    Case(
      arguments: ["pista"], code: 2,
      message:
        "error: a «leccion pista» le falta el id del ejercicio. Escribe «leccion pista --help»."),
    Case(
      arguments: ["pista", "caja.copai"], code: 2,
      message:
        "error: no hay ningún ejercicio «caja.copai» en el curso. ¿Quisiste decir «caja.copia»?"),
    Case(
      arguments: ["reiniciar", "caja.copia"], code: 2,
      message: "error: «reiniciar caja.copia» borra tu trabajo en ese ejercicio y no hay terminal "
        + "para preguntarte: añade «--si» para confirmarlo."),
    Case(
      arguments: ["comprobar"], code: 2,
      message: "error: no estás en ningún ejercicio: indica cuál («leccion comprobar ID») o "
        + "corrige todos con «--todo»."),
    Case(
      arguments: ["vigilar", "caja.copia"], code: 2,
      message: "error: «caja.copia» no es un ejercicio de código: esta orden solo vale para los "
        + "de tipo «codigo» (mira «leccion lista»)."),
  ]

  @Test(arguments: cases)
  func isRejectedWithItsMessage(bad: Case) throws {
    let leccion = Leccion()
    try leccion.initialize()
    let result = try leccion.run(leccion.arguments(bad.arguments))
    #expect(result.code == bad.code)
    #expect(result.errors == bad.message + "\n")
    #expect(result.output == "")
  }

  @Test func aCorruptProgressFileIsKeptAsideAndReported() throws {
    let leccion = Leccion()
    try leccion.initialize()
    try Data("{\"format\": 1, \"events\": [".utf8).write(to: leccion.progressURL)
    let result = try leccion.run(leccion.arguments([]), input: "ir caja.copia\nb\n")
    #expect(result.code == 0)
    let backups = try FileManager.default.contentsOfDirectory(atPath: leccion.workspace.path)
      .filter { $0.hasPrefix("progreso.json.dañado-") }
    #expect(backups.count == 1)
    let backup = leccion.workspace.appendingPathComponent(backups.first ?? "").path
    // La ruta, relativa a la carpeta actual, va sola en su línea.
    #expect(
      result.lines.prefix(4) == [
        "aviso: tu archivo de progreso estaba dañado (no es JSON válido). Lo he guardado",
        "aparte como",
        "  e/\(backups.first ?? "")",
        "y empiezo un progreso nuevo; no he borrado nada.",
      ], "\(result.lines.prefix(4))")
    #expect(try String(contentsOfFile: backup, encoding: .utf8) == "{\"format\": 1, \"events\": [")
    #expect(try leccion.events().count == 1)
  }

  @Test func aProgressFileFromTheFutureIsKeptAsideToo() throws {
    let leccion = Leccion()
    try leccion.initialize()
    try Data(#"{"format": 9, "courseID": "curso-tutor", "events": []}"#.utf8).write(
      to: leccion.progressURL)
    // «lista» solo lee: lo dice y no lo toca; el tutor sí lo aparta.
    let list = try leccion.run(leccion.arguments(["lista"]))
    #expect(list.code == 0)
    #expect(
      list.errors.replacingOccurrences(of: "\n", with: " ").hasPrefix(
        "aviso: tu archivo de progreso   e/progreso.json es de una versión más nueva de "
          + "leccion (formato 9). Esta orden solo lee: no lo he tocado"), "\(list.errors)")
    #expect(FileManager.default.fileExists(atPath: leccion.progressURL.path))
    let result = try leccion.run(leccion.arguments([]), input: "")
    #expect(result.code == 0)
    #expect(
      result.flowing.hasPrefix(
        "aviso: tu archivo de progreso es de una versión más nueva de leccion (formato 9). Lo he "
          + "guardado aparte como   e/progreso.json.dañado-"), "\(result.output)")
  }

  @Test func validarPointsAtFileAndLineAndExitsOne() throws {
    let leccion = Leccion()
    let broken = Leccion.course.deletingLastPathComponent().appendingPathComponent(
      "curso-con-errores")
    let result = try leccion.run(["validar", broken.path])
    #expect(result.code == 1)
    let lines = result.lines.filter { !$0.isEmpty }
    #expect(!lines.isEmpty)
    #expect(lines.allSatisfy { $0.hasPrefix(broken.path + "/") }, "\(result.output)")
    #expect(result.errors.hasSuffix("problemas en el curso de «\(broken.path)».\n"))
    let good = try leccion.run(["validar", Leccion.course.path])
    #expect(good.code == 0)
    #expect(good.output == "El curso está bien: 2 lecciones y 9 ejercicios.\n")
  }
}
