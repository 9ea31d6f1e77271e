/// `--help` of `leccion corregir` and `leccion exportar`.
enum GradingHelp {
  static let grade = """
    leccion corregir — corrige las entregas de una clase

    USO
      leccion corregir ENTREGA|CARPETA… [opciones]
      leccion corregir --unir informe-*.json [--formato F] [--salida F]

    Cada ENTREGA es un archivo de «leccion exportar»; cada CARPETA, una carpeta de
    trabajo de un alumno o una carpeta con entregas (*.json) y carpetas de trabajo.
    Todo se vuelve a corregir desde las respuestas y el código; lo que el alumno
    diga que aprobó no cuenta. Nada de lo que se corrige se modifica.

    OPCIONES
      --formato F            texto (por omisión), json, csv o junit
      --salida F             escribe el informe en F (sin sobrescribir nada)
      --sobrescribir         permite que --salida reemplace un archivo que ya existe
      --pruebas-ocultas DIR  pruebas extra por ejercicio: DIR/ID.swift o
                             DIR/ID/*.swift
      --pesos F              pesos por lección y ejercicio («id: peso» por línea)
      --trabajos N           entregas a la vez (por omisión, una por núcleo)
      --parte K/N            corrige solo la parte K de N (informes para --unir)
      --unir                 une los informes JSON de todas las partes en uno
      --tiempo S             segundos que puede durar cada ejercicio de código (10)
      --curso DIR            la carpeta del curso (por omisión, la de esta leccion)
      --sin-cache            compila todo aunque esté en la caché
      -h, --help             muestra esta ayuda

    CÓDIGOS DE SALIDA
      0  todas las entregas se corrigieron
      1  se corrigió, pero alguna entrega no se pudo corregir (ver su motivo)
      2  la orden está mal escrita, o el curso, los pesos, las pruebas ocultas o el
         motor de código no permiten corregir
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
      1  la carpeta de trabajo no se puede exportar (ver el motivo)
      2  la orden está mal escrita
    """
}
