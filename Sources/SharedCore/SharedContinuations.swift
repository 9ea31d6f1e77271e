/// Por donde una clave entrega el resultado de `load(context:continuation:)`.
///
/// Se reanuda una sola vez; las siguientes no hacen nada. Si se libera sin reanudar, la
/// caja usa el valor por defecto, para que nadie se quede esperando.
public struct LoadContinuation<Value>: Sendable {
  private let once: ResumeOnce<Value?>

  /// Una continuación que entrega el resultado a `callback` (`.success(nil)`: el defecto).
  public init(callback: @escaping @Sendable (Result<Value?, any Error>) -> Void) {
    self.once = ResumeOnce(callback, abandoned: nil)
  }

  /// Entrega el valor guardado.
  public func resume(returning value: Value) { resume(with: .success(value)) }

  /// Entrega un error de lectura, que queda en `loadError`.
  public func resume(throwing error: any Error) { resume(with: .failure(error)) }

  /// Dice que no hay nada guardado: la caja usa el valor por defecto de la declaración.
  public func resumeReturningInitialValue() { resume(with: .success(nil)) }

  /// Entrega `result` (`.success(nil)` equivale a `resumeReturningInitialValue()`).
  public func resume(with result: Result<Value?, any Error>) { once.resume(with: result) }
}

/// Por donde una clave entrega los cambios que vigila (`subscribe(context:subscriber:)`).
public struct SharedSubscriber<Value>: Sendable {
  private let callback: @Sendable (Result<Value?, any Error>) -> Void
  private let onLoading: (@Sendable (Bool) -> Void)?

  /// Un suscriptor que entrega los cambios a `callback` y el estado de carga a `onLoading`.
  public init(
    callback: @escaping @Sendable (Result<Value?, any Error>) -> Void,
    onLoading: (@Sendable (Bool) -> Void)? = nil
  ) {
    self.callback = callback
    self.onLoading = onLoading
  }

  /// Un valor nuevo llegado de fuera; borra el `loadError` que hubiera.
  public func yield(_ value: Value) { yield(with: .success(value)) }

  /// El dato desapareció: la caja vuelve a su valor por defecto.
  public func yieldReturningInitialValue() { yield(with: .success(nil)) }

  /// Lo guardado dejó de poderse leer: la caja conserva su valor y lo anota en `loadError`.
  public func yield(throwing error: any Error) { yield(with: .failure(error)) }

  /// Entrega `result` (`.success(nil)`: el valor por defecto).
  public func yield(with result: Result<Value?, any Error>) { callback(result) }

  /// Marca la caja como cargando (`isLoading`) o no.
  public func yieldLoading(_ isLoading: Bool = true) { onLoading?(isLoading) }
}

/// Por donde una clave dice si `save(_:context:continuation:)` salió bien.
///
/// Se reanuda una sola vez; si se libera sin reanudar, cuenta como guardado bueno.
public struct SaveContinuation: Sendable {
  private let once: ResumeOnce<Void>

  /// Una continuación que entrega el resultado a `callback`.
  public init(callback: @escaping @Sendable (Result<Void, any Error>) -> Void) {
    self.once = ResumeOnce(callback, abandoned: ())
  }

  /// El guardado salió bien: se borra el `saveError` que hubiera.
  public func resume() { resume(with: .success(())) }

  /// El guardado falló: el error queda en `saveError` hasta un guardado bueno.
  public func resume(throwing error: any Error) { resume(with: .failure(error)) }

  /// Entrega `result`.
  public func resume(with result: Result<Void, any Error>) { once.resume(with: result) }
}

/// Lo que comparten las dos continuaciones: llamar a su destino una sola vez, y al
/// liberarse sin reanudar, con `abandoned`.
private final class ResumeOnce<Success>: Sendable {
  private let callback: Locked<(@Sendable (Result<Success, any Error>) -> Void)?>
  private let abandoned: @Sendable () -> Success

  init(
    _ callback: @escaping @Sendable (Result<Success, any Error>) -> Void,
    abandoned: @autoclosure @escaping @Sendable () -> Success
  ) {
    self.callback = Locked(callback)
    self.abandoned = abandoned
  }

  func resume(with result: Result<Success, any Error>) {
    take()?(result)
  }

  private func take() -> (@Sendable (Result<Success, any Error>) -> Void)? {
    callback.withLock { callback in
      defer { callback = nil }
      return callback
    }
  }

  deinit {
    // Nadie la reanudó: quien espera sigue con el defecto (carga) o sin error (guardado).
    take()?(.success(abandoned()))
  }
}
