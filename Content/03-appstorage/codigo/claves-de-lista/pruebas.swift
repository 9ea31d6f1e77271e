// Pruebas ocultas de appstorage.claves-de-lista.
// Cada prueba mira primero el valor de reposo, antes de que nada escriba en su clave.

/// El orden: Lector empieza en el de reposo, ve el que elige Lista y la clave guarda en
/// la entrada "orden".
@MainActor
func pruebaUnSoloOrden() async throws {
  let lector = Lector.State()
  expect(
    lector.orden == .reciente,
    """
    Lector.State() empieza con el orden \(lector.orden) y debería empezar con .reciente: \
    el valor de reposo tiene que venir de la clave .orden.
    """
  )

  let store = TestStore(initialState: Lista.State()) { Lista() }
  await store.send(.ordenElegido(.masLeido)) {
    $0.$orden.withLock { $0 = .masLeido }
  }
  expect(
    lector.orden == .masLeido,
    "Lista eligió .masLeido y Lector sigue con \(lector.orden): las dos deberían declarar @Shared(.orden)."
  )

  @Shared(.orden) var orden
  expect(orden == .masLeido, "@Shared(.orden) lee \(orden): la clave tipada no apunta a la preferencia que usan Lista y Lector.")

  @Shared(.appStorage("orden")) var entrada: Orden = .alfabetico
  expect(
    entrada == .masLeido,
    "La entrada \"orden\" de appStorage no tiene el orden elegido: la clave .orden debería guardar en .appStorage(\"orden\")."
  )
}

/// El tamaño de letra: lo mismo, con un Int.
@MainActor
func pruebaUnSoloTamanoDeLetra() async throws {
  let lector = Lector.State()
  expect(
    lector.tamanoLetra == 16,
    """
    Lector.State() empieza con letra de \(lector.tamanoLetra) puntos y debería empezar con 16: \
    el valor de reposo tiene que venir de la clave .tamanoLetra.
    """
  )

  let store = TestStore(initialState: Lista.State()) { Lista() }
  await store.send(.letraAumentada) {
    $0.$tamanoLetra.withLock { $0 = 18 }
  }
  expect(
    lector.tamanoLetra == 18,
    "Lista subió la letra a 18 y Lector sigue en \(lector.tamanoLetra): las dos deberían declarar @Shared(.tamanoLetra)."
  )

  @Shared(.appStorage("tamanoLetra")) var entrada = 0
  expect(
    entrada == 18,
    "La entrada \"tamanoLetra\" de appStorage no tiene el tamaño elegido: la clave .tamanoLetra debería guardar en .appStorage(\"tamanoLetra\")."
  )
}
