import Workspace
/// Un aviso que no detiene nada pero que la persona debe leer (un archivo apartado, un
/// espacio recién creado…). Su texto sale de `message`, junto a los errores.
public enum TutorNotice: Equatable, Sendable {
  /// `progreso.json` no se podía usar y se apartó en `backup`.
  case progressBackedUp(backup: String, reason: ProgressProblem)
  /// `progreso.json` no se podía usar, y una orden que solo lee no lo ha tocado.
  case progressUnreadable(path: String, reason: ProgressProblem)
  /// Se creó el espacio de trabajo por defecto.
  case workspaceCreated(path: String)
  /// Se añadieron archivos de inicio al espacio (ejercicios nuevos del curso).
  case startersAdded([String])
  /// Se unió al progreso un archivo de recuperación (lo que no cupo en disco al salir);
  /// `saved`: si ya está en `progreso.json` y el archivo se borró.
  case progressRecovered(path: String, events: Int, saved: Bool)

  /// El aviso en castellano.
  public var message: String {
    switch self {
    case .progressBackedUp(let backup, let reason):
      let why: String
      switch reason {
      case .corrupt(let detail):
        why = "estaba dañado (\(detail))"
      case .futureFormat(let format):
        why = "es de una versión más nueva de leccion (formato \(format))"
      case .otherCourse(let course):
        why = "es del curso «\(course)»"
      }
      // La ruta va sola en su línea: así no se parte al ajustar el aviso al ancho.
      return "aviso: tu archivo de progreso \(why). Lo he guardado aparte como\n  \(backup)\n"
        + "y empiezo un progreso nuevo; no he borrado nada."
    case .progressUnreadable(let path, let reason):
      let why: String
      switch reason {
      case .corrupt(let detail):
        why = "está dañado (\(detail))"
      case .futureFormat(let format):
        why = "es de una versión más nueva de leccion (formato \(format))"
      case .otherCourse(let course):
        why = "es del curso «\(course)»"
      }
      return "aviso: tu archivo de progreso\n  \(path)\n\(why). Esta orden solo lee: no lo he "
        + "tocado, y lo que muestra es un progreso vacío. Abre el tutor («leccion») para que lo "
        + "guarde aparte y empiece uno nuevo, o arréglalo a mano."
    case .workspaceCreated(let path):
      return "Tu trabajo se guarda en «\(path)» (usa «leccion iniciar DIR» para otra carpeta)."
    case .startersAdded(let files):
      return
        "He añadido \(files.count == 1 ? "un archivo nuevo" : "\(files.count) archivos nuevos") "
        + "a tu espacio: " + files.joined(separator: ", ") + "."
    case .progressRecovered(let path, let events, let saved):
      let what = events == 1 ? "1 suceso que no estaba" : "\(events) sucesos que no estaban"
      let found =
        "aviso: la última vez no pude guardar todo tu progreso y lo dejé en «\(path)». "
        + "He unido lo que faltaba (\(what) en tu progreso; lo repetido no cuenta dos veces)"
      return saved
        ? found + " y ya está guardado; he borrado ese archivo."
        : found + ", pero aún no he podido guardarlo: no borres ese archivo."
    }
  }
}
