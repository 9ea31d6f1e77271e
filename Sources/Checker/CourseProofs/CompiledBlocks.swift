import Lessons

/// Los bloques ` ```swift compila ` del curso: se agrupan los que pueden compilarse juntos
/// (`SourceShape.canJoin`) y cada grupo es una sola llamada a `swiftc`. Si un grupo no
/// compila, cada bloque con errores se compila solo, como `main.swift`, que es la verdad
/// del formato («el bloque compila por sí mismo»), y los limpios se vuelven a juntar.
struct CompiledBlocks: Sendable {
  /// Un bloque con su forma, su lugar y el nombre con que va a `swiftc`.
  struct Item: Sendable, Hashable {
    var block: CodeBlock
    var shape: SourceShape
    var name: String
  }

  var items: [Item]

  /// Los bloques ` ```swift compila ` de `course`, en orden.
  init(course: Course) {
    var items: [Item] = []
    for lesson in course.lessons {
      for block in lesson.codeBlocks where block.tag == .compiles {
        items.append(
          Item(
            block: block, shape: SourceShape(source: block.code), name: "bloque\(items.count).swift"
          ))
      }
    }
    self.items = items
  }

  /// Grupos de bloques compatibles, de `limit` como mucho, en orden de aparición.
  func groups(limit: Int) -> [[Item]] {
    var groups: [(members: [Item], shape: SourceShape)] = []
    for item in items {
      if let index = groups.firstIndex(where: {
        $0.members.count < limit && $0.shape.canJoin(item.shape)
      }) {
        groups[index].members.append(item)
        groups[index].shape = groups[index].shape.merged(with: item.shape)
      } else {
        groups.append(([item], item.shape))
      }
    }
    return groups.map(\.members)
  }

  /// Compila un grupo (bloquea) y devuelve los problemas de sus bloques.
  static func check(_ group: [Item], runner: CodeRunner) -> [Diagnostic] {
    let sources = group.map {
      CompilationSource(
        name: $0.name, contents: $0.block.code, isMain: group.count == 1 || $0.shape.hasTopLevelCode
      )
    }
    let diagnostics: [CompilerDiagnostic]
    do {
      diagnostics = try runner.compileWithoutLinking(sources)
    } catch {
      return group.map { unavailable($0, error) }
    }
    let errors = diagnostics.filter { $0.severity == .error }
    if errors.isEmpty { return [] }
    if group.count == 1, let item = group.first {
      return findings(for: item, errors: errors)
    }
    let unattributed = errors.contains { error in !group.contains { $0.name == error.file } }
    var result: [Diagnostic] = []
    var clean: [Item] = []
    for item in group {
      if unattributed || errors.contains(where: { $0.file == item.name }) {
        result += check([item], runner: runner)
      } else {
        clean.append(item)
      }
    }
    // Con errores de tipos, `swiftc` no llega a los análisis de `-emit-sil`: los limpios
    // vuelven a compilarse, sin los que fallaron.
    if !clean.isEmpty { result += check(clean, runner: runner) }
    return result
  }

  private static func findings(for item: Item, errors: [CompilerDiagnostic]) -> [Diagnostic] {
    var seen = Set<String>()
    var result: [Diagnostic] = []
    for error in errors {
      let location = item.block.location
      let line = error.file == item.name ? location.line + (error.line ?? 0) : location.line
      guard seen.insert("\(line) \(error.message)").inserted else { continue }
      let finding = ProofFinding.blockDoesNotCompile(.compiles, error: error.message)
      result.append(
        Diagnostic(SourceLocation(file: location.file, line: line), .reported(finding.message)))
    }
    return result
  }

  private static func unavailable(_ item: Item, _ error: CodeRunnerError) -> Diagnostic {
    let finding = ProofFinding.checkerUnavailable(
      what: "el bloque «swift compila»", reason: error.message)
    return Diagnostic(item.block.location, .reported(finding.message))
  }
}
