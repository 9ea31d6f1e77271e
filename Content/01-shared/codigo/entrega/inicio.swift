// Ejercicio shared.entrega — una sola caja para toda la app.
//
// Perfil, Ajustes y la Cabecera deben ver el mismo usuario: lo que uno
// escriba, los demás lo leen al instante. Ahora mismo no es así.

import SharedCore

enum Plan: Equatable, Sendable { case gratuito, profesional }

struct Usuario: Equatable, Sendable {
  var nombre: String
  var plan: Plan = .gratuito
}

struct Perfil: Reducer {
  struct State: Equatable {
    @Shared var usuario: Usuario
    var editando = false
  }
  enum Action: Equatable { case editarPulsado }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.editando = true
    return .none
  }
}

struct Ajustes: Reducer {
  struct State: Equatable {
    @Shared var usuario: Usuario
    var avisosActivados = true
  }
  enum Action: Equatable { case avisosConmutados }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.avisosActivados.toggle()
    return .none
  }
}

/// La cabecera solo necesita el nombre: no debe ver ni el plan ni nada más.
struct Cabecera: Reducer {
  struct State: Equatable {
    @Shared var nombre: String
  }
  enum Action: Equatable { case saludoMostrado }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    .none
  }
}

/// Aquí solo importa el estado de la raíz; su reducer no hace falta.
enum App {
  struct State: Equatable {
    var perfil: Perfil.State
    var ajustes: Ajustes.State
    var cabecera: Cabecera.State
    @Shared var usuario: Usuario

    init(usuario inicial: Usuario) {
      // TODO: cada estado recibe aquí una caja nueva con su propia copia del
      // usuario, así que los cambios no viajan de uno a otro. Crea UNA caja,
      // guárdala en `_usuario` y entrégasela a Perfil y a Ajustes. A la
      // Cabecera dale solo el nombre, sacado de esa misma caja.
      _usuario = Shared(value: inicial)
      perfil = Perfil.State(usuario: Shared(value: inicial))
      ajustes = Ajustes.State(usuario: Shared(value: inicial))
      cabecera = Cabecera.State(nombre: Shared(value: inicial.nombre))
    }
  }
}
