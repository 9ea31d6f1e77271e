import Foundation
import Lessons
import Support

/// Los argumentos de `leccion corregir`, ya interpretados.
struct GradingOptions: Equatable {
  var inputs: [String] = []
  var format: ReportFormat = .text
  var output: String?
  var hiddenTests: String?
  var weights: String?
  var assignment: String?
  var handbacks: String?
  var jobs: Int
  var part: ReportPart?
  var merge = false
  var course: String?
  var timeLimit: Double?
  var overwrite = false
  var useCache = true
  /// `--almacen DIR`: dónde guardar los resultados de la clase (`ResultStoreOption`).
  var store: String?
  var help = false
  /// `--columna` e `--id-alumno` (con `--formato canvas` o `moodle`).
  var gradebook = GradebookSettings()
  /// `--similitud` (con la corrección) o `--solo-similitud` (sin ella); `nil`: ninguna.
  var similarity: SimilarityMode?
  /// `--similitud-comun` y `--similitud-umbral`.
  var similaritySettings = SimilaritySettings()

  /// Cuándo se buscan parecidos de código.
  enum SimilarityMode: Equatable {
    /// Además de corregir: una sección más del informe.
    case withGrading
    /// En lugar de corregir: nada se compila.
    case only
  }

  static let scanner = OptionScanner(options: GradingHelp.gradeOptions)

  /// Interpreta `arguments` (sin `corregir`); `processors` es el valor por defecto de
  /// `--trabajos` y `environment` el entorno del que `--parte auto` lee la parte.
  static func parse(
    _ arguments: [String], processors: Int, environment: [String: String] = [:]
  ) throws(GradingError) -> GradingOptions {
    let scan = try scanner.read(arguments)
    var options = GradingOptions(jobs: max(1, processors))
    options.help = scan.flags.contains("--help") || scan.flags.contains("-h")
    if options.help { return options }
    options.inputs = scan.positional
    options.merge = scan.flags.contains("--unir")
    options.overwrite = scan.flags.contains("--sobrescribir")
    options.useCache = !scan.flags.contains("--sin-cache")
    options.store = scan.values["--almacen"]
    if options.store != nil, !options.useCache { throw .storeWithoutCache }
    options.output = scan.values["--salida"]
    options.hiddenTests = scan.values["--pruebas-ocultas"]
    options.weights = scan.values["--pesos"]
    options.assignment = scan.values["--tarea"]
    options.handbacks = scan.values["--devoluciones"]
    options.course = scan.values["--curso"]
    if let value = scan.values["--formato"] ?? GradingHelp.format.defaultValue {
      guard let format = ReportFormat(rawValue: value.lowercased()) ?? alias(value) else {
        let names = ReportFormat.allCases.map(\.rawValue)
        throw .unknownFormat(
          value, suggestion: EditDistance.suggestion(for: value.lowercased(), among: names))
      }
      options.format = format
    }
    try gradebookOptions(scan, into: &options)
    if let value = scan.values["--trabajos"] {
      guard let jobs = Int(value), jobs >= 1, jobs <= 1024 else { throw .invalidJobs(value) }
      options.jobs = jobs
    }
    if let value = scan.values["--parte"] {
      options.part = try part(value, environment: environment)
    }
    if let value = scan.values["--tiempo"] {
      guard let seconds = Double(value.replacingOccurrences(of: ",", with: ".")),
        seconds.isFinite, seconds > 0, seconds <= 3600
      else { throw .invalidTime(value) }
      options.timeLimit = seconds
    }
    if options.merge {
      // `--curso` y `--tarea` sí: con ellos las devoluciones abren lo que abre la tarea.
      for option in [
        "--pruebas-ocultas", "--pesos", "--trabajos", "--parte", "--tiempo", "--almacen",
      ]
      where scan.values[option] != nil {
        throw .optionNotForMerge(option)
      }
    }
    try similarityOptions(scan, into: &options)
    guard !options.inputs.isEmpty else { throw .noInputs(merging: options.merge) }
    return options
  }

  /// `--columna` e `--id-alumno`: solo para los formatos de libro de calificaciones; `exercism`
  /// necesita una carpeta en `--salida`.
  private static func gradebookOptions(
    _ scan: OptionScanner.Scan, into options: inout GradingOptions
  )
    throws(GradingError)
  {
    let gradebooks: [ReportFormat] = [.canvas, .moodle]
    for option in ["--columna", "--id-alumno"] where scan.values[option] != nil {
      guard gradebooks.contains(options.format) else {
        throw .optionNeedsFormat(option: option, formats: gradebooks.map(\.rawValue))
      }
    }
    if let column = scan.values["--columna"] {
      if options.format == .canvas, GradebookSettings.canvasReadsAnID(column) {
        throw .gradebookColumnMisread(column)
      }
      options.gradebook.column = column
    }
    if let value = scan.values["--id-alumno"] {
      let allowed = GradebookIDField.values(for: options.format)
      guard let field = allowed.first(where: { $0.rawValue == value.lowercased() }) else {
        throw .invalidGradebookField(
          value, format: options.format.rawValue, allowed: allowed.map(\.rawValue))
      }
      options.gradebook.idField = field
    }
    if options.format == .exercism, scan.values["--salida"] == nil {
      throw .formatNeedsFolder(options.format.rawValue)
    }
  }

  private static func alias(_ value: String) -> ReportFormat? {
    switch value.lowercased() {
    case "text", "txt": .text
    case "xml": .junit
    default: nil
    }
  }

  /// `K/N`, o `auto` / `auto/N` (la parte que da el sistema de lotes, `PartEnvironment`).
  private static func part(_ value: String, environment: [String: String])
    throws(GradingError) -> ReportPart
  {
    let lowered = value.lowercased()
    if lowered == "auto" { return try PartEnvironment.part(environment, total: nil) }
    if lowered.hasPrefix("auto/") {
      guard let total = Int(lowered.dropFirst(5)), total >= 1 else { throw .invalidPart(value) }
      return try PartEnvironment.part(environment, total: total)
    }
    guard let part = parsePart(value) else { throw .invalidPart(value) }
    return part
  }

  /// `K/N` con 1 ≤ K ≤ N, o `nil`.
  static func parsePart(_ value: String) -> ReportPart? {
    let pieces = value.split(separator: "/", omittingEmptySubsequences: false)
    guard pieces.count == 2, let index = Int(pieces[0]), let count = Int(pieces[1]),
      count >= 1, index >= 1, index <= count
    else { return nil }
    return ReportPart(index: index, count: count)
  }
}
