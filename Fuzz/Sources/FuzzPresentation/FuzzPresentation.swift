import Flowchart
import FuzzSupport
import Presentation

/// El paso de CommonMark a la terminal (párrafos, listas, citas, tablas, código y diagramas
/// Mermaid) a 20, 40, 60, 80 y 132 columnas, con color y Unicode y como en `TERM=dumb`. La
/// entrada es el texto de una lección; si es un diagrama Mermaid entero, también se dibuja
/// solo, con un camino recorrido resaltado.
///
/// Propiedades, en cada línea: no pasa del ancho que se dio (medido con `DisplayWidth`, y en
/// una línea ASCII también contando sus bytes, que deben ser imprimibles); no lleva
/// caracteres de control salvo, con color, las secuencias `ESC [ … m` del propio
/// renderizador; en ASCII no hay caracteres de caja, flechas ni viñetas Unicode que no
/// vinieran en la entrada. Que termina lo vigila el `-timeout` de libFuzzer.
private let styles: [TerminalStyle] = [20, 40, 60, 80, 132].flatMap { width in
  [
    TerminalStyle(usesColor: true, usesUnicode: true, width: width),
    TerminalStyle(usesColor: false, usesUnicode: false, width: width),
  ]
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPresentation(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  let text = FuzzCheck.text(start, count)
  let inputScalars = Set(text.unicodeScalars)
  let chart = try? FlowchartParser.parse(text)
  let title = String(text.prefix { $0 != "\n" })
  for style in styles {
    let renderer = MarkdownRenderer(style: style)
    check(renderer.render(text), style: style, inputScalars: inputScalars, what: "el texto")
    // El título y el cuerpo de una sección van por otro camino, pero el cuerpo es el mismo
    // texto: basta a un ancho por modo.
    if style.width == 20 || style.width == 132 {
      check(
        renderer.render(sectionTitled: title, markdown: text, number: 3), style: style,
        inputScalars: inputScalars, what: "la sección")
    }
    if let chart {
      let path = chart.nodes.prefix(3).map(\.id)
      check(
        FlowchartRenderer(style: style).render(chart, highlighting: path), style: style,
        inputScalars: inputScalars, what: "el diagrama")
    }
  }
  return 0
}

private func check(
  _ lines: [String], style: TerminalStyle, inputScalars: Set<Unicode.Scalar>, what: String
) {
  let mode = "\(style.usesUnicode ? "Unicode" : "ASCII") a \(style.width) columnas"
  for (number, line) in lines.enumerated() {
    let place = "línea \(number + 1) de \(what) (\(mode)): \(line.debugDescription)"
    let width = DisplayWidth.of(line)
    FuzzCheck.require(width <= style.width, "\(width) columnas, más que \(style.width) en \(place)")
    let visible = style.usesColor ? withoutSGR(line) : Array(line.unicodeScalars)
    for scalar in visible {
      let value = scalar.value
      FuzzCheck.require(
        value >= 0x20 && value != 0x7F && !(0x80..<0xA0).contains(value),
        "carácter de control U+\(String(value, radix: 16, uppercase: true)) en \(place)")
      if !style.usesUnicode {
        FuzzCheck.require(
          !isDrawingGlyph(scalar) || inputScalars.contains(scalar),
          "«\(scalar)» en modo ASCII, que no venía en la entrada, en \(place)")
      }
    }
    if visible.allSatisfy(\.isASCII) {
      FuzzCheck.require(
        width == visible.count,
        "DisplayWidth dice \(width) y la línea ASCII tiene \(visible.count) bytes en \(place)")
    }
  }
}

/// Los escalares de `line` sin las secuencias `ESC [ dígitos y ; m` que pone el renderizador.
private func withoutSGR(_ line: String) -> [Unicode.Scalar] {
  var result: [Unicode.Scalar] = []
  let scalars = Array(line.unicodeScalars)
  var index = 0
  while index < scalars.count {
    if scalars[index] == "\u{1B}", index + 1 < scalars.count, scalars[index + 1] == "[" {
      var end = index + 2
      while end < scalars.count, scalars[end] == ";" || ("0"..."9").contains(scalars[end]) {
        end += 1
      }
      if end < scalars.count, scalars[end] == "m" {
        index = end + 1
        continue
      }
    }
    result.append(scalars[index])
    index += 1
  }
  return result
}

/// Lo que el modo Unicode dibuja y el ASCII no debe: flechas, cajas, bloques, figuras
/// (`▼ ▶`), viñetas, marcas (`✓ ✗`).
private func isDrawingGlyph(_ scalar: Unicode.Scalar) -> Bool {
  switch scalar.value {
  case 0x2022, 0x2190...0x21FF, 0x2500...0x25FF, 0x2700...0x27BF, 0x2B00...0x2BFF: true
  default: false
  }
}
