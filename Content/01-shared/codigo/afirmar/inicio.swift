// Ejercicio shared.afirmar — completa la prueba de Perfil.
//
// El reducer ya está hecho y es correcto: no lo toques. Lo que falta está
// en la función `comprobarGuardarNombre(caja:)`, al final del archivo.

import SharedCore

struct Usuario: Equatable, Sendable {
  var nombre: String
  var creditos = 0
}

struct Perfil: Reducer {
  struct State: Equatable {
    @Shared var usuario: Usuario
    var editando = false
  }

  enum Action: Equatable {
    case editarPulsado
    case nombreGuardado(String)
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .editarPulsado:
      state.editando = true
      return .none
    case let .nombreGuardado(nuevo):
      state.editando = false
      state.$usuario.withLock { $0.nombre = nuevo }
      return .none
    }
  }
}

/// Prueba exhaustiva de Perfil. La caja llega desde fuera, como la entregaría
/// el padre: así la prueba puede mirarla después.
func comprobarGuardarNombre(caja: Shared<Usuario>) async {
  let store = TestStore(initialState: Perfil.State(usuario: caja)) {
    Perfil()
  }

  await store.send(.editarPulsado) {
    $0.editando = true
  }

  await store.send(.nombreGuardado("Grace")) {
    $0.editando = false
    // TODO: el reducer también cambia el nombre dentro de la caja compartida.
    // Afírmalo aquí, con la misma forma que usa el reducer para escribir.
  }
}
