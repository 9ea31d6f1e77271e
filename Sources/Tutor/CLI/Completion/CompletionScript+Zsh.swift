import Lessons
import Support

extension CompletionScript {
  /// El guion de completado de zsh (`leccion completado zsh`), para una carpeta de `$fpath`
  /// con el nombre `_leccion`: `_arguments` con las órdenes, opciones y argumentos de `table`.
  public static func zsh(_ table: CommandTable) -> String {
    let commands = commands(table)
    var lines = [
      "#compdef leccion",
      "# Completado de `leccion` para zsh: órdenes y sus alias, opciones, sus valores,",
      "# carpetas y archivos donde van, e ids de ejercicio (los pregunta a `leccion lista`).",
      "# Lo escribe «leccion completado zsh» a partir de su tabla de órdenes: no se edita a",
      "# mano. Lo instala scripts/instalar en una carpeta de $fpath, como `_leccion`.",
      "",
      "# Los ids de ejercicio del curso (_leccion_ids: todos; _leccion_ids_codigo: los de código),",
      "# con el --curso y el --espacio de la línea (guardados en _leccion_linea antes de que",
      "# _arguments la recorte). Los argumentos son opciones de compadd que pasa _arguments.",
      "_leccion_ids() { _leccion_ids_de \"\" \"$@\" }",
      "_leccion_ids_codigo() { _leccion_ids_de \(codeKinds) \"$@\" }",
      "",
      "_leccion_ids_de() {",
      "  local clase=$1 i",
      "  shift",
      "  local -a opciones ids",
      "  for (( i = 2; i < ${#_leccion_linea}; i++ )); do",
      "    case $_leccion_linea[i] in",
      "      --curso|--espacio) opciones+=($_leccion_linea[i] ${(Q)_leccion_linea[i+1]}) ;;",
      "    esac",
      "  done",
      "  ids=(${(f)\"$(command $_leccion_linea[1] lista --formato json $opciones 2>/dev/null </dev/null |",
      "    " + idsFilter + ")\"})",
      "  _wanted ejercicios expl 'ejercicio' compadd \"$@\" -a ids",
      "}",
      "",
      "# Las órdenes y sus alias, con su fila de la ayuda general.",
      "_leccion_ordenes() {",
      "  local -a ordenes",
      "  ordenes=(",
    ]
    for command in commands {
      for word in command.words {
        lines.append("    " + quoted(word + ":" + command.summary))
      }
    }
    lines += [
      "  )",
      "  _describe -t ordenes 'orden' ordenes",
      "}",
      "",
      "_leccion() {",
      "  local curcontext=$curcontext state line ret=1",
      "  local -a _leccion_linea",
      "  _leccion_linea=(\"${words[@]}\")",
      "  # La orden: la primera palabra que no es una opción ni el valor de una (con --curso DIR",
      "  # después de la orden, _arguments deja en $words lo que queda tras la opción).",
      "  local orden=\"\" i posicion=0 actual=$CURRENT",
      "  for (( i = 2; i < CURRENT; i++ )); do",
      "    case $words[i] in",
    ]
    let leadingValued = valued(table.leadingOptions)
    if !leadingValued.isEmpty {
      lines.append("      \(leadingValued.joined(separator: "|"))) (( i++ )) ;;")
    }
    lines += [
      "      -*) ;;",
      "      *) orden=$words[i]; posicion=$i; break ;;",
      "    esac",
      "  done",
      "  _arguments -C \\",
    ]
    lines += table.leadingOptions.map { "    " + zshOption($0) + " \\" }
    lines += [
      "    '1:orden:_leccion_ordenes' \\",
      "    '*::argumento:->argumento' && ret=0",
      "  case $state in",
      "    argumento)",
      "      # Desde la orden hasta el final, como si fuera una orden aparte (lo que espera el",
      "      # segundo _arguments), también cuando hay opciones generales entre medias.",
      "      words=(\"${(@)_leccion_linea[posicion,-1]}\")",
      "      (( CURRENT = actual - posicion + 1 ))",
      "      case $orden in",
    ]
    for command in commands {
      lines.append("        \(command.words.joined(separator: "|")))")
      lines.append("          _arguments \\")
      lines += command.options.map { "            " + zshOption($0) + " \\" }
      for (index, operand) in command.operands.enumerated() {
        let last = index == command.operands.count - 1 && command.repeats
        let position = last ? "*" : "\(index + 1)"
        lines.append("            " + quoted(position + ":" + zshOperand(operand)) + " \\")
      }
      lines.append("            && ret=0 ;;")
    }
    lines += [
      "      esac",
      "      ;;",
      "  esac",
      "  return ret",
      "}",
      "",
      "_leccion \"$@\"",
      "",
    ]
    return lines.joined(separator: "\n")
  }

  /// La especificación de `_arguments` de una opción: `'--salida[…]:F:_files'`, o con varios
  /// nombres, `'(-h --help)'{-h,--help}'[…]'`.
  private static func zshOption(_ option: CommandOption) -> String {
    let help = shortHelp(option)
      .replacingOccurrences(of: "[", with: "(").replacingOccurrences(of: "]", with: ")")
    let described = help.isEmpty ? "" : "[" + help + "]"
    let value = option.value.map { ":" + $0 + ":" + zshAction(option.completion) } ?? ""
    if option.names.count == 1 {
      return quoted(option.names[0] + described + value)
    }
    let exclusive = quoted("(" + option.names.joined(separator: " ") + ")")
    return exclusive + "{" + option.names.joined(separator: ",") + "}" + quoted(described + value)
  }

  /// `mensaje:acción` de un argumento.
  private static func zshOperand(_ completion: Completion) -> String {
    let message =
      switch completion {
      case .none: "valor"
      case .file: "archivo"
      case .directory: "carpeta"
      case .words: "palabra"
      case .exercise(let codeOnly): codeOnly ? "ejercicio de código" : "ejercicio"
      case .command: "orden"
      }
    return message + ":" + zshAction(completion)
  }

  /// La acción de `_arguments` que completa `completion`.
  private static func zshAction(_ completion: Completion) -> String {
    switch completion {
    case .none: " "
    case .file: "_files"
    case .directory: "_files -/"
    case .words(let words): "(" + words.joined(separator: " ") + ")"
    case .exercise(let codeOnly): codeOnly ? "_leccion_ids_codigo" : "_leccion_ids"
    case .command: "_leccion_ordenes"
    }
  }
}
