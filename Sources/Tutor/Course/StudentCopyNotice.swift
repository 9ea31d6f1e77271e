import Lessons

/// Lo que el tutor dice cuando el curso es la copia del alumno (`Course.studentCopy`).
enum StudentCopyNotice {
  /// El aviso del principio (y de `progreso`), o `nil` con el curso completo.
  static func summary(_ course: Course) -> String? {
    guard let copy = course.studentCopy else { return nil }
    let checking =
      switch copy.mode {
      case .tries:
        "cada intento se comprueba contra resúmenes de las claves, sin explicaciones"
      case .deferred:
        "tus respuestas se guardan sin corregir"
      }
    return "Esta es la copia del alumno del curso: no lleva las respuestas ni las soluciones; "
      + "\(checking). Las explicaciones se abren cuando tu profesor te devuelva la corrección "
      + "(«leccion revisar DEVOLUCION»)."
  }

  /// Lo que dice `solución` en la copia.
  static let noSolution =
    "Esta copia del curso no lleva las soluciones. Lo que dice la corrección de cada "
    + "ejercicio te llega con la devolución de tu profesor («leccion revisar DEVOLUCION»)."

  /// Lo que dice `solución` cuando la devolución no trae nada de `id`.
  static func nothingHandedBack(_ id: String) -> String {
    "La devolución de tu profesor no trae la respuesta correcta ni la explicación de «\(id)»: "
      + "en esta tarea no se abren (lo que dice de tu respuesta está en «leccion revisar»)."
  }
}
