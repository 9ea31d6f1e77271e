import CCMark

/// Lee CommonMark con libcmark y lo convierte en `MarkdownBlock`.
///
/// libcmark no conoce las tablas con barras de GitHub: se reconocen después, en los
/// párrafos, con `PipeTableDetector`.
///
/// El texto es de quien escribe el curso, así que no se fía de él: pasa por `PrintableText`
/// antes de leerlo (salvo tabuladores y saltos de línea, que libcmark y el ajuste tratan),
/// para que nada del texto mueva el cursor ni cambie colores en la terminal; y más allá de
/// `maximumDepth` niveles de citas, listas o énfasis anidados, lo de dentro se aplana (la
/// lectura y el dibujo son recursivos y diez mil `>` seguidos agotarían la pila).
///
/// ```swift
/// CMarkReader.blocks(from: "# Hola\n\nUn *párrafo*.")
/// // [.heading(level: 1, …), .paragraph([.text("Un "), .emphasis([.text("párrafo")]), …])]
/// ```
enum CMarkReader {
  /// Los bloques de `markdown`.
  static func blocks(from markdown: String) -> [MarkdownBlock] {
    let printable = PrintableText.of(markdown, keepingLineBreaks: true, keepingTabs: true)
    let bytes = Array(printable.utf8)
    let document = bytes.withUnsafeBufferPointer { buffer in
      buffer.baseAddress.flatMap { base in
        base.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
          cmark_parse_document($0, buffer.count, CMARK_OPT_DEFAULT)
        }
      }
    }
    guard let document else { return [] }
    defer { cmark_node_free(document) }
    return children(of: document).flatMap { block($0, depth: 0) }
  }

  /// Cuántos niveles de citas y listas (o de énfasis y enlaces) se leen anidados.
  static let maximumDepth = 24

  private static func children(of node: OpaquePointer) -> [OpaquePointer] {
    var result: [OpaquePointer] = []
    var child = cmark_node_first_child(node)
    while let current = child {
      result.append(current)
      child = cmark_node_next(current)
    }
    return result
  }

  private static func literal(_ node: OpaquePointer) -> String {
    cmark_node_get_literal(node).map { String(cString: $0) } ?? ""
  }

  private static func block(_ node: OpaquePointer, depth: Int) -> [MarkdownBlock] {
    let type = cmark_node_get_type(node)
    let inner = { (node: OpaquePointer) in block(node, depth: depth + 1) }
    if depth >= maximumDepth, type == CMARK_NODE_LIST || type == CMARK_NODE_BLOCK_QUOTE {
      return [.paragraph([.text(flatText(of: node))])]
    }
    switch type {
    case CMARK_NODE_HEADING:
      let level = Int(cmark_node_get_heading_level(node))
      return [.heading(level: level, content: inlines(of: node))]
    case CMARK_NODE_PARAGRAPH:
      return PipeTableDetector.split(inlines(of: node))
    case CMARK_NODE_LIST:
      let kind: MarkdownBlock.ListKind =
        cmark_node_get_list_type(node) == CMARK_ORDERED_LIST
        ? .ordered(start: Int(cmark_node_get_list_start(node))) : .bullet
      let tight = cmark_node_get_list_tight(node) != 0
      let items = children(of: node).map { children(of: $0).flatMap(inner) }
      return [.list(kind, tight: tight, items: items)]
    case CMARK_NODE_BLOCK_QUOTE:
      return [.quote(children(of: node).flatMap(inner))]
    case CMARK_NODE_CODE_BLOCK:
      let info = cmark_node_get_fence_info(node).map { String(cString: $0) } ?? ""
      var text = literal(node)
      if text.hasSuffix("\n") { text.removeLast() }
      return [.code(info: info, text: text)]
    case CMARK_NODE_THEMATIC_BREAK:
      return [.thematicBreak]
    case CMARK_NODE_HTML_BLOCK:
      var text = literal(node)
      if text.hasSuffix("\n") { text.removeLast() }
      return [.html(text)]
    default:
      return children(of: node).flatMap(inner)
    }
  }

  private static func inlines(of node: OpaquePointer, depth: Int = 0) -> [MarkdownInline] {
    children(of: node).map { inline($0, depth: depth) }
  }

  private static func inline(_ node: OpaquePointer, depth: Int) -> MarkdownInline {
    let url = { cmark_node_get_url(node).map { String(cString: $0) } ?? "" }
    let type = cmark_node_get_type(node)
    if depth >= maximumDepth, cmark_node_first_child(node) != nil {
      return .text(flatText(of: node))
    }
    let content = { inlines(of: node, depth: depth + 1) }
    switch type {
    case CMARK_NODE_CODE: return .code(literal(node))
    case CMARK_NODE_EMPH: return .emphasis(content())
    case CMARK_NODE_STRONG: return .strong(content())
    case CMARK_NODE_LINK: return .link(url: url(), content: content())
    case CMARK_NODE_IMAGE: return .image(url: url(), content: content())
    case CMARK_NODE_HTML_INLINE: return .html(literal(node))
    case CMARK_NODE_SOFTBREAK: return .softBreak
    case CMARK_NODE_LINEBREAK: return .lineBreak
    default: return .text(literal(node))
    }
  }

  /// El texto de todo lo que cuelga de `node`, sin marcas y sin recursión (con el iterador
  /// de libcmark): lo que se muestra de lo que está demasiado anidado.
  private static func flatText(of node: OpaquePointer) -> String {
    guard let iterator = cmark_iter_new(node) else { return "" }
    defer { cmark_iter_free(iterator) }
    var pieces: [String] = []
    while true {
      let event = cmark_iter_next(iterator)
      if event == CMARK_EVENT_DONE { break }
      guard event == CMARK_EVENT_ENTER, let current = cmark_iter_get_node(iterator) else {
        continue
      }
      switch cmark_node_get_type(current) {
      case CMARK_NODE_TEXT, CMARK_NODE_CODE, CMARK_NODE_CODE_BLOCK, CMARK_NODE_HTML_INLINE,
        CMARK_NODE_HTML_BLOCK:
        pieces.append(literal(current))
      case CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK, CMARK_NODE_PARAGRAPH:
        pieces.append(" ")
      default:
        break
      }
    }
    return pieces.joined()
  }
}
