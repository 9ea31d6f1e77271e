import Foundation
import Lessons
import Presentation
import Support
import Workspace

/// `leccion tarea nueva`: escribe el archivo de una tarea (`tarea.json`) a partir de sus
/// opciones, comprobado contra el curso. Lo que escribe se vuelve a leer antes de darlo
/// por bueno, así que un archivo que sale de aquí siempre se puede usar.
///
/// ```swift
/// .assignment: { AssignmentCommand.run(arguments: $0, output: $1, errorOutput: $2, columns: $3) }
/// ```
public enum AssignmentCommand {
  /// El archivo que escribe sin `--salida` (el que dice su ayuda).
  static let defaultOutput = Assignment.fileName

  /// Ejecuta `leccion tarea` con `arguments` (sin `tarea`): 0 escrita, 2 error de uso.
  public static func run(
    arguments: [String],
    output: (String) -> Void, errorOutput: (String) -> Void, columns: Int = CommandHelp.maximumWidth
  ) -> Int32 {
    var context = GradingContext.standard
    context.columns = columns
    return execute(arguments: arguments, context: context).deliver(
      output: output, errorOutput: errorOutput)
  }

  static let scanner = OptionScanner(options: GradingHelp.assignmentOptions)

  static func execute(arguments: [String], context: GradingContext) -> CommandOutcome {
    do throws(GradingError) {
      let scan = try scanner.read(arguments)
      if scan.flags.contains("--help") || scan.flags.contains("-h") || arguments.isEmpty {
        return CommandOutcome(output: [GradingHelp.assignment.text(width: context.columns)])
      }
      guard scan.positional.first == "nueva" else {
        throw .unknownSubcommand(scan.positional.first ?? "", command: "tarea", known: ["nueva"])
      }
      if let extra = scan.positional.dropFirst().first { throw .unexpectedArgument(extra) }
      let course = try CourseLoading.load(explicit: scan.values["--curso"], context: context)
      let target = scan.values["--salida"] ?? defaultOutput
      let assignment = try build(scan, course: course, context: context, target: target)
      let path = context.absolute(target)
      if SafeFile.kind(of: path) != .missing, !scan.flags.contains("--sobrescribir") {
        throw .outputExists(path: target)
      }
      let studentCopy = try StudentCopyOption.check(
        scan.values["--curso-alumno"], mode: assignment.mode, course: course, context: context)
      let (data, checked): (Data, Assignment)
      do {
        (data, checked) = try AssignmentFile.checkedBytes(
          assignment, shownAs: target, course: course)
      } catch {
        throw .assignment(error)
      }
      try AtomicFile.save(String(decoding: data, as: UTF8.self), to: path, shownAs: target)
      let counted = course.exercises.filter(checked.counts).count
      var output = [
        "Tarea escrita en \(target): modo \(checked.mode.rawValue), "
          + Plural.count(counted, "ejercicio", "ejercicios") + ". "
          + "Reparte ese archivo a tus alumnos («leccion iniciar --alumno ID --tarea "
          + "\(target) DIR») y corrige con «leccion corregir --tarea \(target) …»."
      ]
      if let studentCopy {
        output.append(try studentCopy.write(course: course, target: target, context: context))
      }
      return CommandOutcome(output: output)
    } catch {
      return .failure(error, command: "tarea")
    }
  }

