// Ejercicio withlock.recargar — el efecto trae, el reducer escribe.

import SharedCore

enum Plan: Equatable, Sendable { case gratuito, profesional }

struct Usuario: Equatable, Sendable {
  var id: Int
  var nombre: String
  var plan: Plan = .gratuito

  mutating func aplicar(_ remoto: PerfilRemoto) {
    nombre = remoto.nombre
    plan = remoto.plan
  }
}

/// Lo que devuelve el servidor.
struct PerfilRemoto: Equatable, Sendable {
  var nombre: String
  var plan: Plan
}

struct FalloDeRed: Error, Equatable {}

enum ErrorDeRecarga: Equatable { case noSePudoRecargar }

/// Cliente de la API. Aquí siempre responde lo mismo, salvo al usuario 0,
/// que no existe en el servidor.
struct ApiClient: Sendable {
  var perfil: @Sendable (Int) async throws -> PerfilRemoto
}

extension ApiClient: DependencyKey {
  static let liveValue = ApiClient { id in
    guard id != 0 else { throw FalloDeRed() }
    return PerfilRemoto(nombre: "Ada Lovelace", plan: .profesional)
  }
  static let testValue = liveValue
}

extension DependencyValues {
  var api: ApiClient {
    get { self[ApiClient.self] }
    set { self[ApiClient.self] = newValue }
  }
}

struct Perfil: Reducer {
  struct State: Equatable {
    @Shared var usuario: Usuario
    var error: ErrorDeRecarga?
  }

  enum Action: Equatable {
    case recargarPerfilPulsado
    case perfilLlego(Result<PerfilRemoto, FalloDeRed>)
  }

  @Dependency(\.api) var api

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .recargarPerfilPulsado:
      // TODO: el efecto se lleva la caja y escribe en ella por su cuenta, en
      // otro hilo y sin ninguna acción que lo cuente. Haz que solo traiga el
      // perfil y lo envíe en `.perfilLlego`, con éxito o con fallo.
      return .run { [id = state.usuario.id, usuario = state.$usuario, api] _ in
        guard let remoto = try? await api.perfil(id) else { return }
        usuario.withLock { $0.aplicar(remoto) }
      }

    case .perfilLlego:
      // TODO: con éxito, aplica el perfil a la caja; con fallo, guarda
      // `.noSePudoRecargar` en `error`.
      return .none
    }
  }
}
