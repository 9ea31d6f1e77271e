/// Una orden de `leccion` declarada una sola vez: su nombre y alias, sus argumentos, sus
/// opciones (con su ayuda y lo que se completa en su valor), su fila en la ayuda general y
/// su `--help`. De la lista de todas (la tabla de órdenes, en el módulo `Commands`) salen el
/// lector de la línea, la ayuda general, `leccion ayuda ORDEN`, las sugerencias de una orden
/// mal escrita y los guiones de completado de bash y zsh.
///
/// ```swift
/// let vigilar = CommandSpec(
///   "vigilar", aliases: ["vig"], arguments: "[ID]", operands: [.exercise(codeOnly: true)],
///   overview: ["Corrige un ejercicio de código cada vez que", "guardas su archivo."],
///   help: { CommandHelp(command: "leccion vigilar", summary: "corrige al guardar",
///     usage: ["leccion vigilar [ID]"], sections: []) })
/// vigilar.words  // ["vigilar", "vig"]
/// ```
public struct CommandSpec: Sendable {
  /// Quien ejecuta una orden que no es del tutor: recibe el resto de la línea (sin el nombre
  /// de la orden), escribe por `output` y `errorOutput` (su ayuda, a `columns` columnas, el
  /// ancho de la terminal) y devuelve el código de salida.
  public typealias Runner =
    @Sendable (
      _ arguments: [String], _ output: @escaping @Sendable (String) -> Void,
      _ errorOutput: @escaping @Sendable (String) -> Void, _ columns: Int
    ) async -> Int32

  /// El nombre (`comprobar`).
  public var name: String
  /// Los alias cortos (`comp`).
  public var aliases: [String]
  /// Los argumentos que no son opciones, como se escriben en la ayuda (`[ID]`, `ENTREGA…`).
  public var arguments: String?
  /// Lo que se completa en cada argumento, por posición; el último se repite si
  /// `repeatsLastOperand`.
  public var operands: [Completion]
  /// Si el último de `operands` vale para todos los argumentos que siguen (`ENTREGA…`).
  public var repeatsLastOperand: Bool
  /// Las opciones propias de la orden, con su ayuda, en el orden de su `--help`.
  public var options: [CommandOption]
  /// Si valen también las opciones comunes del tutor (`--curso`, `--espacio`, `--help`).
  public var takesCommonOptions: Bool
  /// El texto de su fila en la ayuda general (`leccion --help`), en sus líneas.
  public var overview: [String]
  /// Su `--help` (se compone al pedirlo: algunas dicen los límites de esta máquina).
  public var help: @Sendable () -> CommandHelp

  /// Declara una orden.
  public init(
    _ name: String, aliases: [String] = [], arguments: String? = nil,
    operands: [Completion] = [], repeatsLastOperand: Bool = false,
    options: [CommandOption] = [], takesCommonOptions: Bool = true, overview: [String],
    help: @escaping @Sendable () -> CommandHelp
  ) {
    self.name = name
    self.aliases = aliases
    self.arguments = arguments
    self.operands = operands
    self.repeatsLastOperand = repeatsLastOperand
    self.options = options
    self.takesCommonOptions = takesCommonOptions
    self.overview = overview
    self.help = help
  }

  /// El nombre y los alias: las palabras con que se la llama.
  public var words: [String] { [name] + aliases }

  /// Lo que se completa en el argumento `index` (desde 0), o `nil` si no hay ninguno ahí.
  public func operand(at index: Int) -> Completion? {
    if index < operands.count { return operands[index] }
    return repeatsLastOperand ? operands.last : nil
  }

  /// Su fila en la lista de órdenes de la ayuda general: `lista (ls, mapa)`,
  /// `comprobar (comp) [ID]`.
  public var overviewRow: CommandHelp.Row {
    let shownAliases = aliases.isEmpty ? "" : " (" + aliases.joined(separator: ", ") + ")"
    return CommandHelp.Row(
      name + shownAliases + (arguments.map { " " + $0 } ?? ""), overview)
  }
}

/// Lo que se propone al completar un argumento o el valor de una opción.
public enum Completion: Sendable, Equatable {
  /// Nada: el valor lo escribe la persona (un id de alumno, un número).
  case none
  /// Un archivo.
  case file
  /// Una carpeta.
  case directory
  /// Una de estas palabras.
  case words([String])
  /// Un id de ejercicio del curso (`codeOnly`: solo los de código), que dice
  /// `leccion lista --formato json` con el `--curso` y el `--espacio` de la línea.
  case exercise(codeOnly: Bool)
  /// El nombre o alias de una orden.
  case command
}
