import Support
import Workspace

/// `leccion tarea`: sus opciones y su `--help`.
extension GradingHelp {
  /// `--penalizacion`: sin ella, la de una tarea en `intentos` (`Assignment`); la dice
  /// también la ayuda de `corregir`.
  static let penalty = CommandOption(
    "--penalizacion", value: "X", default: CommandOption.written(Assignment(mode: .tries).penalty),
    help: { ["intentos: lo que resta cada intento (\($0) por omisión)"] })

  static let assignmentOptions = [
    // `--modo` se explica en MODOS, no en la lista.
    CommandOption(
      "--modo", value: "practica|intentos|diferida",
      completion: .words(Assignment.Mode.allCases.map(\.rawValue))),
    CommandOption(
      "--salida", value: "F", completion: .file, default: AssignmentCommand.defaultOutput,
      help: { ["el archivo (por omisión, \($0); no sobrescribe)"] }),
    CommandOption("--sobrescribir", help: "permite reemplazar un archivo que ya existe"),
    CommandOption("--titulo", value: "T", help: "un nombre para la tarea"),
    penalty,
    CommandOption("--intentos", value: "N", help: "intentos: cuántos cuentan como mucho"),
    CommandOption(
      "--pista", value: "X",
      default: CommandOption.written(Assignment(mode: .tries).hintCost),
      help: { ["lo que resta cada pista vista (\($0) por omisión)"] }),
    CommandOption(
      "--solucion", value: "X",
      default: CommandOption.written(Assignment(mode: .tries).solutionCost),
      help: { ["lo que resta ver la solución antes (\($0) por omisión: deja un 0)"] }),
    CommandOption(
      "--fecha-limite", value: "F",
      help: [
        "fecha ISO 8601 (2026-12-20T23:59:00Z); lo posterior", "se informa como tardío y no cuenta",
      ]),
    CommandOption("--contar-tardias", help: "lo posterior a la fecha límite también cuenta"),
    CommandOption(
      "--semilla", value: "S", described: "una nueva",
      help: { ["semilla con que se barajan las opciones (por omisión,", "\($0))"] }),
    CommandOption(
      "--alumnos", value: "F", completion: .file,
      help: [
        "la lista de la clase (un id por línea): reparte las", "variantes con equilibrio",
      ]),
    CommandOption(
      "--ejercicios", value: "L", described: "todo",
      help: {
        [
          "lo que cuenta: ids de lecciones o ejercicios,",
          "separados por comas (por omisión, \($0))",
        ]
      }),
    CommandOption(
      "--pesos", value: "F", completion: .file,
      help: [
        "los pesos de un archivo de pesos («id: peso»): el tutor",
        "dice con ellos lo que vale cada ejercicio",
      ]),
    CommandOption(
      "--revision", value: "L",
      help: [
        "qué ve el alumno y cuándo: COSA=CUANDO separadas por",
        "comas, p. ej. rightAnswer=al-responder (ver abajo; lo",
        "que no digas, lo de su modo)",
      ]),
    CommandOption(
      "--curso", value: "DIR", completion: .directory, described: "la de leccion",
      help: { ["la carpeta del curso (por omisión, \($0))"] }),
    CommandOption(
      "--curso-alumno", value: "DIR", completion: .directory,
      help: [
        "intentos o diferida: escribe en DIR la copia del curso",
        "que repartes a los alumnos (ver abajo)",
      ]),
    help,
  ]

  static let assignment = CommandHelp(
    command: "leccion tarea", summary: "prepara una tarea para que el curso cuente en la nota",
    usage: [
      CommandHelp.usage(
        "leccion tarea nueva", arguments: "--modo practica|intentos|diferida [opciones]")
    ],
    sections: [
      .text([
        "Escribe un archivo de tarea (tarea.json) comprobado contra el curso. Repártelo",
        "(«leccion iniciar --alumno ID --tarea tarea.json DIR») y corrige con",
        "«leccion corregir --tarea tarea.json ENTREGAS…»: se corrige siempre con tu",
        "copia, así que nada de una entrega cambia las reglas.",
      ]),
      .table(
        "MODOS",
        [
          .init("practica", "veredicto y explicación al momento; cuenta la última respuesta"),
          .init(
            "intentos",
            [
              "veredicto al momento; cada intento resta --penalizacion al",
              "siguiente; cuenta el mejor",
            ]),
          .init(
            "diferida",
            [
              "sin veredictos hasta que devuelves el informe; cuenta la última",
              "respuesta antes de --fecha-limite",
            ]),
        ]),
      .options(assignmentOptions),
      .text(["X admite 0.25, 1/3 o 25%."]),
      reviewOptions,
      .text(
        "LA COPIA DEL ALUMNO (--curso-alumno)",
        [
          "Sin soluciones, explicaciones ni claves en claro: en diferida no lleva",
          "claves ni las pruebas del código; en intentos, solo resúmenes con sal que",
          "el tutor comprueba. El espacio de cada alumno recuerda la copia: dentro de",
          "él, «leccion» la abre sin --curso. Tú",
          "corriges con el curso completo. Impide leer la clave en los archivos; no",
          "impide que alguien programe un intento de cada opción contra los resúmenes.",
          "Un texto con una errata es incorrecto en la copia, no «casi».",
        ]),
      .table(
        "CÓDIGOS DE SALIDA",
        [
          .init("0", "tarea escrita"),
          .init("2", "la orden está mal escrita o el curso no permite la tarea"),
        ]),
    ])
}
