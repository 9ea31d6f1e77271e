import Foundation

/// Lo que puede salir mal con los datos de la persona en disco: el espacio de trabajo, su
/// progreso y la tarea que sigue.
///
/// Su texto en castellano sale de un solo sitio (`WorkspaceError+Message.swift`); quien lo
/// muestra pone delante «error: ».
///
/// ```swift
/// let error = WorkspaceError.malformedLearnerID("ana garcía")
/// error.message  // "el id de alumno «ana garcía» no vale: …"
/// ```
public enum WorkspaceError: Error, Equatable, Sendable {
  /// `--espacio` apunta a una carpeta sin `espacio.json`.
  case workspaceNotFound(String)
  /// El espacio es de otro curso.
  case workspaceOfAnotherCourse(path: String, found: String, expected: String)
  /// El espacio se creó con el curso de `recorded` y se abre con otro (`given`: otra
  /// carpeta, con otro contenido).
  case workspaceOfAnotherCourseFolder(path: String, recorded: String, given: String)
  /// El curso con que se creó el espacio ya no está en su carpeta.
  case workspaceCourseMissing(path: String, recorded: String)
  /// `espacio.json` no se puede leer.
  case manifestUnreadable(path: String, detail: String)
  /// `espacio.json` es de una versión de leccion más nueva.
  case manifestFromTheFuture(path: String, format: Int)
  /// No se pudo crear o escribir algo del espacio.
  case cannotWrite(path: String, detail: String)
  /// `iniciar` en una carpeta que es un espacio de otro alumno.
  case workspaceBelongsToAnotherLearner(path: String, found: String, requested: String)
  /// Un id de alumno que no vale.
  case malformedLearnerID(String)
  /// El progreso no se pudo guardar.
  case progressNotSaved(path: String, detail: String)
  /// El archivo de tarea no se puede usar; `problem` dice qué campo y por qué.
  case assignment(AssignmentProblem)
  /// La copia de la tarea del espacio no es la que se instaló (se editó a mano).
  case assignmentChanged(path: String)
  /// Una devolución que no se puede leer.
  case handbackUnreadable(path: String, detail: String)
  /// Una devolución de otro alumno o de otro curso.
  case handbackNotYours(path: String, detail: String)
  /// `iniciar --tarea` en un espacio que ya sigue otra tarea.
  case workspaceHasOtherAssignment(path: String)

  /// Si es un error de cómo se llamó a leccion (y no del disco).
  public var isUsageError: Bool {
    switch self {
    case .malformedLearnerID: true
    default: false
    }
  }
}
