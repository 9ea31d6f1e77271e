import Support

/// Interpreta los argumentos de `leccion`; un error de forma es un `TutorError` de uso.
///
/// Las opciones comunes (`--curso`, `--espacio`, `--formato`) valen antes o después de la
/// orden, y `--opcion=valor` equivale a `--opcion valor`.
///
/// ```swift
/// try ArgumentParser.parse(["comprobar", "withlock.carrera"]).command
/// // .check(.exercise("withlock.carrera"))
/// ```
public enum ArgumentParser {
  /// Las opciones que conoce `leccion` (cada orden admite solo las suyas: `ownOptions`).
  static let scanner = OptionScanner(options: TutorOptions.every)

  /// La llamada que describen `arguments` (sin el nombre del programa); `commands` dice
  /// qué órdenes hay (las sugerencias y `ayuda ORDEN` las buscan ahí).
  public static func parse(
    _ arguments: [String], commands: CommandTable = .tutor
  ) throws(TutorError) -> Invocation {
    let scan: OptionScanner.Scan
    do {
      scan = try scanner.scan(arguments)
    } catch {
      throw problem(error, in: arguments)
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
  private static func problem(_ problem: OptionScanner.Problem, in arguments: [String])
    -> TutorError
  {
    switch problem {
    case .unknownOption(let name):
      let command = arguments.first { !$0.hasPrefix("-") }.flatMap(CommandName.named)
      let known =
        ["--help", "--version", "--curso", "--espacio"] + (command?.ownOptions ?? ["--formato"])
      return .unknownOption(
        name, command: command?.rawValue,
        suggestion: EditDistance.suggestion(for: name, among: known))
    case .missingValue(let name): return .missingOptionValue(name)
    case .repeatedOption(let name): return .repeatedOption(name)
    }
  }

  private struct State {
    let commands: CommandTable
    var command: CommandName?
    var positionals: [String] = []
    var options = GlobalOptions()
    var formatGiven = false
    var wantsHelp = false
    var wantsVersion = false
    var all = false
    var confirmed = false
    var learnerID: String?
    var assignment: String?

    mutating func positional(_ word: String) throws(TutorError) {
      if command == nil, positionals.isEmpty {
        guard let named = CommandName.named(word) else {
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
      case "--todo": all = true
      case "--si", "--sí": confirmed = true
      case "--alumno": learnerID = try value()
      case "--tarea": assignment = try value()
      default:
        // `scanner` no deja pasar una opción que no conoce.
        throw .unknownOption(name, command: command?.rawValue, suggestion: nil)
      }
    }

    func finish() throws(TutorError) -> Invocation {
      if wantsVersion { return Invocation(command: .version, options: options) }
      if wantsHelp {
        return Invocation(command: .help(topic: command?.rawValue), options: options)
      }
      guard let command else {
        try reject(
          [
            "--todo": all, "--si": confirmed, "--alumno": learnerID != nil,
            "--tarea": assignment != nil,
          ], in: nil)
        return Invocation(command: .repl, options: options)
      }
      try checkOwnOptions(of: command)
      return Invocation(command: try subcommand(command), options: options)
    }

    private func checkOwnOptions(of command: CommandName) throws(TutorError) {
      let given: [String: Bool] = [
        "--formato": formatGiven, "--todo": all, "--si": confirmed, "--alumno": learnerID != nil,
        "--tarea": assignment != nil,
      ]
      for (option, isGiven) in given.sorted(by: { $0.key < $1.key })
      where isGiven && !command.ownOptions.contains(option) {
        throw .optionNotAllowed(option, command: command.rawValue)
      }
    }

    private func reject(_ given: [String: Bool], in command: String?) throws(TutorError) {
      if let option = given.filter(\.value).keys.sorted().first {
        throw .unknownOption(option, command: command, suggestion: nil)
      }
    }

    private func subcommand(_ command: CommandName) throws(TutorError) -> Subcommand {
      let name = command.rawValue
      switch command {
      case .list: try expectAtMost(0, name); return .list
      case .progress: try expectAtMost(0, name); return .progress
      case .check:
        try expectAtMost(1, name)
        if let id = positionals.first {
          if all { throw .conflictingCheckTargets }
          return .check(.exercise(id))
        }
        return .check(all ? .all : .current)
      case .hint:
        try expectAtMost(1, name)
        guard let id = positionals.first else {
          throw .missingArgument(command: name, what: "el id del ejercicio")
        }
        return .hint(exerciseID: id)
      case .reset:
        try expectAtMost(1, name)
        guard let id = positionals.first else {
          throw .missingArgument(command: name, what: "el id del ejercicio")
        }
        return .reset(exerciseID: id, confirmed: confirmed)
      case .initialize:
        try expectAtMost(1, name)
        return .initialize(
          directory: positionals.first, learnerID: learnerID, assignment: assignment)
      case .validate:
        try expectAtMost(1, name)
        return .validate(directory: positionals.first)
      case .review:
        try expectAtMost(1, name)
        guard let file = positionals.first else {
          throw .missingArgument(command: name, what: "el archivo de la devolución")
        }
        return .review(file: file)
      case .watch:
        try expectAtMost(1, name)
        return .watch(exerciseID: positionals.first)
      case .completion:
        try expectAtMost(1, name)
        guard let word = positionals.first else {
          throw .missingArgument(command: name, what: "la shell (bash o zsh)")
        }
        guard let shell = CompletionShell(rawValue: word) else { throw .unknownShell(word) }
        return .completion(shell)
      case .help:
        try expectAtMost(1, name)
        guard let word = positionals.first else { return .help(topic: nil) }
        guard let topic = commands.entry(named: word) else {
          throw .unknownCommand(
            word, suggestion: EditDistance.suggestion(for: word, among: commands.names))
        }
        return .help(topic: topic.spec.name)
      }
    }

    private func expectAtMost(_ count: Int, _ command: String) throws(TutorError) {
      if positionals.count > count {
        throw .unexpectedArgument(positionals[count], command: command)
      }
    }
  }
}
