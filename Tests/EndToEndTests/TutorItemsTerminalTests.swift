import Foundation
import Testing

/// Lo que una persona ve en el tutor, en una terminal de verdad (tmux) de 80 y de 60
/// columnas: las órdenes actúan sobre el ejercicio que nombran, una orden tras una
/// respuesta Mermaid no se come la línea siguiente, lo que se escribe bajo el aviso del
/// paginador no se pierde y el aviso no deja restos, «lista» lleva a «índice», el porqué
/// tras un veredicto, y un progreso dañado que «progreso» no toca.
@Suite(.serialized) struct TutorItemsTerminalTests {
  static let widths = [80, 60]

  /// Espera a que la pantalla diga `phrase`, aunque el tutor la haya ajustado en varias
  /// filas (se comparan las palabras); `false` si no llega en `seconds` (no mide nada).
  @discardableResult
  static func waitForWords(_ tmux: Tmux, _ phrase: String, seconds: Double = 60) -> Bool {
    let wanted = words(phrase)
    let deadline = Date().addingTimeInterval(seconds)
    while Date() < deadline {
      if words(tmux.joinedScreen()).contains(wanted) { return true }
      usleep(100_000)
    }
    return false
  }

  /// Espera al indicador `prompt`, pulsando `q` en cada pausa del paginador (el enunciado
  /// se escribe entero igual); `false` si no llega (no mide nada).
  @discardableResult
  static func reach(_ tmux: Tmux, prompt: String, seconds: Double = 60) -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while Date() < deadline {
      if tmux.visibleRows().contains(where: { $0.hasPrefix(prompt) }) { return true }
      if tmux.lastRow().hasPrefix("— Intro: seguir") { tmux.type("q") }
      usleep(200_000)
    }
    return false
  }

  static func words(_ text: String) -> String {
    text.split(whereSeparator: { $0 == " " || $0 == "\n" }).joined(separator: " ")
  }

  /// El tutor con el curso de prueba (o `course`) en una ventana de `width`×`height`.
  static func tutor(
    _ leccion: Leccion, width: Int, height: Int = 30, arguments: [String] = []
  ) throws -> Tmux {
    try #require(Tmux(command: leccion.shellLine(arguments), width: width, height: height))
  }

  @Test(.enabled(if: Tmux.path != nil, "hace falta tmux"), arguments: widths)
  func commandsActOnTheExerciseTheyName(width: Int) throws {
    let leccion = Leccion()
    defer { try? FileManager.default.removeItem(at: leccion.root) }
    try leccion.initialize()
    let tmux = try Self.tutor(leccion, width: width)
    #expect(tmux.waitFor("leccion ›"), "\(tmux.screen())")
    tmux.type("ir caja.copia")
    tmux.send("Enter")
    #expect(tmux.waitFor("caja.copia ›"), "\(tmux.screen())")
    tmux.type("solución caja.metodo")
    tmux.send("Enter")
    #expect(
      Self.waitForWords(tmux, "Aún no has resuelto «caja.metodo» (no es el de la pantalla)."),
      "\(tmux.screen())")
    tmux.type("s")
    tmux.send("Enter")
    #expect(tmux.waitFor("Solución de caja.metodo:"), "\(tmux.screen())")
    tmux.type("pista caja.contador")
    tmux.send("Enter")
    #expect(tmux.waitFor("Pista 1 de 2 de «caja.contador»:"), "\(tmux.screen())")
    tmux.type("pista caja.copa")
    tmux.send("Enter")
    #expect(
      Self.waitForWords(
        tmux, "No hay ningún ejercicio «caja.copa» en el curso. ¿Quisiste decir «caja.copia»?"),
      "\(tmux.screen())")
    #expect(tmux.endOfFileAtPrompt(), "\(tmux.screen())")
    #expect(tmux.waitFor("SALIDA=0"), "\(tmux.screen())")
    let events = try leccion.events().map {
      "\($0["kind"] as? String ?? "") \($0["exerciseID"] as? String ?? "")"
    }
    #expect(events.contains("solucion caja.metodo"), "\(events)")
    #expect(events.contains("pista caja.contador"), "\(events)")
    #expect(!events.contains { $0.hasSuffix(" caja.copia") }, "\(events)")
  }

  @Test(.enabled(if: Tmux.path != nil, "hace falta tmux"), arguments: widths)
  func aCommandAfterAMermaidAnswerSwallowsNothing(width: Int) throws {
    let leccion = Leccion()
    defer { try? FileManager.default.removeItem(at: leccion.root) }
    try leccion.initialize()
    let tmux = try Self.tutor(leccion, width: width)
    #expect(tmux.waitFor("leccion ›"), "\(tmux.screen())")
    tmux.type("ir caja.dibujo")
    tmux.send("Enter")
    #expect(tmux.waitFor("caja.dibujo ›"), "\(tmux.screen())")
    for line in ["flowchart LR", "A[Estado] --> C[Caja]", "B[Otro estado] --> C", "."] {
      tmux.type(line)
      tmux.send("Enter")
    }
    #expect(tmux.waitFor("Aristas correctas"), "\(tmux.screen())")
    tmux.type("clear")
    tmux.send("Enter")
    #expect(
      Self.waitForWords(tmux, "«clear» no es una orden del tutor ni el principio de un diagrama"),
      "\(tmux.screen())")
    tmux.type("ir decidir.aviso")
    tmux.send("Enter")
    #expect(Self.reach(tmux, prompt: "decidir.aviso ›"), "\(tmux.screen())")
    #expect(tmux.endOfFileAtPrompt(), "\(tmux.screen())")
    #expect(tmux.waitFor("SALIDA=0"), "\(tmux.screen())")
  }

  @Test(.enabled(if: Tmux.path != nil, "hace falta tmux"), arguments: widths)
  func keysTypedUnderThePagerFooterAreKeptAndItLeavesNoDebris(width: Int) throws {
    let leccion = Leccion(course: Leccion.content)
    defer { try? FileManager.default.removeItem(at: leccion.root) }
    try leccion.initialize()
    let tmux = try Self.tutor(leccion, width: width, height: 16)
    #expect(tmux.waitFor("Intro: seguir"), "\(tmux.screen())")
    tmux.type("q")
    #expect(tmux.waitForRows { $0.contains { $0.hasPrefix("leccion ›") } }, "\(tmux.screen())")
    tmux.type("ir shared.copia")
    tmux.send("Enter")
    #expect(tmux.waitForRows { $0.contains { $0.contains("q: el resto sin pausas") } })
    // Bajo el aviso se escribe una orden entera: ninguna tecla se pierde.
    tmux.type("ir shared.igualdad")
    tmux.send("Enter")
    #expect(tmux.waitFor("shared.copia › ir shared.igualdad"), "\(tmux.screen())")
    #expect(tmux.waitFor("Cuándo son iguales dos estados"), "\(tmux.screen())")
    // El resto, página a página con Intro, hasta el indicador.
    var presses = 0
    while !tmux.visibleRows().contains(where: { $0.hasPrefix("shared.igualdad ›") }), presses < 40 {
      tmux.send("Enter")
      presses += 1
      usleep(200_000)
    }
    #expect(
      tmux.waitForRows { $0.contains { $0.hasPrefix("shared.igualdad ›") } }, "\(tmux.screen())")
    // Ninguna fila más ancha que la ventana, y nada del aviso se quedó en pantalla.
    let rows = tmux.screen().split(separator: "\n").map(String.init)
    let debris = rows.filter {
      ($0.contains("Intro: seguir") && !$0.hasPrefix("Intro: seguir · «índice»"))
        || $0.contains("salir —") || $0.contains("sin pausas")
    }
    #expect(debris.isEmpty, "\(debris)\n\(tmux.screen())")
    #expect(tmux.endOfFileAtPrompt(), "\(tmux.screen())")
    #expect(tmux.waitFor("SALIDA=0"), "\(tmux.screen())")
    #expect(tmux.waitFor("MODO=icanon echo"), "\(tmux.screen())")
  }

  @Test(.enabled(if: Tmux.path != nil, "hace falta tmux"), arguments: widths)
  func listPointsToTheIndexAndVerdictsSayWhy(width: Int) throws {
    let leccion = Leccion()
    defer { try? FileManager.default.removeItem(at: leccion.root) }
    try leccion.initialize()
    let tmux = try Self.tutor(leccion, width: width)
    #expect(tmux.waitFor("leccion ›"), "\(tmux.screen())")
    tmux.type("ir caja.metodo")
    tmux.send("Enter")
    #expect(tmux.waitFor("caja.metodo ›"), "\(tmux.screen())")
    tmux.type("lista")
    tmux.send("Enter")
    #expect(
      Self.waitForWords(
        tmux,
        "«lista» es una orden de la terminal («leccion lista»); aquí, en el tutor, escribe "
          + "«índice»."), "\(tmux.screen())")
    tmux.type("valor envuelto")
    tmux.send("Enter")
    #expect(
      Self.waitForWords(
        tmux, "Lo que pide se explica en «Por qué no se puede asignar», en la lección 1"),
      "\(tmux.screen())")
    tmux.type("ir decidir.lista")
    tmux.send("Enter")
    #expect(Self.reach(tmux, prompt: "decidir.lista ›"), "\(tmux.screen())")
    for answer in ["no", "no"] {
      tmux.type(answer)
      tmux.send("Enter")
    }
    #expect(tmux.waitFor("Paso a paso:"), "\(tmux.screen())")
    #expect(
      Self.waitForWords(tmux, "No hay un padre cercano que las contenga."), "\(tmux.screen())")
    #expect(Self.waitForWords(tmux, "La lista es un dato, no un evento."), "\(tmux.screen())")
    #expect(tmux.endOfFileAtPrompt(), "\(tmux.screen())")
    #expect(tmux.waitFor("SALIDA=0"), "\(tmux.screen())")
  }

  @Test(.enabled(if: Tmux.path != nil, "hace falta tmux"), arguments: widths)
  func theIndexKeepsATitleBesideALongID(width: Int) throws {
    let leccion = Leccion(course: Leccion.content)
    defer { try? FileManager.default.removeItem(at: leccion.root) }
    try leccion.initialize()
    let tmux = try Self.tutor(leccion, width: width, height: 200)
    #expect(tmux.waitFor("leccion ›"), "\(tmux.screen())")
    tmux.type("índice")
    tmux.send("Enter")
    #expect(tmux.waitFor("«ir ID» para ir a un ejercicio"), "\(tmux.screen())")
    let rows = tmux.screen().split(separator: "\n").map(String.init)
    let map = rows.drop { !$0.hasSuffix("› índice") }
    // Cada fila de un ejercicio o una sección lleva, tras el id, el principio de su título
    // (y no solo el tipo): ningún título empieza en la fila de debajo.
    let kinds: Set = [
      "elección", "texto", "predicción", "código", "recorrido", "mermaid", "admisión",
    ]
    var checked = 0
    for row in map {
      let words = row.split(separator: " ").map(String.init).filter { $0 != "▸" }
      guard words.count >= 2, ["§", "·", "✓", "✗"].contains(words[0]) else { continue }
      checked += 1
      let title = words.dropFirst(2).filter { !kinds.contains($0) }
      #expect(!title.isEmpty, "sin título junto al id: «\(row)»")
    }
    #expect(checked > 50, "\(rows)")
    #expect(
      map.contains { $0.contains("§ declarar-la-caja-y-entregarla ") && $0.contains(" Declarar") },
      "\(rows)")
    #expect(rows.allSatisfy { $0.count <= width }, "\(rows)")
    #expect(tmux.endOfFileAtPrompt(), "\(tmux.screen())")
    #expect(tmux.waitFor("SALIDA=0"), "\(tmux.screen())")
  }

  @Test(.enabled(if: Tmux.path != nil, "hace falta tmux"), arguments: widths)
  func progresoNeverRenamesADamagedFileAndPathsStayWhole(width: Int) throws {
    let leccion = Leccion()
    defer { try? FileManager.default.removeItem(at: leccion.root) }
    try leccion.initialize()
    let damaged = Data("{ esto no es json".utf8)
    try damaged.write(to: leccion.progressURL)
    let progress = try Self.tutor(leccion, width: width, arguments: ["progreso"])
    #expect(progress.waitFor("SALIDA=0"), "\(progress.screen())")
    #expect(
      progress.screen().split(separator: "\n").contains("  e/progreso.json"),
      "\(progress.screen())")
    #expect(
      Self.waitForWords(progress, "Esta orden solo lee: no lo he tocado"), "\(progress.screen())")
    #expect(try Data(contentsOf: leccion.progressURL) == damaged)
    let names = { () throws -> [String] in
      try FileManager.default.contentsOfDirectory(atPath: leccion.workspace.path)
        .filter { $0.hasPrefix("progreso.json.dañado-") }
    }
    #expect(try names().isEmpty)

    // El tutor sí lo aparta, y la copia se nombra entera en su línea.
    let tmux = try Self.tutor(leccion, width: width)
    #expect(tmux.waitFor("leccion ›"), "\(tmux.screen())")
    let backup = try #require(try names().first)
    #expect(tmux.screen().split(separator: "\n").contains("  e/\(backup)"), "\(tmux.screen())")
    #expect(tmux.endOfFileAtPrompt(), "\(tmux.screen())")
    #expect(tmux.waitFor("SALIDA=0"), "\(tmux.screen())")
  }
}
