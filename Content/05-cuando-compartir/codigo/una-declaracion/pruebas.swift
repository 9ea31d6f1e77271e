// Pruebas ocultas de compartir.una-declaracion.

/// El tipo del envoltorio guardado en `campo` de `valor` ("Shared<Bool>"…).
func envoltorio(_ campo: String, de valor: Any) -> String {
  let hijo = Mirror(reflecting: valor).children.first { $0.label == "_" + campo }
  return hijo.map { String(describing: type(of: $0.value)) } ?? "nada"
}

/// La hija hecha con `caja`, si su estado la recibe (un lector, o la caja entera para
/// Ajustes); `nil` si su estado no recibe nada porque sigue nombrando la clave por su
/// cuenta. Así las pruebas compilan también con el inicio, y es una prueba la que dice qué
/// falta, no un error en un archivo que no se ve.
func recibida<Estado>(_ caja: Shared<Bool>, _ hacer: (SharedReader<Bool>) -> Estado) -> Estado? {
  hacer(SharedReader(caja))
}

func recibida<Estado>(_ caja: Shared<Bool>, _ hacer: (Shared<Bool>) -> Estado) -> Estado? {
  hacer(caja)
}

func recibida<Estado>(_ caja: Shared<Bool>, _ hacer: (Bool) -> Estado) -> Estado? {
  nil
}

/// Cada hija se construye con lo que le da la raíz y lee eso, no una caja que busca por su
/// cuenta con la clave.
func pruebaLasHijasReciben() {
  let caja = Shared(value: true)
  let hijas: [(String, Bool?)] = [
    ("Ajustes", recibida(caja) { Ajustes.State(temaOscuro: $0) }?.temaOscuro),
    ("Lector", recibida(caja) { Lector.State(temaOscuro: $0) }?.temaOscuro),
    ("Notas", recibida(caja) { Notas.State(temaOscuro: $0) }?.temaOscuro),
    ("Cabecera", recibida(caja) { Cabecera.State(temaOscuro: $0) }?.temaOscuro),
    ("Portada", recibida(caja) { Portada.State(temaOscuro: $0) }?.temaOscuro),
  ]
  for (nombre, lee) in hijas {
    expect(
      lee != nil,
      "\(nombre).State no recibe el tema al construirse: sigue invocando la clave «temaOscuro» por su cuenta, y debería recibir lo que le da la raíz."
    )
    expect(
      lee != false,
      "\(nombre).State no lee la caja que recibe: debería ver el tema que hay en ella."
    )
  }
}

/// La raíz reparte una sola caja: la entera a Ajustes, un lector a las demás; un cambio
/// llega a todas y sigue guardándose en la clave.
@MainActor
func pruebaUnaCajaDesdeLaRaiz() async throws {
  let app = App.State()
  let hijas: [(String, Any, String)] = [
    ("Ajustes", app.ajustes, "Shared<Bool>"),
    ("Lector", app.lector, "SharedReader<Bool>"),
    ("Notas", app.notas, "SharedReader<Bool>"),
    ("Cabecera", app.cabecera, "SharedReader<Bool>"),
    ("Portada", app.portada, "SharedReader<Bool>"),
  ]
  for (nombre, estado, esperado) in hijas {
    let hay = envoltorio("temaOscuro", de: estado)
    expect(
      hay == esperado,
      "\(nombre).State guarda el tema como \(hay), y debería recibir un \(esperado): solo Ajustes escribe."
    )
  }

  let store = Store(initialState: App.State()) { App() }
  let antes = store.state.ajustes.temaOscuro
  await store.send(.ajustes(.temaOscuroAlternado))
  let estado = store.state
  let todas = [estado.lector.temaOscuro, estado.notas.temaOscuro,
               estado.cabecera.temaOscuro, estado.portada.temaOscuro]
  expect(
    todas.allSatisfy { $0 == !antes },
    "Ajustes cambió el tema, y no todas las hijas ven el cambio: deberían compartir una sola caja."
  )
  @Shared(.appStorage("temaOscuro")) var guardado = false
  expect(
    guardado == !antes,
    "El tema cambió en la app pero no en la clave «temaOscuro» de appStorage: la caja de la raíz debería seguir siendo la preferencia guardada."
  )
}
