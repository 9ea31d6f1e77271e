// El único sitio donde los errores de `Workspace` se convierten en castellano.

extension WorkspaceError {
  /// El mensaje en castellano, sin el prefijo `error: ` (lo pone quien lo muestra).
  public var message: String {
    switch self {
    case .workspaceNotFound(let path):
      return "«\(path)» no es un espacio de trabajo de leccion (no tiene espacio.json). "
        + "Créalo con «leccion iniciar \(path)»."
    case .workspaceOfAnotherCourse(let path, let found, let expected):
      return "el espacio «\(path)» es del curso «\(found)», no de «\(expected)». Usa otro "
        + "espacio con «--espacio CARPETA» o el curso de ese espacio con «--curso»."
    case .workspaceOfAnotherCourseFolder(let path, let recorded, let given):
      return "el espacio «\(path)» se creó con el curso de «\(recorded)» (lo dice su "
        + "espacio.json), y «\(given)» es otro curso. Ábrelo sin «--curso» desde su carpeta "
        + "(cd \(path)), o con «--curso \(recorded)»."
    case .workspaceCourseMissing(let path, let recorded):
      return "el espacio «\(path)» se creó con el curso de «\(recorded)», que ya no está ahí. "
        + "Si lo has movido, ábrelo con «--curso CARPETA» (la nueva carpeta del curso); si no, "
        + "pídeselo a tu profesor."
    case .manifestUnreadable(let path, let detail):
      return "no puedo leer «\(path)»: \(detail). Corrígelo o bórralo y vuelve a ejecutar "
        + "«leccion iniciar»; tu progreso (progreso.json) no se toca."
    case .manifestFromTheFuture(let path, let format):
      return "«\(path)» tiene el formato \(format), más nuevo que el de esta versión de "
        + "leccion (\(WorkspaceManifest.currentFormat)): actualiza leccion."
    case .cannotWrite(let path, let detail):
      return "no puedo escribir en «\(path)»: \(detail)."
    case .workspaceBelongsToAnotherLearner(let path, let found, let requested):
      return "el espacio «\(path)» es del alumno «\(found)», no de «\(requested)»: usa otra "
        + "carpeta."
    case .malformedLearnerID(let id):
      return "el id de alumno «\(id)» no vale: usa letras, cifras, puntos, guiones o «_», "
        + "sin espacios (por ejemplo «ana.garcia»)."
    case .progressNotSaved(let path, let detail):
      return "no he podido guardar tu progreso en «\(path)»: \(detail)."
    case .assignment(let problem):
      return problem.message
    case .assignmentChanged(let path):
      return "la tarea de tu espacio («\(path)») no es la que te dio tu profesor: se ha "
        + "cambiado. Vuelve a copiar la original (o pide otra vez «leccion iniciar --tarea»); "
        + "tu progreso no se toca."
    case .handbackUnreadable(let path, let detail):
      return "no puedo leer la devolución «\(path)»: \(detail). Pide a tu profesor que te la "
        + "envíe de nuevo."
    case .handbackNotYours(let path, let detail):
      return "la devolución «\(path)» \(detail): no es para este espacio."
    case .workspaceHasOtherAssignment(let path):
      return "el espacio «\(path)» ya sigue otra tarea: una tarea no se cambia a mitad de "
        + "curso. Usa otra carpeta para la nueva."
    }
  }
}

extension WorkspaceError {
  /// Lo que falla, sin la ruta ni qué hacer: para citarlo dentro de otro mensaje.
  public var detail: String {
    switch self {
    case .manifestUnreadable(_, let detail), .cannotWrite(_, let detail),
      .progressNotSaved(_, let detail):
      return detail
    case .manifestFromTheFuture(_, let format):
      return "es del formato \(format), más nuevo que esta leccion"
    default:
      return message
    }
  }
}
