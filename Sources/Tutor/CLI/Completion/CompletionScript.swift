import Lessons
import Support

/// Lo que necesitan los guiones de completado de la tabla de órdenes: cada orden con las
/// palabras que la llaman, sus opciones visibles (las que llevan valor, con lo que se
/// completa en él) y lo que se completa en cada argumento. Lo escriben
/// `CompletionScript.bash(_:)` y `CompletionScript.zsh(_:)`.
///
/// ```swift
/// let script = CompletionScript.bash(LeccionCommands.table)
/// // «complete -F _leccion leccion» al final
/// ```
public enum CompletionScript {
  /// El guion para `shell`.
  public static func script(for shell: CompletionShell, commands: CommandTable) -> String {
    switch shell {
    case .bash: bash(commands)
    case .zsh: zsh(commands)
    }
  }

  /// Una orden como la ve el completado.
  struct Command {
    /// El nombre (la que decide qué se completa después).
    var name: String
    /// El nombre y los alias.
    var words: [String]
    /// Su fila de la ayuda general, en una línea.
    var summary: String
    /// Las opciones que admite tras su nombre.
    var options: [CommandOption]
    /// Lo que se completa en sus argumentos.
    var operands: [Completion]
    /// Si el último argumento se repite.
    var repeats: Bool
  }

  /// Las órdenes de `table`, en su orden.
  static func commands(_ table: CommandTable) -> [Command] {
    table.entries.map { entry in
      Command(
        name: entry.spec.name, words: entry.spec.words,
        summary: entry.spec.overview.joined(separator: " "),
        options: table.options(of: entry), operands: entry.spec.operands,
        repeats: entry.spec.repeatsLastOperand)
    }
  }

  /// Los nombres visibles de `options`, en orden.
  static func names(_ options: [CommandOption]) -> [String] {
    options.flatMap(\.names)
  }

  /// Los nombres visibles de las que llevan valor.
  static func valued(_ options: [CommandOption]) -> [String] {
    names(options.filter { $0.value != nil })
  }

  /// El primer renglón de la ayuda de una opción, sin el punto final (la descripción corta
  /// de zsh).
  static func shortHelp(_ option: CommandOption) -> String {
    var text = option.help.first ?? ""
    while text.hasSuffix(".") || text.hasSuffix(",") || text.hasSuffix(";") {
      text.removeLast()
    }
    return text
  }

  /// `text` entre comillas simples de la shell.
  static func quoted(_ text: String) -> String {
    "'" + text.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
  }

  /// La consulta de los ids de ejercicio, igual en las dos shells: `leccion lista --formato
  /// json` (con el `--curso` y el `--espacio` de la línea), y de cada ejercicio su id si es
  /// de una de las clases pedidas (palabras separadas por espacios, `codeKinds`) o si no se
  /// pide ninguna. El JSON sale con las claves en orden, una por línea: `hintsShown`, `id`,
  /// `kind`.
  static let idsFilter = """
    awk -F'"' -v clase="$clase" '
          /"hintsShown"/ { ejercicio = 1; next }
          ejercicio && $2 == "id" { id = $4; next }
          ejercicio && $2 == "kind" {
            if (clase == "" || index(" " clase " ", " " $4 " ")) print id; ejercicio = 0 }'
    """

  /// Las palabras de `tipo:` de los ejercicios que se responden en un archivo
  /// (`CompiledKind`: los que completan `editar` y `vigilar`), entre comillas de la shell.
  static var codeKinds: String {
    quoted(
      ExerciseKindRegistry.units.filter { $0 is any CompiledKind.Type }.map { $0.word }
        .joined(separator: " "))
  }
}
