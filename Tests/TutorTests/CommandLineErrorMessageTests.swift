import Commands
import Foundation
import Testing

/// Cada mensaje de error de la línea de órdenes de `leccion`, palabra por palabra, tal como
/// sale por la salida de errores al llamar con esos argumentos a la tabla de órdenes entera
/// (`LeccionCommands.table`): los del lector del tutor y los de las órdenes de corrección. Una
/// fila por mensaje (y por cada forma de un mensaje: con sugerencia y sin ella); todos salen
/// con el código 2.
@Suite struct CommandLineErrorMessageTests {
  struct Row: CustomTestStringConvertible, Sendable {
    var arguments: [String]
    var message: String
    init(_ arguments: [String], _ message: String) {
      self.arguments = arguments
      self.message = message
    }
    var testDescription: String { arguments.joined(separator: " ") }
  }

  /// El curso de prueba del tutor, para las órdenes que lo cargan antes de quejarse.
  static let course = TutorHarness.course.path

  /// El tutor: órdenes, opciones, valores y argumentos.
  static let tutor: [Row] = [
    Row(
      ["lsita"],
      "error: orden desconocida «lsita». ¿Quisiste decir «lista»?"),
    Row(
      ["zzz"],
      "error: orden desconocida «zzz». Escribe «leccion --help» para ver las órdenes."),
    Row(
      ["--verison"],
      "error: opción desconocida «--verison». ¿Quisiste decir «--version»?"),
    Row(
      ["--todo"],
      "error: opción desconocida «--todo». Escribe «leccion --help» para ver las órdenes."),
    Row(
      ["lista", "--fromato", "json"],
      "error: opción desconocida «--fromato» para «lista». ¿Quisiste decir «--formato»?"),
    Row(
      ["pista", "--xyz"],
      "error: opción desconocida «--xyz» para «pista». Escribe «leccion pista --help» para ver sus opciones."
    ),
    Row(
      ["lista", "--formato"],
      "error: a «--formato» le falta su valor: escribe «--formato VALOR»."),
    Row(
      ["lista", "--curso="],
      "error: a «--curso» le falta su valor: escribe «--curso VALOR»."),
    Row(
      ["lista", "--curso", "a", "--curso=b"],
      "error: la opción «--curso» aparece dos veces; deja solo una."),
    Row(
      ["lista", "--formato", "xml"],
      "error: formato desconocido «xml»: usa «texto» o «json»."),
    Row(
      ["pista", "x", "--formato", "json"],
      "error: la orden «pista» no admite «--formato». Escribe «leccion pista --help» para ver sus opciones."
    ),
    Row(
      ["pista"],
      "error: a «leccion pista» le falta el id del ejercicio. Escribe «leccion pista --help»."),
    Row(
      ["reiniciar"],
      "error: a «leccion reiniciar» le falta el id del ejercicio. Escribe «leccion reiniciar --help»."
    ),
    Row(
      ["revisar"],
      "error: a «leccion revisar» le falta el archivo de la devolución. Escribe «leccion revisar --help»."
    ),
    Row(
      ["completado"],
      "error: a «leccion completado» le falta la shell (bash o zsh). Escribe «leccion completado --help»."
    ),
    Row(
      ["lista", "de-mas"],
      "error: sobra «de-mas» en «leccion lista». Escribe «leccion lista --help»."),
    Row(
      ["comprobar", "x", "--todo"],
      "error: «comprobar» acepta un id de ejercicio o «--todo», no las dos cosas."),
    Row(
      ["completado", "fish"],
      "error: no sé escribir el completado de «fish»: usa «bash» o «zsh»."),
    Row(
      ["completado", "bash", "zsh"],
      "error: sobra «zsh» en «leccion completado». Escribe «leccion completado --help»."),
    Row(
      ["completado", "--todo"],
      "error: la orden «completado» no admite «--todo». Escribe «leccion completado --help» para ver sus opciones."
    ),
    Row(
      ["completado", "--xyz"],
      "error: opción desconocida «--xyz» para «completado». Escribe «leccion completado --help» para ver sus opciones."
    ),
    Row(
      ["ayuda", "lsita"],
      "error: orden desconocida «lsita». ¿Quisiste decir «lista»?"),
    Row(
      ["ayuda", "exportr"],
      "error: orden desconocida «exportr». ¿Quisiste decir «exportar»?"),
  ]

