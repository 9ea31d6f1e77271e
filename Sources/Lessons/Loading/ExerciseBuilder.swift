import Foundation
import Support

/// Convierte un `RawExercise` en un `Exercise` según su tipo, anotando cada problema en el
/// lugar exacto de `ejercicios.md`.
struct ExerciseBuilder {
  let lessonID: String
  /// La carpeta de la lección (para los ejercicios de código).
  let lessonDirectory: URL
  /// Las secciones de `leccion.md`, para comprobar `seccion:`.
  let sectionIDs: [String]
  /// Si es la copia del alumno: las claves no están y no se piden (ver `StudentCopy`).
  var keysRemoved = false
  var log: DiagnosticCollector

  static let commonFields = ["tipo", "seccion"]
  static let fieldsByKind = Dictionary(
    ExerciseKindRegistry.units.map { ($0.kindName, $0.fields) }
  ) { first, _ in first }
  static let subsectionsByKind = Dictionary(
    ExerciseKindRegistry.units.map { ($0.kindName, $0.subsections) }
  ) { first, _ in first }
  static let allFields = commonFields + Array(Set(fieldsByKind.values.joined())).sorted()
  static let allSubsections =
    ["pistas", "parametros"] + Array(Set(subsectionsByKind.values.joined())).sorted()

  /// El ejercicio, o `nil` si le falta algo sin lo que no se puede construir.
  mutating func build(_ raw: RawExercise) -> Exercise? {
    var isValid = true
    if !Identifiers.isExerciseID(raw.id) {
      log.report(.malformedExerciseID(raw.id), line: raw.line)
      isValid = false
    }
    reportDuplicates(raw)
    let kindName = self.kindName(raw)
    checkFields(raw, kind: kindName)
    checkSubsections(raw, kind: kindName)
    let hints = ListItem.parse(
      raw.subsection("pistas")?.body ?? [], subsection: "pistas", log: &log
    ).map { Hint(text: $0.text, location: log.location(line: $0.line)) }
    let sectionID = self.sectionID(raw)
    guard let kindName, let kind = buildKind(kindName, raw, hints: hints), isValid else {
      return nil
    }
    return Exercise(
      id: raw.id, title: raw.title, lessonID: lessonID, sectionID: sectionID,
      prompt: raw.prompt.markdown, hints: hints, kind: kind,
      location: log.location(line: raw.line))
  }

  private mutating func buildKind(
    _ name: Exercise.KindName, _ raw: RawExercise, hints: [Hint]
  ) -> Exercise.Kind? {
    guard let unit = ExerciseKindRegistry.parsableUnit(named: name.rawValue) else { return nil }
    if hints.count < unit.minimumHints {
      log.report(.tooFewHints(hints.count), line: raw.subsection("pistas")?.line ?? raw.line)
    }
    return unit.buildUnit(raw, builder: &self)
  }

  private mutating func kindName(_ raw: RawExercise) -> Exercise.KindName? {
    guard let field = raw.field("tipo") else {
      log.report(.missingField("tipo"), line: raw.line)
      return nil
    }
    if let name = Exercise.KindName(rawValue: TextFolding.fold(field.value)) { return name }
    if !field.value.isEmpty {
      let names = Exercise.KindName.allCases.map(\.rawValue)
      let suggestion = EditDistance.suggestion(for: field.value, among: names)
      log.report(.unknownKind(field.value, suggestion: suggestion), line: field.line)
    }
    return nil
  }

  private mutating func reportDuplicates(_ raw: RawExercise) {
    var fieldLines: [String: Int] = [:]
    for field in raw.fields {
      if let first = fieldLines[field.name] {
        log.report(.duplicatedField(field.name, firstLine: first), line: field.line)
      } else {
        fieldLines[field.name] = field.line
      }
    }
    var subsectionLines: [String: Int] = [:]
    for subsection in raw.subsections {
      if let first = subsectionLines[subsection.name] {
        log.report(.duplicatedSubsection(subsection.name, firstLine: first), line: subsection.line)
      } else {
        subsectionLines[subsection.name] = subsection.line
      }
    }
  }

