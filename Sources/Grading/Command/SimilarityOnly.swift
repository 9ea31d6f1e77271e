import Foundation
import Support

/// `leccion corregir --solo-similitud`: busca parecidos de código en una clase sin corregirla
/// (no compila nada, así que tarda segundos): para mirarlos antes de que acabe la corrección,
/// o para volver a mirarlos con otro umbral sin volver a corregir.
enum SimilarityOnly {
  static func run(_ options: GradingOptions, _ context: GradingContext)
    async throws(GradingError) -> CommandOutcome
  {
    let (course, stamp, assignment) = try GradingCommand.prepare(options, context)
    let workspaces = TutorWorkspaceReader()
    let inputs = InputDiscovery.inputs(
      for: options.inputs, currentDirectory: context.currentDirectory, workspaces: workspaces)
    try GradingCommand.checkOutput(
      options, context, inputs: inputs.map(\.path) + options.inputs.map(context.absolute))
    let setup = GradingSetup(course: course, stamp: stamp, assignment: assignment)
    let (loaded, similarity) = try await ClassSimilarity.analyze(
      inputs, setup: setup, workspaces: workspaces, settings: options.similaritySettings,
      jobs: options.jobs)
    let document = SimilarityDocument(
      course: ReportCourse(id: course.id, title: course.title, contentHash: stamp.contentHash),
      loaded: loaded, similarity: similarity)
    var outcome = CommandOutcome(code: document.summary.unreadable > 0 ? 1 : 0)
    let text = document.render(options.format)
    if let output = options.output {
      try AtomicFile.save(text, to: context.absolute(output), shownAs: output)
      outcome.output.append(
        "Parecidos escritos en \(output): "
          + Plural.count(document.summary.compared, "entrega comparada", "entregas comparadas")
          + ", " + Plural.count(similarity.pairs.count, "par que mirar", "pares que mirar")
          + ", \(document.summary.unreadable) sin leer.")
    } else {
      outcome.output.append(String(text.dropLast()))
    }
    return outcome
  }
}
