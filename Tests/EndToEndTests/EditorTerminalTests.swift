import Foundation
import Testing

/// `editar` con un `vi` de verdad en una pty (tmux): el editor recibe la terminal, lo que
/// se escribe en él llega al archivo, y el tutor vuelve a su indicador y responde.
@Suite(.serialized) struct EditorTerminalTests {
  /// El `vi` de la máquina (`scripts/entorno.sh` instala `vim-tiny` si falta).
  static let vi = ["/usr/bin/vi", "/usr/bin/vim.tiny", "/usr/bin/nvi"].first {
    FileManager.default.isExecutableFile(atPath: $0)
  }

  @Test(.enabled(if: Tmux.path != nil && vi != nil, "hacen falta tmux y vi"))
  func editarOpensViInTheTerminalAndComesBack() throws {
    let leccion = Leccion()
    defer { try? FileManager.default.removeItem(at: leccion.root) }
    try leccion.initialize()
    // Sin VISUAL ni EDITOR el tutor busca nano y luego vi en el PATH (que ha de tener
    // /usr/bin: el compilador enlaza con lo que hay ahí). Si la máquina tiene nano, se
    // pide vi con EDITOR.
    let bin = leccion.root.appendingPathComponent("bin")
    try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: bin.appendingPathComponent("vi").path, withDestinationPath: try #require(Self.vi))
    var extra = ["PATH": "\(bin.path):/usr/bin:/bin"]
    if ["/usr/bin/nano", "/bin/nano"].contains(where: FileManager.default.isExecutableFile) {
      extra["EDITOR"] = "vi"
    }
    let variables = leccion.environment(extra)
      .map { "\($0.key)='\($0.value)'" }.sorted().joined(separator: " ")
    let command =
      "cd '\(leccion.root.path)' && env -i \(variables) '\(Leccion.binary.path)' "
      + leccion.arguments([]).map { "'\($0)'" }.joined(separator: " ")
      + "; echo \"SALIDA=$?\"; sleep 600"
    let tmux = try #require(Tmux(command: command))
    #expect(tmux.waitFor("leccion ›"), "\(tmux.screen())")
    tmux.type("ir caja.contador")
    tmux.send("Enter")
    #expect(tmux.waitFor("caja.contador ›"), "\(tmux.screen())")

    // Ctrl-C dentro de vi es para vi: al salir sin guardar, el tutor sigue ahí. Cada tecla
    // espera a que la pantalla muestre lo que hizo la anterior (vi descarta lo que llega
    // junto a un Ctrl-C, y un Escape seguido de «:» puede leerse como una sola tecla).
    tmux.type("editar")
    tmux.send("Enter")
    #expect(Self.waitForVi(tmux), "\(tmux.screen())")
    tmux.send("C-c")
    // vi contesta en la línea de estado («Type :qa and press <Enter>…»).
    #expect(
      tmux.waitForRows { _ in !tmux.lastRow().contains("caja.contador.swift") },
      "\(tmux.screen())")
    Self.exCommand("q!", in: tmux)
    #expect(tmux.waitFor("(El archivo no ha cambiado.)"), "\(tmux.screen())")
    tmux.type("progreso")
    tmux.send("Enter")
    #expect(tmux.waitFor("Progreso en «Curso del tutor»"), "\(tmux.screen())")

    // Lo que se escribe en vi queda en el archivo, y el tutor lo corrige al volver.
    tmux.type("editar")
    tmux.send("Enter")
    #expect(Self.waitForVi(tmux), "\(tmux.screen())")
    tmux.type("4G")
    #expect(tmux.waitForCursor { _, y in y == 3 }, "\(tmux.screen())")
    tmux.type("cc")
    #expect(
      tmux.waitForRows { !$0.contains { $0.contains("suma uno a la caja") } }, "\(tmux.screen())")
    let line = "caja.withLock { $0 += 1 }"
    tmux.type(line)
    #expect(tmux.waitForRows { $0.contains { $0.contains(line) } }, "\(tmux.screen())")
    // El cursor, tras lo escrito; al salir de la inserción, vi lo pone sobre su última letra.
    let rows = tmux.visibleRows()
    let row = try #require(rows.firstIndex { $0.contains(line) })
    let end = try #require(rows[row].range(of: line)).upperBound.utf16Offset(in: rows[row])
    #expect(tmux.waitForCursor { x, y in x == end && y == row }, "\(tmux.screen())")
    tmux.send("Escape")
    #expect(tmux.waitForCursor { x, y in x == end - 1 && y == row }, "\(tmux.screen())")
    Self.exCommand("wq", in: tmux)
    #expect(tmux.waitFor("✓ La prueba pasa.", seconds: 120), "\(tmux.screen())")
    let file = leccion.workspace.appendingPathComponent("codigo/caja.contador.swift")
    let saved = try String(contentsOf: file, encoding: .utf8)
    #expect(saved.contains("caja.withLock { $0 += 1 }"), "\(saved)")
    #expect(!saved.contains("TODO"), "\(saved)")

    // El indicador vuelve y libedit responde (la flecha arriba trae «editar»).
    tmux.send("Up")
    #expect(tmux.waitFor("caja.contador › editar", count: 3), "\(tmux.screen())")
    tmux.send("C-u")
    tmux.type("progreso")
    tmux.send("Enter")
    #expect(tmux.waitFor("Progreso en «Curso del tutor»", count: 2), "\(tmux.screen())")
    #expect(tmux.waitForPrompt("caja.contador ›"), "\(tmux.screen())")
    tmux.send("C-d")
    #expect(tmux.waitFor("SALIDA=0"), "\(tmux.screen())")
  }

  /// Espera a que vi enseñe el archivo de inicio y su nombre en la línea de estado: a partir
  /// de ahí lee las teclas.
  static func waitForVi(_ tmux: Tmux) -> Bool {
    tmux.waitForRows { rows in
      rows.contains { $0.contains("suma uno a la caja") }
        && tmux.lastRow().contains("caja.contador.swift")
    }
  }

  /// Escribe `:command` en vi y lo ejecuta, esperando a ver en la línea de estado el «:» y
  /// después la orden entera antes de la tecla siguiente.
  static func exCommand(_ command: String, in tmux: Tmux) {
    tmux.type(":")
    #expect(tmux.waitForRows { _ in tmux.lastRow() == ":" }, "\(tmux.screen())")
    tmux.type(command)
    #expect(tmux.waitForRows { _ in tmux.lastRow() == ":" + command }, "\(tmux.screen())")
    tmux.send("Enter")
  }
}
