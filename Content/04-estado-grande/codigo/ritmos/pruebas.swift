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
    Piensa en qué hace cambiar cada campo: ¿el teclado, la red o la \
    pantalla de ajustes?
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
    "incluirAgotados", "radioKm", "marcaEscrita",
  ]
  let resultados: Set = [
    "avisoDelServidor", "facetas", "filas",
    "destacados", "cargando", "errorDeRed", "cursor", "hayMasPaginas",
    "totalEnServidor", "duracionMs", "reintentos", "versionDelIndice",
    "segundosDesdeRespuesta",
  ]
  let preferencias: Set = [
    "tamanoLetra", "idioma", "contrasteAlto", "modoCompacto", "moneda",
    "mostrarImagenes", "filasPorPagina", "vistaPrevia", "animaciones",
    "ordenPorDefecto", "unidades", "sonidos", "zonaHoraria",
  ]
  // Dos campos admiten dos lecturas, y las dos se aceptan:
  // ordenarPor (el orden de esta búsqueda, o una elección que se guarda) y
  // correccionSugerida (llega con la respuesta, pero vive junto a la consulta).
  let dudosos: [String: Set<String>] = [
    "ordenarPor": ["Buscador.State", "Preferencias.State"],
    "correccionSugerida": ["Buscador.State", "Resultados.State"],
  ]
  let motivos = [
    "ordenarPor":
      "lo cambia el formulario de esta búsqueda, pero es una elección sobre cómo ver la lista",
    "correccionSugerida": "la trae la respuesta, pero la borra cada tecla de la consulta",
  ]
  let ramas = [
    ("Buscador.State", panel.buscador as Any, buscador),
    ("Resultados.State", panel.resultados as Any, resultados),
    ("Preferencias.State", panel.preferencias as Any, preferencias),
  ]
  var dondeEsta: [String: [String]] = [:]
  for (nombre, valor, fijos) in ramas {
    let todos = camposDe(valor)
    let admitidos = fijos.union(dudosos.filter { $0.value.contains(nombre) }.keys)
    let hay = todos.intersection(fijos).union(todos.subtracting(admitidos))
    expect(hay == fijos, diferencia(nombre, esperado: fijos, hay: hay))
    for campo in todos where dudosos[campo] != nil { dondeEsta[campo, default: []].append(nombre) }
  }
  for (campo, sitios) in dudosos.sorted(by: { $0.key < $1.key }) {
    let hallado = dondeEsta[campo] ?? []
    expect(
      hallado.count == 1,
      """
      \(campo) tiene que estar en una sola rama (vale \(sitios.sorted().joined(separator: " o ")): \
      \(motivos[campo] ?? "")), y está en \(hallado.isEmpty ? "ninguna" : hallado.sorted().joined(separator: " y ")).
      """
    )
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
