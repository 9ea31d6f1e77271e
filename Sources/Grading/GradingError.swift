import Workspace
/// Todo lo que puede salir mal en `leccion corregir` y `leccion exportar`, como datos.
///
/// Es el único tipo de error del módulo. Su texto en castellano sale de un solo sitio
/// (`GradingError+Message.swift`). Tres familias:
/// - problemas de uso y de preparación (`isUsage`): la orden no puede ejecutarse, código
///   de salida 2;
/// - problemas de una entrega (`isSubmissionProblem`): esa entrega pasa a ser una fila de
///   error con `message` como motivo, y todas las demás se corrigen igual;
/// - problemas de las partes de informe que se dan a `--unir`.
public enum GradingError: Error, Sendable, Hashable {
  // MARK: Línea de órdenes
  /// Una opción que no existe.
  case unknownOption(String, suggestion: String?)
  /// Una opción que necesita un valor y no lo tiene.
  case missingValue(option: String)
  /// `--formato` con un valor que no es un formato.
  case unknownFormat(String, suggestion: String?)
  /// Un `--trabajos` que no es un número entero desde 1.
  case invalidJobs(String)
  /// Un `--parte` que no es `K/N` con 1 ≤ K ≤ N.
  case invalidPart(String)
  /// `--parte auto` sin ninguna variable del sistema de lotes que diga la parte.
  case noPartInEnvironment(variables: [String])
  /// Una variable del sistema de lotes que no es un número (o no es una parte).
  case invalidPartVariable(name: String, value: String)
  /// `--parte auto` con el índice pero sin el total.
  case missingPartTotal(variable: String)
  /// `--parte auto` con un índice fuera de 1…total.
  case partOutOfRange(variable: String, index: Int, count: Int)
  /// Un `--tiempo` que no es un número positivo de segundos.
  case invalidTime(String)
  /// Una opción dada dos veces.
  case repeatedOption(String)
  /// Una suborden que no existe (`leccion tarea vieja`).
  case unknownSubcommand(String, command: String, known: [String])
  /// Un valor de opción que no vale; `expected` dice qué se espera.
  case invalidOptionValue(option: String, value: String, expected: String)
  /// Una opción que solo tiene sentido con otro `--modo`.
  case optionNeedsMode(option: String, mode: String)
  /// `--columna` o `--id-alumno` sin un formato que los use.
  case optionNeedsFormat(option: String, formats: [String])
  /// `--id-alumno` con un campo que el formato no tiene.
  case invalidGradebookField(String, format: String, allowed: [String])
  /// Un formato que escribe una carpeta (`exercism`) sin `--salida DIR`.
  case formatNeedsFolder(String)
  /// `--columna` con un nombre que Canvas leería mal: acaba en «(número)», que Canvas toma
  /// por el id de una tarea.
  case gradebookColumnMisread(String)
  /// `--formato canvas --id-alumno id` con ids de alumno que no son el número de Canvas.
  case canvasIDNotNumeric([String])
  /// `--similitud` y `--solo-similitud` a la vez.
  case similarityBothModes
  /// `--similitud-comun` o `--similitud-umbral` sin buscar parecidos.
  case similarityOptionAlone(String)
  /// Un `--similitud-comun` que no es una parte de la clase mayor que 0.
  case invalidSimilarityShare(String)
  /// Un `--similitud-umbral` que no es `auto` ni una parte mayor que 0.
  case invalidSimilarityThreshold(String)
  /// `--similitud` o `--solo-similitud` con un formato que no tiene dónde ponerlos.
  case similarityFormat(option: String, format: String)
  /// Una opción de la corrección con `--solo-similitud`, que no corrige.
  case optionNotForSimilarityOnly(String)
  /// No hay entregas (o no hay informes para `--unir`).
  case noInputs(merging: Bool)
  /// Una opción que no tiene sentido junto a `--unir`.
  case optionNotForMerge(String)
  /// Un argumento posicional que la orden no admite.
  case unexpectedArgument(String)
  /// `--salida` nombra una de las entradas.
  case outputIsInput(path: String)
  /// `--salida` nombra un archivo que ya existe (no se sobrescribe nada que tuviera el
  /// profesor).
  case outputExists(path: String)
  /// No se pudo escribir el informe.
  case cannotWrite(path: String, reason: String)
  /// `leccion exportar` no encontró el espacio de trabajo (`nil`: ninguno aquí ni más
  /// arriba, ni el de por defecto).
  case workspaceNotFound(String?)
  /// `leccion exportar` no pudo leer el espacio de trabajo; `problem` dice por qué.
  case exportFailed(path: String, problem: String)
  /// `leccion exportar` de una carpeta de trabajo que no dice de quién es.
  case exportWithoutStudent(path: String)
  /// `leccion exportar --salida` nombra un archivo que no es una entrega anterior.
  case exportWouldOverwrite(path: String)

