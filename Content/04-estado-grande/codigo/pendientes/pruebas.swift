// Pruebas ocultas de estado-grande.pendientes.

/// Ningún campo guardado repite las tareas ni sus ids.
func pruebaNoHayCopiaGuardada() {
  let estado = Tareas.State()
  let copias = Mirror(reflecting: estado).children.filter {
    $0.value is [Tarea] || $0.value is [Tarea.ID]
  }
  expect(
    copias.isEmpty,
    """
    Tareas.State todavía guarda una lista aparte \
    (\(copias.compactMap(\.label).joined(separator: ", "))): los pendientes \
    deberían calcularse a partir de las tareas, no guardarse.
    """
  )
}

/// Sin el interruptor, se ven todas las que no están hechas, en orden.
func pruebaPendientesSinInterruptor() {
  let estado = Tareas.State(tareas: [
    Tarea(id: 1, titulo: "Comprar pan"),
    Tarea(id: 2, titulo: "Pagar la luz", hecha: true),
    Tarea(id: 3, titulo: "Llamar a Ana", urgente: true),
  ])
  expect(
    estado.pendientes == [1, 3],
    """
    Deberían quedar pendientes [1, 3] y quedan \(estado.pendientes): son las \
    tareas sin hacer, en el orden de la lista.
    """
  )
}

/// Los pendientes siguen a las tareas y al interruptor, cambie lo que cambie.
@MainActor
func pruebaLosPendientesSiguenALasTareas() async throws {
  let store = TestStore(
    initialState: Tareas.State(tareas: [
      Tarea(id: 1, titulo: "Comprar pan"),
      Tarea(id: 2, titulo: "Pagar la luz", urgente: true),
      Tarea(id: 3, titulo: "Llamar a Ana"),
    ])
  ) {
    Tareas()
  }

  await store.send(.soloUrgentesAlternado) {
    $0.soloUrgentes = true
  }
  expect(
    store.state.pendientes == [2],
    "Con «solo urgentes» debería quedar [2] y queda \(store.state.pendientes)."
  )

  await store.send(.tareaMarcadaUrgente(id: 3)) {
    $0.tareas[id: 3]?.urgente = true
  }
  expect(
    store.state.pendientes == [2, 3],
    """
    Tras marcar urgente la 3 deberían quedar [2, 3] y quedan \
    \(store.state.pendientes): una copia guardada no se entera del cambio.
    """
  )

  await store.send(.tareaHecha(id: 2)) {
    $0.tareas[id: 2]?.hecha = true
  }
  expect(
    store.state.pendientes == [3],
    "Tras hacer la 2 debería quedar [3] y queda \(store.state.pendientes)."
  )

  await store.send(.soloUrgentesAlternado) {
    $0.soloUrgentes = false
  }
  expect(
    store.state.pendientes == [1, 3],
    "Sin el interruptor deberían quedar [1, 3] y quedan \(store.state.pendientes)."
  )
}
