import Foundation
import Testing

/// El paginador en una terminal de verdad (tmux, 80×30) con el curso de `Content/`: la
/// primera pantalla deja a la vista lo que había encima, `q` actúa sin Intro y no se come
/// el enunciado de un ejercicio, Ctrl-C deja de paginar, Ctrl-D sale, y la terminal queda
/// en su modo.
@Suite(.serialized) struct PagerTerminalTests {
  static let hint = "— Intro: seguir leyendo"

  @Test(.enabled(if: Tmux.path != nil, "hace falta tmux"))
  func aDamagedProgressNoticeStaysAboveTheFirstPage() throws {
    let leccion = Leccion(course: Leccion.content)
    defer { try? FileManager.default.removeItem(at: leccion.root) }
    try leccion.initialize()
    try Data("{ esto no es json".utf8).write(to: leccion.progressURL)
    let tmux = try #require(Tmux(command: leccion.shellLine([]), width: 80, height: 30))
    #expect(tmux.waitFor(Self.hint), "\(tmux.screen())")
    let rows = tmux.visibleRows()
    #expect(
      rows.first?.hasPrefix("aviso: tu archivo de progreso estaba dañado") == true, "\(rows)")
    #expect(
      rows.contains {
        $0.hasPrefix("leccion ") && $0.contains(" · Estado compartido en la Composable")
      }, "\(rows)")
    #expect(
      rows.contains(
        "Intro: seguir · «índice»: el mapa entero · «ayuda»: las órdenes · Ctrl-D: salir"),
      "\(rows)")
    tmux.send("C-d")
    #expect(tmux.waitFor("SALIDA=0"), "\(tmux.screen())")
  }

  @Test(.enabled(if: Tmux.path != nil, "hace falta tmux"))
  func pagerKeysActWithoutEnter() throws {
    let leccion = Leccion(course: Leccion.content)
    defer { try? FileManager.default.removeItem(at: leccion.root) }
    try leccion.initialize()
    let tmux = try #require(Tmux(command: leccion.shellLine([]), width: 80, height: 30))
    #expect(tmux.waitFor(Self.hint), "\(tmux.screen())")

    // `q`, sin Intro, en el texto de la lección: salta al final y vuelve el indicador.
    tmux.type("q")
    #expect(
      tmux.waitForRows { $0.contains { $0.hasPrefix("leccion ›") } }, "\(tmux.screen())")

    // En un ejercicio, `q` escribe el resto del enunciado sin pausas: el código entero,
    // las instrucciones y el indicador para responder.
    tmux.type("ir shared.copia")
    tmux.send("Enter")
    #expect(tmux.waitForRows { $0.contains { $0.contains("q: el resto sin pausas") } })
    tmux.type("q")
    #expect(tmux.waitForRows(Self.showsTheWholeQuestion), "\(tmux.screen())")

    // Ctrl-C en el paginador deja de paginar, como `q`, sin salir.
    tmux.type("ir shared.copia")
    tmux.send("Enter")
    #expect(tmux.waitForRows { $0.contains { $0.contains("q: el resto sin pausas") } })
    tmux.send("C-c")
    #expect(tmux.waitForRows(Self.showsTheWholeQuestion), "\(tmux.screen())")

    // Ctrl-D en el paginador sale como en el indicador, y la terminal queda como estaba.
    tmux.type("ir shared.copia")
    tmux.send("Enter")
    #expect(tmux.waitForRows { $0.contains { $0.contains("q: el resto sin pausas") } })
    tmux.send("C-d")
    #expect(tmux.waitFor("SALIDA=0"), "\(tmux.screen())")
    #expect(tmux.visibleRows().contains { $0.hasPrefix("Hasta pronto.") }, "\(tmux.screen())")
    #expect(tmux.waitFor("MODO=icanon echo"), "\(tmux.screen())")
  }

  @Test(.enabled(if: Tmux.path != nil, "hace falta tmux"))
  func aSignalWhilePagingLeavesTheTerminalInItsMode() throws {
    let leccion = Leccion(course: Leccion.content)
    defer { try? FileManager.default.removeItem(at: leccion.root) }
    try leccion.initialize()
    let tmux = try #require(Tmux(command: leccion.shellLine([]), width: 80, height: 30))
    #expect(tmux.waitFor(Self.hint), "\(tmux.screen())")
    // El paginador espera una tecla (sin eco ni modo de línea) cuando llega SIGTERM.
    let pane = try #require(tmux.panePID)
    let tutor = try #require(
      TestProcesses.descendants(of: pane).first { $0.name == "leccion" }?.identity)
    kill(tutor.pid, SIGTERM)
    #expect(tmux.waitFor("SALIDA=143"), "\(tmux.screen())")
    #expect(tmux.waitFor("MODO=icanon echo"), "\(tmux.screen())")
  }

  /// El final del enunciado de `shared.copia` a la vista, con el indicador debajo y sin
  /// el aviso del paginador.
  static func showsTheWholeQuestion(_ rows: [String]) -> Bool {
    guard
      let code = rows.lastIndex(where: {
        $0.contains("print(\"b:\", b.usuario.nombre, b.editando)")
      }),
      let instructions = rows.lastIndex(where: {
        $0.hasPrefix("Escribe lo que imprime, línea a línea")
      }),
      let prompt = rows.lastIndex(where: { $0.hasPrefix("shared.copia ›") })
    else { return false }
    return code < instructions && instructions < prompt && !rows.contains { $0.contains(hint) }
  }
}
