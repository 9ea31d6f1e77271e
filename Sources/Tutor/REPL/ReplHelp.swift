import Presentation

/// La ayuda del tutor interactivo: cada orden en su columna y su descripción ajustada a
/// `width` en la de al lado (o debajo, si la columna no deja sitio).
enum ReplHelp {
  static func lines(style: TerminalStyle, width: Int) -> [String] {
    var lines = [style.bold("Órdenes (entre paréntesis, sus formas cortas):")]
    let descriptions: [String: String] = [
      "siguiente": "el paso siguiente (Intro, si no queda nada pendiente)",
      "atrás": "el paso anterior",
      "índice": "el mapa del curso, con tu progreso",
      "ir": "ir ID: a un ejercicio, a una lección (ir 2) o a una sección",
      "pista": "pista [ID]: la siguiente pista de este ejercicio (o del ID)",
      "solución": "solución [ID]: la solución (si no lo has resuelto, cuenta como vista)",
      "comprobar": "comprobar [ID]: corrige otra vez tu respuesta o tu archivo de código",
      "responder": "responder TEXTO: por si tu respuesta se parece a una orden",
      "editar": "editar [ID]: abre tu archivo de código en $VISUAL, $EDITOR, nano o vi",
      "vigilar": "vigilar [ID]: corrige tu archivo cada vez que lo guardas (Ctrl-C para parar)",
      "ejecutar": "ejecuta el código de la sección sobre SharedCore",
      "compilador": "compilador DECLARACIÓN: ¿compila contra SharedCore?",
      "progreso": "el resumen de tu progreso",
      "reiniciar": "reiniciar [ID]: vuelve a empezar un ejercicio",
      "ayuda": "esta ayuda",
      "salir": "guarda y sale (también Ctrl-D)",
    ]
    let column = 2 + 24 + 1
    // Con menos de 30 columnas para la descripción, va debajo de la orden.
    let beside = width - column >= 30
    for entry in ReplCommand.table {
      let aliases = entry.aliases.filter { ReplCommand.fold($0) != ReplCommand.fold(entry.name) }
      let name = entry.name + (aliases.isEmpty ? "" : " (\(aliases.joined(separator: ", ")))")
      let description = descriptions[entry.name] ?? ""
      guard beside else {
        lines.append("  " + style.accent(name))
        lines += TextWrapping.wrap(description, width: width, indent: 6)
        continue
      }
      let padded = name.padding(toLength: 24, withPad: " ", startingAt: 0)
      let text = TextWrapping.wrap(description, width: width - column)
      lines.append("  \(style.accent(padded)) \(text[0])")
      lines += text.dropFirst().map { String(repeating: " ", count: column) + $0 }
    }
    lines.append("")
    lines += TextWrapping.wrap(
      "En un ejercicio, lo que no es una orden es tu respuesta. Ctrl-C cancela lo que estés "
        + "escribiendo o una comprobación en marcha, sin salir.", width: width)
    return lines
  }
}
