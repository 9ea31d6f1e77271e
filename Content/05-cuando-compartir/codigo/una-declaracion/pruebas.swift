// Pruebas ocultas de compartir.una-declaracion.

/// El tipo del envoltorio guardado en `campo` de `valor` ("Shared<Bool>"…).
func envoltorio(_ campo: String, de valor: Any) -> String {
  let hijo = Mirror(reflecting: valor).children.first { $0.label == "_" + campo }
  return hijo.map { String(describing: type(of: $0.value)) } ?? "nada"
}

func pruebaCadaHijaRecibeLoSuyo() {
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
}

/// Cada hija se construye con lo que le da la raíz: si alguna siguiera
/// invocando la clave por su cuenta, esto no compilaría.
func pruebaLasHijasReciben() {
  let caja = Shared(value: true)
  let ajustes = Ajustes.State(temaOscuro: caja)
  let lectoras = [
    Lector.State(temaOscuro: SharedReader(caja)).temaOscuro,
    Notas.State(temaOscuro: SharedReader(caja)).temaOscuro,
    Cabecera.State(temaOscuro: SharedReader(caja)).temaOscuro,
    Portada.State(temaOscuro: SharedReader(caja)).temaOscuro,
  ]
  expect(
    ajustes.temaOscuro && lectoras.allSatisfy { $0 },
    "Las hijas deberían leer la caja que reciben, no una que buscan por su cuenta."
  )
}

@MainActor
func pruebaUnCambioLlegaATodasYSeGuarda() async throws {
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
