import Foundation
import Support
import Testing

@testable import Checker
@testable import Grading
@testable import Workspace

/// Cada valor por omisión que dicen las ayudas de `corregir`, `tarea` y `exportar` (y los
/// mensajes de error que los repiten) es el que usa el código. El de una opción se declara en
/// su tabla (`CommandOption.defaultValue`) y su ayuda lo dice desde allí: su fila
/// (`declared`) lo compara con el del código. El que se describe en vez de escribirse
/// (`CommandOption.describedDefault`: «una por núcleo») también se declara en la tabla, y
/// `DescribedDefaultsTests` comprueba que el código hace eso. Los demás (los de un texto),
/// una fila por valor con el texto tal como lo lee el profesor. Y toda «por omisión» de esas
/// ayudas tiene su fila (o está en `unchecked`, con el porqué).
@Suite struct HelpDefaultsTests {
  /// Un valor por omisión que dice un texto: `pattern` lo encuentra (su primer grupo es el
  /// valor tal como está escrito) y `code` da el que usa el código, escrito igual.
  struct Stated: CustomTestStringConvertible, Sendable {
    var name: String
    var text: @Sendable () -> String
    var pattern: String
    var code: @Sendable () throws -> String
    var testDescription: String { name }
  }

  static let grade: @Sendable () -> String = { GradingHelp.grade.text(width: 200) }
  static let assignment: @Sendable () -> String = { GradingHelp.assignment.text(width: 200) }
  static let export: @Sendable () -> String = { GradingHelp.export.text(width: 200) }

  /// Los argumentos de `corregir` sin más opciones que `extra`.
  static func parsed(_ extra: [String] = [], processors: Int = 1) throws -> GradingOptions {
    try GradingOptions.parse(["entregas"] + extra, processors: processors)
  }

  /// `0.3` como «30%», `10.0` como «10», `1/3` como «1/3».
  static func written(_ value: Double, percent: Bool = false) -> String {
    if abs(value - 1.0 / 3) < 1e-12 { return "1/3" }
    let shown = percent ? value * 100 : value
    let rounded = shown.rounded()
    let number = abs(shown - rounded) < 1e-9 ? String(Int(rounded)) : String(shown)
    return number + (percent ? "%" : "")
  }

  /// El campo de id de alumno que usa `format` sin `--id-alumno`: aquel con el que, escrito a
  /// mano, el archivo sale igual.
  static func defaultIDField(_ format: ReportFormat) -> String {
    let report = GradebookClass.report()
    func render(_ field: GradebookIDField?) -> String {
      let settings = GradebookSettings(idField: field)
      return format == .canvas
        ? CanvasReport.render(report, settings: settings)
        : MoodleReport.render(report, settings: settings)
    }
    let implicit = render(nil)
    let same = GradebookIDField.values(for: format).filter { render($0) == implicit }
    return same.count == 1 ? same[0].rawValue : "\(same.map(\.rawValue))"
  }

  /// Una opción que declara su valor por omisión en la tabla, con el que usa el código sin
  /// ella, escrito como lo escribiría el profesor.
  struct Declared: CustomTestStringConvertible, Sendable {
    var command: String
    var option: String
    var code: @Sendable () throws -> String
    var testDescription: String { "\(command) \(option)" }
  }

  /// Las tablas de opciones de cada orden.
  static let tables: [String: [CommandOption]] = [
    "corregir": GradingHelp.gradeOptions, "tarea": GradingHelp.assignmentOptions,
    "exportar": GradingHelp.exportOptions,
  ]

  static let declared: [Declared] = [
    Declared(command: "corregir", option: "--formato", code: { try parsed().format.rawValue }),
    Declared(
      command: "corregir", option: "--tiempo",
      code: { written(SandboxLimits.grading(seconds: try parsed().timeLimit).wallClockSeconds) }),
    Declared(
      command: "corregir", option: "--similitud-comun",
      code: { written(try parsed(["--similitud"]).similaritySettings.commonShare, percent: true) }),
    Declared(
      command: "corregir", option: "--similitud-umbral",
      code: { try parsed(["--similitud"]).similaritySettings.threshold == .auto ? "auto" : "fijo" }),
    Declared(command: "tarea", option: "--salida", code: { AssignmentCommand.defaultOutput }),
    Declared(
      command: "tarea", option: "--penalizacion",
      code: { written(Assignment(mode: .tries).penalty) }),
    Declared(
      command: "tarea", option: "--pista", code: { written(Assignment(mode: .tries).hintCost) }),
    Declared(
      command: "tarea", option: "--solucion",
      code: { written(Assignment(mode: .tries).solutionCost) }),
    Declared(
      command: "exportar", option: "--salida",
      code: { ExportCommand.defaultOutput(student: "ALUMNO") }),
  ]

