import Foundation
import Support

extension ExerciseBuilder {
  mutating func code(_ raw: RawExercise, hints: [Hint]) -> CodeExercise? {
    if hints.count < 2 {
      let line = raw.subsection("pistas")?.line ?? raw.line
      log.report(.tooFewHints(hints.count), line: line)
    }
    guard let field = requiredField("carpeta", raw) else { return nil }
    guard Identifiers.isFolder(field.value) else {
      log.report(
        .invalidFieldValue(
          field: "carpeta", value: field.value,
          expected: "escribe el nombre de una carpeta de codigo/, sin barras"),
        line: field.line)
      return nil
    }
    let directoryPath = lessonDirectory.path + "/codigo/" + field.value
    let files = CodeExerciseFiles(directory: URL(fileURLWithPath: directoryPath, isDirectory: true))
    let relative = "\(lessonID)/codigo/\(field.value)"
    var isDirectory: ObjCBool = false
    if !FileManager.default.fileExists(atPath: directoryPath, isDirectory: &isDirectory)
      || !isDirectory.boolValue
    {
      log.report(.missingCodeFile(relative + "/"), line: field.line)
    } else {
      // La copia del alumno no lleva la solución, y la de `diferida` tampoco las pruebas
      // (`StudentCopyRules` pide las de `intentos`, que comprueba el código al momento).
      let names = ["inicio.swift"] + (keysRemoved ? [] : ["pruebas.swift", "solucion.swift"])
      for name in names
      where !FileManager.default.fileExists(atPath: directoryPath + "/" + name) {
        log.report(.missingCodeFile("\(relative)/\(name)"), line: field.line)
      }
    }
    return CodeExercise(
      folder: field.value, files: files, location: log.location(line: field.line))
  }

  mutating func requiredDiagram(_ raw: RawExercise) -> RawExercise.Field? {
    guard let field = requiredField("diagrama", raw) else { return nil }
    guard Identifiers.isName(field.value) else {
      log.report(.malformedDiagramID(field.value), line: field.line)
      return nil
    }
    return field
  }

  mutating func admission(_ raw: RawExercise) -> AdmissionExercise? {
    let context = raw.subsection("contexto").flatMap { subsection in
      codeBlock(in: subsection, languages: ["swift"])
    }.map { CodeSnippet(code: $0.code, location: log.location(line: $0.open.number + 1)) }
    guard let subsection = requiredSubsection("declaraciones", raw, kind: .admission) else {
      return nil
    }
    let items = ListItem.parse(subsection.body, subsection: "declaraciones", log: &log)
      .compactMap { admissionItem($0) }
    guard !items.isEmpty else {
      log.report(.emptySubsection("declaraciones"), line: subsection.line)
      return nil
    }
    return AdmissionExercise(context: context, items: items)
  }

  private mutating func admissionItem(_ item: ListItem) -> AdmissionExercise.Item? {
    if keysRemoved, let (declaration, rest) = item.text.splitLeadingCodeSpan(),
      rest.trimmingSpaces().isEmpty, !declaration.isEmpty
    {
      // En la copia del alumno la declaración va sin veredicto: el del modelo es de relleno.
      return AdmissionExercise.Item(
        declaration: declaration, verdict: .admitted, explanation: "",
        location: log.location(line: item.line))
    }
    guard let (declaration, rest) = item.text.splitLeadingCodeSpan(),
      let parts = ("x" + rest).splitOnArrow(), parts.left == "x", !declaration.isEmpty
    else {
      log.report(.malformedDeclaration, line: item.line)
      return nil
    }
    let word = TextFolding.fold(parts.right)
    let verdict: AdmissionVerdict? =
      switch word {
      case "admitida": .admitted
      case "rechazada", "rechazada por el compilador": .refused
      case "higiene", "admitida pero contraria a la regla de higiene": .hygiene
      default: nil
      }
    guard let verdict else {
      let names = AdmissionVerdict.allCases.map(\.rawValue)
      let suggestion = EditDistance.suggestion(for: parts.right, among: names)
      log.report(.unknownVerdict(parts.right, suggestion: suggestion), line: item.line)
      return nil
    }
    if item.explanation == nil {
      log.report(.declarationWithoutExplanation(declaration), line: item.line)
    }
    return AdmissionExercise.Item(
      declaration: declaration, verdict: verdict, explanation: item.explanation ?? "",
      location: log.location(line: item.line))
  }
}

extension String {
  /// `izquierda → derecha` (también con `->`), sin espacios a los lados.
  func splitOnArrow() -> (left: String, right: String)? {
    for arrow in ["→", "->"] {
      if let range = firstRange(ofBytes: arrow) {
        return (
          String(self[..<range.lowerBound]).trimmingSpaces(),
          String(self[range.upperBound...]).trimmingSpaces()
        )
      }
    }
    return nil
  }

  /// Un `` `código` `` al principio (con una o más comillas invertidas) y lo que le sigue.
  fileprivate func splitLeadingCodeSpan() -> (code: String, rest: String)? {
    let ticks = prefix { $0 == "`" }.count
    guard ticks > 0 else { return nil }
    let fence = String(repeating: "`", count: ticks)
    let body = dropFirst(ticks)
    guard let close = String(body).firstRange(ofBytes: fence) else { return nil }
    let text = String(body)
    return (
      String(text[..<close.lowerBound]).trimmingSpaces(), String(text[close.upperBound...])
    )
  }
}
