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
  var help = false

  static let scanner = OptionScanner(
    valued: [
      "--formato", "--salida", "--pruebas-ocultas", "--pesos", "--tarea", "--trabajos", "--parte",
      "--curso", "--tiempo", "--devoluciones",
    ],
    flags: ["--unir", "--sobrescribir", "--sin-cache", "--help", "-h"])

  /// Interpreta `arguments` (sin `corregir`); `processors` es el valor por defecto de
  /// `--trabajos`.
  static func parse(_ arguments: [String], processors: Int) throws(GradingError) -> GradingOptions {
    let scan = try scanner.scan(arguments)
    var options = GradingOptions(jobs: max(1, processors))
    options.help = scan.flags.contains("--help") || scan.flags.contains("-h")
    if options.help { return options }
    options.inputs = scan.positional
    options.merge = scan.flags.contains("--unir")
    options.overwrite = scan.flags.contains("--sobrescribir")
    options.useCache = !scan.flags.contains("--sin-cache")
    options.output = scan.values["--salida"]
    options.hiddenTests = scan.values["--pruebas-ocultas"]
    options.weights = scan.values["--pesos"]
    options.assignment = scan.values["--tarea"]
    options.handbacks = scan.values["--devoluciones"]
    if options.weights != nil, options.assignment != nil { throw .weightsWithAssignment }
    options.course = scan.values["--curso"]
    if let value = scan.values["--formato"] {
      guard let format = ReportFormat(rawValue: value.lowercased()) ?? alias(value) else {
        let names = ReportFormat.allCases.map(\.rawValue)
        throw .unknownFormat(
          value, suggestion: EditDistance.suggestion(for: value.lowercased(), among: names))
      }
      options.format = format
    }
    if let value = scan.values["--trabajos"] {
      guard let jobs = Int(value), jobs >= 1, jobs <= 1024 else { throw .invalidJobs(value) }
      options.jobs = jobs
    }
    if let value = scan.values["--parte"] {
      options.part = try part(value)
    }
    if let value = scan.values["--tiempo"] {
      guard let seconds = Double(value.replacingOccurrences(of: ",", with: ".")),
        seconds.isFinite, seconds > 0, seconds <= 3600
      else { throw .invalidTime(value) }
      options.timeLimit = seconds
    }
    if options.merge {
      for option in [
        "--pruebas-ocultas", "--pesos", "--tarea", "--trabajos", "--parte", "--curso", "--tiempo",
      ]
      where scan.values[option] != nil {
        throw .optionNotForMerge(option)
      }
    }
    guard !options.inputs.isEmpty else { throw .noInputs(merging: options.merge) }
    return options
  }

  private static func alias(_ value: String) -> ReportFormat? {
    switch value.lowercased() {
    case "text", "txt": .text
    case "xml": .junit
    default: nil
    }
  }

  private static func part(_ value: String) throws(GradingError) -> ReportPart {
    let pieces = value.split(separator: "/", omittingEmptySubsequences: false)
    guard pieces.count == 2, let index = Int(pieces[0]), let count = Int(pieces[1]),
      count >= 1, index >= 1, index <= count
    else { throw .invalidPart(value) }
    return ReportPart(index: index, count: count)
  }
}
