/// Textos de ayuda de `leccion`, en castellano.
enum HelpText {
  static let general = """
    leccion — tutor en la terminal del estado compartido (Composable Architecture)

    USO
      leccion [orden] [opciones]

    Sin orden, abre el tutor interactivo y sigue donde lo dejaste.

    ÓRDENES
      lista (ls, mapa)          El mapa del curso: lecciones, ejercicios, estado.
      progreso (prog)           Resumen de tu progreso.
      comprobar (comp) [ID]     Corrige de nuevo un ejercicio (o el actual);
                                --todo, todos.
      pista (p) ID              Muestra la siguiente pista de un ejercicio.
      reiniciar (rein) ID       Devuelve un ejercicio a su estado inicial
                                (--si para confirmar sin preguntar).
      iniciar (init) [DIR]      Crea un espacio de trabajo (--alumno ID, para
                                las entregas; --tarea F, la de tu profesor).
      validar (val) [DIR]       Comprueba un curso: «archivo:línea: mensaje».
      vigilar (vig) [ID]        Corrige un ejercicio de código cada vez que
                                guardas su archivo.
      exportar (exp)            Prepara tu entrega (un archivo) para el profesorado.
      revisar (rev) ARCHIVO     Abre la corrección que te devolvió tu profesor.
      corregir (corr) ENTREGA…  Corrige entregas por lotes (ver corregir --help).
      tarea nueva               Prepara una tarea: qué cuenta y cómo puntúa.
      ayuda [ORDEN]             Esta ayuda, o la de una orden.

    OPCIONES
      --curso DIR               Usa el curso de DIR en vez del de leccion.
      --espacio DIR             Usa el espacio de trabajo de DIR.
      --formato texto|json      Salida en JSON: lista, progreso, comprobar, validar.
      -h, --help                Muestra esta ayuda.
      -V, --version             Muestra la versión.

    ESPACIO DE TRABAJO
      Una carpeta con espacio.json, progreso.json y los archivos de los ejercicios
      de código (codigo/ID.swift), que editas con tu editor. Se usa, por orden: el
      de --espacio, el de la carpeta actual (o una superior) y, si no hay ninguno,
      uno que leccion crea en $XDG_DATA_HOME/leccion (por omisión,
      ~/.local/share/leccion).

    ENTORNO
      NO_COLOR, TERM=dumb       Sin colores ni códigos de escape.
      COLUMNS                   Ancho de la terminal.
      VISUAL, EDITOR            El editor de «editar» (si no, nano o vi).

    CÓDIGOS DE SALIDA
      0    todo fue bien
      1    la orden se ejecutó, pero algo no pasó (una comprobación, un curso con
           problemas)
      2    la orden está mal escrita (orden u opción desconocida, falta algo)
      3    el curso o el espacio de trabajo no se pueden usar (no existen, dañados)
      130  interrumpida con Ctrl-C, tras guardar
      143  terminada por SIGTERM, tras guardar (129 si se cerró la terminal: SIGHUP)
    """

  /// La ayuda de una orden.
  static func help(for command: CommandName) -> String {
    switch command {
    case .list:
      return """
        leccion lista — el mapa del curso

        USO
          leccion lista [--formato texto|json]

        Cada lección con sus ejercicios, su id y su estado:
          ✓ resuelto   ✗ intentado sin resolver   · sin empezar   ▸ donde estás
        """
    case .progress:
      return """
        leccion progreso — resumen de tu progreso

        USO
          leccion progreso [--formato texto|json]

        Ejercicios resueltos por lección, intentos, pistas y soluciones vistas.
        """
    case .check:
      return """
        leccion comprobar — vuelve a corregir ejercicios

        USO
          leccion comprobar [ID] [--todo] [--formato texto|json]

        Sin argumentos, corrige el ejercicio en el que estás. Con ID, ese ejercicio; con
        --todo, todos los que tienen respuesta o archivo de código. Las respuestas se
        corrigen de nuevo a partir de lo que escribiste, nunca de un «resuelto»
        guardado.
        Sale con 1 si alguno no pasa.
        """
    case .hint:
      return """
        leccion pista — la siguiente pista de un ejercicio

        USO
          leccion pista ID

        Cada vez muestra una pista más, de la más general a la más concreta, y lo anota
        en tu progreso.
        """
    case .reset:
      return """
        leccion reiniciar — empezar de nuevo un ejercicio

        USO
          leccion reiniciar ID [--si]

        En un ejercicio de código, devuelve su archivo al de inicio (el tuyo se guarda
        como copia .anterior). En los demás, el ejercicio vuelve a quedar sin resolver;
        tus respuestas anteriores siguen en el historial. Pregunta antes de hacerlo; sin
        terminal, hace falta --si.
        """
    case .initialize:
      return """
        leccion iniciar — crea un espacio de trabajo

        USO
          leccion iniciar [DIR] [--alumno ID] [--tarea F]

        Crea DIR (por defecto, la carpeta actual) con espacio.json y los archivos de
        inicio de los ejercicios de código en codigo/; progreso.json lo escribe el
        tutor la primera vez que lo abres ahí. Nunca sobrescribe un archivo que ya
        exista. --alumno anota quién eres, para las entregas (también en un espacio
        que ya existe). --tarea copia la tarea de tu profesor (tarea.json): el tutor
        sigue sus reglas y te las dice al empezar.
        """
    case .validate:
      return """
        leccion validar — comprueba un curso

        USO
          leccion validar [DIR] [--formato texto|json]

        Comprueba el curso de DIR (por defecto, el de leccion o el de --curso) y muestra
        cada problema como «archivo:línea: mensaje». Sale con 1 si hay alguno.

        Después vienen los avisos para quien escribe el curso, como «archivo:línea:
        aviso: mensaje» (en JSON, en «warnings»): no son errores y no cambian la salida.
        """
    case .review:
      return """
        leccion revisar — abre la corrección que te devolvió tu profesor

        USO
          leccion revisar ARCHIVO

        Muestra lo que sacaste en cada ejercicio y por qué, y guarda la devolución en
        tu espacio (devolucion.json). En una tarea diferida, desde ese momento el tutor
        te enseña los veredictos, las explicaciones y las soluciones.
        """
    case .watch:
      return """
        leccion vigilar — corrige al guardar

        USO
          leccion vigilar [ID]

        Vigila el archivo del ejercicio de código ID (o el del ejercicio en que estás, o
        todos) y lo corrige cada vez que lo guardas. Ctrl-C para terminar.
        """
    case .help:
      return general
    }
  }
}
