// Pruebas ocultas de compartir.cache-estatica. Corren una detrás de otra en
// el mismo proceso y en este orden, como en una batería de verdad, y cada una
// deja la preferencia como la necesita antes de empezar.

/// Deja guardada la preferencia del tema oscuro, a través de su clave.
func guardarTemaOscuro(_ oscuro: Bool) {
  @Shared(.appStorage("temaOscuro")) var temaOscuro = false
  $temaOscuro.withLock { $0 = oscuro }
}

/// Un estado creado con el tema claro ve el cambio al oscuro que llega después.
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

/// Con el tema oscuro guardado, el fondo sale oscuro. Sola, con el inicio, esta prueba
/// pasa; detrás de la anterior, no.
func pruebaConElTemaOscuro() {
  guardarTemaOscuro(true)
  let estado = Lector.State()
  expect(
    estado.fondoOscuro,
    """
    Con el tema oscuro guardado, Lector.State() sale con el fondo claro. Esta \
    prueba pasaría si corriera sola: falla en la batería porque la prueba \
    anterior leyó el tema claro, y algo lo recuerda fuera de la clave.
    """
  )
}
