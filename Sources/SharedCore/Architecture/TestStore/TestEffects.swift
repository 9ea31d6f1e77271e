import Synchronization

/// Los efectos de un `TestStore`: los que siguen en curso y las acciones que han enviado
/// y la prueba aún no ha recibido.
///
/// Los efectos solo sostienen esta bandeja (débilmente), nunca el `TestStore`, para que
/// este se libere —y haga sus comprobaciones finales— cuando la prueba lo suelta.
final class TestEffects<Action>: TestEffectsControl, @unchecked Sendable {
  struct Received: @unchecked Sendable {
    let action: Action
    /// El efecto que la envió (`nil`: un `.send` del reducer).
    let sender: Int?
  }

  struct Running: @unchecked Sendable {
    /// La acción cuyo procesamiento lanzó el efecto, ya escrita.
    let origin: String
    let location: CallSite
    let cancelIDs: [AnyHashable]
    var task: Task<Void, Never>?
  }

  private struct Contents {
    var received: [Received] = []
    var running: [Int: Running] = [:]
    var nextID = 0
  }

  private let contents = Locked<Contents>(Contents())

  // MARK: Efectos en curso

  /// Lanza `run` y devuelve su número. Hereda los valores de tarea de quien llama
  /// (dependencias, seguimiento de cajas, destino de los fallos).
  func start(_ run: EffectRun<Action>, origin: String, location: CallSite) -> Int {
    let key = contents.withLock { contents in
      defer { contents.nextID += 1 }
      contents.running[contents.nextID] = Running(
        origin: origin, location: location, cancelIDs: run.cancelIDs)
      return contents.nextID
    }
    let send = Send<Action>(deliver: { [weak self] action in
      self?.enqueue(Received(action: action.value, sender: key))
    })
    let task = Task(priority: run.priority) { [weak self] in
      await run.operation(send)
      self?.finish(key)
    }
    contents.withLock { contents in
      contents.running[key]?.task = task
    }
    return key
  }

  private func finish(_ key: Int) {
    contents.withLock { _ = $0.running.removeValue(forKey: key) }
  }

  /// Cancela los efectos en curso marcados con `id`; dejan de contar como en curso.
  func cancel(id: AnyHashable) {
    let tasks = contents.withLock { contents in
      let keys = contents.running.filter { $0.value.cancelIDs.contains(id) }.map(\.key)
      return keys.compactMap { contents.running.removeValue(forKey: $0)?.task }
    }
    for task in tasks { task.cancel() }
  }

  func cancel(keys: [Int]) {
    let tasks = contents.withLock { contents in
      keys.compactMap { contents.running.removeValue(forKey: $0)?.task }
    }
    for task in tasks { task.cancel() }
  }

  /// Cancela todos los efectos en curso y devuelve los que había.
  @discardableResult
  func cancelAll() -> [Running] {
    let running = contents.withLock { contents in
      defer { contents.running.removeAll() }
      return contents.running.sorted { $0.key < $1.key }.map(\.value)
    }
    for effect in running { effect.task?.cancel() }
    return running
  }

  /// Los efectos en curso, en el orden en que se lanzaron.
  var running: [Running] {
    contents.withLock { $0.running.sorted { $0.key < $1.key }.map(\.value) }
  }

  func isRunning(_ keys: [Int]) -> Bool {
    contents.withLock { contents in keys.contains { contents.running[$0] != nil } }
  }

  var isIdle: Bool {
    contents.withLock { $0.running.isEmpty }
  }

  // MARK: Acciones recibidas

  func enqueue(_ received: Received) {
    contents.withLock { $0.received.append(received) }
  }

  /// Saca la primera acción recibida, si hay.
  func popReceived() -> Received? {
    contents.withLock { contents in
      contents.received.isEmpty ? nil : contents.received.removeFirst()
    }
  }

  /// Saca todas las acciones recibidas.
  func drainReceived() -> [Received] {
    contents.withLock { contents in
      defer { contents.received.removeAll() }
      return contents.received
    }
  }

  var receivedCount: Int {
    contents.withLock { $0.received.count }
  }

  // MARK: Esperas

  /// Qué pasó al esperar una acción.
  enum Arrival {
    case action(Received)
    case noneLeft
    case timedOut
  }

  /// Espera la siguiente acción recibida, hasta que no quede ningún efecto que pueda
  /// enviarla o pase `timeout`.
  func nextReceived(timeout: Duration) async -> Arrival {
    var result = Arrival.timedOut
    await poll(timeout: timeout) {
      if let received = popReceived() {
        result = .action(received)
        return true
      }
      if isIdle {
        // Un efecto pudo enviar y terminar entre las dos comprobaciones.
        result = popReceived().map(Arrival.action) ?? .noneLeft
        return true
      }
      return false
    }
    return result
  }

  /// Espera a que no quede ningún efecto en curso; `false` si pasó `timeout` antes.
  func waitUntilIdle(timeout: Duration) async -> Bool {
    await poll(timeout: timeout) { isIdle }
  }

  /// Espera a que terminen los efectos `keys` o a que llegue alguna acción nueva, como
  /// mucho `timeout`: deja acabar a los efectos rápidos antes de seguir con la prueba.
  func settle(_ keys: [Int], timeout: Duration) async {
    guard !keys.isEmpty else { return }
    let received = receivedCount
    _ = await poll(timeout: timeout) { !isRunning(keys) || receivedCount > received }
  }

  func waitUntilFinished(_ keys: [Int], timeout: Duration) async -> Bool {
    await poll(timeout: timeout) { !isRunning(keys) }
  }

  /// Comprueba `isDone` cediendo el hilo entre intentos, hasta `timeout`.
  @discardableResult
  private func poll(timeout: Duration, _ isDone: () -> Bool) async -> Bool {
    let deadline = ContinuousClock.now.advanced(by: timeout)
    var attempts = 0
    while !isDone() {
      if ContinuousClock.now >= deadline || Task.isCancelled { return false }
      if attempts < 50 {
        await Task.yield()
      } else {
        try? await Task.sleep(for: .microseconds(200))
      }
      attempts += 1
    }
    return true
  }
}

/// Lo que un `TestStoreTask` necesita de la bandeja, sin su tipo de acción.
protocol TestEffectsControl: AnyObject, Sendable {
  func isRunning(_ keys: [Int]) -> Bool
  func cancel(keys: [Int])
  func waitUntilFinished(_ keys: [Int], timeout: Duration) async -> Bool
}