  // MARK: Curso, motor, pesos y pruebas ocultas
  /// El curso no se cargó; `details` son sus diagnósticos, ya escritos.
  case courseInvalid(path: String, details: [String])
  /// La carpeta del curso no está.
  case courseNotFound(String)
  /// No se pudo leer un archivo del curso que hace falta para corregir.
  case courseFileUnreadable(path: String)
  /// El ejecutor de código no puede funcionar (sin motor, sin compilador); `message` es su
  /// texto en castellano.
  case runnerUnavailable(message: String)
  /// No se pudo leer el archivo de pesos.
  case weightsUnreadable(path: String)
  /// Una línea de pesos que no es `id: peso`.
  case weightsMalformedLine(path: String, line: Int, text: String)
  /// Una línea de pesos que no nombra nada del curso.
  case weightsUnknownID(path: String, line: Int, id: String, suggestion: String?)
  /// Un peso que no es un número desde 0.
  case weightsInvalidNumber(path: String, line: Int, value: String)
  /// El mismo id dos veces en el archivo de pesos.
  case weightsDuplicated(path: String, line: Int, id: String, firstLine: Int)
  /// `--pruebas-ocultas` no es una carpeta que se pueda leer.
  case hiddenTestsNotAFolder(path: String)
  /// Un archivo o carpeta de pruebas ocultas cuyo nombre no es el de ningún ejercicio del
  /// curso.
  case hiddenTestsUnknownExercise(path: String, id: String, suggestion: String?)
  /// Pruebas ocultas para un ejercicio que no es de código.
  case hiddenTestsNotCode(path: String, id: String)
  /// Un archivo de pruebas ocultas sin ninguna `func prueba…()`.
  case hiddenTestsWithoutTests(path: String)
  /// Un archivo de pruebas ocultas que no se puede leer como texto UTF-8.
  case hiddenTestsUnreadable(path: String)
  /// Un `{{nombre}}` en unas pruebas ocultas que no es un parámetro de su ejercicio.
  case hiddenTestsUnknownParameter(path: String, line: Int, name: String, id: String)

  // MARK: Una entrega (una fila de error)
  /// La ruta no existe.
  case submissionNotFound
  /// La ruta existe pero no se puede leer.
  case submissionUnreadable(reason: String)
  /// Un enlace simbólico (nunca se sigue).
  case submissionSymlink(path: String)
  /// Una FIFO, un dispositivo o un socket.
  case submissionNotRegular(path: String)
  /// Más grande de lo permitido.
  case submissionOversized(bytes: Int, limit: Int)
  /// No es texto: bytes NUL o UTF-8 no válido.
  case submissionBinary
  /// Texto en otra codificación que UTF-8 (`UTF-16`, `Latin-1`).
  case submissionWrongEncoding(String)
  /// Texto, pero no JSON.
  case submissionNotJSON
  /// JSON anidado a más de `limit` niveles (el primero que se pasa, en `line`).
  case submissionTooDeep(line: Int, limit: Int)
  /// La misma clave dos veces en un objeto (la segunda en `line`).
  case submissionDuplicateKey(String, line: Int)
  /// Un id de ejercicio (de un evento o de un archivo de código) con un separador de ruta o
  /// un carácter de control.
  case submissionUnsafeExerciseID(String)
  /// JSON, pero no una `leccion-entrega`.
  case submissionNotASubmission
  /// Un formato más nuevo del que lee esta versión.
  case submissionFutureVersion(Int)
  /// Falta un campo o tiene el tipo equivocado; `detail` lo nombra.
  case submissionMalformed(detail: String)
  /// Una entrega de otro curso.
  case submissionOtherCourse(found: String, expected: String)
  /// Una entrega hecha con otro contenido del curso.
  case submissionOtherContent(found: String, expected: String)
  /// Un id de alumno con caracteres prohibidos.
  case submissionInvalidStudent(String)
  /// Un nombre de archivo de código que intenta salir de su carpeta (`../`, absoluto, `/`).
  case submissionUnsafePath(exercise: String, path: String)
  /// Un archivo de código o una respuesta que pasa de su límite de tamaño.
  case submissionPartTooLarge(exercise: String, bytes: Int, limit: Int)
  /// Un registro con más sucesos de los que admite una entrega.
  case submissionTooManyEvents(Int, limit: Int)
  /// El mismo alumno en dos entregas.
  case submissionDuplicateStudent(String, others: [String])
  /// Una entrega que dice ser de `student` en un archivo con otro nombre, cuando el de
  /// `student` (`graded`) también está: se corrige ese y esta no.
  case submissionClaimsOtherStudent(String, file: String, graded: String)
  /// Una entrega del formato 1 (sin registro de intentos) corregida con una tarea.
  case submissionWithoutHistory
  /// Una carpeta dada como entrada que no tiene ninguna entrega y no es un espacio de
  /// trabajo.
  case submissionEmptyFolder
  /// Un espacio de trabajo cuyo `espacio.json` no nombra a ningún alumno.
  case workspaceWithoutStudent
  /// Un archivo del espacio de trabajo que no se puede usar; `detail` dice por qué.
  case workspaceFileInvalid(file: String, detail: String)

