import Foundation
import Lessons
import SharedCore
import Synchronization

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
  /// Dónde se dejan las respuestas que no caben en disco al salir.
  public let recovery: ProgressRecovery?
  /// Los archivos de recuperación que se unieron al abrir.
  public var recovered: [Recovered] { recoveredFiles.withLock { $0 } }
  private let recoveredFiles = Mutex<[Recovered]>([])

  /// Un archivo de recuperación unido al progreso al abrir.
  public struct Recovered: Equatable, Sendable {
    /// Dónde estaba (ya borrado, si el progreso unido se guardó).
    public var path: String
    /// Cuántos sucesos suyos no estaban en `progreso.json`.
    public var events: Int
    /// Si se guardó el progreso unido (y se borró el archivo de recuperación).
    public var saved: Bool
  }

  private init(
    url: URL, key: ProgressKey, box: Shared<LearnerProgress>, backups: [Backup],
    recovery: ProgressRecovery?, unreadable: ProgressProblem? = nil
  ) {
    self.url = url
    self.key = key
    self.shared = box
    self.backups = backups
    self.unreadable = unreadable
    self.recovery = recovery
    self.writer = UUID().uuidString.lowercased()
  }

  /// Abre el progreso del espacio; si el archivo no se puede usar, lo aparta y empieza
  /// de cero, y lo dice en `notices`. Con `readOnly` (una orden que solo lee), no lo
  /// aparta: el progreso queda vacío y el problema, en `unreadable`.
  ///
  /// Une también lo que haya en un archivo de recuperación de ese espacio
  /// (`ProgressRecovery`): queda en `recovered` (salvo si el archivo no se puede usar y
  /// solo se lee: unirlo lo escribiría, y eso lo apartaría).
  public static func open(
    _ workspace: Workspace, recovery: ProgressRecovery? = nil, readOnly: Bool = false
  ) throws(WorkspaceError) -> ProgressStore {
    let store = try open(
      url: workspace.progressURL, courseID: workspace.manifest.courseID,
      recovery: recovery ?? ProgressRecovery(workspace: workspace.directory), readOnly: readOnly)
    if store.unreadable == nil { store.mergeRecovered() }
    return store
  }

  /// Abre el progreso de `url` para el curso `courseID`.
  public static func open(
    url: URL, courseID: String, recovery: ProgressRecovery? = nil, readOnly: Bool = false
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
      url: url, key: key, box: box, backups: backups, recovery: recovery,
      unreadable: unreadable)
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
  ///
  /// Al guardar gana la posición de fecha más reciente (`LearnerProgress.merged(with:)`), y
  /// la fecha va en milisegundos: dos pasos en el mismo milisegundo (una máquina rápida) o
  /// un reloj que retrocede harían que ganara la de antes, y la persona volvería a un sitio
  /// por el que ya pasó. Por eso la nueva es siempre posterior a la que se conoce.
  public func move(to position: Position) throws(WorkspaceError) {
    let current = shared.wrappedValue.position
    if let current, current.lessonID == position.lessonID, current.stepID == position.stepID {
      return
    }
    var position = position
    if let current { position.date = position.date.later(than: current.date) }
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

  // MARK: Lo que no llegó al disco

  /// Los sucesos que no están en `progreso.json` (ninguno si todo está guardado).
  public func unsavedEvents() -> [ProgressEvent] {
    let onDisk: Set<UUID>
    switch ProgressFile.read(url, courseID: progress.courseID) {
    case .success(let progress?): onDisk = Set(progress.events.map(\.id))
    case .success(nil), .failure: onDisk = []
    }
    return progress.events.filter { !onDisk.contains($0.id) }
  }

  /// Lo que pasó al intentar guardar por última vez (al salir).
  public enum FlushOutcome: Equatable, Sendable {
    /// Todo está en `progreso.json`.
    case saved
    /// `progreso.json` no se pudo escribir (`reason`); los sucesos que faltaban (`events`)
    /// quedaron en el archivo de recuperación `path`.
    case recovered(events: [ProgressEvent], path: String, reason: String)
    /// Ni `progreso.json` ni ningún archivo de recuperación se pudieron escribir.
    case lost(events: [ProgressEvent], reason: String)
  }

  /// Guarda una vez más lo que falte en disco; si no se puede, lo deja en un archivo de
  /// recuperación (`recovery`) y dice dónde.
  public func flush() -> FlushOutcome {
    let missing = unsavedEvents()
    guard !missing.isEmpty else { return .saved }
    let reason: String
    do {
      _ = try ProgressFile.mergeAndWrite(progress, to: url)
      return .saved
    } catch {
      reason = error.detail
    }
    guard let recovery else { return .lost(events: missing, reason: reason) }
    do {
      return .recovered(events: missing, path: try recovery.write(progress), reason: reason)
    } catch {
      return .lost(events: missing, reason: reason)
    }
  }

  /// Une al progreso los archivos de recuperación del espacio y, si el resultado se
  /// guarda, los borra.
  private func mergeRecovered() {
    guard let recovery else { return }
    for path in recovery.existing() {
      guard let saved = ProgressRecovery.read(path, courseID: progress.courseID) else { continue }
      let known = Set(progress.events.map(\.id))
      let new = saved.events.count { !known.contains($0.id) }
      var stored = true
      do {
        try update { $0 = $0.merged(with: saved) }
      } catch {
        stored = false
      }
      if stored { unlink(path) }
      recoveredFiles.withLock { $0.append(Recovered(path: path, events: new, saved: stored)) }
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
