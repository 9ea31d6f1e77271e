extension ReplCommand {
  /// Todas las órdenes del tutor interactivo, en el orden de «ayuda». Una orden nueva es una
  /// entrada aquí (y lo que hace, en `Repl`): su lectura, su ayuda, su sugerencia y su
  /// completado salen de ella.
  static let table: [ReplCommand] = [
    ReplCommand(
      "siguiente", aliases: ["s", "sig"],
      summary: "el paso siguiente (Intro, si no queda nada pendiente)",
      perform: { repl, _ in repl.goNext() }),
    ReplCommand(
      "atrás", aliases: ["atras", "at"], summary: "el paso anterior",
      perform: { repl, _ in repl.goBack() }),
    ReplCommand(
      "índice", aliases: ["indice", "ind"], summary: "el mapa del curso, con tu progreso",
      perform: { repl, _ in repl.showIndex() }),
    ReplCommand(
      "ir", argument: .place, summary: "a un ejercicio, a una lección (ir 2) o a una sección",
      perform: { repl, call in repl.go(to: call.argument) }),
    ReplCommand(
      "pista", aliases: ["p"], argument: .exercise,
      summary: "la siguiente pista de este ejercicio (o del ID)",
      perform: { repl, call in await repl.withExercise(call) { repl.showHint(for: $0) } }),
    ReplCommand(
      "solución", aliases: ["solucion", "sol"], argument: .exercise,
      summary: "la solución (si no lo has resuelto, cuenta como vista)",
      perform: { repl, call in await repl.withExercise(call) { repl.showSolution(for: $0) } }),
    ReplCommand(
      "comprobar", aliases: ["comp"], argument: .exercise,
      summary: "corrige otra vez tu respuesta o tu archivo de código",
      perform: { repl, call in await repl.withExercise(call) { await repl.check($0) } }),
    ReplCommand(
      "responder", aliases: ["resp"], argument: .text,
      summary: "por si tu respuesta se parece a una orden",
      run: { repl, call in await repl.answerLiterally(call.argument) }),
    ReplCommand(
      "editar", aliases: ["ed"], argument: .exercise,
      summary: "abre tu archivo de código en $VISUAL, $EDITOR, "
        + EditorLauncher.fallbacks.joined(separator: " o "),
      perform: { repl, call in
        await repl.withCodeExercise(call) { await repl.edit($0, code: $1) }
      }),
    ReplCommand(
      "vigilar", aliases: ["vig"], argument: .exercise,
      summary: "corrige tu archivo cada vez que lo guardas (Ctrl-C para parar)",
      perform: { repl, call in
        await repl.withCodeExercise(call) { await repl.watch($0, code: $1) }
      }),
    ReplCommand(
      "ejecutar", aliases: ["ej"], summary: "ejecuta el código de la sección sobre SharedCore",
      perform: { repl, _ in await repl.runSnippet() }),
    ReplCommand(
      "compilador", aliases: ["compila"], argument: .declaration,
      summary: "¿compila contra SharedCore?",
      perform: { repl, call in await repl.compile(call.argument) }),
    ReplCommand(
      "progreso", aliases: ["prog"], summary: "el resumen de tu progreso",
      perform: { repl, _ in repl.showProgress() }),
    ReplCommand(
      "reiniciar", aliases: ["rein"], argument: .exercise,
      summary: "vuelve a empezar un ejercicio",
      perform: { repl, call in await repl.withExercise(call) { repl.reset($0) } }),
    ReplCommand(
      "ayuda", aliases: ["?", "help"], summary: "esta ayuda",
      perform: { repl, _ in repl.showHelp() }),
    // Sin «q»: es la tecla del paginador, y quien la pulsa justo cuando la página ya
    // terminó no quiere salir del tutor (su mensaje está en `TutorError`).
    ReplCommand(
      "salir", aliases: ["fin", "exit"], summary: "guarda y sale (también Ctrl-D)",
      run: { _, _ in .quit }),
  ]
}
