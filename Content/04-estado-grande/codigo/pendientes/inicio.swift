// Ejercicio estado-grande.pendientes — las tareas que quedan.
//
// TODO: `pendientesGuardadas` es una segunda verdad y ya se ha desincronizado
// (marcar una tarea como hecha o como urgente no la recalcula). Quítala y haz
// que `pendientes` se derive de `tareas` y `soloUrgentes`.

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
    var pendientesGuardadas: [Tarea] = []

    var pendientes: [Tarea.ID] { pendientesGuardadas.map(\.id) }
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
      state.pendientesGuardadas = state.tareas.filter {
        !$0.hecha && (!state.soloUrgentes || $0.urgente)
      }
      return .none
    case .tareaAnadida(let tarea):
      state.tareas[id: tarea.id] = tarea
      state.pendientesGuardadas = state.tareas.filter {
        !$0.hecha && (!state.soloUrgentes || $0.urgente)
      }
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
