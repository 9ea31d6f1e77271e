// Pruebas ocultas de withlock.saldo.

import SharedCore

/// El efecto no escribe: envía la respuesta, y la escritura se afirma en el
/// `receive` de esa acción.
func pruebaLaEscrituraLlegaConUnaAccion() async throws {
  let caja = Shared(value: Cuenta(id: 7, saldo: 80))
  let store = TestStore(initialState: Monedero.State(cuenta: caja)) {
    Monedero()
  }
  await store.send(.actualizarSaldoPulsado)
  let remoto = SaldoRemoto(saldo: 120, movimientos: 3)
  await store.receive(.saldoLlego(.success(remoto))) {
    $0.$cuenta.withLock { cuenta in
      cuenta.saldo = 120
      cuenta.movimientos = 3
    }
  }
  await store.finish()
  expect(
    caja.wrappedValue.saldo == 120,
    "Después de .saldoLlego(.success) la caja debería tener 120 de saldo y tiene \(caja.wrappedValue.saldo)."
  )
}

/// Un fallo de red no toca la caja: deja el error en el estado local.
func pruebaElFalloQuedaEnElEstado() async throws {
  let caja = Shared(value: Cuenta(id: 0, saldo: 80))
  let store = TestStore(initialState: Monedero.State(cuenta: caja)) {
    Monedero()
  }
  await store.send(.actualizarSaldoPulsado)
  await store.receive(.saldoLlego(.failure(FalloDeRed()))) {
    $0.error = .noSePudoActualizar
  }
  await store.finish()
  expect(
    caja.wrappedValue.saldo == 80,
    "Un fallo no debe cambiar la caja, y ahora tiene \(caja.wrappedValue.saldo) de saldo."
  )
}
