/// El `--help` de `leccion corregir` y de `leccion exportar`.
enum GradingHelp {
  static let grade = """
    leccion corregir — corrige las entregas de una clase

    USO
      leccion corregir ENTREGA|CARPETA… [opciones]
      leccion corregir --unir informe-*.json [--formato F] [--salida F]
      leccion corregir --solo-similitud ENTREGA|CARPETA… [--formato F] [--salida F]

    Cada ENTREGA es un archivo de «leccion exportar»; cada CARPETA, una carpeta de
    trabajo de un alumno o una carpeta con entregas (*.json) y carpetas de trabajo.
    Todo se vuelve a corregir desde las respuestas y el código; lo que el alumno
    diga que aprobó no cuenta. Nada de lo que se corrige se modifica.

    OPCIONES
      --formato F            texto (por omisión), json, csv, junit,
                             estadisticas (CSV por ejercicio), html (una
                             página para leer, con gráficos y un alumno por
                             sección), canvas o moodle (el CSV que importa su
                             libro de calificaciones) o exercism (con
                             --salida DIR: DIR/ALUMNO/results.json)
      --columna NOMBRE       canvas y moodle: el nombre de la columna de la
                             nota (por omisión, el título del curso)
      --id-alumno CAMPO      dónde va el id del alumno: en canvas, sis-user
                             (por omisión), sis-login o id; en moodle,
                             username (por omisión), email o idnumber
      --salida F             escribe el informe en F (sin sobrescribir nada)
      --sobrescribir         permite que --salida reemplace un archivo que ya existe
      --devoluciones DIR     escribe DIR/ALUMNO.json, la corrección de cada alumno,
                             que abre con «leccion revisar» (en una tarea diferida,
                             es lo que le abre veredictos y soluciones)
      --pruebas-ocultas DIR  pruebas extra por ejercicio: DIR/ID.swift o
                             DIR/ID/*.swift
      --tarea F              la tarea (de «leccion tarea nueva»): qué cuenta,
                             cuánto pesa y cómo puntúa cada intento
      --pesos F              pesos por lección y ejercicio («id: peso» por línea);
                             sin --tarea
      --trabajos N           entregas a la vez (por omisión, una por núcleo)
      --parte K/N            corrige solo la parte K de N (informes para --unir);
                             con «auto», la toma del sistema de colas (Slurm,
                             GitLab CI, Kubernetes; ver Cluster/README.md)
      --unir                 une los informes JSON de todas las partes en uno
      --tiempo S             segundos que puede durar cada ejercicio de código (10)
      --curso DIR            la carpeta del curso (por omisión, la de esta leccion)
      --sin-cache            compila todo aunque esté en la caché
      --similitud            añade al informe (texto, json o html) los pares de
                             alumnos cuyo código se parece más que el resto
      --solo-similitud       solo eso, sin corregir ni compilar: segundos
      --similitud-comun P    el código que está en más de P de las entregas de
                             un ejercicio no cuenta (10% por omisión)
      --similitud-umbral U   auto (por omisión: sale de la propia clase) o la
                             parte fija de huellas comunes, p. ej. 70%
      -h, --help             muestra esta ayuda

    CÓMO PUNTÚA (según el «mode» de la tarea; sin tarea, práctica)
      practica  cuenta la última respuesta de cada ejercicio
      intentos  cada intento vale su respuesta menos «penalty» por cada
                intento anterior (1/3 por omisión); cuenta el mejor
      diferida  cuenta la última respuesta antes de la fecha límite; el alumno
                no ve veredictos hasta que le devuelves su informe
    Ver la solución antes de responder deja ese ejercicio a 0 (solutionCost) y
    cada pista puede restar (hintCost). Un código de inicio sin tocar es «sin
    hacer» y vale 0. Un registro editado a mano sale como alterado («!»).

    PARECIDOS DE CÓDIGO (--similitud, --solo-similitud)
    Una pista para mirar, nunca una acusación: compara el código de cada par de
    alumnos con las huellas de MOSS, sin nombres, literales, comentarios ni
    espacios (renombrar o reformatear no lo esconde), sin el archivo de inicio
    ni el código que casi todos escriben igual, y señala los pares que se salen
    de lo que se parece la clase entre sí, con los tramos comunes de los dos.
    Con una fecha límite, lanza primero --solo-similitud (no compila, así que
    tarda segundos con 300 entregas y se repite con otro umbral sin volver a
    corregir) y corrige después; --similitud deja las dos cosas en un solo
    informe, y con --parte cada parte los busca en la clase entera.

    CÓDIGOS DE SALIDA
      0  todas las entregas se corrigieron
      1  se corrigió, pero alguna entrega no se pudo corregir (ver su motivo)
      2  la orden está mal escrita, o el curso, los pesos, las pruebas ocultas o el
         motor de código no permiten corregir
    """

