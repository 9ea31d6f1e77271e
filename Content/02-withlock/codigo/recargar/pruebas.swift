// Pruebas ocultas de withlock.recargar.

import SharedCore

/// El efecto no escribe: envía la respuesta, y la escritura se afirma en el
/// `receive` de esa acción.
func pruebaLaEscrituraLlegaConUnaAccion() async throws {
  let caja = Shared(value: Usuario(id: 7, nombre: "Ada"))
  let store = TestStore(initialState: Perfil.State(usuario: caja)) {
    Perfil()
  }
  await store.send(.recargarPerfilPulsado)
  let remoto = PerfilRemoto(nombre: "Ada Lovelace", plan: .profesional)
  await store.receive(.perfilLlego(.success(remoto))) {
    $0.$usuario.withLock { usuario in
      usuario.plan = .profesional
      usuario.nombre = "Ada Lovelace"
    }
  }
  await store.finish()
  expect(
    caja.wrappedValue.nombre == "Ada Lovelace",
    "Después de .perfilLlego(.success) la caja debería decir «Ada Lovelace» y dice «\(caja.wrappedValue.nombre)»."
  )
}

/// Un fallo de red no toca la caja: deja el error en el estado local.
func pruebaElFalloQuedaEnElEstado() async throws {
  let caja = Shared(value: Usuario(id: 0, nombre: "Ada"))
  let store = TestStore(initialState: Perfil.State(usuario: caja)) {
    Perfil()
  }
  await store.send(.recargarPerfilPulsado)
  await store.receive(.perfilLlego(.failure(FalloDeRed()))) {
    $0.error = .noSePudoRecargar
  }
  await store.finish()
  expect(
    caja.wrappedValue.nombre == "Ada",
    "Un fallo no debe cambiar la caja, y ahora dice «\(caja.wrappedValue.nombre)»."
  )
}
