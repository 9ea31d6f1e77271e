import Foundation
import Testing

/// El completado de `leccion` para bash y zsh, tal como lo escribe `leccion completado`
/// (de la tabla de órdenes) y lo instala `scripts/instalar`, probado en una bash y una zsh de
/// verdad: propone cada orden y alias que lista `leccion --help`, cada opción que dice la
/// ayuda de cada orden y cada id de ejercicio del curso.
@Suite struct CompletionTests {
  /// Las órdenes y alias de la ayuda general.
  static func helpCommands() throws -> [String] {
    let help = try Leccion().run(["--help"]).lines
    let start = try #require(help.firstIndex(of: "ÓRDENES"))
    let end = try #require(help.firstIndex(of: "OPCIONES"))
    let pattern = try Regex(#"^  ([a-z]+)(?: \(([a-z, ]+)\))?"#)
    var commands: [String] = []
    for line in help[start..<end] {
      guard let match = try pattern.firstMatch(in: line) else { continue }
      commands.append(String(match.output[1].substring ?? ""))
      if let aliases = match.output[2].substring {
        commands += aliases.split(separator: ", ").map(String.init)
      }
    }
    return commands
  }

  /// Las opciones que dice una ayuda: las de sus líneas de uso y las de su lista de opciones.
  static func helpOptions(_ arguments: [String]) throws -> Set<String> {
    let help = try Leccion().run(arguments).lines
    var options: Set<String> = []
    var section = ""
    for line in help {
      if !line.hasPrefix(" "), !line.isEmpty { section = line }
      let inUsage = section == "USO"
      let inList = section == "OPCIONES" && line.hasPrefix("  -")
      guard inUsage || inList else { continue }
      // En la lista, solo la etiqueta (`-h, --help`, `--salida F`), no el texto.
      let text = inList ? line.dropFirst(2).components(separatedBy: "  ")[0] : line
      for match in text.matches(of: /(?:^|[\s\[,])(--?[a-zA-Zñ][a-zñ-]*)/) {
        options.insert(String(match.output.1))
      }
    }
    return options
  }

  /// Los ids de ejercicio del curso de prueba (`codeOnly`: solo los de código), según
  /// `leccion lista --formato json`.
  static func exerciseIDs(codeOnly: Bool) throws -> [String] {
    let report = try Leccion().run(["lista", "--formato", "json", "--curso", Leccion.course.path])
    let course = try #require(
      try JSONSerialization.jsonObject(with: Data(report.output.utf8)) as? [String: Any])
    let exercises = (course["lessons"] as? [[String: Any]] ?? [])
      .flatMap { $0["exercises"] as? [[String: Any]] ?? [] }
      .filter { !codeOnly || $0["kind"] as? String == "codigo" }
    return exercises.compactMap { $0["id"] as? String }
  }

  /// Los guiones que escribe `leccion completado`, en una carpeta propia que se borra al
  /// acabar: `leccion.bash` y `_leccion`.
  final class Scripts {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("completado-\(UUID().uuidString)")
    var bash: URL { folder.appendingPathComponent("leccion.bash") }

    init() throws {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      for (shell, name) in [("bash", "leccion.bash"), ("zsh", "_leccion")] {
        let result = try Leccion().run(["completado", shell])
        #expect(result.code == 0, "\(result.errors)")
        try Data(result.output.utf8).write(to: folder.appendingPathComponent(name))
      }
    }

    deinit { try? FileManager.default.removeItem(at: folder) }
  }

  // MARK: bash

  @Test func bashProposesEveryCommandAndAliasOfTheHelp() throws {
    let scripts = try Scripts()
    let commands = try Self.helpCommands()
    #expect(commands.count > 10)
    #expect(try bash(["leccion", ""], scripts).sorted() == commands.sorted())
    #expect(try bash(["leccion", "ayuda", ""], scripts).sorted() == commands.sorted())
  }

  /// Cada opción que dice la ayuda de cada orden, y ninguna que no digan esa ayuda o la
  /// general.
  @Test func bashProposesEveryOptionOfEveryCommand() throws {
    let scripts = try Scripts()
    let general = try Self.helpOptions(["--help"])
    #expect(general == ["--curso", "--espacio", "--formato", "-h", "--help", "-V", "--version"])
    #expect(Set(try bash(["leccion", "-"], scripts)) == general)
    for command in try Self.helpCommands() where !["ayuda"].contains(command) {
      let stated = try Self.helpOptions([command, "--help"])
      let offered = Set(try bash(["leccion", command, "-"], scripts))
      #expect(stated.isSubset(of: offered), "\(command): faltan \(stated.subtracting(offered))")
      #expect(
        offered.isSubset(of: stated.union(general)),
        "\(command): sobran \(offered.subtracting(stated.union(general)))")
    }
  }

