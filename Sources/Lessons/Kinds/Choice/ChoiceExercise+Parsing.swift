import Support

extension ChoiceExercise: ParsableKind {
  static func build(_ raw: RawExercise, builder: inout ExerciseBuilder) -> Self? {
    var allowsSeveral = false
    if let field = raw.field("varias"), !field.value.isEmpty {
      switch TextFolding.fold(field.value) {
      case "si": allowsSeveral = true
      case "no": allowsSeveral = false
      default:
        builder.log.report(
          .invalidFieldValue(field: "varias", value: field.value, expected: "escribe «si» o «no»"),
          line: field.line)
      }
    }
    guard let subsection = builder.requiredSubsection("opciones", raw, kind: kindName) else {
      return nil
    }
    var options: [Option] = []
    for item in ListItem.parse(subsection.body, subsection: "opciones", log: &builder.log) {
      let marker = item.text.prefix(3)
      guard ["[x]", "[X]", "[ ]"].contains(marker) else {
        builder.log.report(.malformedOption, line: item.line)
        continue
      }
      var text = String(item.text.dropFirst(3)).trimmingSpaces()
      var id = derivedID(position: options.count)
      switch ExerciseBuilder.optionID(in: text) {
      case .none: break
      case .valid(let written, let rest):
        id = written
        text = rest
      case .invalid(let written):
        builder.log.report(.malformedOptionID(written), line: item.line)
      }
      if let first = options.first(where: { $0.id == id }) {
        builder.log.report(.duplicatedOptionID(id, firstLine: first.location.line), line: item.line)
      }
      if item.explanation == nil, !builder.keysRemoved {
        builder.log.report(.optionWithoutExplanation(text), line: item.line)
      }
      options.append(
        Option(
          id: id, text: text, isCorrect: marker != "[ ]", explanation: item.explanation ?? "",
          location: builder.log.location(line: item.line)))
    }
    // Lo guardado antes de los ids escritos lleva letras (position(ofOption:)):
    // un id escrito no puede ser la letra de otro lugar.
    for (position, option) in options.enumerated() {
      if let other = options.indices.first(where: {
        $0 != position && derivedID(position: $0) == option.id
      }) {
        builder.log.report(
          .optionIDIsAnotherLetter(option.id, position: other), line: option.location.line)
      }
    }
    let correct = options.filter(\.isCorrect).count
    if options.count < 2 {
      builder.log.report(.tooFewOptions(options.count), line: subsection.line)
    } else if correct == 0, !builder.keysRemoved {
      builder.log.report(.noCorrectOption, line: subsection.line)
    } else if correct > 1, !allowsSeveral {
      builder.log.report(.severalCorrectWithoutFlag(correct), line: subsection.line)
    }
    return ChoiceExercise(
      allowsSeveral: allowsSeveral, options: options,
      storedLetterOrder: builder.storedLetterOrder(raw.field("letras"), options: options))
  }

  /// `- [x] {#id} texto` → `- [ ] {#id} texto`, y sin las explicaciones `> …`.
  static func stripKey(
    _ raw: RawExercise, dropped: inout Set<Int>, replaced: inout [Int: String]
  ) throws(StudentCopyMarkdown.Failure) {
    guard let options = raw.subsection("opciones") else { return }
    try StudentCopyMarkdown.stripList(
      options, dropped: &dropped, replaced: &replaced, item: unmarkOption)
  }

  private static func unmarkOption(
    _ text: Substring, line: Int
  ) throws(StudentCopyMarkdown.Failure) -> String {
    let bullet = text.prefix(2)
    let rest = text.dropFirst(2)
    guard ["[x]", "[X]", "[ ]"].contains(String(rest.prefix(3))) else {
      throw StudentCopyMarkdown.Failure(
        line: line, reason: "la opción no empieza por «[x]» ni «[ ]»")
    }
    return "\(bullet)[ ]\(rest.dropFirst(3))"
  }
}

extension ExerciseBuilder {
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
}
