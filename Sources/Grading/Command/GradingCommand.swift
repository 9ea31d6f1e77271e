import Checker
import Foundation
import Lessons
import Workspace

/// `leccion corregir`: grades a class from the command line.
///
/// The executable wires it with one line:
/// ```swift
/// case "corregir": return GradingCommand.run(arguments: rest, output: output, errorOutput: errorOutput)
/// ```
/// See `GradingHelp.grade` (`leccion corregir --help`) for the options and exit codes.
public enum GradingCommand {
  /// Runs `leccion corregir` with `arguments` (without `corregir`) and returns the exit
  /// code: 0 all graded, 1 some hand-in could not be graded, 2 usage or setup error.
  ///
  /// Blocks the calling thread until grading ends; from async code use `execute`.
  public static func run(
    arguments: [String],
    output: (String) -> Void = { print($0) },
    errorOutput: (String) -> Void = { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }
  ) -> Int32 {
    let outcome = Blocking.wait { await execute(arguments: arguments, context: .standard) }
    outcome.output.forEach(output)
    outcome.errors.forEach(errorOutput)
    return outcome.code
  }

  /// The same, for async callers.
  public static func execute(arguments: [String]) async -> (
    output: [String], errors: [String], code: Int32
  ) {
    let outcome = await execute(arguments: arguments, context: .standard)
    return (outcome.output, outcome.errors, outcome.code)
  }

  static func execute(arguments: [String], context: GradingContext) async -> CommandOutcome {
    do {
      let options = try GradingOptions.parse(
        arguments, processors: context.processorCount, environment: context.environment)
      if options.help { return CommandOutcome(output: [GradingHelp.grade]) }
      return try await options.merge ? merge(options, context) : grade(options, context)
    } catch {
      return .failure(error)
    }
  }

  private static func merge(_ options: GradingOptions, _ context: GradingContext)
    throws(GradingError) -> CommandOutcome
  {
    let paths = options.inputs.map { (path: context.absolute($0), shownAs: $0) }
    try checkOutput(options, context, inputs: paths.map(\.path))
    let report = try ReportMerge.merge(paths: paths)
    return try deliver(report, options, context)
  }

  private static func grade(_ options: GradingOptions, _ context: GradingContext)
    async throws(GradingError) -> CommandOutcome
  {
    let course = try CourseLoading.load(explicit: options.course, context: context)
    let stamp = try CourseFingerprint.stamp(of: course)
    var assignment: Assignment?
    if let path = options.assignment {
      do {
        assignment = try AssignmentFile.load(
          path: context.absolute(path), shownAs: path, course: course)
      } catch {
        throw .assignment(error)
      }
    }
    let weights =
      try options.weights.map { path throws(GradingError) in
        try Weights.load(path: context.absolute(path), shownAs: path, course: course)
      } ?? assignment.map { Weights.from($0, course: course) } ?? .equal
    let hidden =
      try options.hiddenTests.map { path throws(GradingError) in
        try HiddenTests.load(directory: context.absolute(path), shownAs: path, course: course)
      } ?? .none
    let workspaces = TutorWorkspaceReader()
    let inputs = InputDiscovery.inputs(
      for: options.inputs, currentDirectory: context.currentDirectory, workspaces: workspaces)
    try checkOutput(
      options, context, inputs: inputs.map(\.path) + options.inputs.map(context.absolute))
    var limits = SandboxLimits.standard
    if let seconds = options.timeLimit {
      limits.wallClockSeconds = seconds
      limits.cpuSeconds = max(1, Int(seconds.rounded(.up)))
    }
    var code: (any CodeGrading)?
    if course.exercises.contains(where: { if case .code = $0.kind { true } else { false } }) {
      do {
        let runner = try context.makeRunner(
          CodeRunnerOptions(limits: limits, maxParallelJobs: options.jobs), options.useCache)
        code = RunnerCodeGrader(runner: runner)
      } catch {
        throw .runnerUnavailable(message: error.message)
      }
    }
    let setup = GradingSetup(
      course: course, stamp: stamp, weights: weights, assignment: assignment, hiddenTests: hidden,
      timeLimitSeconds: limits.wallClockSeconds)
    let grader = ClassGrader(
      setup: setup, code: code, workspaces: workspaces, jobs: options.jobs, part: options.part)
    let report = try await grader.grade(inputs)
    return try deliver(report, options, context)
  }

  /// Refuses an output that is an input, lies inside an input folder, or already exists.
  private static func checkOutput(
    _ options: GradingOptions, _ context: GradingContext, inputs: [String]
  ) throws(GradingError) {
    if let folder = options.handbacks {
      let path = context.absolute(folder)
      if inputs.contains(where: { path == $0 || path.hasPrefix($0 + "/") }) {
        throw .outputIsInput(path: folder)
      }
    }
    guard let output = options.output else { return }
    let path = context.absolute(output)
    if inputs.contains(where: { path == $0 || path.hasPrefix($0 + "/") }) {
      throw .outputIsInput(path: output)
    }
    // `exercism` writes a folder: its files are checked one by one when written.
    if options.format == .exercism { return }
    if SafeFile.kind(of: path) != .missing, !options.overwrite {
      throw .outputExists(path: output)
    }
  }

  private static func deliver(
    _ report: GradeReport, _ options: GradingOptions, _ context: GradingContext
  ) throws(GradingError) -> CommandOutcome {
    var outcome = CommandOutcome(code: report.hasErrors ? 1 : 0)
    if let folder = options.handbacks {
      let count = try Handbacks.write(
        report, to: context.absolute(folder), shownAs: folder, overwrite: options.overwrite)
      outcome.errors.append(
        "Devoluciones escritas en \(folder): \(count) (una por alumno corregido; cada uno abre la "
          + "suya con «leccion revisar ARCHIVO»).")
    }
    if options.format == .exercism, let output = options.output {
      let (written, skipped) = try ExercismFolder.write(
        report, to: context.absolute(output), shownAs: output, overwrite: options.overwrite)
      outcome.output.append("Resultados de exercism escritos en \(output): \(written) alumnos.")
      if !skipped.isEmpty {
        outcome.errors.append(
          "Sin carpeta (no tienen un id de alumno que sirva de nombre): "
            + skipped.joined(separator: ", ") + ".")
      }
      return outcome
    }
    let text = options.format.render(report, gradebook: options.gradebook)
    if let output = options.output {
      try AtomicWriter.write(text, to: context.absolute(output), shownAs: output)
      let summary = report.summary
      outcome.output.append(
        "Informe escrito en \(output): \(summary.submissions) entregas, \(summary.graded)"
          + " corregidas, \(summary.errors) con error.")
    } else {
      outcome.output.append(String(text.dropLast()))
    }
    return outcome
  }
}
