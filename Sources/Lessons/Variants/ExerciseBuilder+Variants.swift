import Foundation
import Support

/// Un ejercicio con variantes: sus versiones (`## id@version — título`) y los parámetros de
/// cada una (`### parametros`), desplegados en instancias que lee el tipo del ejercicio.
extension ExerciseBuilder {
  /// Una versión de un ejercicio antes de leerla: su nombre y su texto.
  struct VersionedRaw {
    var version: String
    var raw: RawExercise
  }

  /// Junta las versiones de cada ejercicio: el encabezado sin `@` es la versión `base` y cada
  /// `## id@nombre` añade la versión `nombre` al ejercicio `id`, en el lugar del primero.
  static func group(
    _ raws: [RawExercise], log: inout DiagnosticCollector
  ) -> [[VersionedRaw]] {
    var groups: [[VersionedRaw]] = []
    var groupOf: [String: Int] = [:]
    for raw in raws {
      guard let at = raw.id.firstIndex(of: "@") else {
        // Dos encabezados sin `@` con el mismo id no se juntan: es un id repetido.
        let base = VersionedRaw(version: "base", raw: raw)
        if let index = groupOf[raw.id], !groups[index].contains(where: { $0.version == "base" }) {
          groups[index].insert(base, at: 0)
        } else {
          groupOf[raw.id] = groupOf[raw.id] ?? groups.count
          groups.append([base])
        }
        continue
      }
      var versioned = raw
      versioned.id = String(raw.id[..<at])
      let version = String(raw.id[raw.id.index(after: at)...])
      guard Identifiers.isName(version) else {
        log.report(.variant(.malformedVersion(version)), line: raw.line)
        continue
      }
      if let index = groupOf[versioned.id] {
        if let first = groups[index].first(where: { $0.version == version }) {
          log.report(
            .variant(.duplicatedVersion(version, firstLine: first.raw.line)), line: raw.line)
          continue
        }
        groups[index].append(VersionedRaw(version: version, raw: versioned))
      } else {
        groupOf[versioned.id] = groups.count
        groups.append([VersionedRaw(version: version, raw: versioned)])
      }
    }
    return groups
  }

  /// El ejercicio de un grupo de versiones: sin variantes si es una sola sin parámetros.
  mutating func build(group: [VersionedRaw]) -> Exercise? {
    guard let first = group.first else { return nil }
    if group.count == 1, first.raw.subsection("parametros") == nil { return build(first.raw) }
    var expanded: [(raw: RawExercise, declarations: [ParameterDeclaration], version: String)] = []
    var total = 0
    for member in group {
      let declarations =
        member.raw.subsection("parametros").map { ParameterDeclaration.parse($0, log: &log) }
        ?? []
      checkPlaceholders(member.raw, declarations: declarations)
      total += ParameterDeclaration.count(declarations)
      expanded.append((member.raw, declarations, member.version))
    }
    guard total <= ExerciseVariants.maxInstances else {
      log.report(.variant(.tooManyInstances(total)), line: first.raw.line)
      return nil
    }
    var instances: [ExerciseInstance] = []
    var base: Exercise?
    var expectedKind: Exercise.KindName?
    let reportedBefore = log.diagnostics.count
    for (raw, declarations, version) in expanded {
      let kindWord = raw.field("tipo").map { TextFolding.fold($0.value) } ?? ""
      if let expectedKind, kindWord != expectedKind.rawValue, !kindWord.isEmpty {
        log.report(
          .variant(
            .versionKindMismatch(version: version, kind: kindWord, expected: expectedKind.rawValue)),
          line: raw.field("tipo")?.line ?? raw.line)
        continue
      }
      // Con parámetros, la salida de un tipo cuya clave es la de un fragmento la calcula el
      // motor para cada instancia: no se escribe.
      let outputUnit = ExerciseKindRegistry.unit(named: kindWord) as? any SnippetOutputKind.Type
      let computesOutput = outputUnit != nil && !declarations.isEmpty
      if computesOutput, let outputUnit, let written = raw.subsection(outputUnit.outputSubsection) {
        log.report(.variant(.computedOutputWritten), line: written.line)
        continue
      }
      for values in ParameterDeclaration.assignments(declarations) {
        let wasRemoved = keysRemoved
        if computesOutput { keysRemoved = true }
        let built = build(raw.substituting(values))
        keysRemoved = wasRemoved
        guard var built else { continue }
        // Un tipo que se compila lee sus archivos con los valores de su instancia.
        if let compiled = built.kind.compiled {
          built.kind = Exercise.Kind(compiled.with(parameters: values))
        }
        expectedKind = expectedKind ?? built.kind.name
        base = base ?? built
        instances.append(
          ExerciseInstance(
            version: version, parameters: values, title: built.title, prompt: built.prompt,
            hints: built.hints, kind: built.kind,
            output: computesOutput ? .toCompute : .written))
      }
    }
    log.removeRepeats(since: reportedBefore)
    guard var base, instances.count == total else { return nil }
    base.variants = ExerciseVariants(instances: instances)
    return base
  }

  /// Cada `{{nombre}}` nombra un parámetro de la versión y cada parámetro se usa.
  private mutating func checkPlaceholders(
    _ raw: RawExercise, declarations: [ParameterDeclaration]
  ) {
    let used = raw.placeholders()
    let usedInFiles = filePlaceholders(raw, declared: declarations)
    let declared = Set(declarations.map(\.name))
    var reported: Set<String> = []
    for (name, line) in used where !declared.contains(name) && reported.insert(name).inserted {
      log.report(.variant(.undeclaredPlaceholder(name)), line: line)
    }
    let usedNames = Set(used.map(\.name) + usedInFiles)
    for declaration in declarations where !usedNames.contains(declaration.name) {
      log.report(.variant(.unusedParameter(declaration.name)), line: declaration.line)
    }
  }

  /// Los `{{nombre}}` de los archivos propios del ejercicio (los de su tipo: en uno de código,
  /// inicio, solución y pruebas), que cuentan como usos de sus parámetros; uno sin declarar se
  /// anota en su archivo y línea.
  private mutating func filePlaceholders(
    _ raw: RawExercise, declared declarations: [ParameterDeclaration]
  ) -> [String] {
    let word = raw.field("tipo").map { TextFolding.fold($0.value) } ?? ""
    guard let unit = ExerciseKindRegistry.parsableUnit(named: word) else { return [] }
    let declared = Set(declarations.map(\.name))
    var found: [String] = []
    for file in unit.placeholderFiles(raw, builder: self) {
      guard let data = FileManager.default.contents(atPath: file.path) else { continue }
      var reported: Set<String> = []
      for use in Placeholders.names(in: String(decoding: data, as: UTF8.self)) {
        found.append(use.name)
        guard !declared.contains(use.name), reported.insert(use.name).inserted else { continue }
        log.append(
          Diagnostic(
            SourceLocation(file: file.shown, line: use.line),
            .variant(.undeclaredPlaceholder(use.name))))
      }
    }
    return found
  }
}
