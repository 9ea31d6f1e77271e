// Pruebas ocultas de compartir.cache-estatica. Corren una detrás de otra en
// el mismo proceso, como en una batería de verdad, y cada una deja la
// preferencia como la necesita antes de empezar.

/// Deja guardada la preferencia del tema oscuro, a través de su clave.
func guardarTemaOscuro(_ oscuro: Bool) {
  @Shared(.appStorage("temaOscuro")) var temaOscuro = false
  $temaOscuro.withLock { $0 = oscuro }
}

func pruebaConElTemaOscuro() {
  guardarTemaOscuro(true)
  let estado = Lector.State()
  expect(estado.fondoOscuro, "Con el tema oscuro guardado, Lector.State() sale con el fondo claro.")
}

func pruebaConElTemaClaro() {
  guardarTemaOscuro(false)
  let estado = Lector.State()
  expect(
    !estado.fondoOscuro,
    """
    Con el tema claro guardado, Lector.State() sale con el fondo oscuro. Sola, \
    esta prueba pasaría; detrás de pruebaConElTemaOscuro ve lo que leyó aquella: \
    algo recuerda el valor entre pruebas.
    """
  )
}

func pruebaSigueLaPreferencia() {
  guardarTemaOscuro(true)
  let estado = Lector.State()
  guardarTemaOscuro(false)
  expect(
    !estado.fondoOscuro,
    """
    La preferencia pasó a tema claro después de crear el estado, y Lector sigue \
    con el fondo oscuro: el campo guarda una foto del valor en lugar de leerlo \
    de la clave.
    """
  )
}
