import Checker
import Support

/// Las opciones que declaran `leccion corregir`, `leccion tarea` y `leccion exportar`, y su
/// `--help`: de cada lista salen el lector de la orden y su ayuda (`CommandHelp`).
enum GradingHelp {
  static let help = CommandOption("-h", "--help", help: "muestra esta ayuda")

  // MARK: corregir

  /// `--formato`: sin él, el informe en texto.
  static let format = CommandOption(
    "--formato", value: "F", completion: .words(ReportFormat.allCases.map(\.rawValue)),
    default: ReportFormat.text.rawValue, help: { [formatList(default: $0)] })

  /// Los formatos, en su orden, con su nota: «texto (por omisión), json, …, canvas o moodle
  /// (…) o exercism (…)».
  static func formatList(default defaultFormat: String) -> String {
    var items: [String] = []
    var remaining = ReportFormat.allCases[...]
    while let first = remaining.popFirst() {
      var names = [first.rawValue]
      while let note = first.helpNote, remaining.first?.helpNote == note,
        let next = remaining.popFirst()
      {
        names.append(next.rawValue)
      }
      let note = first.helpNote ?? (names == [defaultFormat] ? "por omisión" : nil)
      items.append(names.joined(separator: " o ") + (note.map { " (\($0))" } ?? ""))
    }
    guard let last = items.popLast() else { return "" }
    return items.isEmpty ? last : items.joined(separator: ", ") + " o " + last
  }

  /// `--tiempo`: sin él, el de la caja de corregir.
  static let time = CommandOption(
    "--tiempo", value: "S",
    default: CommandOption.written(SandboxLimits.grading(seconds: nil).wallClockSeconds),
    help: { ["segundos que puede durar cada ejercicio de código (\($0))"] })

  /// `--similitud-comun`: sin él, la parte de `SimilaritySettings`.
  static let similarityShare = CommandOption(
    "--similitud-comun", value: "P",
    default: CommandOption.written(SimilaritySettings().commonShare, percent: true),
    help: {
      [
        "el código que escriben más de P de los autores de",
        "un ejercicio no cuenta (\($0) por omisión), ni el que",
        "está en más de la mitad de las entregas; las",
        "entregas casi iguales (cada una con el "
          + CommandOption.written(SimilaritySettings().sameSourceLevel, percent: true)
          + " de sus",
        "huellas en la otra) son un solo autor",
      ]
    })

  /// `--similitud-umbral`: sin él, `auto`.
  static let similarityThreshold = CommandOption(
    "--similitud-umbral", value: "U", completion: .words(["auto"]),
    default: SimilaritySettings.Threshold.autoWord,
    help: {
      [
        "\($0) (por omisión: desde el "
          + CommandOption.written(SimilaritySettings().floor, percent: true)
          + " por ejercicio y el",
        CommandOption.written(SimilaritySettings().overallFloor, percent: true)
          + " en conjunto siempre, y más abajo lo que se sale",
        "de la clase) o la parte fija de huellas comunes,",
        "p. ej. 70%",
      ]
    })

  static let gradeOptions = [
    format,
    CommandOption(
      "--columna", value: "NOMBRE", described: "el título de la tarea o, sin tarea, el del curso",
      help: {
        [
          "canvas y moodle: el nombre de la columna de la",
          "nota (por omisión, \($0)); las entregas sin corregir",
          "no van (su nota allí no se toca)",
        ]
      }),
    CommandOption(
      "--id-alumno", value: "CAMPO", completion: .words(GradebookIDField.allCases.map(\.rawValue)),
      help: [
        "dónde va el id del alumno: en canvas, sis-user",
        "(por omisión), sis-login o id (el número de",
        "Canvas); en moodle,",
        "username (por omisión), email o idnumber",
      ]),
    CommandOption(
      "--salida", value: "F", completion: .file,
      help: "escribe el informe en F (sin sobrescribir nada)"),
    CommandOption(
      "--sobrescribir", help: "permite que --salida reemplace un archivo que ya existe"),
    CommandOption(
      "--devoluciones", value: "DIR", completion: .directory,
      help: [
        "escribe DIR/ALUMNO.json, la corrección de cada alumno,",
        "que abre con «leccion revisar» (en una tarea diferida,",
        "es lo que le abre veredictos y soluciones)",
      ]),
    CommandOption(
      "--pruebas-ocultas", value: "DIR", completion: .directory,
      help: [
        "pruebas extra por ejercicio: DIR/ID.swift o",
        "DIR/ID/*.swift; corren en un programa aparte y",
        "al alumno solo se le dice cuántas no pasan y la",
        "pista",
      ]),
    CommandOption(
      "--tarea", value: "F", completion: .file,
      help: [
        "la tarea (de «leccion tarea nueva»): qué cuenta,",
        "cuánto pesa, cómo puntúa cada intento y qué abren",
        "las devoluciones; con --unir, la de las partes",
      ]),
    CommandOption(
      "--pesos", value: "F", completion: .file,
      help: [
        "pesos por lección y ejercicio («id: peso» por línea);",
        "con --tarea, solo si son los suyos (los pesos van",
        "en la tarea: «leccion tarea nueva --pesos F»)",
      ]),
    CommandOption(
      "--trabajos", value: "N", described: "una por núcleo",
      help: {
        [
          "compiladores a la vez (por omisión, \($0)); una",
          "entrega más ejecuta sus programas mientras tanto",
        ]
      }),
    CommandOption(
      "--parte", value: "K/N",
      help: [
        "corrige solo la parte K de N (informes para --unir);",
        "con «auto», la toma del sistema de colas (Slurm,",
        "GitLab CI, Kubernetes; ver Cluster/README.md)",
      ]),
    CommandOption("--unir", help: "une los informes JSON de todas las partes en uno"),
    time,
    CommandOption(
      "--curso", value: "DIR", completion: .directory, described: "la de esta leccion",
      help: { ["la carpeta del curso (por omisión, \($0));", "con --unir, la de las partes"] }),
    CommandOption(
      "--almacen", value: "DIR", completion: .directory,
      described: "~/.cache/leccion/resultados/CURSO",
      help: { ["el almacén de resultados de la clase (por omisión,", "\($0); ver abajo)"] }),
    CommandOption(
      "--sin-cache",
      help: [
        "compila y ejecuta todo: sin el almacén de resultados",
        "(la caché de programas del tutor no se usa nunca)",
      ]),
    CommandOption(
      "--similitud",
      help: [
        "añade al informe (texto, json o html) los pares de",
        "alumnos cuyo código se parece más que el resto",
      ]),
    CommandOption("--solo-similitud", help: "solo eso, sin corregir ni compilar: segundos"),
    similarityShare,
    similarityThreshold,
    help,
  ]

