import Support

/// La tabla de órdenes de `leccion`: cada orden (`CommandSpec`) con quién la ejecuta, en el
/// orden de la ayuda general. De ella salen el lector de la línea (`ArgumentParser`), la
/// ayuda general y `leccion ayuda ORDEN` (`HelpText`), las sugerencias de una orden mal
/// escrita y los guiones de completado. La de `leccion`, con las órdenes de corrección, la
/// compone el módulo `Commands` (`LeccionCommands.table`), que importan el ejecutable y las
/// pruebas: es la única lista de órdenes y la única que dice su orden.
///
/// ```swift
/// let table = CommandTable([.tutor(.list), .tutor(.help)])
/// table.entry(named: "ls")?.spec.name  // "lista"
/// ```
public struct CommandTable: Sendable {
  /// Quién ejecuta una orden.
  public enum Runner: Sendable {
    /// El tutor (`CommandLineInterface`): la orden dice cómo se lee y qué hace.
    case tutor(TutorCommand)
    /// Otro módulo: recibe el resto de la línea, con su propio lector y sus errores.
    case external(CommandSpec.Runner)
  }

  /// Una orden y quién la ejecuta.
  public struct Entry: Sendable {
    /// La declaración de la orden.
    public var spec: CommandSpec
    /// Quién la ejecuta.
    public var runner: Runner

    /// Una orden del tutor.
    public static func tutor(_ command: TutorCommand) -> Entry {
      Entry(spec: command.spec, runner: .tutor(command))
    }

    /// Una orden que ejecuta otro módulo.
    public static func external(_ spec: CommandSpec, run: @escaping CommandSpec.Runner) -> Entry {
      Entry(spec: spec, runner: .external(run))
    }
  }

  /// Las órdenes, en el orden de la ayuda general.
  public var entries: [Entry]

  /// Crea una tabla.
  public init(_ entries: [Entry]) {
    self.entries = entries
  }

  /// Las órdenes del tutor de la tabla, en su orden.
  public var tutorCommands: [TutorCommand] {
    entries.compactMap { entry in
      guard case .tutor(let command) = entry.runner else { return nil }
      return command
    }
  }

  /// La orden del tutor con este nombre o alias (`nil` si no hay o es de otro módulo).
  func tutorCommand(named word: String) -> TutorCommand? {
    guard case .tutor(let command)? = entry(named: word)?.runner else { return nil }
    return command
  }

  /// La misma tabla sin las órdenes de otros módulos (las de corrección).
  public var tutorOnly: CommandTable { CommandTable(tutorCommands.map(Entry.tutor)) }

  /// La orden con este nombre o alias.
  public func entry(named word: String) -> Entry? {
    entries.first { $0.spec.words.contains(word) }
  }

  /// Los nombres de todas las órdenes, para sugerir el más parecido a uno que no existe.
  var names: [String] { entries.map(\.spec.name) }

  /// Las opciones que valen antes de la orden (las de la ayuda general).
  public var leadingOptions: [CommandOption] { TutorOptions.common }

  /// Las opciones que admite `entry` después de su nombre: las suyas y, en las del tutor,
  /// `--curso`, `--espacio` y `--help`.
  public func options(of entry: Entry) -> [CommandOption] {
    entry.spec.takesCommonOptions
      ? TutorOptions.afterCommand + entry.spec.options
      : entry.spec.options
  }

  /// Si `arguments` llama a una orden de otro módulo, quién la ejecuta y su línea: lo que
  /// sigue a su nombre y, al final, las opciones comunes que fueran delante (`leccion --curso
  /// DIR corregir …` es `leccion corregir … --curso DIR`).
  func externalCall(_ arguments: [String]) -> (runner: CommandSpec.Runner, arguments: [String])? {
    let valued = Set(leadingOptions.filter { $0.value != nil }.flatMap(\.allNames))
    var index = 0
    while index < arguments.count, arguments[index].hasPrefix("-"), arguments[index] != "-",
      arguments[index] != "--"
    {
      index += valued.contains(arguments[index]) ? 2 : 1
    }
    guard index < arguments.count,
      case .external(let runner)? = entry(named: arguments[index])?.runner
    else { return nil }
    return (runner, Array(arguments[(index + 1)...] + arguments[..<index]))
  }

  /// El `--help` de la orden con este nombre o alias (el de `ayuda` es la ayuda general).
  public func help(of word: String) -> CommandHelp? {
    guard let entry = entry(named: word) else { return nil }
    if case .tutor(.help) = entry.runner { return HelpText.general(commands: self) }
    return entry.spec.help()
  }
}