  /// `exportar` y `tarea`.
  static let assignmentAndExport: [Row] = [
    Row(
      ["exportar", "x"],
      "error: sobra el argumento «x». Escribe «leccion exportar --help» para ver la forma de la orden."
    ),
    Row(
      ["exportar", "--bogus"],
      "error: opción desconocida «--bogus». Escribe «leccion exportar --help» para ver las opciones."
    ),
    Row(
      ["exportar", "--salida"],
      "error: a la opción «--salida» le falta su valor. Escribe «leccion exportar --help» para ver la forma de cada opción."
    ),
    Row(
      ["tarea", "vieja"],
      "error: «vieja» no es una suborden de «leccion tarea»: usa «nueva». Ver «leccion tarea --help»."
    ),
    Row(
      ["tarea", "nueva", "sobra"],
      "error: sobra el argumento «sobra». Escribe «leccion tarea --help» para ver la forma de la orden."
    ),
    Row(
      ["tarea", "nueva", "--bogus"],
      "error: opción desconocida «--bogus». Escribe «leccion tarea --help» para ver las opciones."),
    Row(
      ["tarea", "nueva", "--curso", course],
      "error: a la opción «--modo» le falta su valor. Escribe «leccion tarea --help» para ver la forma de cada opción."
    ),
    Row(
      ["tarea", "nueva", "--modo", "x", "--curso", course],
      "error: «x» no vale para «--modo»: escribe practica, intentos o diferida."),
    Row(
      ["tarea", "nueva", "--modo", "practica", "--penalizacion", "1/3", "--curso", course],
      "error: «--penalizacion» solo tiene sentido con «--modo intentos»."),
    Row(
      ["tarea", "nueva", "--modo", "intentos", "--intentos", "0", "--curso", course],
      "error: «0» no vale para «--intentos»: escribe un entero de 1 a 1000."),
    Row(
      ["tarea", "nueva", "--modo", "intentos", "--fecha-limite", "x", "--curso", course],
      "error: «x» no vale para «--fecha-limite»: escribe una fecha ISO 8601 con hora y zona, como 2026-12-20T23:59:00Z."
    ),
    Row(
      ["tarea", "nueva", "--modo", "intentos", "--contar-tardias", "--curso", course],
      "error: «--contar-tardias» va con --fecha-limite."),
    Row(
      ["tarea", "nueva", "--modo", "intentos", "--pista", "2", "--curso", course],
      "error: «2» no vale para «--pista»: escribe un número entre 0 y 1 (0.25, 1/3 o 25%)."),
    Row(
      ["tarea", "nueva", "--modo", "practica", "--revision", "x", "--curso", course],
      "error: «--revision x» no vale: escribe COSA=CUANDO, separadas por comas, como «rightAnswer=al-responder»."
    ),
    Row(
      ["tarea", "nueva", "--modo", "practica", "--revision", "points=nunca", "--curso", course],
      "error: «--revision points=nunca» no vale: la devolución siempre lleva los puntos: escribe «al-responder» o «devolucion»."
    ),
  ]