  static let assignment = """
    leccion tarea — prepara una tarea para que el curso cuente en la nota

    USO
      leccion tarea nueva --modo practica|intentos|diferida [opciones]

    Escribe un archivo de tarea (tarea.json) comprobado contra el curso. Repártelo
    («leccion iniciar --alumno ID --tarea tarea.json DIR») y corrige con
    «leccion corregir --tarea tarea.json ENTREGAS…»: se corrige siempre con tu
    copia, así que nada de una entrega cambia las reglas.

    MODOS
      practica  veredicto y explicación al momento; cuenta la última respuesta
      intentos  veredicto al momento; cada intento resta --penalizacion al
                siguiente; cuenta el mejor
      diferida  sin veredictos hasta que devuelves el informe; cuenta la última
                respuesta antes de --fecha-limite

    OPCIONES
      --salida F          el archivo (por omisión, tarea.json; no sobrescribe)
      --sobrescribir      permite reemplazar un archivo que ya existe
      --titulo T          un nombre para la tarea
      --penalizacion X    intentos: lo que resta cada intento (1/3 por omisión)
      --intentos N        intentos: cuántos cuentan como mucho
      --pista X           lo que resta cada pista vista (0 por omisión)
      --solucion X        lo que resta ver la solución antes (1: deja un 0)
      --fecha-limite F    fecha ISO 8601 (2026-12-20T23:59:00Z); lo posterior
                          se informa como tardío y no cuenta
      --contar-tardias    lo posterior a la fecha límite también cuenta
      --semilla S         semilla con que se barajan las opciones (por omisión,
                          una nueva)
      --ejercicios L      lo que cuenta: ids de lecciones o ejercicios,
                          separados por comas (por omisión, todo)
      --pesos F           los pesos de un archivo de pesos («id: peso»)
      --curso DIR         la carpeta del curso (por omisión, la de leccion)
      --curso-alumno DIR  intentos o diferida: escribe en DIR la copia del curso
                          que repartes a los alumnos (ver abajo)
      -h, --help          muestra esta ayuda

    X admite 0.25, 1/3 o 25%.

    LA COPIA DEL ALUMNO (--curso-alumno)
    Sin soluciones, explicaciones ni claves en claro: en diferida no lleva
    claves; en intentos, solo resúmenes con sal que el tutor comprueba. Tú
    corriges con el curso completo. Impide leer la clave en los archivos; no
    impide que alguien programe un intento de cada opción contra los resúmenes.
    Un texto con una errata es incorrecto en la copia, no «casi».

    CÓDIGOS DE SALIDA
      0  tarea escrita
      2  la orden está mal escrita o el curso no permite la tarea
    """

  static let export = """
    leccion exportar — prepara tu entrega para el profesor

    USO
      leccion exportar [--salida entrega.json] [--espacio DIR] [--curso DIR]

    Reúne en un solo archivo tus respuestas y tus archivos de código, con tu id de
    alumno y la versión del curso. El profesor lo corrige todo de nuevo con
    «leccion corregir».

    OPCIONES
      --salida F      el archivo que se escribe (por omisión, entrega-ALUMNO.json)
      --espacio DIR   tu carpeta de trabajo (por omisión, la actual o una superior)
      --curso DIR     la carpeta del curso (por omisión, la de esta leccion)
      -h, --help      muestra esta ayuda

    CÓDIGOS DE SALIDA
      0  entrega escrita
      2  la orden está mal escrita
      3  la carpeta de trabajo o el curso no se pueden usar (no existen, están
         dañados o la carpeta no dice de qué alumno es; ver el motivo)
    """
}
