// Pruebas ocultas de estado-grande.ritmos.
// Miran la forma del estado con Mirror, para no depender de cómo lo escriba
// cada persona, y el comportamiento con Store.

/// El valor en `ruta` ("buscador.consulta") dentro de `raiz`, si existe.
func valorEn(_ ruta: String, de raiz: Any) -> Any? {
  var actual = raiz
  for parte in ruta.split(separator: ".") {
    let hijos = Mirror(reflecting: actual).children
    guard let hijo = hijos.first(where: { $0.label == String(parte) }) else {
      return nil
    }
    actual = hijo.value
  }
  return actual
}

/// Los nombres de los campos guardados de `valor`.
func camposDe(_ valor: Any) -> Set<String> {
  Set(Mirror(reflecting: valor).children.compactMap(\.label))
}

/// Explica en castellano qué sobra y qué falta en una rama.
func diferencia(
  _ rama: String, esperado: Set<String>, hay: Set<String>
) -> String {
  let faltan = esperado.subtracting(hay).sorted().joined(separator: ", ")
  let sobran = hay.subtracting(esperado).sorted().joined(separator: ", ")
  return """
    En \(rama) faltan: [\(faltan)]; sobran: [\(sobran)]. \
    Mira el comentario de cada campo: ¿cambia con el teclado, con la red o \
    casi nunca?
    """
}

func pruebaPanelConTresRamas() {
  let hay = camposDe(Panel.State())
  let esperado: Set = ["buscador", "resultados", "preferencias"]
  expect(
    hay == esperado,
    """
    Panel.State debería guardar solo tres ramas (buscador, resultados, \
    preferencias) y guarda \(hay.count) campos.
    """
  )
}

func pruebaCadaCampoEnSuRitmo() {
  let panel = Panel.State()
  let buscador: Set = [
    "consulta", "categoria", "soloFavoritos", "errorDeValidacion",
    "precioMinimo", "precioMaximo", "fechaDesde", "fechaHasta", "etiquetas",
    "ordenarPor", "incluirAgotados", "radioKm", "marcaEscrita",
  ]
  let resultados: Set = [
    "correccionSugerida", "avisoDelServidor", "facetas", "filas",
    "destacados", "cargando", "errorDeRed", "cursor", "hayMasPaginas",
    "totalEnServidor", "duracionMs", "reintentos", "versionDelIndice",
    "segundosDesdeRespuesta",
  ]
  let preferencias: Set = [
    "tamanoLetra", "idioma", "contrasteAlto", "modoCompacto", "moneda",
    "mostrarImagenes", "filasPorPagina", "vistaPrevia", "animaciones",
    "ordenPorDefecto", "unidades", "sonidos", "zonaHoraria",
  ]
  let ramas = [
    ("Buscador.State", panel.buscador as Any, buscador),
    ("Resultados.State", panel.resultados as Any, resultados),
    ("Preferencias.State", panel.preferencias as Any, preferencias),
  ]
  for (nombre, valor, esperado) in ramas {
    let hay = camposDe(valor)
    expect(hay == esperado, diferencia(nombre, esperado: esperado, hay: hay))
  }
}

@MainActor
func pruebaCadaHijaHaceSuTrabajo() async throws {
  let buscador = Store(initialState: Buscador.State()) { Buscador() }
  await buscador.send(.consultaEscrita("sol"))
  expect(
    valorEn("consulta", de: buscador.state) as? String == "sol",
    "Buscador, por sí solo, debería guardar la consulta escrita."
  )

  let resultados = Store(initialState: Resultados.State()) { Resultados() }
  await resultados.send(.paginaRecibida(["a", "b"], cursor: "p2"))
  expect(
    valorEn("filas", de: resultados.state) as? [String] == ["a", "b"]
      && valorEn("cursor", de: resultados.state) as? String == "p2",
    "Resultados, por sí solo, debería añadir las filas y guardar el cursor."
  )

  let preferencias = Store(initialState: Preferencias.State()) {
    Preferencias()
  }
  await preferencias.send(.tamanoLetraElegido(20))
  expect(
    valorEn("tamanoLetra", de: preferencias.state) as? Int == 20,
    "Preferencias, por sí sola, debería guardar el tamaño de letra elegido."
  )
}

@MainActor
func pruebaElPanelComponeLasHijas() async throws {
  let store = Store(initialState: Panel.State()) { Panel() }
  let antes = String(describing: valorEn("resultados", de: store.state))
  await store.send(.buscador(.consultaEscrita("sol")))
  expect(
    valorEn("buscador.consulta", de: store.state) as? String == "sol",
    "Panel no hace llegar .buscador(...) a Buscador: compón la hija con Scope."
  )
  expect(
    String(describing: valorEn("resultados", de: store.state)) == antes,
    "Escribir en la consulta no debería tocar la rama de resultados."
  )
  await store.send(.preferencias(.tamanoLetraElegido(22)))
  expect(
    valorEn("preferencias.tamanoLetra", de: store.state) as? Int == 22,
    "Panel no hace llegar .preferencias(...) a Preferencias: falta su Scope."
  )
  await store.send(.resultados(.paginaRecibida(["x"], cursor: nil)))
  expect(
    valorEn("resultados.filas", de: store.state) as? [String] == ["x"],
    "Panel no hace llegar .resultados(...) a Resultados: falta su Scope."
  )
}