  static let grade = CommandHelp(
    command: "leccion corregir", summary: "corrige las entregas de una clase",
    usage: [
      CommandHelp.usage("leccion corregir", arguments: "ENTREGA|CARPETA… [opciones]"),
      CommandHelp.usage(
        "leccion corregir", arguments: "--unir informe-*.json",
        options: ["--formato", "--salida", "--devoluciones", "--curso", "--tarea"].compactMap(
          gradeOptions.named)),
      CommandHelp.usage(
        "leccion corregir", arguments: "--solo-similitud ENTREGA|CARPETA…",
        options: ["--formato", "--salida"].compactMap(gradeOptions.named)),
    ],
    sections: [
      .text([
        "Cada ENTREGA es un archivo de «leccion exportar»; cada CARPETA, una carpeta de",
        "trabajo de un alumno o una carpeta con entregas (*.json) y carpetas de trabajo.",
        "Todo se vuelve a corregir desde las respuestas y el código; lo que el alumno",
        "diga que aprobó no cuenta. Nada de lo que se corrige se modifica.",
      ]),
      .options(gradeOptions),
      CommandHelp.Section(
        "CÓMO PUNTÚA (según el «mode» de la tarea; sin tarea, práctica)",
        [
          .table(
            [
              .init("practica", "cuenta la última respuesta de cada ejercicio"),
              .init(
                "intentos",
                [
                  "cada intento vale su respuesta menos «penalty» por cada",
                  "intento anterior (\(penalty.defaultValue ?? "") por omisión); cuenta el mejor",
                ]),
              .init(
                "diferida",
                [
                  "cuenta la última respuesta antes de la fecha límite; el alumno",
                  "no ve veredictos hasta que le devuelves su informe",
                ]),
            ], labelWidth: nil),
          .lines([
            "Ver la solución antes de responder deja ese ejercicio a 0 (solutionCost) y",
            "cada pista puede restar (hintCost). Un código de inicio sin tocar es «sin",
            "hacer» y vale 0. Un registro editado a mano sale como alterado («!»).",
          ]),
        ]),
      reviewOptions,
      .text(
        "DE QUIÉN ES CADA ENTREGA",
        [
          "Cuenta el id de dentro de la entrega («student»: con él se barajaron las",
          "opciones que vio el alumno), nunca el nombre del archivo. Si el archivo no",
          "lleva ese id («zoe.json», o al final tras «_», «-» o un espacio, como en las",
          "descargas de Canvas y Moodle), se corrige igual y la fila lleva un aviso en",
          "todos los formatos. Si dos entregas dicen ser del mismo alumno y solo una",
          "lleva su nombre, se corrige esa y la otra es una fila de error; si ninguna",
          "o las dos, las dos. Con --tarea, una entrega sin historial (del formato 1)",
          "no se corrige: es una fila de error.",
        ]),
      .text(
        "PARECIDOS DE CÓDIGO (--similitud, --solo-similitud)",
        [
          "Una pista para mirar, nunca una acusación: compara el código de cada par de",
          "alumnos con las huellas de MOSS, sin nombres, literales, comentarios ni",
          "espacios (renombrar o reformatear no lo esconde), sin el archivo de inicio",
          "ni el código que casi todos escriben igual, y señala los pares que se salen",
          "de lo que se parece la clase entre sí, con los tramos comunes de los dos.",
          "Con una fecha límite, lanza primero --solo-similitud (no compila, así que",
          "tarda segundos con 300 entregas y se repite con otro umbral sin volver a",
          "corregir) y corrige después; --similitud deja las dos cosas en un solo",
          "informe, y con --parte cada parte los busca en la clase entera.",
        ]),
      .text(
        "VOLVER A CORREGIR",
        [
          "Cada código se comprueba una vez: el mismo archivo de dos alumnos, una sola",
          "vez, y el veredicto se guarda en el almacén de la clase, por el resumen de todo",
          "lo que lo decide (curso, pruebas ocultas del ejercicio, código, compilador y",
          "motor, --tiempo, versión de leccion). Al volver a corregir (una fecha límite",
          "ampliada, una prueba oculta arreglada) solo se compila y ejecuta lo que",
          "cambió; los puntos se recalculan siempre con la tarea. El informe es el mismo,",
          "byte a byte, con almacén o sin él. Un tiempo agotado se guarda solo si es",
          "del programa (ver TIEMPOS AGOTADOS). Lo que no se usa en 90 días se borra",
          "solo; borrar la carpeta a mano también es seguro.",
        ]),
      timeoutRule,
      .text("LÍMITES DEL CÓDIGO", limitLines(TreeMemoryBound.current(for: .grading(seconds: nil)))),
      .table(
        "CÓDIGOS DE SALIDA",
        [
          .init("0", "todas las entregas se corrigieron"),
          .init("1", "se corrigió, pero alguna entrega no se pudo corregir (ver su motivo)"),
          .init(
            "2",
            [
              "la orden está mal escrita, o el curso, los pesos, las pruebas ocultas o el",
              "motor de código no permiten corregir",
            ]),
        ]),
    ])