  private mutating func checkFields(_ raw: RawExercise, kind: Exercise.KindName?) {
    let allowed = kind.map { Self.commonFields + (Self.fieldsByKind[$0] ?? []) } ?? Self.allFields
    for field in raw.fields {
      guard allowed.contains(field.name) else {
        let suggestion = EditDistance.suggestion(for: field.name, among: allowed)
        log.report(
          .unknownField(field.name, kind: kind?.rawValue, suggestion: suggestion),
          line: field.line)
        continue
      }
      if field.value.isEmpty { log.report(.emptyField(field.name), line: field.line) }
    }
  }

  private mutating func checkSubsections(_ raw: RawExercise, kind: Exercise.KindName?) {
    for subsection in raw.subsections {
      guard Self.allSubsections.contains(subsection.name) else {
        let suggestion = EditDistance.suggestion(for: subsection.name, among: Self.allSubsections)
        log.report(
          .unknownSubsection(subsection.name, suggestion: suggestion), line: subsection.line)
        continue
      }
      guard let kind else { continue }
      let allowed = ["pistas", "parametros"] + (Self.subsectionsByKind[kind] ?? [])
      if !allowed.contains(subsection.name) {
        log.report(
          .subsectionNotForKind(subsection.name, kind: kind.rawValue), line: subsection.line)
      }
    }
  }

  /// `seccion:` resuelto a un id de sección (se admite también el título tal cual).
  private mutating func sectionID(_ raw: RawExercise) -> String? {
    guard let field = raw.field("seccion"), !field.value.isEmpty else { return nil }
    let id = TextFolding.slug(field.value)
    if !sectionIDs.contains(id) {
      let suggestion = EditDistance.suggestion(for: id, among: sectionIDs)
      log.report(.unknownSection(field.value, suggestion: suggestion), line: field.line)
    }
    return id
  }

  // MARK: Piezas comunes a varios tipos

  /// El valor de un campo obligatorio; si falta, lo anota en el encabezado.
  mutating func requiredField(_ name: String, _ raw: RawExercise) -> RawExercise.Field? {
    guard let field = raw.field(name) else {
      log.report(.missingField(name), line: raw.line)
      return nil
    }
    return field.value.isEmpty ? nil : field
  }

  /// Una subsección obligatoria; si falta, lo anota en el encabezado.
  mutating func requiredSubsection(
    _ name: String, _ raw: RawExercise, kind: Exercise.KindName
  ) -> RawExercise.Subsection? {
    guard let subsection = raw.subsection(name) else {
      log.report(.missingSubsection(name, kind: kind.rawValue), line: raw.line)
      return nil
    }
    return subsection
  }

  /// El texto de una subsección de prosa obligatoria (`explicacion`, `escenario`).
  mutating func requiredProse(
    _ name: String, _ raw: RawExercise, kind: Exercise.KindName
  ) -> String? {
    if keysRemoved, name == "explicacion", raw.subsection(name) == nil { return "" }
    guard let subsection = requiredSubsection(name, raw, kind: kind) else { return nil }
    let text = subsection.body.markdown
    if text.isEmpty {
      log.report(.emptySubsection(name), line: subsection.line)
      return nil
    }
    return text
  }

  /// El único bloque de código de `subsection`, que debe ser de uno de `languages`.
  mutating func codeBlock(
    in subsection: RawExercise.Subsection, languages: [String]
  ) -> MarkdownDocument.Fence? {
    var found: MarkdownDocument.Fence?
    var isValid = true
    for element in subsection.body {
      switch element {
      case .line(let line) where line.text.isBlank:
        continue
      case .fence(let fence) where found == nil && languages.contains(fence.language):
        found = fence
      default:
        isValid = false
      }
    }
    guard isValid, let found else {
      log.report(
        .expectedCodeBlock(subsection: subsection.name, language: languages[0]),
        line: subsection.line)
      return nil
    }
    return found
  }
}
