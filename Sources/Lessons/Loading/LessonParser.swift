import Flowchart
import Support

/// Lee `leccion.md`: título, introducción, secciones, bloques de código y diagramas.
struct LessonParser {
  /// Lo leído de una lección, sin ejercicios.
  struct Result {
    var title: String
    var introduction: String
    var sections: [Section]
    var codeBlocks: [CodeBlock]
    var diagrams: [Diagram]
  }

  let lessonID: String
  private var log: DiagnosticCollector

  /// Un lector para la lección `lessonID`, cuyo archivo es `file` (relativo al curso).
  init(lessonID: String, file: String) {
    self.lessonID = lessonID
    self.log = DiagnosticCollector(file: file)
  }

  /// Los problemas encontrados.
  var diagnostics: [Diagnostic] { log.diagnostics }

  /// Interpreta `text`.
  mutating func parse(_ text: String) -> Result {
    let elements = MarkdownDocument(text).elements
    var result = Result(title: "", introduction: "", sections: [], codeBlocks: [], diagrams: [])
    var index = elements.startIndex
    while index < elements.endIndex, case .line(let line) = elements[index],
      line.text.isBlank
    {
      index += 1
    }
    if index < elements.endIndex, case .line(let line) = elements[index],
      line.text.startsWith("# ")
    {
      result.title = String(line.text.dropFirst(2)).trimmingSpaces()
      index += 1
    } else {
      log.report(
        .missingLessonTitle, line: index < elements.endIndex ? elements[index].firstLine : 1)
    }
    var current: (title: String, id: String, line: Int)?
    var body: [MarkdownDocument.Element] = []
    var firstLineOfSection: [String: Int] = [:]

    func close(
      _ current: (title: String, id: String, line: Int)?, _ body: [MarkdownDocument.Element],
      into result: inout Result
    ) {
      guard let current else {
        result.introduction = body.markdown
        return
      }
      result.sections.append(
        Section(
          id: current.id, title: current.title, markdown: body.markdown,
          location: log.location(line: current.line)))
    }

    for element in elements[index...] {
      if case .line(let line) = element, let title = Self.sectionTitle(line.text) {
        close(current, body, into: &result)
        body = []
        let id = TextFolding.slug(title)
        if id.isEmpty {
          log.report(.emptySectionTitle, line: line.number)
          current = (title, "", line.number)
          continue
        }
        if let first = firstLineOfSection[id] {
          log.report(.duplicatedSection(id, firstLine: first), line: line.number)
        } else {
          firstLineOfSection[id] = line.number
        }
        current = (title, id, line.number)
        continue
      }
      body.append(element)
      if case .fence(let fence) = element {
        readBlock(fence, sectionID: current?.id, into: &result)
      }
    }
    close(current, body, into: &result)
    return result
  }

  /// El título si `text` es un encabezado `## …` (vacío si no tiene texto).
  static func sectionTitle(_ text: Substring) -> String? {
    guard text == "##" || text.startsWith("## ") else { return nil }
    return String(text.dropFirst(2)).trimmingSpaces()
  }

  private mutating func readBlock(
    _ fence: MarkdownDocument.Fence, sectionID: String?, into result: inout Result
  ) {
    let location = log.location(line: fence.open.number)
    if fence.close == nil { log.report(.unclosedCodeBlock, line: fence.open.number) }
    let tag: CodeBlock.Tag
    switch fence.language {
    case "swift":
      guard let swiftTag = swiftTag(fence) else { return }
      tag = swiftTag
    case "mermaid":
      guard let diagram = diagram(fence) else { return }
      result.diagrams.append(diagram)
      tag = .diagram(id: diagram.id)
    default:
      tag = .plain
    }
    result.codeBlocks.append(
      CodeBlock(
        language: fence.language, tag: tag, code: fence.code, location: location,
        sectionID: sectionID))
  }

  private mutating func swiftTag(_ fence: MarkdownDocument.Fence) -> CodeBlock.Tag? {
    let attributes = fence.attributes
    let known: [String: CodeBlock.Tag] = ["compila": .compiles, "ejecutable": .runs, "tca": .tca]
    if attributes.isEmpty { return .plain }
    let word = attributes.joined(separator: " ")
    if attributes.count == 1, let tag = known[word] { return tag }
    let suggestion = EditDistance.suggestion(for: word, among: ["compila", "ejecutable", "tca"])
    log.report(.unknownCodeTag(word, suggestion: suggestion), line: fence.open.number)
    return nil
  }

  private mutating func diagram(_ fence: MarkdownDocument.Fence) -> Diagram? {
    let idAttribute = fence.attributes.first { $0.startsWith("id=") }
    guard let idAttribute, fence.attributes.count == 1 else {
      log.report(.malformedDiagramID(nil), line: fence.open.number)
      return nil
    }
    let id = String(idAttribute.dropFirst(3))
    guard Identifiers.isName(id) else {
      log.report(.malformedDiagramID(id), line: fence.open.number)
      return nil
    }
    do {
      let flowchart = try FlowchartParser.parse(fence.code)
      return Diagram(
        id: id, flowchart: flowchart, source: fence.code,
        location: log.location(line: fence.open.number), lessonID: lessonID)
    } catch {
      log.append(Diagnostic(error).located(in: log.file, startingAfter: fence.open.number))
      return nil
    }
  }
}

extension Diagnostic {
  /// Un error de un diagrama situado en el archivo: la línea 1 del diagrama es la que sigue
  /// a `openingLine`.
  func located(in file: String, startingAfter openingLine: Int) -> Diagnostic {
    Diagnostic(location.offset(by: openingLine, in: file), problem)
  }
}
