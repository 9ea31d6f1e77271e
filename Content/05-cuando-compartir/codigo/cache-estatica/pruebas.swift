// Pruebas ocultas de compartir.cache-estatica. Corren una detrás de otra en
// el mismo proceso, como en una batería de verdad, y cada una deja la
// preferencia como la necesita antes de empezar.

/// Deja guardada la preferencia del tema oscuro, a través de su clave.
func guardarTemaOscuro(_ oscuro: Bool) {
  @Shared(.appStorage("temaOscuro")) var temaOscuro = false
  $temaOscuro.withLock { $0 = oscuro }
}

/// Otra pantalla leyó la preferencia con el tema claro; después se eligió el oscuro.
func pruebaConElTemaOscuro() {
  guardarTemaOscuro(false)
  _ = Lector.State()
  guardarTemaOscuro(true)
  let estado = Lector.State()
  expect(
    estado.fondoOscuro,
    """
    Con el tema oscuro guardado, Lector.State() sale con el fondo claro: es lo que \
    se leyó antes, con el tema claro, y algo lo recuerda fuera de la clave.
    """
  )
}

func pruebaConElTemaClaro() {
  guardarTemaOscuro(false)
  let claro = Lector.State()
  expect(!claro.fondoOscuro, "Con el tema claro guardado, Lector.State() sale con el fondo oscuro.")
  guardarTemaOscuro(true)
  let oscuro = Lector.State()
  expect(
    oscuro.fondoOscuro,
    """
    Tras pasar al tema oscuro, un Lector.State() nuevo sigue con el fondo claro: \
    ve lo que leyó un estado anterior, no lo que hay guardado ahora.
    """
  )
}

func pruebaSigueLaPreferencia() {
  guardarTemaOscuro(false)
  let estado = Lector.State()
  guardarTemaOscuro(true)
  expect(
    estado.fondoOscuro,
    """
    La preferencia pasó a tema oscuro después de crear el estado, y Lector sigue \
    con el fondo claro: el campo guarda una foto del valor en lugar de leerlo \
    de la clave.
    """
  )
}
