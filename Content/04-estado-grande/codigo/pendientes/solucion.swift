// Solución de estado-grande.pendientes: una sola colección, y los pendientes
// derivados de ella como identificadores.

struct Tarea: Identifiable, Equatable {
  let id: Int
  var titulo: String
  var hecha = false
  var urgente = false
}

struct Tareas: Reducer {
  struct State: Equatable {
    var tareas: IdentifiedArrayOf<Tarea> = []
    // el interruptor «solo urgentes» de la pantalla
    var soloUrgentes = false

    /// Los ids de las tareas sin hacer (solo las urgentes si el interruptor está
    /// puesto), en el orden de `tareas`. No se guarda: no hay nada que rehacer.
    var pendientes: [Tarea.ID] {
      tareas.filter { !$0.hecha && (!soloUrgentes || $0.urgente) }.map(\.id)
    }
  }

  enum Action: Equatable {
    case soloUrgentesAlternado
    case tareaAnadida(Tarea)
    case tareaHecha(id: Int)
    case tareaMarcadaUrgente(id: Int)
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .soloUrgentesAlternado:
      state.soloUrgentes.toggle()
      return .none
    case .tareaAnadida(let tarea):
      state.tareas[id: tarea.id] = tarea
      return .none
    case .tareaHecha(let id):
      state.tareas[id: id]?.hecha = true
      return .none
    case .tareaMarcadaUrgente(let id):
      state.tareas[id: id]?.urgente = true
      return .none
    }
  }
}
