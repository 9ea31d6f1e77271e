// Ejercicio shared.sostener — la prueba que sostiene la caja.
//
// Canje está terminado y funciona. Lo que falta es su prueba: escríbela en
// probarCanje(_:). Las pruebas ocultas la ejecutan con este Canje y con
// versiones estropeadas de él, y miran si tu prueba se da cuenta.

struct Cuenta: Equatable, Sendable {
  var creditos: Int
}

/// Canjea un código regalo: la respuesta llega en un efecto, y el reducer suma los
/// créditos en la cuenta, que es una caja que comparten otras features.
struct Canje: Reducer {
  struct State: Equatable {
    @Shared var cuenta: Cuenta
    var codigo = ""
  }
  enum Action: Equatable {
    case canjearPulsado
    case canjeLlego(Int)
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .canjearPulsado:
      return .run { [codigo = state.codigo] send in
        await send(.canjeLlego(codigo == "REGALO50" ? 50 : 0))
      }
    case .canjeLlego(let creditos):
      state.$cuenta.withLock { $0.creditos += creditos }
      return .none
    }
  }
}

/// Como `expect`, pero deja el fallo donde las pruebas ocultas lo pueden ver: en este
/// ejercicio lo que se pone a prueba es tu prueba. Úsala en lugar de `expect`.
func comprobar(_ condicion: Bool, _ mensaje: String) {
  if !condicion { reportIssue(mensaje) }
}

/// Tu prueba. `feature` es el Canje que hay que probar: créale el `TestStore` con él
/// (`TestStore(initialState: …) { feature }`), no con `Canje()`.
func probarCanje(_ feature: some Reducer<Canje.State, Canje.Action>) async {
  // TODO: una cuenta con 10 créditos, el código "REGALO50" y el botón de canjear.
  // Tu prueba tiene que pasar con el Canje bueno y fallar con cualquiera que no
  // deje los 60 créditos en la cuenta que ve el resto de la app.
}
