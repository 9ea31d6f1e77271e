import Lessons

/// La prueba de la clave de un ejercicio `admision`: cada declaración va dentro de una
/// función propia, tras el `### contexto`, en un solo archivo, y una sola llamada a
/// `swiftc -typecheck` dice cuáles compilan (los errores de cada función son de su
/// declaración). `admitida` e `higiene` deben compilar; `rechazada`, no.
///
/// ```swift
/// // contexto…
/// func __declaracion0() {
///   @Shared(.appStorage("volumen")) var volumen = 0.75
/// }
/// ```
enum AdmissionProof {
  /// El archivo generado y dónde empieza y acaba cada parte (líneas desde 1).
  struct Source: Sendable, Hashable {
    var text: String
    /// Las líneas del contexto: `1...contextLines`.
    var contextLines: Int
    /// Las líneas de la función de cada declaración, en orden.
    var itemLines: [ClosedRange<Int>]
  }

  static let fileName = "admision.swift"

  /// El archivo que se comprueba para `exercise`.
  static func source(for exercise: AdmissionExercise) -> Source {
    var lines: [String] = []
    if let context = exercise.context {
      lines += context.code.split(separator: "\n", omittingEmptySubsequences: false).map(
        String.init)
    }
    let contextLines = lines.count
    var ranges: [ClosedRange<Int>] = []
    for (index, item) in exercise.items.enumerated() {
      let start = lines.count + 1
      lines.append("func __declaracion\(index)() {")
      lines += item.declaration.split(separator: "\n", omittingEmptySubsequences: false).map {
        "  " + $0
      }
      lines.append("}")
      ranges.append(start...lines.count)
    }
    return Source(
      text: lines.joined(separator: "\n") + "\n", contextLines: contextLines, itemLines: ranges)
  }

  /// Comprueba un ejercicio (bloquea).
  static func check(_ exercise: AdmissionExercise, id: String, runner: CodeRunner) -> [Diagnostic] {
    let source = source(for: exercise)
    let diagnostics: [CompilerDiagnostic]
    do {
      diagnostics = try runner.typecheckNow([SourceFile(name: fileName, contents: source.text)])
    } catch {
      let finding = ProofFinding.checkerUnavailable(
        what: "las declaraciones de «\(id)»", reason: error.message)
      let location = exercise.items.first?.location ?? exercise.context?.location
      return location.map { [Diagnostic($0, .reported(finding.message))] } ?? []
    }
    let errors = diagnostics.filter { $0.severity == .error }
    var result: [Diagnostic] = []
    if let context = exercise.context {
      var seen = Set<Int>()
      for error in errors {
        guard let line = error.line, line <= source.contextLines || error.file != fileName else {
          continue
        }
        let fileLine =
          error.file == fileName ? context.location.line + line - 1 : context.location.line
        guard seen.insert(fileLine).inserted else { continue }
        let finding = ProofFinding.admissionContextDoesNotCompile(
          exercise: id, error: error.message)
        result.append(
          Diagnostic(
            SourceLocation(file: context.location.file, line: fileLine), .reported(finding.message))
        )
      }
      if !result.isEmpty { return result }
    }
    for (item, lines) in zip(exercise.items, source.itemLines) {
      let own = errors.first { $0.file == fileName && $0.line.map(lines.contains) == true }
      let finding: ProofFinding?
      switch (item.verdict, own) {
      case (.refused, nil):
        finding = .admissionShouldNotCompile(declaration: item.declaration)
      case (.admitted, let error?), (.hygiene, let error?):
        finding = .admissionShouldCompile(
          declaration: item.declaration, verdict: item.verdict.rawValue, error: error.message)
      default:
        finding = nil
      }
      if let finding { result.append(Diagnostic(item.location, .reported(finding.message))) }
    }
    return result
  }
}
