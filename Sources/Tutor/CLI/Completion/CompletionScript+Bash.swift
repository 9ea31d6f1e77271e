import Lessons
import Support

extension CompletionScript {
  /// El guion de completado de bash (`leccion completado bash`): una función `_leccion` para
  /// `complete -F`, con las órdenes, opciones y argumentos de `table`.
  public static func bash(_ table: CommandTable) -> String {
    let commands = commands(table)
    let all = commands.flatMap(\.words).joined(separator: " ")
    var lines = [
      "# shellcheck shell=bash",
      "# Completado de `leccion` para bash: órdenes y sus alias, opciones, sus valores,",
      "# carpetas y archivos donde van, e ids de ejercicio (los pregunta a `leccion lista`).",
      "# Lo escribe «leccion completado bash» a partir de su tabla de órdenes: no se edita a",
      "# mano. Lo instala scripts/instalar; a mano, «source <(leccion completado bash)».",
      "",
      "_leccion_ordenes=\(quoted(all))",
      "",
      "# El nombre de la orden que se llama $1 (o nada, si no es una orden).",
      "_leccion_orden() {",
      "  case \"$1\" in",
    ]
    for command in commands {
      lines.append("    \(command.words.joined(separator: " | ")) ) echo \(command.name) ;;")
    }
    lines += ["  esac", "}", ""]
    lines += [
      "# Las opciones de la orden $1 (vacía: antes de la orden); con $2 = valor, solo las que",
      "# llevan valor.",
      "_leccion_opciones() {",
      "  case \"$1 $2\" in",
      "    \" \") echo \(quoted(names(table.leadingOptions).joined(separator: " "))) ;;",
      "    \" valor\") echo \(quoted(valued(table.leadingOptions).joined(separator: " "))) ;;",
    ]
    for command in commands {
      let every = names(command.options).joined(separator: " ")
      lines.append("    \"\(command.name) \") echo \(quoted(every)) ;;")
      let withValue = valued(command.options).joined(separator: " ")
      lines.append("    \"\(command.name) valor\") echo \(quoted(withValue)) ;;")
    }
    lines += ["  esac", "}", ""]
    lines += [
      "# Lo que se completa en el valor de la opción $2 de la orden $1.",
      "_leccion_valor() {",
      "  case \"$1 $2\" in",
    ]
    let leading = [("", table.leadingOptions)] + commands.map { ($0.name, $0.options) }
    for (name, options) in leading {
      for option in options where option.value != nil {
        guard let action = bashAction(option.completion) else { continue }
        let cases = option.names.map { "\"\(name) \($0)\"" }.joined(separator: " | ")
        lines.append("    \(cases)) \(action) ;;")
      }
    }
    lines += ["  esac", "}", ""]
    lines += [
      "# Lo que se completa en el argumento número $2 (desde 0) de la orden $1.",
      "_leccion_argumento() {",
      "  case \"$1 $2\" in",
    ]
    for command in commands {
      for (index, operand) in command.operands.enumerated() {
        guard let action = bashAction(operand) else { continue }
        let last = index == command.operands.count - 1 && command.repeats
        let position = last ? "*" : "\(index)"
        lines.append("    \"\(command.name) \"\(position)) \(action) ;;")
      }
    }
    lines += ["  esac", "}", ""]
    lines += bashHelpers + bashMain
    return lines.joined(separator: "\n")
  }

  /// La llamada que completa `completion` en bash, o `nil` si no se propone nada.
  private static func bashAction(_ completion: Completion) -> String? {
    switch completion {
    case .none: nil
    case .file: "_leccion_rutas -f"
    case .directory: "_leccion_rutas -d"
    case .words(let words): "_leccion_palabras \(quoted(words.joined(separator: " ")))"
    case .exercise(let codeOnly):
      codeOnly
        ? "_leccion_palabras \"$(_leccion_ids \(codeKinds))\""
        : "_leccion_palabras \"$(_leccion_ids)\""
    case .command: "_leccion_palabras \"$_leccion_ordenes\""
    }
  }

  private static let bashHelpers = [
    "# Las palabras de $1 que empiezan por la actual.",
    "_leccion_palabras() {",
    "  mapfile -t COMPREPLY < <(compgen -W \"$1\" -- \"$actual\")",
    "}",
    "",
    "# Carpetas (-d) o archivos (-f) que empiezan por la palabra actual, tratados como rutas",
    "# (barra al final de las carpetas, espacios escapados).",
    "_leccion_rutas() {",
    "  compopt -o filenames 2>/dev/null",
    "  mapfile -t COMPREPLY < <(compgen \"$1\" -- \"$actual\")",
    "}",
    "",
    "# Los ids de ejercicio del curso (todos, o solo los de la clase $1), con el --curso y el",
    "# --espacio que ya estén escritos en la línea.",
    "_leccion_ids() {",
    "  local clase=\"${1:-}\" i opciones=()",
    "  for ((i = 1; i < COMP_CWORD - 1; i++)); do",
    "    case \"${COMP_WORDS[i]}\" in",
    "      --curso | --espacio) opciones+=(\"${COMP_WORDS[i]}\" \"${COMP_WORDS[i + 1]}\") ;;",
    "    esac",
    "  done",
    "  \"${COMP_WORDS[0]}\" lista --formato json \"${opciones[@]}\" 2>/dev/null </dev/null |",
    "    " + idsFilter,
    "}",
    "",
  ]

  private static let bashMain = [
    "_leccion() {",
    "  local actual=\"${COMP_WORDS[COMP_CWORD]}\" anterior=\"${COMP_WORDS[COMP_CWORD - 1]}\"",
    "  local i palabra orden=\"\" posicion=0",
    "  COMPREPLY=()",
    "  # La orden: la primera palabra que no es una opción ni el valor de una; después, los",
    "  # argumentos que van antes del actual.",
    "  for ((i = 1; i < COMP_CWORD; i++)); do",
    "    palabra=\"${COMP_WORDS[i]}\"",
    "    if [[ $palabra == -* ]]; then",
    "      [[ \" $(_leccion_opciones \"$orden\" valor) \" == *\" $palabra \"* ]] && ((i++))",
    "    elif [[ -z $orden ]]; then",
    "      orden=\"$(_leccion_orden \"$palabra\")\"",
    "      [[ -z $orden ]] && return 0",
    "    else",
    "      ((posicion++))",
    "    fi",
    "  done",
    "  if ((COMP_CWORD > 1)) && [[ $anterior == -* ]] &&",
    "    [[ \" $(_leccion_opciones \"$orden\" valor) \" == *\" $anterior \"* ]]; then",
    "    _leccion_valor \"$orden\" \"$anterior\"",
    "  elif [[ $actual == -* ]]; then",
    "    _leccion_palabras \"$(_leccion_opciones \"$orden\")\"",
    "  elif [[ -z $orden ]]; then",
    "    _leccion_palabras \"$_leccion_ordenes\"",
    "  else",
    "    _leccion_argumento \"$orden\" \"$posicion\"",
    "  fi",
    "  return 0",
    "}",
    "",
    "complete -F _leccion leccion",
    "",
  ]
}
