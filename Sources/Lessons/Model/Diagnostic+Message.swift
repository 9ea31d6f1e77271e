// El único sitio donde los problemas del curso se convierten en castellano.

extension Diagnostic.Problem {
  /// El mensaje que lee la persona que escribe el curso (o el Mermaid), sin el lugar.
  public var message: String {
    switch self {
    case .courseNotFound(let searched):
      let places = searched.map { "«\($0)»" }.joined(separator: " y desde ")
      return "no encuentro el curso: busqué Content/indice.txt junto a Package.swift desde "
        + "\(places). Indica la carpeta del curso con --curso CARPETA."
    case .missingIndex:
      return "falta este archivo: un curso empieza por su índice, indice.txt "
        + "(ver Content/README.md)."
    case .unreadableFile:
      return "no puedo leer este archivo como texto UTF-8."
    case .unknownIndexKey(let key, let suggestion):
      return "clave desconocida «\(key)» en el índice." + didYouMean(suggestion)
        + " Las claves son «id» y «titulo»."
    case .missingIndexKey(let key):
      return "falta la línea «\(key): …» al principio del índice."
    case .duplicatedIndexKey(let key, let firstLine):
      return "la clave «\(key)» ya aparece en la línea \(firstLine); deja solo una."
    case .indexKeyAfterLessons(let key):
      return "la línea «\(key): …» va antes de las carpetas de las lecciones."
    case .malformedCourseID(let id):
      return "el id del curso «\(id)» no vale: usa minúsculas sin tildes, cifras y guiones."
    case .noLessons:
      return "el índice no nombra ninguna lección: añade una carpeta por línea."
    case .missingLessonFolder(let folder):
      return "no existe la carpeta de lección «\(folder)» junto a indice.txt."
    case .duplicatedLessonFolder(let folder, let firstLine):
      return "la lección «\(folder)» ya está en la línea \(firstLine) del índice."
    case .missingLessonFile(let path):
      return "falta el archivo «\(path)»: cada lección tiene leccion.md y ejercicios.md."

    case .missingLessonTitle:
      return "la primera línea de la lección debe ser «# Título de la lección»."
    case .emptySectionTitle:
      return "encabezado «##» sin título."
    case .duplicatedSection(let id, let firstLine):
      return "la sección «\(id)» ya existe en la línea \(firstLine): cambia uno de los dos "
        + "títulos."
    case .unclosedCodeBlock:
      return "este bloque de código no se cierra: falta la línea «```» del final."
    case .unknownCodeTag(let tag, let suggestion):
      return "etiqueta de bloque desconocida «\(tag)»." + didYouMean(suggestion)
        + " Las etiquetas de «swift» son «compila», «ejecutable» y «tca»."
    case .malformedDiagramID(let id):
      if let id {
        return "el id de diagrama «\(id)» no vale: usa minúsculas sin tildes, cifras y guiones."
      }
      return "a este bloque mermaid le falta su id: escribe «```mermaid id=nombre»."
    case .duplicatedDiagram(let id, let first):
      return "el diagrama «\(id)» ya existe en \(first): cada id de diagrama es único en el "
        + "curso."

    case .textOutsideExercise:
      return "texto fuera de un ejercicio: cada ejercicio empieza con «## id — título»."
    case .missingExerciseTitle:
      return "falta el título del ejercicio: escribe «## id — título»."
    case .malformedExerciseID(let id):
      return "el id de ejercicio «\(id)» no vale: usa la forma «tema.nombre», en minúsculas "
        + "sin tildes, con cifras y guiones (por ejemplo «withlock.carrera»)."
    case .duplicatedExerciseID(let id, let first):
      return "el id de ejercicio «\(id)» ya se usa en \(first): los ids son únicos en el curso."
    case .malformedField(let text):
      return "«\(text)» no es un campo «clave: valor»; deja una línea en blanco entre los "
        + "campos y el enunciado."
    case .unknownField(let name, let kind, let suggestion):
      let scope = kind.map { " en un ejercicio de tipo «\($0)»" } ?? ""
      return "campo desconocido «\(name)»\(scope)." + didYouMean(suggestion)
    case .duplicatedField(let name, let firstLine):
      return "el campo «\(name)» ya aparece en la línea \(firstLine); deja solo uno."
    case .missingField(let name):
      return "falta el campo «\(name): …» tras el encabezado del ejercicio."
    case .emptyField(let name):
      return "el campo «\(name)» está vacío: escribe su valor tras los dos puntos."
    case .unknownKind(let kind, let suggestion):
      return "tipo de ejercicio desconocido «\(kind)»." + didYouMean(suggestion)
        + " Los tipos son: "
        + Exercise.KindName.allCases.map(\.rawValue).joined(separator: ", ") + "."
    case .invalidFieldValue(let field, let value, let expected):
      return "el campo «\(field)» no admite «\(value)»: \(expected)."
    case .unknownSubsection(let name, let suggestion):
      return "subsección desconocida «### \(name)»." + didYouMean(suggestion)
    case .subsectionNotForKind(let name, let kind):
      return "la subsección «### \(name)» no pertenece a un ejercicio de tipo «\(kind)»."
    case .duplicatedSubsection(let name, let firstLine):
      return "la subsección «### \(name)» ya aparece en la línea \(firstLine)."
    case .missingSubsection(let name, let kind):
      return "a este ejercicio de tipo «\(kind)» le falta la subsección «### \(name)»."
    case .emptySubsection(let name):
      return "la subsección «### \(name)» está vacía."
    case .expectedListItem(let subsection):
      return "en «### \(subsection)» cada elemento es una línea que empieza por «- »."
    case .malformedOption:
      return "una opción empieza por «- [x] » (correcta) o «- [ ] » (incorrecta)."
    case .optionWithoutExplanation(let text):
      return "la opción «\(text)» no tiene explicación: añade debajo una línea «  > por qué»."
    case .malformedRetiredLine(let line):
      return "«\(line)» no es una línea de retirados: escribe «id.viejo → id.nuevo» o solo "
        + "«id.viejo»."
    case .duplicatedRetiredID(let id, let firstLine):
      return "el id «\(id)» ya está retirado en la línea \(firstLine)."
    case .retiredIDReused(let id):
      return "el id «\(id)» está en retirados.txt y un ejercicio lo vuelve a usar: un id "
        + "retirado no se reutiliza; dale otro id al ejercicio."
    case .retiredReplacementMissing(let id, let replacement):
      return "«\(id)» se retira a favor de «\(replacement)», que no es ningún ejercicio del "
        + "curso."
    case .malformedOptionID(let id):
      return "el id de opción «\(id)» no vale: escríbelo como «{#nombre}» justo tras la "
        + "casilla, con minúsculas sin tildes, cifras o guiones (hasta 30)."
    case .duplicatedOptionID(let id, let firstLine):
      return "el id de opción «\(id)» ya lo tiene la opción de la línea \(firstLine): cada "
        + "opción de un ejercicio necesita el suyo (sin id escrito, es la letra de su lugar)."
    case .optionIDIsAnotherLetter(let id, let position):
      return "el id de opción «\(id)» es la letra de la opción \(position + 1) de este "
        + "ejercicio: una respuesta guardada con letras no sabría a cuál se refiere; elige "
        + "un nombre que diga qué afirma la opción."
    case .storedLettersUnknownOption(let id):
      return "«letras:» nombra «\(id)», que no es el id de ninguna opción de este ejercicio: "
        + "escribe los ids de sus opciones en el orden que tenían cuando se guardaban letras."
    case .storedLettersRepeatedOption(let id):
      return "«letras:» nombra dos veces la opción «\(id)»: cada letra guardada es de una "
        + "sola opción."
    case .storedLettersMissingOptions(let ids):
      let list = ids.map { "«\($0)»" }.joined(separator: ", ")
      return "a «letras:» le \(ids.count == 1 ? "falta la opción" : "faltan las opciones") "
        + "\(list): nombra todas las opciones del ejercicio, cada una una vez."
    case .storedLettersNeedWrittenID(let position):
      return "con «letras:», la opción \(position + 1) necesita su «{#id}»: sin él, su id "
        + "es la letra de su lugar de hoy y se confundiría con las letras guardadas."
    case .correctOptionOftenLongest(let longest, let questions):
      return "en esta lección la opción correcta es la más larga en \(longest) de sus "
        + "\(questions) preguntas de una sola respuesta (más de un tercio), y esta es una de "
        + "ellas: quien duda elige la más larga. Acorta esta o alarga alguna de las otras."
    case .tooFewOptions(let count):
      return "un ejercicio de elección necesita al menos dos opciones y este tiene \(count)."
    case .noCorrectOption:
      return "ninguna opción está marcada como correcta con «- [x]»."
    case .severalCorrectWithoutFlag(let count):
      return "hay \(count) opciones correctas: añade el campo «varias: si» o deja solo una."
    case .expectedCodeBlock(let subsection, let language):
      return "«### \(subsection)» debe contener un bloque «```\(language)»."
    case .malformedStep:
      return "un paso tiene la forma «- NODO → etiqueta» (el id del nodo y la salida elegida)."
    case .stepWithoutExplanation(let node):
      return "el paso de «\(node)» no tiene explicación: añade debajo una línea «  > por qué»."
    case .malformedDeclaration:
      return "una declaración tiene la forma «- `declaración` → veredicto»."
    case .unknownVerdict(let word, let suggestion):
      return "veredicto desconocido «\(word)»." + didYouMean(suggestion)
        + " Los veredictos son «admitida», «rechazada» e «higiene»."
    case .declarationWithoutExplanation(let declaration):
      return "la declaración «\(declaration)» no tiene explicación: añade debajo una línea "
        + "«  > por qué»."

    case .unknownSection(let id, let suggestion):
      return "la sección «\(id)» no existe en leccion.md." + didYouMean(suggestion)
    case .tooFewHints(let count):
      let have = count == 0 ? "no tiene ninguna" : count == 1 ? "tiene una" : "tiene \(count)"
      return "un ejercicio de código necesita al menos dos pistas en «### pistas» y este \(have)."
    case .missingCodeFile(let path):
      return "falta «\(path)»: un ejercicio de código tiene inicio.swift, solucion.swift y "
        + "pruebas.swift."
    case .unknownDiagram(let id, let suggestion):
      return "no hay ningún diagrama «\(id)» en el curso." + didYouMean(suggestion)
    case .unknownNode(let node, let diagram):
      return "el diagrama «\(diagram)» no tiene ningún nodo «\(node)»."
    case .stepOffPath(let step, let node, let expected):
      return "el paso \(step) parte de «\(node)», pero el recorrido va por «\(expected)»: "
        + "los pasos deben seguir las aristas del diagrama."
    case .noSuchBranch(let node, let label, let options):
      return "«\(label)» no es una salida de «\(node)»; sus salidas son: "
        + options.map { "«\($0)»" }.joined(separator: ", ") + "."
    case .walkStalled(let node):
      return "el recorrido se detiene en «\(node)»: tiene varias salidas y ningún paso elige una."
    case .wrongDestination(let declared, let reached):
      return "el destino es «\(declared)», pero los pasos llevan a «\(reached)»."

    case .flowchart(let problem):
      return problem.message

    case .malformedStudentCopy(let reason):
      return "no es una copia del alumno válida: \(reason). Vuelve a escribirla con "
        + "«leccion tarea nueva … --curso-alumno DIR»."
    case .studentCopyKeyMismatch(let exercise, let problem):
      return "la clave de «\(exercise)» en la copia del alumno \(problem); vuelve a escribir "
        + "la copia con «leccion tarea nueva … --curso-alumno DIR»."

    case .variant(let problem):
      return problem.message
    case .reported(let message):
      return message
    }
  }

  private func didYouMean(_ suggestion: String?) -> String {
    suggestion.map { " ¿Quisiste decir «\($0)»?" } ?? ""
  }
}
