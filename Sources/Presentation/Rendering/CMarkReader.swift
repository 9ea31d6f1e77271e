import CCMark

/// Lee CommonMark con libcmark y lo convierte en `MarkdownBlock`.
///
/// libcmark no conoce las tablas con barras de GitHub: se reconocen después, en los
/// párrafos, con `PipeTableDetector`.
///
/// ```swift
/// CMarkReader.blocks(from: "# Hola\n\nUn *párrafo*.")
/// // [.heading(level: 1, …), .paragraph([.text("Un "), .emphasis([.text("párrafo")]), …])]
/// ```
enum CMarkReader {
  /// Los bloques de `markdown`.
  static func blocks(from markdown: String) -> [MarkdownBlock] {
    let bytes = Array(markdown.utf8)
    let document = bytes.withUnsafeBufferPointer { buffer in
      buffer.baseAddress.flatMap { base in
        base.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
          cmark_parse_document($0, buffer.count, CMARK_OPT_DEFAULT)
        }
      }
    }
    guard let document else { return [] }
    defer { cmark_node_free(document) }
    return children(of: document).flatMap(block)
  }

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

  private static func block(_ node: OpaquePointer) -> [MarkdownBlock] {
    let type = cmark_node_get_type(node)
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
      let items = children(of: node).map { children(of: $0).flatMap(block) }
      return [.list(kind, tight: tight, items: items)]
    case CMARK_NODE_BLOCK_QUOTE:
      return [.quote(children(of: node).flatMap(block))]
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
      return children(of: node).flatMap(block)
    }
  }

  private static func inlines(of node: OpaquePointer) -> [MarkdownInline] {
    children(of: node).map(inline)
  }

  private static func inline(_ node: OpaquePointer) -> MarkdownInline {
    let url = { cmark_node_get_url(node).map { String(cString: $0) } ?? "" }
    switch cmark_node_get_type(node) {
    case CMARK_NODE_CODE: return .code(literal(node))
    case CMARK_NODE_EMPH: return .emphasis(inlines(of: node))
    case CMARK_NODE_STRONG: return .strong(inlines(of: node))
    case CMARK_NODE_LINK: return .link(url: url(), content: inlines(of: node))
    case CMARK_NODE_IMAGE: return .image(url: url(), content: inlines(of: node))
    case CMARK_NODE_HTML_INLINE: return .html(literal(node))
    case CMARK_NODE_SOFTBREAK: return .softBreak
    case CMARK_NODE_LINEBREAK: return .lineBreak
    default: return .text(literal(node))
    }
  }
}
