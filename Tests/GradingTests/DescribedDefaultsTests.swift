import Foundation
import Lessons
import Support
import Testing

@testable import Checker
@testable import Grading
@testable import Workspace

/// Los valores por omisión que se describen en vez de escribirse («una por núcleo», «una
/// nueva», «todo»): cada uno se declara una vez en la tabla de opciones de su orden
/// (`CommandOption.describedDefault`), su ayuda lo dice desde allí y aquí se comprueba que el
/// código hace lo que dice. Y en `tarea`, cuyos valores escritos salen de `Assignment`,
/// escribir la opción con el suyo es como no escribirla.
@Suite struct DescribedDefaultsTests {
  /// Un valor por omisión descrito y la comprobación de que el código hace eso (recibe la
  /// descripción declarada).
  struct Described: CustomTestStringConvertible, Sendable {
    var command: String
    var option: String
    var behaves: @Sendable (String) throws -> Bool
    var testDescription: String { "\(command) \(option)" }
  }

  static let rows: [Described] = [
    Described(
      command: "corregir", option: "--trabajos",
      behaves: { _ in
        try [1, 3, 7].allSatisfy {
          try GradingOptions.parse(["entregas"], processors: $0).jobs == $0
        }
      }),
    Described(
      command: "corregir", option: "--almacen",
      behaves: { described in
        // CURSO es el id del curso (uno corriente, en minúsculas, va tal cual).
        ResultStore.defaultDirectory(courseID: "caja", environment: ["HOME": "~"])
          == described.replacingOccurrences(of: "CURSO", with: "caja")
      }),
    Described(
      command: "tarea", option: "--semilla",
      behaves: { _ in
        let seeds = try (0..<2).map { _ in
          try assignment(["--modo", "intentos"]) { _, data in try seed(of: data) }
        }
        return seeds[0] != seeds[1] && !seeds[0].isEmpty
      }),
    Described(
      command: "tarea", option: "--ejercicios",
      behaves: { _ in
        let loaded = try assignment(["--modo", "intentos"]) { path, _ in
          try AssignmentFile.load(path: path, shownAs: "tarea.json", course: GradingFixture.course)
        }
        return loaded.exercises == nil
          && GradingFixture.course.exercises.allSatisfy(loaded.counts)
      }),
    Described(
      command: "corregir", option: "--columna",
      behaves: { _ in
        var withAssignment = GradebookClass.report(title: "Curso")
        withAssignment.assignment = ReportAssignment(Assignment(mode: .tries, title: "Parcial 1"))
        return GradebookSettings().columnName(withAssignment) == "Parcial 1"
          && GradebookSettings().columnName(GradebookClass.report(title: "Curso")) == "Curso"
      }),
    Described(command: "corregir", option: "--curso", behaves: { _ in try ownCourseIsLoaded() }),
    Described(command: "tarea", option: "--curso", behaves: { _ in try ownCourseIsLoaded() }),
  ]

  /// Sin `--curso`, desde una carpeta que no es de ningún proyecto, se carga el curso del
  /// `leccion` que se ejecuta (el `Content/` junto a su binario).
  static func ownCourseIsLoaded() throws -> Bool {
    let directory = try GradingFixture.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    var context = GradingFixture.context(in: directory, cache: directory + "/cache")
    context.executable = URL(
      fileURLWithPath: GradingFixture.packageRoot + "/.build/debug/leccion")
    let loaded = try CourseLoading.load(explicit: nil, context: context)
    let own = CourseLoader.load(
      from: URL(fileURLWithPath: GradingFixture.packageRoot + "/Content")
    ).course
    return own != nil && loaded.id == own?.id && loaded.exercises.count == own?.exercises.count
  }

  /// `leccion tarea nueva` con `arguments` en una carpeta nueva (que se borra al acabar):
  /// `body` recibe la ruta del archivo escrito y sus bytes.
  static func assignment<Result>(
    _ arguments: [String], _ body: (String, Data) throws -> Result
  ) throws -> Result {
    let directory = try GradingFixture.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let context = GradingFixture.context(in: directory, cache: directory + "/cache")
    let outcome = AssignmentCommand.execute(
      arguments: ["nueva", "--curso", GradingFixture.courseDirectory] + arguments,
      context: context)
    guard outcome.code == 0 else { throw Failure(outcome.errors.joined()) }
    let path = directory + "/tarea.json"
    return try body(path, try Data(contentsOf: URL(fileURLWithPath: path)))
  }

  struct Failure: Error {
    var message: String
    init(_ message: String) { self.message = message }
  }

  /// La semilla de una tarea escrita.
  static func seed(of data: Data) throws -> String {
    let object = try JSONSerialization.jsonObject(with: data) as? [String: Any]
    return object?["seed"] as? String ?? ""
  }

  /// La opción de la tabla de `row`.
  static func option(_ row: Described) throws -> CommandOption {
    try #require(
      HelpDefaultsTests.tables[row.command]?.named(row.option),
      "\(row.command) no tiene \(row.option)")
  }

  @Test(arguments: rows)
  func theCodeDoesWhatTheDescribedDefaultSays(row: Described) throws {
    let described = try #require(try Self.option(row).describedDefault)
    #expect(try row.behaves(described))
  }

  /// Su ayuda lo dice: la fila de la opción en `--help` lleva la descripción de la tabla.
  @Test(arguments: rows)
  func theHelpStatesTheDescribedDefault(row: Described) throws {
    let option = try Self.option(row)
    let stated = HelpDefaultsTests.flat(option.help.joined(separator: " "))
    #expect(stated.contains("por omisión, " + (try #require(option.describedDefault))))
    #expect(HelpDefaultsTests.flat(HelpDefaultsTests.text(row.command)()).contains(stated))
  }

  /// Toda opción con un valor por omisión descrito tiene su fila.
  @Test func everyDescribedDefaultHasARow() {
    for (command, options) in HelpDefaultsTests.tables {
      for option in options where option.describedDefault != nil {
        #expect(
          Self.rows.contains { $0.command == command && $0.option == option.name },
          "\(command) \(option.name) sin fila")
      }
    }
  }

  /// `tarea` toma sus valores escritos de `Assignment` (la tabla los declara desde allí):
  /// escribir cada opción con el suyo da el mismo archivo, byte a byte, que no escribirla.
  @Test(arguments: HelpDefaultsTests.declared.filter { $0.command == "tarea" })
  func inAssignmentWritingTheDefaultIsLeavingItOut(row: HelpDefaultsTests.Declared) throws {
    let value = try #require(try HelpDefaultsTests.option(row).defaultValue)
    let base = ["--modo", "intentos", "--semilla", "s"]
    let without = try Self.assignment(base) { $1 }
    let with = try Self.assignment(base + [row.option, value]) { $1 }
    #expect(without == with)
  }
}
