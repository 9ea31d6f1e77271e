import Observation

/// El store raíz: el estado, la cola de acciones y los efectos en curso.
@MainActor
final class RootStoreCore<R: Reducer>: StoreCore, Observable {
  private(set) var state: R.State
  private let reducer: R
  private let dependencies: DependencyValues
  private let registrar = ObservationRegistrar()
  /// La ruta que vigila Observation, creada una vez (en un tipo genérico, cada literal
  /// `\.x` se instancia de nuevo en cada uso).
  private let observedKeyPath: KeyPath<RootStoreCore, Int> = \.observedState
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

  func access() {
    registrar.access(self, keyPath: observedKeyPath)
  }

  /// Solo existe para que Observation tenga una ruta que vigilar.
  private var observedState: Int { 0 }

  func send(_ action: R.Action) -> StoreTask {
    queue.append(action)
    // Una acción enviada mientras se procesa otra espera su turno en la cola.
    guard !isSending else { return StoreTask(task: nil) }
    isSending = true
    var tasks: [Task<Void, Never>] = []
    var index = 0
    while index < queue.count {
      let next = queue[index]
      index += 1
      let effect = DependencyValues.$current.withValue(dependencies) {
        reducer.reduce(into: &state, action: next)
      }
      tasks += start(effect)
    }
    queue.removeAll(keepingCapacity: true)
    isSending = false
    registrar.willSet(self, keyPath: observedKeyPath)
    registrar.didSet(self, keyPath: observedKeyPath)
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
    let deliver = UncheckedSendable({ [weak self] (action: R.Action) in _ = self?.send(action) })
    let send = Send<R.Action>(deliver: { action in
      await MainActor.run { deliver.value(action.value) }
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
