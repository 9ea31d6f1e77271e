// Pruebas ocultas de withlock.plan-mejorado.

import SharedCore

/// Mejorar el plan cambia los dos campos a la vez.
func pruebaPlanMejoradoCambiaPlanYCreditos() async throws {
  let caja = Shared(value: Usuario(nombre: "Ada", creditos: 5))
  let store = TestStore(initialState: Perfil.State(usuario: caja)) {
    Perfil()
  }
  await store.send(.planMejorado) {
    $0.$usuario.withLock { usuario in
      usuario.creditos = 105
      usuario.plan = .profesional
    }
  }
  expect(
    caja.wrappedValue.plan == .profesional && caja.wrappedValue.creditos == 105,
    "Tras .planMejorado la caja debería tener plan profesional y 105 créditos; tiene \(caja.wrappedValue.plan) y \(caja.wrappedValue.creditos)."
  )
}

/// Canjear con saldo suficiente resta el coste y no deja aviso.
func pruebaCanjearConSaldo() async throws {
  let caja = Shared(value: Usuario(nombre: "Ada", creditos: 50))
  let store = TestStore(initialState: Perfil.State(usuario: caja)) {
    Perfil()
  }
  await store.send(.canjearPulsado(coste: 30)) {
    $0.$usuario.withLock { $0.creditos = 20 }
  }
}

/// Canjear sin saldo no toca la caja y deja el aviso.
func pruebaCanjearSinSaldo() async throws {
  let caja = Shared(value: Usuario(nombre: "Ada", creditos: 10))
  let store = TestStore(initialState: Perfil.State(usuario: caja)) {
    Perfil()
  }
  await store.send(.canjearPulsado(coste: 30)) {
    $0.aviso = "Créditos insuficientes"
  }
  expect(
    caja.wrappedValue.creditos == 10,
    "Sin saldo suficiente los créditos no deben cambiar: había 10 y ahora hay \(caja.wrappedValue.creditos)."
  )
}
