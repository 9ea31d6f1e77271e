import Foundation
import Testing

/// `leccion` en una pty de verdad (tmux): historial con la flecha arriba, terminación con
/// el tabulador, un cambio de tamaño y Ctrl-C durante una comprobación.
@Suite(.serialized) struct TerminalTests {
  /// `leccion --help` y `leccion ayuda corregir` en una terminal de 60 columnas (sin
  /// `COLUMNS`: el ancho lo dice la terminal) salen ajustados a 60, sin ninguna línea que la
  /// terminal tenga que partir, y con el mismo texto que `COLUMNS=60` fuera de una terminal.
  @Test(.enabled(if: Tmux.path != nil, "hace falta tmux"))
  func helpFitsANarrowTerminal() throws {
    let leccion = Leccion()
    let variables = leccion.environment()
      .map { "\($0.key)='\($0.value)'" }.sorted().joined(separator: " ")
    for arguments in [["--help"], ["ayuda", "corregir"]] {
      let command =
        "cd '\(leccion.root.path)' && env -i \(variables) '\(Leccion.binary.path)' "
        + arguments.joined(separator: " ") + "; echo \"SALIDA=$?\"; sleep 600"
      let tmux = try #require(Tmux(command: command, width: 60, height: 30))
      #expect(tmux.waitFor("SALIDA=0"), "\(tmux.screen())")
      let shown = tmux.joinedScreen().components(separatedBy: "SALIDA=0")[0]
        .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      let wide = shown.filter { $0.count > 60 }
      #expect(wide.isEmpty, "\(arguments): \(wide)")
      let expected = try leccion.run(arguments, environment: ["COLUMNS": "60"])
      #expect(expected.code == 0)
      #expect(
        shown.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
          == expected.lines.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty },
        "\(arguments)")
      // Sin terminal ni COLUMNS, a 80: lo que se guarda en un archivo no cambia.
      let piped = try leccion.run(arguments)
      #expect(piped.lines.contains { $0.count > 60 })
      #expect(piped.lines.allSatisfy { $0.count <= 80 })
    }
  }

  @Test(.enabled(if: Tmux.path != nil, "hace falta tmux"))
  func aLearnerInARealTerminal() throws {
    let leccion = Leccion()
    try leccion.initialize()
    let variables = leccion.environment(["TERM": "xterm-256color"])
      .map { "\($0.key)='\($0.value)'" }.sorted().joined(separator: " ")
    let command =
      "cd '\(leccion.root.path)' && env -i \(variables) '\(Leccion.binary.path)' "
      + leccion.arguments([]).map { "'\($0)'" }.joined(separator: " ")
      + "; echo \"SALIDA=$?\"; sleep 600"
    let tmux = try #require(Tmux(command: command))
    #expect(tmux.waitFor("leccion ›"), "\(tmux.screen())")

    // Una respuesta, y la flecha arriba la recupera del historial.
    tmux.type("ir caja.copia")
    tmux.send("Enter")
    #expect(tmux.waitFor("Responde con la letra de la opción."))
    tmux.type("b")
    tmux.send("Enter")
    #expect(tmux.waitFor("✓ Correcto."))
    tmux.send("Up")
    #expect(tmux.waitFor("caja.copia › b", count: 2), "\(tmux.screen())")
    tmux.send("Enter")
    #expect(tmux.waitFor("✓ Correcto.", count: 2), "\(tmux.screen())")

    // El tabulador completa órdenes.
    tmux.type("ind")
    tmux.send("Tab")
    #expect(tmux.waitFor("caja.copia › índice"), "\(tmux.screen())")
    tmux.send("Enter")
    #expect(tmux.waitFor("«ir ID» para ir a un ejercicio"))

    // Más estrecha: el mapa se vuelve a ajustar sin que se partan las líneas.
    tmux.send("C-l")
    tmux.resize(width: 50, height: 24)
    tmux.type("índice")
    tmux.send("Enter")
    #expect(tmux.waitFor("«ir ID» para ir a un ejercicio", count: 2))
    // El mapa es más alto a 50 columnas: se mira entero, también lo que subió.
    let map = tmux.screen().components(separatedBy: "caja.copia › índice").last ?? ""
    let narrow = map.split(separator: "\n").map(String.init).filter {
      $0.contains("caja.copia ") && $0.contains("✓")
    }
    #expect(!narrow.isEmpty)
    #expect(narrow.allSatisfy { $0.hasSuffix("elección") && $0.count <= 50 }, "\(narrow)")
    tmux.resize(width: 80, height: 24)

    // Ctrl-C durante una comprobación la cancela sin salir del tutor.
    let file = leccion.workspace.appendingPathComponent("codigo/caja.contador.swift")
    try Data("let caja = Shared(value: 0)\nfunc incrementar() { while true {} }\n".utf8)
      .write(to: file)
    tmux.type("ir caja.contador")
    tmux.send("Enter")
    #expect(tmux.waitFor("Tu archivo: codigo/caja.contador.swift."))
    tmux.type("comprobar")
    tmux.send("Enter")
    #expect(tmux.waitFor("Comprobando codigo/caja.contador.swift…"))
    tmux.send("C-c")
    #expect(tmux.waitFor("(Comprobación cancelada.)"), "\(tmux.screen())")
    tmux.type("progreso")
    tmux.send("Enter")
    #expect(tmux.waitFor("Progreso en «Curso del tutor»"))
    #expect(tmux.waitForPrompt("caja.contador ›"), "\(tmux.screen())")

    // Ctrl-D sale después de guardar.
    tmux.send("C-d")
    #expect(tmux.waitFor("SALIDA=0"), "\(tmux.screen())")
    #expect(try leccion.events().count == 2)

    // El historial sigue ahí en la sesión siguiente, y se reanuda en el mismo ejercicio.
    let again = try #require(Tmux(command: command))
    #expect(again.waitFor("Seguimos en lección 1"), "\(again.screen())")
    // Las teclas que llegan antes de que libedit prepare la terminal se descartan: se
    // espera a su indicador.
    #expect(again.waitFor("caja.contador ›"), "\(again.screen())")
    again.send("Up")
    #expect(again.waitFor("caja.contador › progreso"), "\(again.screen())")
    again.send("C-u", "C-d")
    #expect(again.waitFor("SALIDA=0"), "\(again.screen())")
  }
}
