import Flowchart

/// Un problema del curso o de un diagrama, como dato: dónde está y qué pasa.
///
/// Es el único tipo de error del módulo `Lessons`; su texto en castellano sale de un solo
/// sitio (`Diagnostic+Message.swift`).
///
/// ```swift
/// let diagnostic = Diagnostic(
///   SourceLocation(file: "01-shared/ejercicios.md", line: 3), .missingField("tipo"))
/// diagnostic.description  // "01-shared/ejercicios.md:3: falta el campo «tipo: …» …"
/// ```
public struct Diagnostic: Error, Sendable, Hashable, CustomStringConvertible {
  /// Dónde está el problema.
  public var location: SourceLocation
  /// Qué pasa.
  public var problem: Problem

  /// Crea un diagnóstico.
  public init(_ location: SourceLocation, _ problem: Problem) {
    self.location = location
    self.problem = problem
  }

  /// El mensaje en castellano, sin el lugar.
  public var message: String { problem.message }

  /// `archivo:línea: mensaje` (o `línea L, columna C: mensaje` si no hay archivo).
  public var description: String { render(location) }

  /// Como `description`, con `prefix` delante de la ruta (por ejemplo `"Content/"`), para
  /// que la ruta mostrada sea relativa a donde se ejecuta la orden.
  public func rendered(pathPrefix prefix: String) -> String {
    guard location.file != nil else { return description }
    var location = location
    location.file = prefix + (location.file ?? "")
    return render(location)
  }

  /// Como `rendered(pathPrefix:)`, con `label` tras el lugar: `archivo:línea: aviso: …`.
  public func rendered(pathPrefix prefix: String, label: String) -> String {
    var labelled = self
    labelled.location.file = location.file.map { prefix + $0 }
    let place = labelled.location.description
    return place.isEmpty ? "\(label): \(message)" : "\(place): \(label): \(message)"
  }

  /// Un error de sintaxis Mermaid, en su línea y su columna del texto del diagrama (sin
  /// archivo).
  public init(_ error: FlowchartError) {
    self.init(
      SourceLocation(file: nil, line: error.line, column: error.column), .flowchart(error.problem))
  }

  private func render(_ location: SourceLocation) -> String {
    let place = location.description
    return place.isEmpty ? message : "\(place): \(message)"
  }
}

extension Diagnostic {
  /// Todo lo que puede estar mal en un curso o en un diagrama Mermaid.
  public enum Problem: Sendable, Hashable {
    // MARK: Curso e índice
    /// No se encontró el curso por defecto; `searched` son las carpetas de partida.
    case courseNotFound(searched: [String])
    /// La carpeta del curso no tiene `indice.txt`.
    case missingIndex
    /// Un archivo existe pero no se puede leer como UTF-8.
    case unreadableFile
    /// Una clave del índice que no existe.
    case unknownIndexKey(String, suggestion: String?)
    /// Falta una clave obligatoria del índice.
    case missingIndexKey(String)
    /// Una clave del índice repetida.
    case duplicatedIndexKey(String, firstLine: Int)
    /// Una línea `clave: valor` después de las carpetas de lecciones.
    case indexKeyAfterLessons(String)
    /// El identificador del curso no tiene la forma pedida.
    case malformedCourseID(String)
    /// El índice no nombra ninguna lección.
    case noLessons
    /// Una carpeta del índice que no existe.
    case missingLessonFolder(String)
    /// Una carpeta nombrada dos veces en el índice.
    case duplicatedLessonFolder(String, firstLine: Int)
    /// Falta `leccion.md` o `ejercicios.md` en una carpeta de lección.
    case missingLessonFile(String)

    // MARK: leccion.md
    /// La primera línea no es `# Título`.
    case missingLessonTitle
    /// Un `## ` sin texto.
    case emptySectionTitle
    /// Dos secciones con el mismo identificador en una lección.
    case duplicatedSection(String, firstLine: Int)
    /// Un bloque de código que no se cierra.
    case unclosedCodeBlock
    /// Una etiqueta de bloque ` ```swift … ` que no existe.
    case unknownCodeTag(String, suggestion: String?)
    /// Un bloque ` ```mermaid ` sin `id=nombre` o con un id mal formado.
    case malformedDiagramID(String?)
    /// Dos diagramas con el mismo id en el curso.
    case duplicatedDiagram(String, first: SourceLocation)

