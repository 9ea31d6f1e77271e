import Observation

/// El store raíz: el estado, la cola de acciones y los efectos en curso.
@MainActor
final class RootStoreCore<R: Reducer>: StoreCore, Observable {
  private var state: R.State
  private let reducer: R
  private let dependencies: DependencyValues
  private let registrar = ObservationRegistrar()
  /// Acciones pendientes mientras se procesa otra (las de `.send` y las reentrantes).
  private var queue: [R.Action] = []
  private var isSending = false
  private var running: [Int: (task: Task<Void, Never>, cancelIDs: [AnyHashable])] = [:]
  private var nextEffectID = 0

  init(state: R.State, reducer: R, dependencies: DependencyValues) {
    self.state = state
    self.reducer = reducer
    self.dependencies = dependencies
  }

  var rootState: Any { state }

  func access() {
    registrar.access(self, keyPath: \.observedState)
  }

  /// Solo existe para que Observation tenga una ruta que vigilar.
  private var observedState: Int { 0 }

  func send(_ action: Any) -> StoreTask {
    guard let action = action as? R.Action else { return StoreTask(task: nil) }
    queue.append(action)
    // Una acción enviada mientras se procesa otra espera su turno en la cola.
    guard !isSending else { return StoreTask(task: nil) }
    isSending = true
    var tasks: [Task<Void, Never>] = []
    while !queue.isEmpty {
      let next = queue.removeFirst()
      let effect = DependencyValues.$current.withValue(dependencies) {
        reducer.reduce(into: &state, action: next)
      }
      tasks += start(effect)
    }
    isSending = false
    registrar.willSet(self, keyPath: \.observedState)
    registrar.didSet(self, keyPath: \.observedState)
    guard !tasks.isEmpty else { return StoreTask(task: nil) }
    let started = tasks
    return StoreTask(
      task: Task {
        await withTaskCancellationHandler {
          for task in started { await task.value }
        } onCancel: {
          for task in started { task.cancel() }
        }
      })
  }

  private func start(_ effect: Effect<R.Action>) -> [Task<Void, Never>] {
    var tasks: [Task<Void, Never>] = []
    for part in effect.parts {
      switch part {
      case .send(let action):
        queue.append(action)
      case .cancel(let id):
        for (key, effect) in running where effect.cancelIDs.contains(id) {
          effect.task.cancel()
          running[key] = nil
        }
      case .run(let run):
        tasks.append(launch(run))
      }
    }
    return tasks
  }

  private func launch(_ run: EffectRun<R.Action>) -> Task<Void, Never> {
    let key = nextEffectID
    nextEffectID += 1
    let weakCore = WeakStoreCore(self)
    let send = Send<R.Action>(deliver: { action in
      await MainActor.run { _ = weakCore.core?.send(action.value) }
    })
    let task = DependencyValues.$current.withValue(dependencies) {
      Task(priority: run.priority) {
        await run.operation(send)
        weakCore.core?.effectFinished(key)
      }
    }
    running[key] = (task, run.cancelIDs)
    return task
  }

  func effectFinished(_ key: Int) {
    running[key] = nil
  }
}

/// Una referencia débil al store raíz, sin sus tipos, para los efectos: que un efecto
/// siga en curso no mantiene vivo al store.
private final class WeakStoreCore: @unchecked Sendable {
  weak var core: (any StoreCore)?

  init(_ core: any StoreCore) {
    self.core = core
  }
}

/// Los efectos que lanzó una acción enviada a un `Store`.
public struct StoreTask: Hashable, Sendable {
  let task: Task<Void, Never>?

  /// Espera a que terminen.
  public func finish() async {
    await task?.value
  }

  /// Los cancela.
  public func cancel() {
    task?.cancel()
  }

  /// Si se cancelaron.
  public var isCancelled: Bool {
    task?.isCancelled ?? true
  }
}