  /// `corregir`.
  static let grade: [Row] = [
    Row(
      ["corregir", "--bogus"],
      "error: opción desconocida «--bogus». Escribe «leccion corregir --help» para ver las opciones."
    ),
    Row(
      ["corregir", "--salda", "x"],
      "error: opción desconocida «--salda». ¿Quisiste decir «--salida»?"),
    Row(
      ["corregir", "--salida"],
      "error: a la opción «--salida» le falta su valor. Escribe «leccion corregir --help» para ver la forma de cada opción."
    ),
    Row(
      ["corregir", "e", "--formato", "xls"],
      "error: formato desconocido «xls». Los formatos son: texto, json, csv, junit, estadisticas, html, canvas, moodle y exercism."
    ),
    Row(
      ["corregir", "e", "--formato", "jsn"],
      "error: formato desconocido «jsn». ¿Quisiste decir «json»? Los formatos son: texto, json, csv, junit, estadisticas, html, canvas, moodle y exercism."
    ),
    Row(
      ["corregir", "e", "--columna", "N"],
      "error: «--columna» solo se usa con «--formato canvas» o «--formato moodle»."),
    Row(
      ["corregir", "e", "--formato", "canvas", "--id-alumno", "x"],
      "error: «--id-alumno x» no vale con «--formato canvas»: escribe sis-user, sis-login o id."),
    Row(
      ["corregir", "e", "--formato", "canvas", "--columna", "Parcial (3)"],
      "error: «--columna Parcial (3)» acaba en un número entre paréntesis, y Canvas lo leería como el id de otra tarea (su exportación escribe así «Nombre (id)»): quita los paréntesis o cámbialos, por ejemplo «Parcial 1, parte 2»."
    ),
    Row(
      ["corregir", "e", "--formato", "exercism"],
      "error: «--formato exercism» escribe una carpeta con un archivo por alumno: indícala con «--salida DIR»."
    ),
    Row(
      ["corregir", "e", "--similitud", "--solo-similitud"],
      "error: «--similitud» y «--solo-similitud» no van juntas: la primera añade los parecidos de código al informe de la corrección; la segunda los busca sin corregir. Deja una."
    ),
    Row(
      ["corregir", "e", "--similitud-comun", "30%"],
      "error: «--similitud-comun» solo se usa con «--similitud» o «--solo-similitud»."),
    Row(
      ["corregir", "e", "--similitud", "--similitud-comun", "x"],
      "error: «--similitud-comun x» no vale: indica la parte de los autores de un ejercicio (mayor que 0 y hasta 1) desde la que un trozo de código es común y no cuenta, por ejemplo «--similitud-comun 30%» (por omisión) o «0.2»."
    ),
    Row(
      ["corregir", "e", "--similitud", "--similitud-umbral", "x"],
      "error: «--similitud-umbral x» no vale: escribe «auto» (por omisión: el umbral sale de la propia clase) o la parte de las huellas del que tiene menos que debe compartir un par (mayor que 0 y hasta 1), por ejemplo «--similitud-umbral 70%»."
    ),
    Row(
      ["corregir", "e", "--similitud", "--formato", "csv"],
      "error: los parecidos de «--similitud» no tienen sitio en «--formato csv»: usa texto, json o html."
    ),
    Row(
      ["corregir", "e", "--solo-similitud", "--parte", "1/2"],
      "error: «--parte» no se usa con «--solo-similitud»: los parecidos se buscan en la clase entera, en una sola máquina (no se compila nada). Con «--similitud», cada parte los busca en toda la clase y «--unir» los conserva."
    ),
    Row(
      ["corregir", "e", "--solo-similitud", "--tiempo", "5"],
      "error: «--tiempo» no se usa con «--solo-similitud», que no corrige ni compila nada: quítala, o usa «--similitud» para corregir y buscar parecidos a la vez."
    ),
    Row(
      ["corregir", "e", "--trabajos", "0"],
      "error: «--trabajos 0» no vale: indica un número entero desde 1 (por omisión, uno por núcleo)."
    ),
    Row(
      ["corregir", "e", "--parte", "3/2"],
      "error: «--parte 3/2» no vale: escribe K/N con 1 ≤ K ≤ N, por ejemplo «--parte 2/8»."),
    Row(
      ["corregir", "e", "--tiempo", "0"],
      "error: «--tiempo 0» no vale: indica los segundos que puede durar cada ejercicio de código, por ejemplo «--tiempo 5»."
    ),
    Row(
      ["corregir", "e", "--salida", "a", "--salida", "b"],
      "error: la opción «--salida» aparece dos veces; deja solo una."),
    Row(
      ["corregir"],
      "error: faltan las entregas: «leccion corregir ENTREGA|CARPETA…» (archivos de «leccion exportar» o carpetas de trabajo)."
    ),
    Row(
      ["corregir", "--unir"],
      "error: faltan los informes que unir: «leccion corregir --unir informe-*.json»."),
    Row(
      ["corregir", "--unir", "a.json", "--pesos", "p"],
      "error: «--pesos» no se usa con «--unir»: las partes ya se corrigieron; «--unir» solo admite «--formato», «--salida» y «--devoluciones» (con el «--curso» y la «--tarea» de las partes)."
    ),
    Row(
      ["corregir", "--unir", "a.json", "--similitud"],
      "error: «--similitud» no se usa con «--unir»: las partes ya se corrigieron; «--unir» solo admite «--formato», «--salida» y «--devoluciones» (con el «--curso» y la «--tarea» de las partes)."
    ),
    Row(
      ["corregir", "e", "--almacen", "d", "--sin-cache"],
      "error: «--almacen» y «--sin-cache» no van juntos: con «--sin-cache» no se usa ningún almacén de resultados. Quita una de las dos."
    ),
  ]

  @Test(arguments: tutor + assignmentAndExport + grade)
  func theCommandLineSaysExactlyThis(row: Row) async {
    let result = await TutorHarness().run(row.arguments, course: nil, workspace: false)
    #expect(result.errors == [row.message])
    #expect(result.code == 2)
    #expect(result.output.isEmpty)
  }
}
