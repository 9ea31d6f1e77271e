import Support
import Workspace
// El único sitio donde los problemas de la corrección pasan a castellano.

extension GradingError {
  /// El texto en castellano, sin la etiqueta «error:», que pone quien lo presenta
  /// (`ErrorLabel`). En un problema de una entrega es el motivo que se muestra en su fila de
  /// error (la fila ya nombra el archivo).
  public var message: String { message(in: nil) }

  /// El texto cuando lo dice la orden `command` (`"exportar"`, `"tarea nueva"`): la ayuda a
  /// la que remite es la suya. Sin orden, la de `corregir`.
  public func message(in command: String?) -> String {
    let help = "leccion \(command ?? "corregir") --help"
    switch self {
    case .unknownOption(let option, let suggestion):
      return "opción desconocida «\(option)»."
        + (suggestion == nil ? " Escribe «\(help)» para ver las opciones." : didYouMean(suggestion))
    case .missingValue(let option):
      return "a la opción «\(option)» le falta su valor."
        + " Escribe «\(help)» para ver la forma de cada opción."
    case .unknownFormat(let value, let suggestion):
      return "formato desconocido «\(value)»." + didYouMean(suggestion)
        + " Los formatos son: "
        + SpanishList.join(ReportFormat.allCases.map(\.rawValue)) + "."
    case .optionNeedsFormat(let option, let formats):
      return "«\(option)» solo se usa con «--formato "
        + formats.joined(separator: "» o «--formato ") + "»."
    case .invalidGradebookField(let value, let format, let allowed):
      return "«--id-alumno \(value)» no vale con «--formato \(format)»: escribe "
        + SpanishList.join(allowed, conjunction: "o") + "."
    case .gradebookColumnMisread(let column):
      return "«--columna \(column)» acaba en un número entre paréntesis, y Canvas lo leería como"
        + " el id de otra tarea (su exportación escribe así «Nombre (id)»): quita los paréntesis"
        + " o cámbialos, por ejemplo «Parcial 1, parte 2»."
    case .canvasIDNotNumeric(let ids):
      let shown = ids.prefix(3).map { "«\($0)»" }
      let more = ids.count > 3 ? " y \(ids.count - 3) más" : ""
      return "«--id-alumno id» pone el id de alumno en la columna «ID» de Canvas, que es el"
        + " número que Canvas da a cada alumno, y "
        + SpanishList.join(Array(shown)) + more + (ids.count == 1 ? " no lo es" : " no lo son")
        + ": usa «--id-alumno sis-user» o «--id-alumno sis-login» (no se ha escrito nada)."
    case .formatNeedsFolder(let format):
      return "«--formato \(format)» escribe una carpeta con un archivo por alumno:"
        + " indícala con «--salida DIR»."
    case .similarityBothModes:
      return "«--similitud» y «--solo-similitud» no van juntas: la primera añade los"
        + " parecidos de código al informe de la corrección; la segunda los busca sin corregir."
        + " Deja una."
    case .similarityOptionAlone(let option):
      return "«\(option)» solo se usa con «--similitud» o «--solo-similitud»."
    case .invalidSimilarityShare(let value):
      return "«--similitud-comun \(value)» no vale: indica la parte de los autores"
        + " de un ejercicio (mayor que 0 y hasta 1) desde la que un trozo de código es común y no cuenta, por"
        + " ejemplo «--similitud-comun 30%» (por omisión) o «0.2»."
    case .invalidSimilarityThreshold(let value):
      return "«--similitud-umbral \(value)» no vale: escribe «auto» (por omisión: el"
        + " umbral sale de la propia clase) o la parte de las huellas del que tiene menos que"
        + " debe compartir un par (mayor que 0 y hasta 1), por ejemplo «--similitud-umbral 70%»."
    case .similarityFormat(let option, let format):
      return "los parecidos de «\(option)» no tienen sitio en «--formato \(format)»:"
        + " usa texto, json o html."
    case .optionNotForSimilarityOnly(let option):
      if option == "--parte" {
        return "«--parte» no se usa con «--solo-similitud»: los parecidos se buscan en"
          + " la clase entera, en una sola máquina (no se compila nada). Con «--similitud»,"
          + " cada parte los busca en toda la clase y «--unir» los conserva."
      }
      return "«\(option)» no se usa con «--solo-similitud», que no corrige ni compila"
        + " nada: quítala, o usa «--similitud» para corregir y buscar parecidos a la vez."
    case .invalidJobs(let value):
      return "«--trabajos \(value)» no vale: indica un número entero desde 1"
        + " (por omisión, uno por núcleo)."
    case .invalidPart(let value):
      return "«--parte \(value)» no vale: escribe K/N con 1 ≤ K ≤ N, por ejemplo"
        + " «--parte 2/8»."
    case .noPartInEnvironment(let variables):
      return "«--parte auto» no encuentra la parte: ninguna de "
        + SpanishList.join(variables, conjunction: "ni")
        + " está definida. Lánzalo desde el sistema de colas o usa «--parte K/N»."
    case .invalidPartVariable(let name, let value):
      if name == "LECCION_PARTE" {
        return "«--parte auto»: LECCION_PARTE=«\(value)» no vale: escribe K/N con"
          + " 1 ≤ K ≤ N, por ejemplo «2/8»."
      }
      return "«--parte auto»: \(name)=«\(value)» no vale: debe ser un número entero"
        + " desde 0 (y, en un array de Slurm, uno de sus índices)."
    case .missingPartTotal(let variable):
      return "«--parte auto» sabe qué parte es pero no cuántas hay: define \(variable)."
    case .partOutOfRange(let variable, let index, let count):
      return "«--parte auto»: \(variable) da la parte \(index), y solo hay \(count)."
    case .invalidTime(let value):
      return "«--tiempo \(value)» no vale: indica los segundos que puede durar cada"
        + " ejercicio de código, por ejemplo «--tiempo 5»."
    case .repeatedOption(let option):
      return "la opción «\(option)» aparece dos veces; deja solo una."
    case .noInputs(let merging):
      if merging {
        return "faltan los informes que unir: «leccion corregir --unir informe-*.json»."
      }
      return "faltan las entregas: «leccion corregir ENTREGA|CARPETA…»"
        + " (archivos de «leccion exportar» o carpetas de trabajo)."
    case .optionNotForMerge(let option):
      return "«\(option)» no se usa con «--unir»: las partes ya se corrigieron;"
        + " «--unir» solo admite «--formato», «--salida» y «--devoluciones» (con el «--curso» y"
        + " la «--tarea» de las partes)."
    case .unexpectedArgument(let argument):
      return "sobra el argumento «\(argument)»."
        + " Escribe «\(help)» para ver la forma de la orden."
    case .outputIsInput(let path):
      return "la salida «\(path)» es una de las entradas o está dentro de una carpeta"
        + " de entregas: no se toca nada de lo que se corrige. Elige otro sitio con «--salida»."
    case .outputExists(let path):
      return "«\(path)» ya existe y no se sobrescribe (podría ser un informe"
        + " anterior). Elige otro nombre o añade «--sobrescribir»."
    case .cannotWrite(let path, let reason):
      return "no se pudo escribir «\(path)»: \(reason)."
    case .workspaceNotFound(let path):
      if let path {
        return "«\(path)» no es una carpeta de trabajo de leccion (le falta espacio.json)."
      }
      return "no encuentro tu carpeta de trabajo: ejecuta «leccion exportar» dentro de"
        + " ella o indícala con «--espacio CARPETA»."
    case .exportFailed(let path, let problem):
      return "no se puede exportar «\(path)»: \(problem)"
    case .exportWithoutStudent(let path):
      return "no se puede exportar «\(path)»: esta carpeta de trabajo no dice quién"
        + " eres, y una entrega lleva tu id de alumno. Anótalo con «leccion iniciar --alumno"
        + " TU_ID \(path)» (no cambia nada más) y vuelve a exportar."
    case .exportWouldOverwrite(let path):
      return "«\(path)» ya existe y no es una entrega anterior: no se sobrescribe."
        + " Elige otro nombre con «--salida»."

    case .courseInvalid(let path, let details):
      let head =
        "el curso de «\(path)» tiene problemas y no se puede corregir con él"
        + " (revísalo con «leccion validar»):"
      return ([head] + details.prefix(10).map { "  " + $0 }).joined(separator: "\n")
    case .courseNotFound(let detail):
      return detail
    case .courseFileUnreadable(let path):
      return "no se puede leer «\(path)» del curso: sin él no se corrige ese ejercicio."
    case .runnerUnavailable(let message):
      return "no se pueden corregir los ejercicios de código.\n" + message

    case .weightsUnreadable(let path):
      return "no se puede leer el archivo de pesos «\(path)» como texto UTF-8."
    case .weightsMalformedLine(let path, let line, let text):
      return "\(path):\(line): «\(text)» no es una línea «id: peso»"
        + " (por ejemplo «withlock.carrera: 3» o «01-shared: 2»)."
    case .weightsUnknownID(let path, let line, let id, let suggestion):
      return "\(path):\(line): «\(id)» no es ni una lección ni un ejercicio del curso."
        + didYouMean(suggestion)
    case .weightsInvalidNumber(let path, let line, let value):
      return "\(path):\(line): el peso «\(value)» no vale: escribe un número desde 0"
        + " (se admiten decimales con punto o coma, como 1.5 o 1,5)."
    case .weightsDuplicated(let path, let line, let id, let firstLine):
      return "\(path):\(line): «\(id)» ya tiene peso en la línea \(firstLine);"
        + " deja solo uno."
    case .hiddenTestsNotAFolder(let path):
      return "«--pruebas-ocultas \(path)» no es una carpeta que se pueda leer."
    case .hiddenTestsUnknownExercise(let path, let id, let suggestion):
      return "\(path): no hay ningún ejercicio «\(id)» en el curso."
        + didYouMean(suggestion)
        + " Cada prueba oculta va en «ID.swift» o en una carpeta «ID/» con el id del ejercicio."
    case .hiddenTestsNotCode(let path, let id):
      return "\(path): «\(id)» no es un ejercicio de código; solo esos tienen pruebas."
    case .hiddenTestsWithoutTests(let path):
      return "\(path): no declara ninguna función «func prueba…()»; sin ella no se"
        + " ejecuta nada."
    case .hiddenTestsUnreadable(let path):
      return "\(path): no se puede leer como texto UTF-8."
    case .hiddenTestsUnknownParameter(let path, let line, let name, let id):
      return "\(path):\(line): «{{\(name)}}» no es ningún parámetro de «\(id)»; las pruebas"
        + " ocultas solo pueden usar los de su «### parametros», que llevan el valor de la"
        + " instancia de cada alumno."

    case .submissionNotFound:
      return "no existe."
    case .submissionUnreadable(let reason):
      return "no se puede leer: \(reason)."
    case .submissionSymlink(let path):
      return "«\(path)» es un enlace simbólico y no se sigue (podría apuntar fuera de la"
        + " entrega); la entrega se rechaza."
    case .submissionNotRegular(let path):
      return "«\(path)» no es un archivo normal (es una tubería, un dispositivo o un"
        + " socket) y no se lee."
    case .submissionOversized(let bytes, let limit):
      return "ocupa \(Self.size(bytes)) y el máximo es \(Self.size(limit)); una entrega normal"
        + " ocupa unos pocos KiB."
    case .submissionBinary:
      return "no es texto: contiene datos binarios. Pide al alumno que la exporte de nuevo"
        + " con «leccion exportar»."
    case .submissionWrongEncoding(let encoding):
      return "está en \(encoding), no en UTF-8 (¿se abrió y se guardó con otro programa?): pide"
        + " al alumno que la exporte de nuevo con «leccion exportar» y la entregue sin abrirla."
    case .submissionTooDeep(let line, let limit):
      return "anida más de \(limit) niveles de «[» y «{» (línea \(line)); una entrega real no"
        + " pasa de 10: está editada a mano. Pide al alumno que la exporte de nuevo con"
        + " «leccion exportar»."
    case .submissionDuplicateKey(let key, let line):
      return "la clave «\(Self.shown(key))» se repite en el mismo objeto (línea \(line)): está"
        + " editada a mano. Pide al alumno que la exporte de nuevo con «leccion exportar»."
    case .submissionUnsafeExerciseID(let id):
      return "el id de ejercicio «\(Self.shown(id))» tiene «/», «\\» o caracteres de control:"
        + " uno real es como «caja.sumar»; la entrega se rechaza."
    case .submissionNotJSON:
      return "no es JSON válido (¿está cortada o editada a mano?). Pide al alumno que la"
        + " exporte de nuevo con «leccion exportar»."
    case .submissionNotASubmission:
      return "es JSON, pero no es una entrega de leccion: le falta"
        + " «\"format\": \"leccion-entrega\"»."
    case .submissionFutureVersion(let version):
      return "es del formato de entrega \(version) y esta leccion (\(LeccionVersion.current))"
        + " lee hasta el \(Submission.currentVersion): actualiza leccion para corregirla."
    case .submissionMalformed(let detail):
      return "la entrega está dañada: \(detail)."
    case .submissionOtherCourse(let found, let expected):
      return "es del curso «\(Self.shown(found))», no de «\(expected)»."
    case .submissionOtherContent(let found, let expected):
      return "se hizo con otra versión del contenido del curso (huella \(found.prefix(12)),"
        + " la de este es \(expected.prefix(12))): corrige con la misma versión de leccion que"
        + " usó el alumno o pídele que exporte de nuevo."
    case .submissionInvalidStudent(let id):
      return "el id de alumno «\(Self.shown(id))» no vale: solo letras, cifras, «.», «-», «_» y"
        + " «@», hasta 100 caracteres."
    case .submissionUnsafePath(let exercise, let path):
      return "el archivo de código de «\(Self.shown(exercise))» se llama «\(Self.shown(path, 80))»:"
        + " un nombre con"
        + " «/», «..» o que empieza por «/» intenta salirse de su carpeta; la entrega se rechaza."
    case .submissionPartTooLarge(let exercise, let bytes, let limit):
      return "la respuesta de «\(exercise)» ocupa \(Self.size(bytes)) y el máximo es"
        + " \(Self.size(limit))."
    case .unknownSubcommand(let word, let command, let known):
      let list = known.map { "«\($0)»" }.joined(separator: ", ")
      let given = word.isEmpty ? "falta la suborden" : "«\(word)» no es una suborden"
      return "\(given) de «leccion \(command)»: usa \(list). Ver «leccion \(command) --help»."
    case .invalidOptionValue(let option, let value, let expected):
      return value.isEmpty
        ? "«\(option)» \(expected)."
        : "«\(value)» no vale para «\(option)»: escribe \(expected)."
    case .optionNeedsMode(let option, let mode):
      return "«\(option)» solo tiene sentido con «--modo \(mode)»."
    case .submissionTooManyEvents(let count, let limit):
      return "su registro tiene \(count) sucesos y el máximo es \(limit); uno real tiene unos"
        + " cientos."
    case .assignment(let problem):
      return problem.message
    case .storeWithoutCache:
      return "«--almacen» y «--sin-cache» no van juntos: con «--sin-cache» no se usa"
        + " ningún almacén de resultados. Quita una de las dos."
    case .storeUnusable(let path, let reason):
      return "«--almacen \(path)» no se puede usar (\(reason)). Indica otra carpeta,"
        + " o corrige sin almacén con «--sin-cache»."
    case .weightsDifferFromAssignment(let weights, let assignment, let id, let file, let task):
      return "«--pesos \(weights)» no son los pesos de la tarea «\(assignment)»: «\(id)» vale"
        + " \(Points.format(file)) con «\(weights)» y \(Points.format(task)) con la tarea. Los pesos"
        + " son de la tarea (con ellos dice el tutor a cada alumno lo que vale cada ejercicio):"
        + " escríbelos en ella («leccion tarea nueva --pesos \(weights) …») y corrige sin"
        + " «--pesos»."
    case .invalidReview(let piece, let reason):
      return "«--revision \(piece)» no vale: \(reason)" + (reason.hasSuffix("?") ? "" : ".")
    case .submissionDuplicateStudent(let student, let others):
      let list = others.map { "«\($0)»" }.joined(separator: ", ")
      return "el alumno «\(student)» también entregó \(list): quita las que sobran y vuelve a"
        + " corregir."
    case .submissionClaimsOtherStudent(let student, let file, let graded):
      return "el archivo «\(file)» dice ser de «\(student)», pero la entrega de «\(student)» es"
        + " «\(graded)»: se corrige esa y esta no. Comprueba de quién es."
    case .submissionWithoutHistory:
      return "entrega sin historial: no se puede corregir con esta tarea (es del formato 1, que"
        + " solo guarda la última respuesta de cada ejercicio, sin intentos, pistas ni horas)."
        + " Pide al alumno que la exporte de nuevo con «leccion exportar»."
    case .submissionEmptyFolder:
      return "la carpeta no contiene entregas (*.json) ni carpetas de trabajo (con"
        + " espacio.json)."
    case .workspaceWithoutStudent:
      return "la carpeta de trabajo no dice de quién es: el alumno debe ejecutar"
        + " «leccion iniciar --alumno ID» o exportar con «leccion exportar»."
    case .workspaceFileInvalid(let file, let detail):
      return "«\(file)» de la carpeta de trabajo no vale: \(detail)."

    case .mergeUnreadable(let path, let detail):
      return "«\(path)» no es un informe de «leccion corregir --formato json»: \(detail)."
    case .mergeNotAPart(let path):
      return "«\(path)» es un informe completo, no una parte: se unen los informes"
        + " hechos con «--parte K/N»."
    case .mergeMismatch(let path, let field):
      return "«\(path)» no es de la misma corrección que las demás partes: cambia"
        + " \(field). Corrige todas las partes con el mismo curso, pesos, pruebas ocultas y"
        + " versión de leccion."
    case .mergeDuplicatePart(let path, let part):
      return "«\(path)» es otra vez la parte \(part), pero no igual que la primera"
        + " (¿de otra corrección?): deja solo una de las dos."
    case .mergeMissingParts(let parts, let count):
      let list = parts.map { "\($0)/\(count)" }.joined(separator: ", ")
      return "faltan partes: \(list). Une todas las partes de la corrección."
    case .mergeDuplicateStudent(let student):
      return "el alumno «\(student)» aparece en dos partes: ¿se corrigieron con"
        + " entregas distintas?"
    case .mergeCourseMismatch(let course, let found, let expected):
      return "el curso «\(course)» no es el de las partes: su contenido tiene la huella"
        + " \(found.prefix(12)) y el de las partes, \(expected.prefix(12)). Da en «--curso» la"
        + " carpeta del curso con que se corrigieron las partes."
    case .mergeAssignmentMismatch(let assignment, let found, let expected):
      return "la tarea «\(assignment)» no es la de las partes: su huella es \(found.prefix(12))"
        + " y la de las partes, \(expected.prefix(12)). Da en «--tarea» el mismo archivo con que"
        + " se corrigieron las partes."
    case .mergeAssignmentNotInParts(let assignment):
      return "las partes se corrigieron sin tarea: quita «--tarea \(assignment)»."
    case .mergeAssignmentMissing(let title, let fingerprint):
      let which = title.map { "«\($0)», huella " } ?? "huella "
      return "las partes se corrigieron con una tarea (\(which)\(fingerprint.prefix(12))), y"
        + " cada devolución abre lo que ella dice: añade «--tarea» con el mismo archivo con que"
        + " se corrigieron las partes."
    }
  }

  private func didYouMean(_ suggestion: String?) -> String {
    suggestion.map { " ¿Quisiste decir «\($0)»?" } ?? ""
  }

  /// Un texto de una entrega tal como se puede mostrar en un terminal o en un informe: los
  /// primeros `limit` caracteres, con cada carácter de control escrito como `\u{1B}` (así
  /// una entrega no puede mandar secuencias de escape a la pantalla del profesor).
  static func shown(_ text: String, _ limit: Int = 40) -> String {
    var result = ""
    for character in text.prefix(limit) {
      for scalar in character.unicodeScalars {
        if scalar.properties.generalCategory == .control {
          result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result
  }

  /// `512 bytes`, `12 KiB`, `4 MiB`, `5,2 MiB`.
  static func size(_ bytes: Int) -> String {
    if bytes < 1024 { return "\(bytes) bytes" }
    let (unit, name) = bytes < 1 << 20 ? (1 << 10, "KiB") : (1 << 20, "MiB")
    let tenths = (bytes * 10 + unit / 2) / unit
    return tenths % 10 == 0 ? "\(tenths / 10) \(name)" : "\(tenths / 10),\(tenths % 10) \(name)"
  }
}
