// Pruebas ocultas de compartir.un-escritor.

/// El estado de Lector hecho con `caja`: con un lector de ella si `Lector.State` ya lo
/// recibe, o con la caja entera si todavía la pide. Así las pruebas compilan también con el
/// inicio, y es una prueba la que dice qué falta, no un error en un archivo que no se ve.
func estadoDeLector(
  _ caja: Shared<Bool>, _ hacer: (SharedReader<Bool>) -> Lector.State
) -> Lector.State {
  hacer(SharedReader(caja))
}

func estadoDeLector(
  _ caja: Shared<Bool>, _ hacer: (Shared<Bool>) -> Lector.State
) -> Lector.State {
  hacer(caja)
}

/// Lector se construye con un lector de la caja, no con la caja.
func pruebaLectorRecibeUnLector() {
  let caja = Shared(value: false)
  let estado = estadoDeLector(caja) { Lector.State(temaOscuro: $0) }
  let recibe = String(describing: type(of: estado.$temaOscuro))
  expect(
    recibe == "SharedReader<Bool>",
    "Lector.State recibe un \(recibe), y con él puede escribir el tema: debería recibir un SharedReader<Bool>."
  )
  caja.withLock { $0 = true }
  expect(
    estado.temaOscuro,
    "Ajustes puso el tema oscuro y Lector no lo ve: su lector debería apuntar a la misma caja."
  )
}

/// Al tocar «modo noche», Lector pide el cambio y no toca la caja.
@MainActor
func pruebaLectorPideSinEscribir() async throws {
  let caja = Shared(value: false)
  let store = TestStore(initialState: estadoDeLector(caja) { Lector.State(temaOscuro: $0) }) {
    Lector()
  }
  await store.send(.modoNocheTocado)
  await store.receive(.delegate(.temaOscuroPedido))
  await store.finish()
  expect(!caja.wrappedValue, "Lector cambió el tema él mismo: solo debería pedirlo con la acción delegada.")
}

/// La raíz atiende la petición y es Ajustes quien escribe, una sola vez.
@MainActor
func pruebaLaRaizSeLoPideAAjustes() async throws {
  let store = TestStore(initialState: App.State(temaOscuro: false)) { App() }
  await store.send(.lector(.modoNocheTocado))
  await store.receive(.lector(.delegate(.temaOscuroPedido)))
  await store.receive(.ajustes(.temaOscuroAlternado)) {
    $0.ajustes.$temaOscuro.withLock { $0 = true }
  }
  await store.finish()
  expect(
    store.state.lector.temaOscuro,
    "Tras el modo noche, Lector debería ver el tema oscuro que escribió Ajustes."
  )
}
