/// `leccion lista`: el mapa del curso.
enum ListCommand {
  static func run(_ context: TutorContext, format: OutputFormat) -> ExitCode {
    switch format {
    case .json:
      context.console.line(JSONReports.encode(JSONReports.course(context)))
    case .text:
      let current = context.store.progress.position.flatMap(context.outline.index(of:))
      for line in CourseMap(context: context).lines(current: current) {
        context.console.line(line)
      }
    }
    return .success
  }
}

/// `leccion progreso`: el resumen del progreso.
enum ProgressCommand {
  static func run(_ context: TutorContext, format: OutputFormat) -> ExitCode {
    switch format {
    case .json:
      context.console.line(JSONReports.encode(JSONReports.course(context)))
    case .text:
      for line in ProgressSummary(context: context).lines() { context.console.line(line) }
    }
    return .success
  }
}
