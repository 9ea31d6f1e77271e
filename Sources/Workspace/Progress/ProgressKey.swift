import Foundation
import Lessons
import SharedCore
import Synchronization

/// La clave de persistencia del progreso: un `SharedKey` propio, el uso legítimo de una
/// clave que enseña la última lección.
///
/// Guardar no pisa el archivo: une el registro con el de disco bajo un candado
/// (`ProgressFile.mergeAndWrite`). Si al unir aparecen sucesos de otro proceso, la caja
/// los recibe como un cambio externo.
///
/// ```swift
/// @Shared(.progress(url, courseID: "estado-compartido")) var progress = LearnerProgress(courseID: …)
/// $progress.withLock { $0.append(.hint(0, exercise: "shared.entrega")) }  // ya está en disco
/// ```
public struct ProgressKey: SharedKey {
  /// El archivo.
  public let url: URL
  /// El curso al que pertenece.
  public let courseID: String
  let channel: ProgressChannel

  /// La identidad: la ruta del archivo.
  public var id: String { url.standardizedFileURL.path }

  public func load(
    context: LoadContext<LearnerProgress>, continuation: LoadContinuation<LearnerProgress>
  ) {
    switch ProgressFile.read(url, courseID: courseID) {
    case .success(let progress): continuation.resume(with: .success(progress))
    case .failure(let problem): continuation.resume(throwing: problem)
    }
  }

  public func save(
    _ value: LearnerProgress, context: SaveContext, continuation: SaveContinuation
  ) {
    do {
      let result = try ProgressFile.mergeAndWrite(value, to: url)
      if let backup = result.backup { channel.report(.backedUp(backup.0, backup.1)) }
      if result.written != value { channel.send(result.written) }
      continuation.resume()
    } catch {
      continuation.resume(throwing: error)
    }
  }

  public func subscribe(
    context: LoadContext<LearnerProgress>, subscriber: SharedSubscriber<LearnerProgress>
  ) -> SharedSubscription {
    let token = channel.add { subscriber.yield(with: .success($0)) }
    return SharedSubscription { [channel] in channel.remove(token) }
  }
}

extension SharedReaderKey where Self == ProgressKey {
  /// La clave del progreso guardado en `url` para el curso `courseID`.
  public static func progress(_ url: URL, courseID: String) -> ProgressKey {
    ProgressKey(url: url, courseID: courseID, channel: ProgressChannel())
  }
}

/// Por donde la clave avisa a su caja de lo que llegó de otro proceso, y de los archivos
/// dañados que tuvo que apartar.
final class ProgressChannel: Sendable {
  enum Report: Sendable {
    case backedUp(URL, ProgressFile.Problem)
  }

  private struct State {
    var listeners: [Int: @Sendable (LearnerProgress?) -> Void] = [:]
    var next = 0
    var reports: [Report] = []
  }

  private let state = Mutex(State())

  func add(_ listener: @escaping @Sendable (LearnerProgress?) -> Void) -> Int {
    state.withLock { state in
      state.next += 1
      state.listeners[state.next] = listener
      return state.next
    }
  }

  func remove(_ token: Int) {
    _ = state.withLock { $0.listeners.removeValue(forKey: token) }
  }

  func send(_ progress: LearnerProgress) {
    let listeners = state.withLock { Array($0.listeners.values) }
    for listener in listeners { listener(progress) }
  }

  func report(_ report: Report) {
    state.withLock { $0.reports.append(report) }
  }

  /// Los avisos pendientes, que se vacían al leerlos.
  func takeReports() -> [Report] {
    state.withLock { state in
      defer { state.reports = [] }
      return state.reports
    }
  }
}
