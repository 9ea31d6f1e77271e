/// Devuelve acciones al store desde un efecto: `await send(.perfilLlego(perfil))`.
///
/// Si el efecto ya se canceló, lo que envíe se ignora.
public struct Send<Action>: Sendable {
  let deliver: @Sendable (UncheckedSendable<Action>) async -> Void

  /// Un `Send` que entrega cada acción a `send` (para probar un efecto a mano).
  public init(send: @escaping @Sendable (Action) async -> Void) {
    self.deliver = { await send($0.value) }
  }

  init(deliver: @escaping @Sendable (UncheckedSendable<Action>) async -> Void) {
    self.deliver = deliver
  }

  /// Envía `action` al store.
  public func callAsFunction(_ action: Action) async {
    guard !Task.isCancelled else { return }
    await deliver(UncheckedSendable(action))
  }
}
