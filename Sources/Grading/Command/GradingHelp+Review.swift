import Support

extension GradingHelp {
  /// Las opciones de revisión de una tarea («review»), tal como las lee el profesor; en la
  /// ayuda de `corregir` y en la de `tarea`.
  static let reviewOptions = CommandHelp.Section(
    "QUÉ VE EL ALUMNO Y CUÁNDO (el campo «review» de la tarea)",
    [
      .lines([
        "Cinco cosas: correctness (si acertó), points (los puntos), feedback (por qué",
        "su respuesta no es), rightAnswer (la respuesta correcta; en código, la",
        "solución) y explanation (la explicación). Cada una «al-responder»,",
        "«devolucion» (con «leccion revisar») o «nunca». Por omisión:",
      ]),
      .table(
        [
          .init("practica", "todo al responder"),
          .init(
            "intentos",
            [
              "al responder, si acertó, los puntos y el comentario; con la",
              "devolución, también la respuesta y la explicación",
            ]),
          .init("diferida", "nada al responder; todo con la devolución"),
        ], labelWidth: nil),
      .lines([
        "Ejemplo: \"review\": { \"rightAnswer\": \"al-responder\" }, o en «tarea nueva»",
        "--revision rightAnswer=al-responder, enseña la respuesta en cuanto el",
        "ejercicio se cierra (acertado, o sin intentos). La devolución lleva lo que",
        "abre, así que la copia del alumno lo enseña sin tener las claves; nunca lleva",
        "tus --pruebas-ocultas. En diferida, el código solo dice si compila.",
      ]),
    ])
}