  /// La tarea de `--tarea` no se puede usar.
  case assignment(AssignmentProblem)
  /// `--pesos` junto a `--tarea` con otros pesos que los de la tarea (los pesos van dentro de
  /// la tarea, que es con lo que el tutor dice lo que vale cada ejercicio): `exercise` es el
  /// primero que vale distinto, `inFile` con `--pesos` e `inAssignment` con la tarea.
  case weightsDifferFromAssignment(
    weights: String, assignment: String, exercise: String, inFile: Double, inAssignment: Double)
  /// Un trozo de `--revision` que no vale; `reason` dice por qué.
  case invalidReview(String, reason: String)
  /// `--almacen` junto a `--sin-cache`.
  case storeWithoutCache
  /// La carpeta de `--almacen` no se puede usar; `reason` dice por qué.
  case storeUnusable(path: String, reason: String)

  // MARK: --unir
  /// Una parte que no se puede leer o no es un `leccion-informe`.
  case mergeUnreadable(path: String, detail: String)
  /// Una parte que es un informe entero, no una `--parte`.
  case mergeNotAPart(path: String)
  /// Partes que no vienen de la misma corrección; `field` nombra la diferencia.
  case mergeMismatch(path: String, field: String)
  /// La misma parte dos veces.
  case mergeDuplicatePart(path: String, part: Int)
  /// Faltan partes.
  case mergeMissingParts([Int], count: Int)
  /// El mismo alumno en dos partes.
  case mergeDuplicateStudent(String)
  /// `--curso` (o el de por omisión) con otro contenido que el de las partes.
  case mergeCourseMismatch(course: String, found: String, expected: String)
  /// `--tarea` con otra tarea que la de las partes.
  case mergeAssignmentMismatch(assignment: String, found: String, expected: String)
  /// `--tarea` con partes corregidas sin tarea.
  case mergeAssignmentNotInParts(assignment: String)
  /// `--devoluciones` sin `--tarea` con partes corregidas con una tarea.
  case mergeAssignmentMissing(title: String?, fingerprint: String)
}

extension GradingError {
  /// Si la orden no puede ejecutarse en absoluto (código de salida 2).
  public var isUsage: Bool { exitCode == 2 }

  /// El código de salida con que acaba `leccion corregir` cuando esto la detiene: 1 para
  /// una entrega que no se puede leer, 2 para lo demás (`leccion exportar` tiene los suyos:
  /// `ExportCommand`).
  public var exitCode: Int32 {
    if isSubmissionProblem { return 1 }
    return 2
  }

  /// Si es el motivo de la fila de error de una entrega.
  public var isSubmissionProblem: Bool {
    switch self {
    case .submissionNotFound, .submissionUnreadable, .submissionSymlink,
      .submissionNotRegular, .submissionOversized, .submissionBinary, .submissionNotJSON,
      .submissionNotASubmission, .submissionFutureVersion, .submissionMalformed,
      .submissionOtherCourse, .submissionOtherContent, .submissionInvalidStudent,
      .submissionUnsafePath, .submissionPartTooLarge, .submissionDuplicateStudent,
      .submissionClaimsOtherStudent, .submissionWithoutHistory,
      .submissionTooManyEvents, .submissionWrongEncoding, .submissionTooDeep,
      .submissionDuplicateKey, .submissionUnsafeExerciseID,
      .submissionEmptyFolder, .workspaceWithoutStudent, .workspaceFileInvalid:
      true
    default:
      false
    }
  }
}
