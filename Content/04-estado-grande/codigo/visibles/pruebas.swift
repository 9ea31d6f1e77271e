// Pruebas ocultas de estado-grande.visibles.

func pruebaNoHayCopiaGuardada() {
  let estado = Catalogo.State()
  let copias = Mirror(reflecting: estado).children.filter {
    $0.value is [Elemento]
  }
  expect(
    copias.isEmpty,
    """
    Catalogo.State todavía guarda una lista de elementos aparte \
    (\(copias.compactMap(\.label).joined(separator: ", "))): los visibles \
    deberían calcularse, no guardarse.
    """
  )
}

func pruebaSinFiltroSeVeTodo() {
  let estado = Catalogo.State(elementos: [
    Elemento(id: 1, titulo: "Manzana"),
    Elemento(id: 2, titulo: "Pera"),
  ])
  expect(
    estado.visibles == [1, 2],
    """
    Sin filtro deberían verse [1, 2] y se ven \(estado.visibles): con el \
    filtro vacío, visibles son todos los ids, en orden.
    """
  )
}

@MainActor
func pruebaLosVisiblesSiguenALosElementos() async throws {
  let store = TestStore(
    initialState: Catalogo.State(elementos: [
      Elemento(id: 1, titulo: "Manzana"),
      Elemento(id: 2, titulo: "Mandarina"),
      Elemento(id: 3, titulo: "Pera"),
    ])
  ) {
    Catalogo()
  }

  await store.send(.filtroEscrito("man")) {
    $0.filtro = "man"
  }
  expect(
    store.state.visibles == [1, 2],
    """
    Con el filtro «man» deberían verse [1, 2] y se ven \
    \(store.state.visibles).
    """
  )

  await store.send(.elementoRenombrado(id: 3, titulo: "Mango")) {
    $0.elementos[id: 3]?.titulo = "Mango"
  }
  expect(
    store.state.visibles == [1, 2, 3],
    """
    Tras renombrar «Pera» a «Mango» deberían verse [1, 2, 3] y se ven \
    \(store.state.visibles): una copia guardada no se entera del cambio.
    """
  )

  await store.send(.elementoBorrado(id: 1)) {
    $0.elementos[id: 1] = nil
  }
  expect(
    store.state.visibles == [2, 3],
    """
    Tras borrar el 1 deberían verse [2, 3] y se ven \(store.state.visibles).
    """
  )

  await store.send(.elementoAnadido(Elemento(id: 4, titulo: "Limón"))) {
    $0.elementos[id: 4] = Elemento(id: 4, titulo: "Limón")
  }
  expect(
    store.state.visibles == [2, 3],
    "«Limón» no pasa el filtro «man»: deberían seguir viéndose [2, 3]."
  )
}
