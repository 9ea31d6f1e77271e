// Pruebas ocultas de compartir.sin-estatica. Corren una detrás de otra en el
// mismo proceso y en este orden, como en una batería de verdad, y cada una
// deja la preferencia como la necesita antes de empezar: ninguna cuenta con
// un almacén en blanco.

/// Deja guardada la preferencia del tema oscuro, a través de su clave.
func guardarTemaOscuro(_ oscuro: Bool) {
  @Shared(.appStorage("temaOscuro")) var temaOscuro = false
  $temaOscuro.withLock { $0 = oscuro }
}

/// El tipo del envoltorio guardado en `campo` de `valor` ("SharedReader<Bool>"…).
func envoltorio(_ campo: String, de valor: Any) -> String {
  let hijo = Mirror(reflecting: valor).children.first { $0.label == "_" + campo }
  return hijo.map { String(describing: type(of: $0.value)) } ?? "nada"
}

/// El estado de Lector hecho con `caja`, si lo recibe (un lector, o la caja entera); `nil`
/// si no recibe nada porque busca la preferencia por su cuenta. Así las pruebas compilan
/// también con el inicio, y es una prueba la que dice qué falta.
func lectorRecibido(_ caja: Shared<Bool>, _ hacer: (SharedReader<Bool>) -> Lector.State)
  -> Lector.State?
{
  hacer(SharedReader(caja))
}

func lectorRecibido(_ caja: Shared<Bool>, _ hacer: (Shared<Bool>) -> Lector.State)
  -> Lector.State?
{
  hacer(caja)
}

func lectorRecibido(_ caja: Shared<Bool>, _ hacer: (Bool) -> Lector.State) -> Lector.State? {
  nil
}

/// Lector recibe la preferencia de quien lo crea, como lector, y la sigue.
func pruebaLectorRecibeLaPreferencia() {
  let caja = Shared(value: true)
  guard let estado = lectorRecibido(caja, { Lector.State(fondoOscuro: $0) }) else {
    expect(
      false,
      """
      Lector.State no recibe el tema al construirse: lo busca por su cuenta. \
      Debería recibir de la raíz un SharedReader<Bool> y no saber nada de la clave.
      """
    )
    return
  }
  let tipo = envoltorio("fondoOscuro", de: estado)
  expect(
    tipo == "SharedReader<Bool>",
    "Lector.State guarda el tema como \(tipo): solo lo lee, así que debería recibir un SharedReader<Bool>."
  )
  expect(
    estado.fondoOscuro,
    "Lector recibió una caja con el tema oscuro y pinta el fondo claro: debería leer la caja que recibe."
  )
  caja.withLock { $0 = false }
  expect(
    !estado.fondoOscuro,
    "La caja que recibió Lector pasó al tema claro y el fondo sigue oscuro: debería leerla, no copiarla."
  )
}

/// Una app creada con el tema claro guardado ve el cambio al oscuro que llega después.
func pruebaSigueLaPreferencia() {
  guardarTemaOscuro(false)
  let app = App.State()
  guardarTemaOscuro(true)
  expect(
    app.lector.fondoOscuro,
    """
    La preferencia pasó a tema oscuro después de crear la app, y Lector sigue \
    con el fondo claro: lo que recibe debería ser la caja de la clave \
    «temaOscuro», no una foto de su valor.
    """
  )
}

/// Con el tema oscuro guardado, el fondo sale oscuro. Sola, con el inicio, esta prueba
/// pasa; detrás de la anterior, no.
func pruebaConElTemaOscuro() {
  guardarTemaOscuro(true)
  let app = App.State()
  expect(
    app.lector.fondoOscuro,
    """
    Con el tema oscuro guardado, la app crea un Lector con el fondo claro. Esta \
    prueba pasaría si corriera sola: falla en la batería porque la prueba \
    anterior leyó el tema claro, y algo lo recuerda fuera de la clave.
    """
  )
}