  @Test(arguments: [
    (["leccion", "li"], ["lista"]),
    (["leccion", "co"], ["comprobar", "comp", "corregir", "corr", "completado"]),
    (["leccion", "--curso", "/tmp", "pro"], ["progreso", "prog"]),
    (["leccion", "comprobar", "--formato", ""], ["texto", "json"]),
    (["leccion", "--formato", "j"], ["json"]),
    (["leccion", "corr", "--formato", "j"], ["json", "junit"]),
    (["leccion", "reiniciar", "--s"], ["--si"]),
    (["leccion", "ayuda", "vi"], ["vigilar", "vig"]),
    (["leccion", "tarea", ""], ["nueva"]),
    (["leccion", "tarea", "nueva", ""], []),
    (["leccion", "tarea", "nueva", "--modo", ""], ["practica", "intentos", "diferida"]),
    (["leccion", "iniciar", "--alumno", "ana", "--t"], ["--tarea"]),
    (["leccion", "completado", ""], ["bash", "zsh"]),
    (["leccion", "nada", ""], []),
  ])
  func bashProposesValuesAndSubcommands(words: [String], expected: [String]) throws {
    #expect(try bash(words, try Scripts()).sorted() == expected.sorted())
  }

  @Test func bashProposesFoldersWhereAFolderGoes() throws {
    let scripts = try Scripts()
    let root = scripts.folder.appendingPathComponent("rutas")
    try FileManager.default.createDirectory(
      at: root.appendingPathComponent("cursos"), withIntermediateDirectories: true)
    try Data().write(to: root.appendingPathComponent("carta.txt"))

    #expect(
      try bash(["leccion", "--espacio", root.path + "/c"], scripts) == [root.path + "/cursos"])
    #expect(try bash(["leccion", "iniciar", root.path + "/c"], scripts) == [root.path + "/cursos"])
    #expect(
      try bash(["leccion", "revisar", root.path + "/c"], scripts).sorted()
        == [root.path + "/carta.txt", root.path + "/cursos"])
  }

  @Test func bashProposesEveryExerciseIDOfTheCourse() throws {
    let scripts = try Scripts()
    let ids = try Self.exerciseIDs(codeOnly: false)
    let code = try Self.exerciseIDs(codeOnly: true)
    #expect(ids.count > code.count && !code.isEmpty)

    let leccion = Leccion()
    let line = [Leccion.binary.path, "--curso", Leccion.course.path]
    let environment = leccion.environment()
    for command in ["pista", "p", "comprobar", "reiniciar"] {
      #expect(try bash(line + [command, ""], scripts, environment, in: leccion.root) == ids)
    }
    #expect(try bash(line + ["vigilar", ""], scripts, environment, in: leccion.root) == code)
    let after = [Leccion.binary.path, "comprobar", "--curso", Leccion.course.path, ""]
    #expect(try bash(after, scripts, environment, in: leccion.root) == ids)
  }

  /// Lo que propone el completado de bash para `words` (la última, la que se completa).
  private func bash(
    _ words: [String], _ scripts: Scripts, _ environment: [String: String] = [:],
    in folder: URL? = nil
  ) throws -> [String] {
    let quoted = words.map { "'" + $0.replacingOccurrences(of: "'", with: #"'\''"#) + "'" }
    let script = """
      source '\(scripts.bash.path)'
      COMP_WORDS=(\(quoted.joined(separator: " "))); COMP_CWORD=\(words.count - 1)
      _leccion
      printf '%s\\n' "${COMPREPLY[@]}"
      """
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/bash")
    process.arguments = ["--norc", "--noprofile", "-c", script]
    process.environment = environment.isEmpty ? ["PATH": "/usr/bin:/bin"] : environment
    if let folder { process.currentDirectoryURL = folder }
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    let problems = String(
      decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    #expect(problems.isEmpty, "\(words): \(problems)")
    return text.split(separator: "\n").map(String.init)
  }

  // MARK: zsh

  /// En una zsh de verdad (en tmux), un Tab tras cada orden, cada orden seguida de «-» y
  /// cada orden que pide un ejercicio: la lista que enseña zsh tiene cada orden y alias, cada
  /// opción de la ayuda de esa orden y cada id de ejercicio.
  @Test(
    .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/zsh") && Tmux.path != nil))
  func zshProposesEveryCommandOptionAndExerciseID() throws {
    let scripts = try Scripts()
    let home = scripts.folder.appendingPathComponent("casa")
    let bin = home.appendingPathComponent("bin")
    try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      at: bin.appendingPathComponent("leccion"), withDestinationURL: Leccion.binary)
    let tmux = try #require(
      Tmux(
        command: "env -i HOME='\(home.path)' XDG_DATA_HOME='\(home.path)/datos' "
          + "TERM=xterm-256color PATH='\(bin.path)':/usr/bin:/bin zsh -f", width: 220, height: 70))
    tmux.type(
      "fpath=('\(scripts.folder.path)' $fpath); autoload -Uz compinit; compinit -u -D; PS1='> '")
    tmux.send("Enter")
    let course = Leccion.course.path
    let commands = try Self.helpCommands()
    var cases: [(line: String, expected: Set<String>)] = [("leccion ", Set(commands))]
    for command in commands where command != "ayuda" {
      cases.append(("leccion \(command) -", try Self.helpOptions([command, "--help"])))
    }
    let ids = Set(try Self.exerciseIDs(codeOnly: false))
    cases.append(("leccion --curso \(course) pista ", ids))
    cases.append(("leccion comprobar --curso \(course) ", ids))
    cases.append(("leccion --curso \(course) vigilar ", Set(try Self.exerciseIDs(codeOnly: true))))
    let shown = { () -> Set<String> in
      Set(tmux.screen().split(whereSeparator: \.isWhitespace).map(String.init))
    }
    for (line, expected) in cases {
      // Con la máquina cargada, zsh puede tardar en enseñar la lista: hasta tres intentos,
      // cada uno con la pantalla limpia (solo el indicador) y sin historia.
      var found = false
      for _ in 1...3 where !found {
        tmux.send("C-u")
        tmux.send("C-l")
        tmux.waitForRows(seconds: 10) { rows in
          rows.joined(separator: " ").split(separator: " ") == [">"]
        }
        tmux.clearHistory()
        tmux.type(line)
        // Un Tab completa lo común o enseña la lista; el segundo la enseña si el primero
        // completó algo.
        tmux.send("Tab")
        tmux.send("Tab")
        found = tmux.waitForRows(seconds: 10) { _ in expected.isSubset(of: shown()) }
      }
      #expect(found, "«\(line)»: faltan \(expected.subtracting(shown()))\n\(tmux.screen())")
    }
    // Al salir la shell, se cierra la sesión y tmux termina (sin depender de kill-server).
    tmux.send("C-u")
    tmux.type("exit")
    tmux.send("Enter")
  }
}
