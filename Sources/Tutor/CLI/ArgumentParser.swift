import Support

/// Interpreta los argumentos de `leccion`; un error de forma es un `TutorError` de uso.
///
/// Las opciones comunes (`--curso`, `--espacio`, `--formato`) valen antes o después de la
/// orden, y `--opcion=valor` equivale a `--opcion valor`.
///
/// ```swift
/// try ArgumentParser.parse(["comprobar", "withlock.carrera"], commands: LeccionCommands.table)
///   .command.name
/// // "comprobar" (con `CheckRequest(target: .exercise("withlock.carrera"))`)
/// ```
public enum ArgumentParser {
  /// Las opciones que conoce `leccion` (cada orden admite solo las suyas: `ownOptions`).
  static let scanner = OptionScanner(options: TutorOptions.every)

  /// La llamada que describen `arguments` (sin el nombre del programa); `commands` dice
  /// qué órdenes hay (las sugerencias y `ayuda ORDEN` las buscan ahí).
  public static func parse(
    _ arguments: [String], commands: CommandTable
  ) throws(TutorError) -> Invocation {
    let scan: OptionScanner.Scan
    do {
      scan = try scanner.scan(arguments)
    } catch {
      throw problem(error, in: arguments, commands: commands)
    }
    var state = State(commands: commands)
    for word in scan.positional { try state.positional(word) }
    for (name, value) in scan.values.sorted(by: { $0.key < $1.key }) {
      try state.option(name, value: { () throws(TutorError) -> String in value })
    }
    for flag in scan.flags.sorted() {
      try state.option(flag, value: { () throws(TutorError) -> String in "" })
    }
    return try state.finish()
  }

  /// El error del tutor para un problema del lector; una opción desconocida trae la más
  /// parecida de las que admite la orden escrita (si la hay).
  private static func problem(
    _ problem: OptionScanner.Problem, in arguments: [String], commands: CommandTable
  ) -> TutorError {
    switch problem {
    case .unknownOption(let name):
      let word = arguments.first { !$0.hasPrefix("-") }
      let command = word.flatMap { commands.tutorCommand(named: $0) }
      let known =
        ["--help", "--version", "--curso", "--espacio"] + (command?.ownOptions ?? ["--formato"])
      return .unknownOption(
        name, command: command?.name,
        suggestion: EditDistance.suggestion(for: name, among: known))
    case .missingValue(let name): return .missingOptionValue(name)
    case .repeatedOption(let name): return .repeatedOption(name)
    }
  }

  private struct State {
    let commands: CommandTable
    var command: TutorCommand?
    var positionals: [String] = []
    var options = GlobalOptions()
    var formatGiven = false
    var wantsHelp = false
    var wantsVersion = false
    /// Las opciones propias de alguna orden que se dieron, por su nombre visible.
    var flags: Set<String> = []
    var values: [String: String] = [:]

    mutating func positional(_ word: String) throws(TutorError) {
      if command == nil, positionals.isEmpty {
        guard let named = commands.tutorCommand(named: word) else {
          throw .unknownCommand(
            word, suggestion: EditDistance.suggestion(for: word, among: commands.names))
        }
        command = named
        return
      }
      positionals.append(word)
    }

    mutating func option(
      _ name: String, value: () throws(TutorError) -> String
    ) throws(TutorError) {
      switch name {
      case "-h", "--help", "--ayuda": wantsHelp = true
      case "-V", "--version": wantsVersion = true
      case "--curso": options.courseDirectory = try value()
      case "--espacio": options.workspaceDirectory = try value()
      case "--formato":
        let word = try value()
        guard let format = OutputFormat(rawValue: word) else { throw .unknownFormat(word) }
        options.format = format
        formatGiven = true
      default:
        // `scanner` no deja pasar una opción que no conoce.
        guard let option = TutorOptions.every.named(name) else {
          throw .unknownOption(name, command: command?.name, suggestion: nil)
        }
        if option.value == nil {
          flags.insert(option.name)
        } else {
          values[option.name] = try value()
        }
      }
    }

    func finish() throws(TutorError) -> Invocation {
      if wantsVersion { return Invocation(command: .version, options: options) }
      if wantsHelp {
        return Invocation(command: .help(topic: command?.name), options: options)
      }
      guard let command else {
        if let option = given.sorted().first {
          throw .unknownOption(option, command: nil, suggestion: nil)
        }
        return Invocation(command: .repl, options: options)
      }
      for option in (given + (formatGiven ? ["--formato"] : [])).sorted()
      where !command.ownOptions.contains(option) {
        throw .optionNotAllowed(option, command: command.name)
      }
      let line = TutorCommandLine(
        command: command.name, operands: positionals, flags: flags, values: values,
        commands: commands)
      return Invocation(command: try command.parse(line), options: options)
    }

    /// Las opciones propias de alguna orden que se dieron.
    private var given: [String] { Array(flags) + Array(values.keys) }
  }
}
