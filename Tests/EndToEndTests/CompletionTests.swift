import Foundation
import Testing

/// El completado de `leccion` para bash y zsh (`scripts/completado`), que instala
/// `scripts/instalar`: propone lo que `leccion --help` dice que hay.
@Suite struct CompletionTests {
  static let folder = ScriptSandbox.repository.appendingPathComponent("scripts/completado")

  @Test(arguments: [
    (["leccion", "li"], ["lista"]),
    (["leccion", "co"], ["comprobar", "comp", "corregir", "corr"]),
    (["leccion", "--curso", "/tmp", "pro"], ["progreso", "prog"]),
    (["leccion", "-"], ["--curso", "--espacio", "--help", "--version"]),
    (["leccion", "lista", "--"], ["--curso", "--espacio", "--help", "--formato"]),
    (["leccion", "comprobar", "--formato", ""], ["texto", "json"]),
    (["leccion", "corr", "--formato", "j"], ["json", "junit"]),
    (["leccion", "reiniciar", "--s"], ["--si"]),
    (["leccion", "ayuda", "vi"], ["vigilar", "vig"]),
    (["leccion", "tarea", ""], ["nueva"]),
    (["leccion", "tarea", "nueva", "--modo", ""], ["practica", "intentos", "diferida"]),
    (["leccion", "iniciar", "--alumno", "ana", "--t"], ["--tarea"]),
  ])
  func bashProposesCommandsOptionsAndFormats(words: [String], expected: [String]) throws {
    #expect(try bash(words) == expected)
  }

  @Test func bashProposesFoldersWhereAFolderGoes() throws {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("completado-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    try FileManager.default.createDirectory(
      at: root.appendingPathComponent("cursos"), withIntermediateDirectories: true)
    try Data().write(to: root.appendingPathComponent("carta.txt"))

    #expect(try bash(["leccion", "--espacio", root.path + "/c"]) == [root.path + "/cursos"])
    #expect(try bash(["leccion", "iniciar", root.path + "/c"]) == [root.path + "/cursos"])
  }

  @Test func bashProposesTheCoursesExerciseIDs() throws {
    let leccion = Leccion()
    defer { try? FileManager.default.removeItem(at: leccion.root) }
    let report = try leccion.run(["lista", "--formato", "json", "--curso", Leccion.course.path])
    let course = try #require(
      try JSONSerialization.jsonObject(with: Data(report.output.utf8)) as? [String: Any])
    let exercises = (course["lessons"] as? [[String: Any]] ?? [])
      .flatMap { $0["exercises"] as? [[String: Any]] ?? [] }
    let ids = exercises.compactMap { $0["id"] as? String }
    let code = exercises.filter { $0["kind"] as? String == "codigo" }.compactMap {
      $0["id"] as? String
    }
    #expect(ids.count > code.count && !code.isEmpty)

    let line = [Leccion.binary.path, "--curso", Leccion.course.path]
    let environment = leccion.environment()
    #expect(try bash(line + ["pista", ""], environment: environment, in: leccion.root) == ids)
    #expect(try bash(line + ["vigilar", ""], environment: environment, in: leccion.root) == code)
    let after = [Leccion.binary.path, "comprobar", "--curso", Leccion.course.path, ""]
    #expect(try bash(after, environment: environment, in: leccion.root) == ids)
  }

  /// Las órdenes y alias de la ayuda general, y los del completado, son los mismos.
  @Test func commandsAreTheOnesTheHelpLists() throws {
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
    #expect(commands.count > 10, "\(help)")

    let bashWords = try bash(["leccion", ""])
    #expect(bashWords.sorted() == commands.sorted())
    let zsh = try String(
      contentsOf: Self.folder.appendingPathComponent("_leccion"), encoding: .utf8)
    let zshCommands = zsh.matches(of: try Regex(#"'([a-z]+):[^']*'"#)).compactMap {
      $0.output[1].substring.map(String.init)
    }
    #expect(zshCommands.sorted() == commands.sorted())
  }

  @Test(
    .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/zsh") && Tmux.path != nil))
  func zshCompletesCommandsOptionsAndExerciseIDs() throws {
    let home = FileManager.default.temporaryDirectory
      .appendingPathComponent("completado-zsh-\(UUID().uuidString)")
    let bin = home.appendingPathComponent("bin")
    try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: home) }
    try FileManager.default.createSymbolicLink(
      at: bin.appendingPathComponent("leccion"), withDestinationURL: Leccion.binary)
    let tmux = try #require(
      Tmux(
        command: "env -i HOME='\(home.path)' XDG_DATA_HOME='\(home.path)/datos' "
          + "TERM=xterm-256color PATH='\(bin.path)':/usr/bin:/bin zsh -f", width: 200))
    tmux.type(
      "fpath=('\(Self.folder.path)' $fpath); autoload -Uz compinit; compinit -u -D; PS1='> '")
    tmux.send("Enter")
    tmux.type("clear")
    tmux.send("Enter")
    let course = Leccion.course.path
    for (typed, completed) in [
      ("leccion li", "> leccion lista"), ("leccion lista --f", "> leccion lista --formato"),
      ("leccion ayuda vigi", "> leccion ayuda vigilar"),
      ("leccion --curso \(course) pista caja.cont", "pista caja.contador"),
      ("leccion comprobar --curso \(course) caja.cont", "\(course) caja.contador"),
    ] {
      tmux.type(typed)
      tmux.send("Tab")
      #expect(tmux.waitFor(completed, seconds: 10), "\(tmux.screen())")
      tmux.send("C-u")
    }
    // Al salir la shell, se cierra la sesión y tmux termina (sin depender de kill-server).
    tmux.type("exit")
    tmux.send("Enter")
  }

  /// Lo que propone el completado de bash para `words` (la última, la que se completa).
  private func bash(
    _ words: [String], environment: [String: String] = [:], in folder: URL? = nil
  ) throws -> [String] {
    let quoted = words.map { "'" + $0.replacingOccurrences(of: "'", with: #"'\''"#) + "'" }
    let script = """
      source '\(Self.folder.appendingPathComponent("leccion.bash").path)'
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
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    return text.split(separator: "\n").map(String.init)
  }
}