  /// Los límites de compilar y de ejecutar, con el tope de memoria de esta máquina.
  static func limitLines(_ bound: TreeMemoryBound) -> [String] {
    let how =
      bound.perProcess
      ? [
        "Aquí no hay cgroup de memoria que usar (\(bound.mechanism)): cada proceso",
        "tiene \(TreeMemoryBound.gibibytes(SandboxLimits.standard.fallbackMemoryBytes)) GiB "
          + "y caben \(bound.processes), así que el programa con sus hijos",
        "no pasa de \(bound.gibibytes) GiB.",
      ]
      : [
        "Cada programa, con todos los procesos que cree, tiene \(bound.gibibytes) GiB de",
        "memoria y \(bound.processes) procesos en un cgroup propio (\(bound.mechanism)).",
      ]
    return [
      "Cada ejercicio se compila y se ejecuta en una caja (bubblewrap): sin red, sin la",
      "carpeta personal, sin /tmp ni la carpeta de la clase, sin tus variables de",
      "entorno, y todo su árbol de procesos muere al terminar. Compilar tiene",
      "60 s de CPU (y 5 veces eso de reloj) y 4 GiB; una compilación que no termina",
      "es el resultado del alumno («la compilación no terminó en 60 s») y se guarda",
      "como tal. Ejecutar tiene --tiempo (\(time.defaultValue ?? "") s por omisión). El programa no lee ni",
      "cambia su propia memoria (/proc/self/mem, donde está la clave que firma sus",
      "resultados): corre sin privilegios y no es volcable. Si corriera como root (sin",
      "setpriv), su veredicto lo diría.",
    ] + how
  }

  // MARK: exportar

  static let exportOptions = [
    CommandOption(
      "--salida", value: "F", completion: .file,
      default: ExportCommand.defaultOutput(student: "ALUMNO"),
      help: { ["el archivo que se escribe (por omisión, \($0))"] }),
    CommandOption(
      "--espacio", value: "DIR", completion: .directory,
      help: "tu carpeta de trabajo (por omisión, la actual o una superior)"),
    CommandOption(
      "--curso", value: "DIR", completion: .directory,
      help: "la carpeta del curso (por omisión, la de esta leccion)"),
    help,
  ]

  static let export = CommandHelp(
    command: "leccion exportar", summary: "prepara tu entrega para el profesor",
    usage: [
      CommandHelp.usage(
        "leccion exportar",
        options: ["--salida", "--espacio", "--curso"].compactMap(exportOptions.named))
    ],
    sections: [
      .text([
        "Reúne en un solo archivo tus respuestas y tus archivos de código, con tu id de",
        "alumno y la versión del curso. El profesor lo corrige todo de nuevo con",
        "«leccion corregir».",
      ]),
      .options(exportOptions),
      .table(
        "CÓDIGOS DE SALIDA",
        [
          .init("0", "entrega escrita"),
          .init("2", "la orden está mal escrita"),
          .init(
            "3",
            [
              "la carpeta de trabajo o el curso no se pueden usar (no existen, están",
              "dañados o la carpeta no dice de qué alumno es; ver el motivo)",
            ]),
        ]),
    ])
}
