import Foundation
import Lessons
import SharedCore

/// El progreso de un espacio de trabajo, en una caja `@Shared` con `ProgressKey`.
///
/// Cada cambio se escribe en el momento (unido con lo que haya en disco), así que un
/// Ctrl-C, un SIGTERM o una terminal cerrada no pierden nada ya respondido. Un archivo
/// dañado o de una versión futura se aparta como copia antes de empezar y se avisa.
///
/// ```swift
/// let store = try ProgressStore.open(workspace)
/// try store.record(.hint(0, exercise: "shared.entrega"))
/// store.progress.record(for: "shared.entrega").hintsShown  // 1
/// ```
public final class ProgressStore: Sendable {
  /// Un archivo de progreso que no se podía usar y se apartó.
  public struct Backup: Equatable, Sendable {
    /// Dónde quedó la copia.
    public var path: String
    /// Por qué no se podía usar.
    public var reason: ProgressProblem
  }

  /// El archivo.
  public let url: URL
  /// El id de este proceso en la cadena de sucesos (`ProgressChain`).
  public let writer: String
  private let shared: Shared<LearnerProgress>
  private let key: ProgressKey
  /// Lo que pasó al abrir (copias de archivos dañados).
  public let backups: [Backup]
  /// Por qué no se pudo usar el archivo, si se abrió solo para leer y no se podía (ni se
  /// tocó: el progreso está vacío).
  public let unreadable: ProgressProblem?

  private init(
    url: URL, key: ProgressKey, box: Shared<LearnerProgress>, backups: [Backup],
    unreadable: ProgressProblem? = nil
  ) {
    self.url = url
    self.key = key
    self.shared = box
    self.backups = backups
    self.unreadable = unreadable
    self.writer = UUID().uuidString.lowercased()
  }

  /// Abre el progreso del espacio; si el archivo no se puede usar, lo aparta y empieza
  /// de cero, y lo dice en `notices`. Con `readOnly` (una orden que solo lee), no lo
  /// aparta: el progreso queda vacío y el problema, en `unreadable`.
  public static func open(
    _ workspace: Workspace, readOnly: Bool = false
  ) throws(WorkspaceError) -> ProgressStore {
    try open(url: workspace.progressURL, courseID: workspace.manifest.courseID, readOnly: readOnly)
  }

  /// Abre el progreso de `url` para el curso `courseID`.
  public static func open(
    url: URL, courseID: String, readOnly: Bool = false
  ) throws(WorkspaceError) -> ProgressStore {
    var backups: [Backup] = []
    var unreadable: ProgressProblem?
    if case .failure(let problem) = ProgressFile.read(url, courseID: courseID) {
      if readOnly {
        unreadable = problem
      } else {
        let backup = try ProgressFile.backUp(url)
        backups.append(Backup(path: backup.path, reason: problem))
      }
    }
    let key = ProgressKey.progress(url, courseID: courseID)
    let box = Shared(wrappedValue: LearnerProgress(courseID: courseID), key)
    return ProgressStore(
      url: url, key: key, box: box, backups: backups, unreadable: unreadable)
  }

  /// El progreso tal como está ahora.
  public var progress: LearnerProgress { shared.wrappedValue }

  /// Añade un suceso, encadenado como de este proceso, y lo guarda.
  public func record(_ event: ProgressEvent) throws(WorkspaceError) {
    let writer = self.writer
    try update { $0.appendChained(event, writer: writer) }
  }

  /// Anota por dónde va la persona y lo guarda. Volver a mostrar el paso en que ya está
  /// (al reanudar, o con «ir» al mismo sitio) no escribe nada: solo cambiaría la hora.
  public func move(to position: Position) throws(WorkspaceError) {
    if let current = shared.wrappedValue.position, current.lessonID == position.lessonID,
      current.stepID == position.stepID
    {
      return
    }
    try update { $0.position = position }
  }

  /// Vuelve a leer el disco y une lo que otro proceso haya escrito.
  public func refresh() {
    let current = shared.wrappedValue
    guard case .success(let onDisk?) = ProgressFile.read(url, courseID: current.courseID) else {
      return
    }
    let merged = current.merged(with: onDisk)
    if merged != current { key.channel.send(merged) }
  }

  /// Los avisos que dejó la última escritura (un archivo dañado apartado mientras tanto).
  public func takeBackups() -> [Backup] {
    key.channel.takeReports().map { report in
      switch report {
      case .backedUp(let url, let problem): Backup(path: url.path, reason: problem)
      }
    }
  }

  private func update(_ change: (inout LearnerProgress) -> Void) throws(WorkspaceError) {
    shared.withLock(change)
    if let error = shared.saveError {
      if let error = error as? WorkspaceError { throw error }
      throw .progressNotSaved(path: url.path, detail: "\(error)")
    }
  }
}
