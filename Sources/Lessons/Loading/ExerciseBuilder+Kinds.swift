import Foundation
import Support

extension ExerciseBuilder {
  mutating func choice(_ raw: RawExercise) -> ChoiceExercise? {
    var allowsSeveral = false
    if let field = raw.field("varias"), !field.value.isEmpty {
      switch TextFolding.fold(field.value) {
      case "si": allowsSeveral = true
      case "no": allowsSeveral = false
      default:
        log.report(
          .invalidFieldValue(field: "varias", value: field.value, expected: "escribe «si» o «no»"),
          line: field.line)
      }
    }
    guard let subsection = requiredSubsection("opciones", raw, kind: .choice) else { return nil }
    var options: [ChoiceExercise.Option] = []
    for item in ListItem.parse(subsection.body, subsection: "opciones", log: &log) {
      let marker = item.text.prefix(3)
      guard ["[x]", "[X]", "[ ]"].contains(marker) else {
        log.report(.malformedOption, line: item.line)
        continue
      }
      var text = String(item.text.dropFirst(3)).trimmingSpaces()
      var id = ChoiceExercise.derivedID(position: options.count)
      switch Self.optionID(in: text) {
      case .none: break
      case .valid(let written, let rest):
        id = written
        text = rest
      case .invalid(let written):
        log.report(.malformedOptionID(written), line: item.line)
      }
      if let first = options.first(where: { $0.id == id }) {
        log.report(.duplicatedOptionID(id, firstLine: first.location.line), line: item.line)
      }
      if item.explanation == nil, !keysRemoved {
        log.report(.optionWithoutExplanation(text), line: item.line)
      }
      options.append(
        ChoiceExercise.Option(
          id: id, text: text, isCorrect: marker != "[ ]", explanation: item.explanation ?? "",
          location: log.location(line: item.line)))
    }
    // Lo guardado antes de los ids escritos lleva letras (ChoiceExercise.position(ofOption:)):
    // un id escrito no puede ser la letra de otro lugar.
    for (position, option) in options.enumerated() {
      if let other = options.indices.first(where: {
        $0 != position && ChoiceExercise.derivedID(position: $0) == option.id
      }) {
        log.report(.optionIDIsAnotherLetter(option.id, position: other), line: option.location.line)
      }
    }
    let correct = options.filter(\.isCorrect).count
    if options.count < 2 {
      log.report(.tooFewOptions(options.count), line: subsection.line)
    } else if correct == 0, !keysRemoved {
      log.report(.noCorrectOption, line: subsection.line)
    } else if correct > 1, !allowsSeveral {
      log.report(.severalCorrectWithoutFlag(correct), line: subsection.line)
    }
    return ChoiceExercise(
      allowsSeveral: allowsSeveral, options: options,
      storedLetterOrder: storedLetterOrder(raw.field("letras"), options: options))
  }

  /// `letras: propia misma ninguna`: los ids de las opciones en el orden que tenían cuando
  /// se guardaban letras. Debe nombrar cada opción una vez, y cada opción llevar su `{#id}`
  /// (sin él, su id sería la letra de su lugar de hoy).
  mutating func storedLetterOrder(
    _ field: RawExercise.Field?, options: [ChoiceExercise.Option]
  ) -> [String]? {
    // Vacío ya lo señala la comprobación de los campos.
    guard let field, !field.value.isEmpty else { return nil }
    let ids = field.value.split { $0 == " " || $0 == "," || $0 == "\t" }.map(String.init)
    var isValid = true
    for (position, option) in options.enumerated()
    where option.id == ChoiceExercise.derivedID(position: position) {
      log.report(.storedLettersNeedWrittenID(position: position), line: field.line)
      isValid = false
    }
    var seen = Set<String>()
    for id in ids {
      if !options.contains(where: { $0.id == id }) {
        log.report(.storedLettersUnknownOption(id), line: field.line)
        isValid = false
      } else if !seen.insert(id).inserted {
        log.report(.storedLettersRepeatedOption(id), line: field.line)
        isValid = false
      }
    }
    let missing = options.map(\.id).filter { !seen.contains($0) }
    if !missing.isEmpty, isValid {
      log.report(.storedLettersMissingOptions(missing), line: field.line)
      isValid = false
    }
    return isValid ? ids : nil
  }

  /// Lo que dice el principio del texto de una opción sobre su id (`{#lento} …`).
  enum WrittenOptionID: Equatable {
    case none
    case valid(String, rest: String)
    case invalid(String)
  }

  /// El id escrito al principio de `text`: entre `{#` y `}`, de 1 a 30 letras minúsculas
  /// sin tildes, cifras o guiones.
  static func optionID(in text: String) -> WrittenOptionID {
    guard text.hasPrefix("{#") else { return .none }
    guard let close = text.firstIndex(of: "}") else { return .invalid(text) }
    let id = String(text[text.index(text.startIndex, offsetBy: 2)..<close])
    let allowed = id.unicodeScalars.allSatisfy {
      ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-"
    }
    guard !id.isEmpty, id.count <= 30, allowed else { return .invalid(id) }
    return .valid(id, rest: String(text[text.index(after: close)...]).trimmingSpaces())
  }

  mutating func prediction(_ raw: RawExercise) -> PredictionExercise? {
    let code = requiredSubsection("codigo", raw, kind: .prediction).flatMap {
      codeBlock(in: $0, languages: ["swift"])
    }
    let outputRemoved = keysRemoved && raw.subsection("salida") == nil
    let output =
      outputRemoved
      ? nil
      : requiredSubsection("salida", raw, kind: .prediction).flatMap {
        codeBlock(in: $0, languages: ["text", ""])
      }
    let explanation = requiredProse("explicacion", raw, kind: .prediction)
    guard let code, output != nil || outputRemoved, let explanation else { return nil }
    return PredictionExercise(
      code: CodeSnippet(code: code.code, location: log.location(line: code.open.number + 1)),
      expectedOutput: output?.code ?? "",
      outputLocation: log.location(line: output.map { $0.open.number + 1 } ?? raw.line),
      explanation: explanation)
  }

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
}