  private static func build(
    _ scan: OptionScanner.Scan, course: Course, context: GradingContext, target: String
  ) throws(GradingError) -> Assignment {
    guard let word = scan.values["--modo"] else { throw .missingValue(option: "--modo") }
    guard let mode = Assignment.Mode(rawValue: TextFolding.fold(word)) else {
      throw .invalidOptionValue(
        option: "--modo", value: word, expected: "practica, intentos o diferida")
    }
    var assignment = Assignment(mode: mode, courseID: course.id)
    assignment.title = scan.values["--titulo"]
    if let value = scan.values["--penalizacion"] {
      guard mode == .tries else {
        throw .optionNeedsMode(option: "--penalizacion", mode: "intentos")
      }
      assignment.penalty = try fraction(value, option: "--penalizacion")
    }
    if let value = scan.values["--intentos"] {
      guard mode == .tries else { throw .optionNeedsMode(option: "--intentos", mode: "intentos") }
      guard let tries = Int(value), (1...1000).contains(tries) else {
        throw .invalidOptionValue(
          option: "--intentos", value: value, expected: "un entero de 1 a 1000")
      }
      assignment.maxTries = tries
    }
    if let value = scan.values["--pista"] {
      assignment.hintCost = try fraction(value, option: "--pista")
    }
    if let value = scan.values["--solucion"] {
      assignment.solutionCost = try fraction(value, option: "--solucion")
    }
    if let value = scan.values["--fecha-limite"] {
      guard let date = Timestamp.parse(value) else {
        throw .invalidOptionValue(
          option: "--fecha-limite", value: value,
          expected: "una fecha ISO 8601 con hora y zona, como 2026-12-20T23:59:00Z")
      }
      assignment.deadline = date
    }
    if scan.flags.contains("--contar-tardias") {
      guard assignment.deadline != nil else {
        throw .invalidOptionValue(
          option: "--contar-tardias", value: "", expected: "va con --fecha-limite")
      }
      assignment.countLate = true
    }
    // Sin semilla, una nueva por tarea: dos clases no ven el mismo orden.
    assignment.seed =
      scan.values["--semilla"] ?? UUID().uuidString.lowercased().prefix(8).description
    if let path = scan.values["--alumnos"] {
      assignment.roster = try roster(path: path, seed: assignment.seed, context: context)
    }
    if let value = scan.values["--ejercicios"] {
      let ids = value.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        .filter { !$0.isEmpty }
      assignment.exercises = ids
    }
    if let path = scan.values["--pesos"] {
      let weights = try Weights.load(path: context.absolute(path), shownAs: path, course: course)
      assignment.weights = weights.lessons.merging(weights.exercises) { first, _ in first }
    }
    if let value = scan.values["--revision"] {
      assignment.review = try ReviewOption.parse(value, mode: mode)
    }
    do {
      try AssignmentFile.check(assignment, against: course, path: target)
    } catch {
      throw .assignment(error)
    }
    return assignment
  }

  /// Las fichas de la clase (`VariantDraw.token`) de un archivo con un id por línea (las
  /// líneas en blanco y las que empiezan por `#` no cuentan).
  static func roster(
    path: String, seed: String, context: GradingContext
  ) throws(GradingError) -> [String] {
    guard let data = FileManager.default.contents(atPath: context.absolute(path)),
      let text = String(data: data, encoding: .utf8)
    else {
      throw .invalidOptionValue(
        option: "--alumnos", value: path, expected: "un archivo de texto con un id por línea")
    }
    let ids = text.split(whereSeparator: \.isNewline).map {
      $0.trimmingCharacters(in: .whitespaces)
    }
    .filter { !$0.isEmpty && !$0.hasPrefix("#") }
    guard !ids.isEmpty else {
      throw .invalidOptionValue(
        option: "--alumnos", value: path, expected: "un archivo de texto con un id por línea")
    }
    var tokens: [String] = []
    for id in ids {
      let token = VariantDraw.token(seed: seed, student: id)
      if !tokens.contains(token) { tokens.append(token) }
    }
    return tokens.sorted()
  }

  /// `0.25`, `0,25`, `1/3` o `25%`.
  static func fraction(_ text: String, option: String) throws(GradingError) -> Double {
    guard let result = parseFraction(text) else {
      throw .invalidOptionValue(
        option: option, value: text, expected: "un número entre 0 y 1 (0.25, 1/3 o 25%)")
    }
    return result
  }

  /// `0.25`, `0,25`, `1/3` o `25%` (también `25 %`) como número entre 0 y 1, o `nil`.
  static func parseFraction(_ text: String) -> Double? {
    let value = text.replacingOccurrences(of: ",", with: ".").trimmingCharacters(in: .whitespaces)
    var result: Double?
    if value.hasSuffix("%"),
      let percent = Double(value.dropLast().trimmingCharacters(in: .whitespaces))
    {
      result = percent / 100
    } else if value.contains("/") {
      let parts = value.split(separator: "/")
      if parts.count == 2, let top = Double(parts[0]), let bottom = Double(parts[1]), bottom > 0 {
        result = top / bottom
      }
    } else {
      result = Double(value)
    }
    guard let result, result.isFinite, (0...1).contains(result) else { return nil }
    return result
  }
}