  /// La opción de la tabla de `row`.
  static func option(_ row: Declared) throws -> CommandOption {
    try #require(tables[row.command]?.named(row.option), "\(row.command) no tiene \(row.option)")
  }

  static let rows: [Stated] = [
    Stated(
      name: "corregir --id-alumno en canvas", text: grade,
      pattern: #"en canvas, ([\w-]+) \(por omisión\)"#, code: { defaultIDField(.canvas) }),
    Stated(
      name: "corregir --id-alumno en moodle", text: grade,
      pattern: #"en moodle, ([\w-]+) \(por omisión\)"#, code: { defaultIDField(.moodle) }),
    Stated(
      name: "corregir: entregas casi iguales", text: grade,
      pattern: #"cada una con el (\d+%) de sus"#,
      code: { written(SimilaritySettings().sameSourceLevel, percent: true) }),
    Stated(
      name: "corregir: el mínimo por ejercicio", text: grade,
      pattern: #"por omisión: desde el (\d+%) por ejercicio"#,
      code: { written(SimilaritySettings().floor, percent: true) }),
    Stated(
      name: "corregir: el mínimo en conjunto", text: grade,
      pattern: #"por ejercicio y el (\d+%) en conjunto"#,
      code: { written(SimilaritySettings().overallFloor, percent: true) }),
    Stated(
      name: "corregir: la penalización de «intentos»", text: grade,
      pattern: #"intento anterior \(([\d/]+) por omisión\)"#,
      code: { written(Assignment(mode: .tries).penalty) }),
    Stated(
      name: "corregir: el tiempo de ejecutar", text: grade,
      pattern: #"Ejecutar tiene --tiempo \((\d+) s por omisión\)"#,
      code: { written(SandboxLimits.grading(seconds: nil).wallClockSeconds) }),
    Stated(
      name: "corregir: la CPU de compilar", text: grade, pattern: #"Compilar tiene (\d+) s de CPU"#,
      code: { written(CodeRunnerOptions().compileTimeoutSeconds) }),
    Stated(
      name: "corregir: la memoria de compilar", text: grade,
      pattern: #"de reloj\) y (\d+) GiB"#, code: { "\(SwiftCompiler.memoryBytes >> 30)" }),
    Stated(
      name: "corregir: el almacén se poda", text: grade, pattern: #"no se usa en (\d+) días"#,
      code: { written(ResultStore.PruningPolicy.standard.maxAge / 86_400) }),
    Stated(
      name: "error de --similitud-comun",
      text: { GradingError.invalidSimilarityShare("x").message },
      pattern: #"«--similitud-comun (\d+%)» \(por omisión\)"#,
      code: { written(SimilaritySettings().commonShare, percent: true) }),
    Stated(
      name: "error de --similitud-umbral",
      text: { GradingError.invalidSimilarityThreshold("x").message },
      pattern: #"escribe «(\w+)» \(por omisión"#,
      code: { try parsed(["--similitud"]).similaritySettings.threshold == .auto ? "auto" : "fijo" }
    ),
    Stated(
      name: "error de --trabajos", text: { GradingError.invalidJobs("x").message },
      pattern: #"\(por omisión, (uno por núcleo)\)"#,
      code: { try parsed(processors: 5).jobs == 5 ? "uno por núcleo" : "otro número" }),
  ]

  /// Las «por omisión» que no son un valor que el código guarde en un sitio: cada una con la
  /// prueba que comprueba su comportamiento.
  static let unchecked: [(pattern: String, why: String)] = [
    // En `exportar`, sin `--curso`, primero el curso que recuerda el espacio.
    (#"la carpeta del curso \(por omisión, la de esta leccion\)"#, "ExportCommand"),
    (#"tu carpeta de trabajo \(por omisión, la actual o una superior\)"#, "WorkspaceLocator"),
  ]

  /// El texto en una línea: los saltos y los espacios de más, uno solo.
  static func flat(_ text: String) -> String {
    text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
  }

  @Test(arguments: declared)
  func theTableDeclaresTheDefaultTheCodeUses(row: Declared) throws {
    #expect(try Self.option(row).defaultValue == (try row.code()))
  }

  /// Su ayuda lo dice: la fila de la opción en `--help` lleva el valor de la tabla.
  @Test(arguments: declared)
  func theHelpStatesTheDeclaredDefault(row: Declared) throws {
    let option = try Self.option(row)
    let stated = Self.flat(option.help.joined(separator: " "))
    #expect(stated.contains(try #require(option.defaultValue)))
    #expect(Self.flat(Self.text(row.command)()).contains(stated))
  }

  /// En `corregir`, escribir la opción con su valor por omisión es como no escribirla.
  @Test(arguments: declared.filter { $0.command == "corregir" })
  func writingTheDefaultIsLeavingItOut(row: Declared) throws {
    let value = try #require(try Self.option(row).defaultValue)
    let extra = row.option.hasPrefix("--similitud") ? ["--similitud"] : []
    let without = try Self.parsed(extra)
    let with = try Self.parsed(extra + [row.option, value])
    if row.option == "--tiempo" {
      // Sin `--tiempo`, el límite es el de la caja; con él, el escrito: el mismo.
      #expect(
        SandboxLimits.grading(seconds: without.timeLimit).wallClockSeconds
          == SandboxLimits.grading(seconds: with.timeLimit).wallClockSeconds)
    } else {
      #expect(without == with)
    }
  }

  /// La ayuda de `--formato` sale de los formatos: los nombra todos, en su orden.
  @Test func theFormatHelpNamesEveryFormatInOrder() throws {
    var rest = Self.flat(GradingHelp.format.help.joined(separator: " "))[...]
    for format in ReportFormat.allCases {
      let found = try #require(rest.range(of: format.rawValue), "\(format.rawValue) no está")
      rest = rest[found.upperBound...]
    }
  }

  /// Toda opción con valor por omisión en una tabla tiene su fila en `declared`.
  @Test func everyDeclaredDefaultHasARow() {
    for (command, options) in Self.tables {
      for option in options where option.defaultValue != nil {
        #expect(
          Self.declared.contains { $0.command == command && $0.option == option.name },
          "\(command) \(option.name) sin fila")
      }
    }
  }

  /// La ayuda de `command`.
  static func text(_ command: String) -> @Sendable () -> String {
    command == "corregir" ? grade : command == "tarea" ? assignment : export
  }

  @Test(arguments: rows)
  func theHelpStatesTheValueTheCodeUses(row: Stated) throws {
    let text = Self.flat(row.text())
    let match = try #require(
      try Regex(row.pattern).firstMatch(in: text), "«\(row.pattern)» no está en el texto")
    let stated = try #require(match.output[1].substring.map(String.init))
    #expect(stated == (try row.code()), "\(row.name)")
  }

  /// Toda «por omisión» de las ayudas tiene su fila: una nueva no pasa sin comprobar.
  @Test(arguments: ["corregir", "tarea", "exportar"])
  func everyStatedDefaultHasARow(command: String) throws {
    let help = Self.flat(Self.text(command)())
    var covered: [Range<String.Index>] = []
    for row in Self.declared where row.command == command {
      let stated = Self.flat(try Self.option(row).help.joined(separator: " "))
      covered += help.ranges(of: stated)
    }
    // Las descritas: `DescribedDefaultsTests.everyDescribedDefaultHasARow`.
    for option in Self.tables[command] ?? [] where option.describedDefault != nil {
      covered += help.ranges(of: Self.flat(option.help.joined(separator: " ")))
    }
    for row in Self.rows where Self.flat(row.text()) == help {
      covered += help.matches(of: try Regex(row.pattern)).map(\.range)
    }
    for (pattern, _) in Self.unchecked {
      covered += help.matches(of: try Regex(pattern)).map(\.range)
    }
    for stated in help.ranges(of: "por omisión") {
      let before = help[..<stated.lowerBound].suffix(40)
      #expect(
        covered.contains { $0.overlaps(stated) }, "\(command): «…\(before)por omisión» sin fila")
    }
  }
}
