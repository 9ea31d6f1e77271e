import Foundation
import Testing

@testable import Lessons

/// Un ejercicio de código con `### parametros`: sus archivos se leen con los valores de cada
/// instancia, y un `{{nombre}}` de un archivo sin parámetro sale en su `archivo:línea`.
@Suite struct CodeVariantParserTests {
  /// Una lección `01-x` en una carpeta temporal con `codigo/t/` y estos archivos.
  static func build(
    parameters: String, tests: String
  ) throws -> (exercises: [Exercise], problems: [String], root: URL) {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("leccion-variantes-codigo-\(UUID().uuidString)")
    let folder = root.appendingPathComponent("codigo/t")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let files = [
      "inicio.swift": "// Pasa {{importe}} a «{{origen}}».\nfunc f() {}\n",
      "solucion.swift": "func f() { print({{importe}}) }\n",
      "pruebas.swift": tests,
    ]
    for (name, text) in files {
      try Data(text.utf8).write(to: folder.appendingPathComponent(name))
    }
    let text = """
      ## a.codigo — Código
      tipo: codigo
      carpeta: t

      Pasa {{importe}}.

      ### pistas
      - Una.
      - Dos.

      ### parametros
      \(parameters)
      """
    var log = DiagnosticCollector(file: "01-x/ejercicios.md")
    let raws = ExerciseFileSplitter.split(text, log: &log)
    var builder = ExerciseBuilder(
      lessonID: "01-x", lessonDirectory: root, sectionIDs: [], log: log)
    let groups = ExerciseBuilder.group(raws, log: &builder.log)
    let exercises = groups.compactMap { builder.build(group: $0) }
    return (exercises, builder.log.diagnostics.map(\.description), root)
  }

  @Test func eachInstanceReadsItsFilesWithItsValues() throws {
    let (exercises, problems, root) = try Self.build(
      parameters: "- importe: 30 | 50\n- origen: ana | beto",
      tests: "func pruebaF() {\n  expect({{importe}} > 0, \"{{origen}}\")\n}\n")
    defer { try? FileManager.default.removeItem(at: root) }
    #expect(problems == [])
    let variants = try #require(exercises.first?.variants)
    #expect(
      (0..<4).map(variants.instanceID) == [
        "importe=30, origen=ana", "importe=30, origen=beto", "importe=50, origen=ana",
        "importe=50, origen=beto",
      ])
    let last = exercises[0].instance(3)
    guard let code = last.kind.compiled else {
      Issue.record("no es de código")
      return
    }
    #expect(last.prompt == "Pasa 50.")
    #expect(code.files.text(.tests) == "func pruebaF() {\n  expect(50 > 0, \"beto\")\n}\n")
    #expect(code.files.text(.starter) == "// Pasa 50 a «beto».\nfunc f() {}\n")
    #expect(code.files.contents(.solution) == Data("func f() { print(50) }\n".utf8))
    // En el disco no cambia nada: los valores se ponen al leer.
    let raw = try String(contentsOf: code.files.url(.tests), encoding: .utf8)
    #expect(raw.contains("{{importe}}"))
  }

  @Test func aPlaceholderOfAFileWithoutParameterIsReportedInItsFileAndLine() throws {
    let (_, problems, root) = try Self.build(
      parameters: "- importe: 30 | 50\n- origen: ana | beto",
      tests: "func pruebaF() {\n  expect({{importe}} > 0, \"{{saldo}}\")\n}\n")
    defer { try? FileManager.default.removeItem(at: root) }
    #expect(
      problems == [
        "01-x/codigo/t/pruebas.swift:2: «{{saldo}}» no es ningún parámetro de «### parametros» "
          + "de esta versión."
      ])
  }

  @Test func aParameterUsedOnlyInTheFilesIsUsed() throws {
    let (_, problems, root) = try Self.build(
      parameters: "- importe: 30 | 50\n- origen: ana | beto\n- otro: x | y",
      tests: "func pruebaF() { _ = \"{{otro}}\" }\n")
    defer { try? FileManager.default.removeItem(at: root) }
    #expect(problems == [])
  }

  /// Un ejercicio de código con versiones (`Tests/Fixtures/curso-versiones-codigo`): cada
  /// versión es una instancia con su propia carpeta, y el ejercicio resuelto para un alumno
  /// lee la de su versión (el resto lo prueba `CodeVersionClassTests` con el binario).
  @Test func eachVersionOfACodeExerciseReadsItsOwnFolder() throws {
    let load = CourseLoader.load(
      from: FixturePaths.root.appendingPathComponent("curso-versiones-codigo"))
    #expect(load.diagnostics.isEmpty, "\(load.diagnostics)")
    let course = try #require(load.course)
    let exercise = try #require(course.exercise("limites.ajuste"))
    let variants = try #require(exercise.variants)
    #expect(variants.versions == ["base", "suelo"])
    #expect(!variants.hasParameters)
    let folders = exercise.allInstances.compactMap { $0.kind.model(CodeExercise.self)?.folder }
    #expect(folders == ["tope", "suelo"])
    let starters = exercise.allInstances.compactMap { $0.kind.compiled?.files.text(.starter) }
    #expect(
      starters.map { $0.split(separator: "\n").first ?? "" } == [
        "// Ejercicio limites.ajuste: la caja nunca pasa de 100.",
        "// Ejercicio limites.ajuste: la caja nunca baja de 0.",
      ])
    #expect((0..<2).map(variants.instanceID) == ["base", "suelo"])
    let suelo = course.resolved { _ in 1 }.exercise("limites.ajuste")
    #expect(suelo?.chosenInstanceID == "suelo")
    #expect(suelo?.title == "Un suelo para los créditos")
    #expect(suelo?.kind.model(CodeExercise.self)?.folder == "suelo")
  }
}
