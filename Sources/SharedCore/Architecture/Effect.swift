/// Lo que un reducer pide hacer después de cambiar el estado: nada, enviar otra acción o
/// trabajo asíncrono que devuelve acciones.
///
/// Un efecto nunca toca el estado: solo envía acciones, y es el reducer quien escribe.
///
/// ```swift
/// case .recargarPerfilPulsado:
///   return .run { [id = state.usuario.id] send in
///     await send(.perfilLlego(Result { try await self.api.perfil(id) }))
///   }
/// ```
public struct Effect<Action> {
  /// Una pieza de un efecto, en el orden en que se ejecuta.
  enum Part {
    /// Una acción que el store procesa justo después de la actual.
    case send(Action)
    /// Trabajo asíncrono.
    case run(EffectRun<Action>)
    /// Cancela los efectos en curso con este id.
    case cancel(id: AnyHashable)
  }

  let parts: [Part]

  init(parts: [Part]) {
    self.parts = parts
  }

  /// Ningún efecto.
  public static var none: Self { Self(parts: []) }

  /// Envía `action` al store, que la procesa justo después de la acción actual.
  ///
  /// Es la forma de una acción delegate: `return .send(.delegate(.guardado))`.
  public static func send(_ action: Action) -> Self {
    Self(parts: [.send(action)])
  }

  /// Trabajo asíncrono, fuera de quien envió la acción, que devuelve acciones con `send`.
  ///
  /// Un error lanzado por `operation` nunca se pierde: va a `handler` si lo hay y, si no,
  /// se informa como fallo (y en una prueba la hace fallar). Cancelar el efecto no es un
  /// error.
  ///
  /// ```swift
  /// return .run { send in
  ///   let perfil = try await api.perfil(id)
  ///   await send(.perfilLlego(perfil))
  /// } catch: { error, send in
  ///   await send(.falloAlCargar)
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - priority: la prioridad de la tarea.
  ///   - operation: el trabajo; recibe `send` para devolver acciones.
  ///   - handler: qué hacer con un error lanzado por `operation`.
  public static func run(
    priority: TaskPriority? = nil,
    operation: @escaping @Sendable (_ send: Send<Action>) async throws -> Void,
    catch handler: (@Sendable (_ error: any Error, _ send: Send<Action>) async -> Void)? = nil,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> Self {
    let location = CallSite(fileID: fileID, line: line)
    return Self(parts: [
      .run(
        EffectRun(priority: priority, cancelIDs: []) { send in
          do {
            try await operation(send)
          } catch is CancellationError where Task.isCancelled {
            // Cancelar un efecto no es un fallo.
          } catch {
            if let handler {
              await handler(error, send)
            } else {
              reportIssue(
                ArchitectureIssue.effectThrew(describeError(error)).message,
                fileID: location.fileID, line: location.line)
            }
          }
        })
    ])
  }

  /// Varios efectos a la vez.
  public static func merge(_ effects: Self...) -> Self {
    merge(effects)
  }

  /// Varios efectos a la vez.
  public static func merge(_ effects: some Sequence<Self>) -> Self {
    Self(parts: effects.flatMap(\.parts))
  }

  /// Este efecto y `other` a la vez.
  public func merge(with other: Self) -> Self {
    if other.parts.isEmpty { return self }
    if parts.isEmpty { return other }
    return Self(parts: parts + other.parts)
  }

  /// El mismo efecto, con sus acciones transformadas (de hijo a padre, por ejemplo).
  public func map<NewAction>(_ transform: @escaping (Action) -> NewAction) -> Effect<NewAction> {
    if parts.isEmpty { return .none }
    let transform = UncheckedSendable(transform)
    return Effect<NewAction>(
      parts: parts.map { part in
        switch part {
        case .send(let action):
          return .send(transform.value(action))
        case .run(let run):
          return .run(
            EffectRun(priority: run.priority, cancelIDs: run.cancelIDs) { send in
              await run.operation(Send(send: { action in await send(transform.value(action)) }))
            })
        case .cancel(let id):
          return .cancel(id: id)
        }
      })
  }
}

/// Un trabajo asíncrono de un efecto, con los ids por los que se puede cancelar.
struct EffectRun<Action>: @unchecked Sendable {
  var priority: TaskPriority?
  var cancelIDs: [AnyHashable]
  /// El trabajo, que ya se ocupa de sus errores.
  var operation: @Sendable (Send<Action>) async -> Void
}

/// Dónde se escribió algo, para señalarlo en un fallo.
struct CallSite: Sendable {
  var fileID: StaticString
  var line: UInt
}

/// Describe un error para un mensaje: su caso o su descripción.
func describeError(_ error: any Error) -> String {
  ValueFormatter.format(error)
}
