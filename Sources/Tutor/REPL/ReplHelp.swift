import Presentation

/// La ayuda del tutor interactivo, de la tabla de órdenes (`ReplCommand.table`): cada orden
/// en su columna y su descripción ajustada a `width` en la de al lado (o debajo, si la
/// columna no deja sitio).
enum ReplHelp {
  static func lines(style: TerminalStyle, width: Int) -> [String] {
    var lines = [style.bold("Órdenes (entre paréntesis, sus formas cortas):")]
    let column = 2 + 24 + 1
    // Con menos de 30 columnas para la descripción, va debajo de la orden.
    let beside = width - column >= 30
    for entry in ReplCommand.table {
      let aliases = entry.aliases.filter { ReplCommand.fold($0) != ReplCommand.fold(entry.name) }
      let name = entry.name + (aliases.isEmpty ? "" : " (\(aliases.joined(separator: ", ")))")
      let description = entry.help
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
