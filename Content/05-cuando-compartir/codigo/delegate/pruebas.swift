// Pruebas ocultas de compartir.delegate.

/// Nombres de los campos guardados de `valor`, incluidos los envoltorios
/// (`_debeRefrescar`).
func camposGuardados(_ valor: Any) -> [String] {
  Mirror(reflecting: valor).children.compactMap(\.label)
}

func pruebaSinBanderaCompartida() {
  let campos =
    camposGuardados(Suscripcion.State()).map { "Suscripcion.State.\($0)" }
    + camposGuardados(Facturas.State()).map { "Facturas.State.\($0)" }
  let banderas = campos.filter { $0.contains("debeRefrescar") }
  expect(
    banderas.isEmpty,
    """
    Todavía hay una bandera compartida (\(banderas.joined(separator: ", "))): \
    es una notificación disfrazada de dato. Quítala y usa la acción delegate.
    """
  )
}

@MainActor
func pruebaSuscripcionCuentaLoQuePasa() async throws {
  let store = TestStore(initialState: Suscripcion.State()) { Suscripcion() }
  await store.send(.nivelElegido(.profesional)) {
    $0.nivel = .profesional
  }
  await store.receive(.delegate(.nivelCambiado(.profesional)))
  await store.finish()
}

@MainActor
func pruebaCuentaPideRecargarUnaVez() async throws {
  let store = TestStore(initialState: Cuenta.State()) { Cuenta() }
  await store.send(.suscripcion(.nivelElegido(.profesional))) {
    $0.suscripcion.nivel = .profesional
  }
  await store.receive(.suscripcion(.delegate(.nivelCambiado(.profesional))))
  await store.receive(.facturas(.recargar)) {
    $0.facturas.peticiones = 1
  }
  await store.finish()
  expect(
    store.state.facturas.peticiones == 1,
    """
    Al cambiar de nivel, Facturas debería pedir las facturas exactamente una \
    vez, y las ha pedido \(store.state.facturas.peticiones).
    """
  )
}