    // MARK: ejercicios.md
    /// Texto antes del primer ejercicio.
    case textOutsideExercise
    /// Un encabezado de ejercicio sin título tras la raya.
    case missingExerciseTitle
    /// Un identificador de ejercicio mal formado.
    case malformedExerciseID(String)
    /// Un identificador de ejercicio usado dos veces.
    case duplicatedExerciseID(String, first: SourceLocation)
    /// Una línea en el bloque de campos que no es `clave: valor`.
    case malformedField(String)
    /// Un campo que el tipo de ejercicio no conoce.
    case unknownField(String, kind: String?, suggestion: String?)
    /// Un campo repetido.
    case duplicatedField(String, firstLine: Int)
    /// Falta un campo obligatorio.
    case missingField(String)
    /// Un campo sin valor tras los dos puntos.
    case emptyField(String)
    /// `tipo:` con un valor que no existe.
    case unknownKind(String, suggestion: String?)
    /// Un campo con un valor no admitido (`varias: quizá`).
    case invalidFieldValue(field: String, value: String, expected: String)
    /// Una subsección `###` que no existe.
    case unknownSubsection(String, suggestion: String?)
    /// Una subsección que existe, pero no en este tipo.
    case subsectionNotForKind(String, kind: String)
    /// Una subsección repetida.
    case duplicatedSubsection(String, firstLine: Int)
    /// Falta una subsección obligatoria.
    case missingSubsection(String, kind: String)
    /// Una subsección sin contenido.
    case emptySubsection(String)
    /// Una línea que debería ser un elemento de lista en la subsección.
    case expectedListItem(subsection: String)
    /// Una opción que no empieza por `- [x]` o `- [ ]`.
    case malformedOption
    /// Una opción sin `> explicación`.
    case optionWithoutExplanation(String)
    /// Una línea de `retirados.txt` que no es `viejo → nuevo`.
    case malformedRetiredLine(String)
    /// Un id retirado dos veces.
    case duplicatedRetiredID(String, firstLine: Int)
    /// Un id retirado que vuelve a usar un ejercicio.
    case retiredIDReused(String)
    /// Un id retirado cuyo sustituto no existe.
    case retiredReplacementMissing(String, replacement: String)
    /// Un id de opción escrito (`{#…}`) que no vale.
    case malformedOptionID(String)
    /// Dos opciones del mismo ejercicio con el mismo id.
    case duplicatedOptionID(String, firstLine: Int)
    /// Un id escrito que es la letra del lugar de otra opción (`{#b}` en la primera): una
    /// respuesta guardada con letras nombraría a las dos.
    case optionIDIsAnotherLetter(String, position: Int)
    /// `letras:` nombra un id que no es de ninguna opción del ejercicio.
    case storedLettersUnknownOption(String)
    /// `letras:` nombra dos veces la misma opción.
    case storedLettersRepeatedOption(String)
    /// `letras:` no nombra estas opciones.
    case storedLettersMissingOptions([String])
    /// Con `letras:`, la opción de esa posición (desde 0) no lleva `{#id}`.
    case storedLettersNeedWrittenID(position: Int)
    /// Aviso, no error: en la lección, la opción correcta es la más larga en `longest` de
    /// sus `questions` preguntas de una sola respuesta, más de un tercio. Va en la línea
    /// de la opción correcta de cada una de esas preguntas.
    case correctOptionOftenLongest(longest: Int, questions: Int)
    /// Menos de dos opciones.
    case tooFewOptions(Int)
    /// Ninguna opción marcada como correcta.
    case noCorrectOption
    /// Varias correctas sin `varias: si`.
    case severalCorrectWithoutFlag(Int)
    /// La subsección debe tener un bloque de código de ese lenguaje.
    case expectedCodeBlock(subsection: String, language: String)
    /// Un paso que no es `- NODO → etiqueta`.
    case malformedStep
    /// Un paso sin `> por qué`.
    case stepWithoutExplanation(String)
    /// Una declaración que no es `` - `declaración` → veredicto ``.
    case malformedDeclaration
    /// Un veredicto que no es `admitida`, `rechazada` ni `higiene`.
    case unknownVerdict(String, suggestion: String?)
    /// Una declaración sin `> por qué`.
    case declarationWithoutExplanation(String)

    // MARK: Referencias entre archivos
    /// `seccion:` nombra una sección que no existe en la lección.
    case unknownSection(String, suggestion: String?)
    /// Un ejercicio de código con menos de dos pistas.
    case tooFewHints(Int)
    /// Falta la carpeta `codigo/<carpeta>` o uno de sus archivos.
    case missingCodeFile(String)
    /// `diagrama:` nombra un diagrama que no existe.
    case unknownDiagram(String, suggestion: String?)
    /// Un paso o el destino nombran un nodo que el diagrama no tiene.
    case unknownNode(String, diagram: String)
    /// Un paso que no sigue al anterior por las aristas del diagrama.
    case stepOffPath(step: Int, node: String, expected: String)
    /// Un paso cuya etiqueta no es ninguna salida del nodo.
    case noSuchBranch(node: String, label: String, options: [String])
    /// Una arista sin salida única tras la que el recorrido no puede seguir solo.
    case walkStalled(node: String)
    /// El destino no es la hoja a la que llevan los pasos.
    case wrongDestination(declared: String, reached: String)

    // MARK: Mermaid
    /// Un error de sintaxis en un diagrama (`FlowchartParser`).
    case flowchart(FlowchartError.Problem)

    // MARK: Copia del alumno
    /// `copia-alumno.json` no tiene la forma de una copia del alumno; `reason` dice por qué.
    case malformedStudentCopy(reason: String)
    /// La copia tiene claves de un ejercicio que el curso no tiene, o le faltan las de uno.
    case studentCopyKeyMismatch(exercise: String, problem: String)

    // MARK: Variantes
    /// Un problema de las versiones o los parámetros de un ejercicio.
    case variant(VariantProblem)

    // MARK: Comprobaciones externas
    /// Un problema hallado por una comprobación del motor (compilar, ejecutar), ya
    /// redactado en castellano por quien la hace.
    case reported(String)
  }
}
