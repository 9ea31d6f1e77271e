/// Un bloque de un documento CommonMark, ya leído por libcmark (`CMarkReader`).
indirect enum MarkdownBlock: Sendable, Hashable {
  /// `#`…`######`.
  case heading(level: Int, content: [MarkdownInline])
  /// Un párrafo.
  case paragraph([MarkdownInline])
  /// Una lista; cada elemento es una secuencia de bloques.
  case list(ListKind, tight: Bool, items: [[MarkdownBlock]])
  /// `> …`: en las lecciones, las notas al margen.
  case quote([MarkdownBlock])
  /// Un bloque de código; `info` es la etiqueta (`swift tca`, `mermaid id=caja`).
  case code(info: String, text: String)
  /// Una tabla con barras (`| a | b |`), que libcmark no conoce y se reconoce aparte.
  case table(MarkdownTable)
  /// `---`.
  case thematicBreak
  /// HTML en bruto, que se muestra tal cual.
  case html(String)

  /// Numerada (`1.`, desde `start`) o con viñetas.
  enum ListKind: Sendable, Hashable {
    case bullet
    case ordered(start: Int)
  }
}

/// Un elemento dentro de un párrafo.
indirect enum MarkdownInline: Sendable, Hashable {
  case text(String)
  case code(String)
  case emphasis([MarkdownInline])
  case strong([MarkdownInline])
  case link(url: String, content: [MarkdownInline])
  case image(url: String, content: [MarkdownInline])
  case html(String)
  /// Un salto de línea del texto fuente, que se dibuja como un espacio.
  case softBreak
  /// Un salto de línea forzado (dos espacios o `\` al final).
  case lineBreak
}

/// Una tabla: la fila de cabecera, la alineación de cada columna y las filas.
struct MarkdownTable: Sendable, Hashable {
  enum Alignment: Sendable, Hashable {
    case left, center, right
  }

  var header: [[MarkdownInline]]
  var alignments: [Alignment]
  var rows: [[[MarkdownInline]]]
}
