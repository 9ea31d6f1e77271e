import Support

/// Un ejercicio de `ejercicios.md` partido en piezas, antes de interpretarlo según su tipo.
struct RawExercise {
  /// Un campo `clave: valor`.
  struct Field {
    /// La clave, plegada (`seccion` aunque se escriba `sección`).
    var name: String
    var value: String
    var line: Int
  }

  /// Una subsección `### nombre` y lo que contiene.
  struct Subsection {
    /// El nombre, plegado (`sinonimos`, `explicacion`…).
    var name: String
    var line: Int
    var body: [MarkdownDocument.Element]
  }

  var id: String
  var title: String
  /// La línea del encabezado `## id — título`.
  var line: Int
  var fields: [Field] = []
  var prompt: [MarkdownDocument.Element] = []
  var subsections: [Subsection] = []

  /// El campo con esa clave.
  func field(_ name: String) -> Field? {
    fields.first { $0.name == name }
  }

  /// La subsección con ese nombre.
  func subsection(_ name: String) -> Subsection? {
    subsections.first { $0.name == name }
  }
}

/// Parte `ejercicios.md` en ejercicios sin interpretar su tipo.
enum ExerciseFileSplitter {
  /// Los ejercicios de `text`, anotando en `log` lo que no tiene la forma debida.
  static func split(_ text: String, log: inout DiagnosticCollector) -> [RawExercise] {
    // El ejercicio en curso es siempre el último de `exercises` y se modifica en su sitio
    // (sin copiarlo en cada línea).
    var exercises: [RawExercise] = []
    var reportedOutside = false
    var phase = Phase.fields
    for element in MarkdownDocument(text).elements {
      if case .line(let line) = element, let heading = LessonParser.sectionTitle(line.text) {
        exercises.append(header(heading, line: line.number, log: &log))
        phase = .fields
        continue
      }
      let last = exercises.count - 1
      guard last >= 0 else {
        if case .line(let line) = element,
          line.text.isBlank || line.text.startsWith("# ") || reportedOutside
        {
          continue
        }
        reportedOutside = true
        log.report(.textOutsideExercise, line: element.firstLine)
        continue
      }
      if case .fence(let fence) = element, fence.close == nil {
        log.report(.unclosedCodeBlock, line: fence.open.number)
      }
      if case .line(let line) = element, line.text == "###" || line.text.startsWith("### ") {
        let name = TextFolding.fold(String(line.text.dropFirst(3)))
        exercises[last].subsections.append(.init(name: name, line: line.number, body: []))
        phase = .subsections
        continue
      }
      switch phase {
      case .fields:
        guard case .line(let line) = element, !line.text.isBlank else {
          phase = .prompt
          if case .fence = element { exercises[last].prompt.append(element) }
          break
        }
        if let field = field(line) {
          exercises[last].fields.append(field)
        } else {
          log.report(.malformedField(line.text.trimmingSpaces()), line: line.number)
          phase = .prompt
        }
      case .prompt:
        exercises[last].prompt.append(element)
      case .subsections:
        let subsection = exercises[last].subsections.count - 1
        exercises[last].subsections[subsection].body.append(element)
      }
    }
    return exercises
  }

  private enum Phase { case fields, prompt, subsections }

  /// `id — título`; si falta la raya, el título queda vacío.
  private static func header(
    _ heading: String, line: Int, log: inout DiagnosticCollector
  ) -> RawExercise {
    for dash in ["—", "–", " - "] {
      if let range = heading.firstRange(ofBytes: dash) {
        let id = String(heading[..<range.lowerBound]).trimmingSpaces()
        let title = String(heading[range.upperBound...]).trimmingSpaces()
        if title.isEmpty { log.report(.missingExerciseTitle, line: line) }
        return RawExercise(id: id, title: title, line: line)
      }
    }
    log.report(.missingExerciseTitle, line: line)
    let id = heading.split(separator: " ").first.map(String.init) ?? heading
    return RawExercise(id: id, title: "", line: line)
  }

  /// `clave: valor`, con la clave hecha de letras.
  private static func field(_ line: MarkdownDocument.Line) -> RawExercise.Field? {
    guard let colon = line.text.firstIndex(of: ":") else { return nil }
    let key = line.text[..<colon]
    guard !key.isEmpty, key.allSatisfy(\.isLetter) else { return nil }
    let value = String(line.text[line.text.index(after: colon)...]).trimmingSpaces()
    return RawExercise.Field(name: TextFolding.fold(String(key)), value: value, line: line.number)
  }
}
