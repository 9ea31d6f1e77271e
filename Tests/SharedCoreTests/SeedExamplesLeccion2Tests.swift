import Foundation
import Testing
@testable import SharedCore

// Los ejemplos de la lección 2, sin macros (ver SeedExamplesTests.swift).

// MARK: - Lección 2: escribir en estado compartido

enum Leccion2 {
  typealias Plan = Leccion1.Plan

  struct Usuario: Equatable, Sendable {
    var id: Int = 1
    var nombre: String
    var plan: Plan = .gratuito
    var creditos = 0

    mutating func aplicar(_ perfil: Usuario) {
      nombre = perfil.nombre
      plan = perfil.plan
      creditos = perfil.creditos
    }
  }

  enum ErrorDePerfil: Equatable { case noSePudoRecargar }

  struct ApiClient: Sendable {
    var perfil: @Sendable (Int) async throws -> Usuario
  }

  struct Perfil: Reducer {
    struct State: Equatable {
      @Shared var usuario: Usuario
      var error: ErrorDePerfil?
      var ultimoSaldo: Int?
    }
    enum Action {
      case nombreCambiado(String)
      case planMejorado
      case consumir(coste: Int)
      case recargarPerfilPulsado
      case perfilLlego(Result<Usuario, any Error>)
    }
    @Dependency(\.leccion2Api) var api

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .nombreCambiado(let nuevo):
        state.$usuario.withLock { $0.nombre = nuevo }
        return .none

      case .planMejorado:
        state.$usuario.withLock { usuario in
          usuario.plan = .profesional
          usuario.creditos += 100  // dos campos, una sola sección crítica
        }
        return .none

      case .consumir(let coste):
        let creditosRestantes = state.$usuario.withLock { usuario -> Int in
          usuario.creditos -= coste
          return usuario.creditos
        }
        state.ultimoSaldo = creditosRestantes
        return .none

      case .recargarPerfilPulsado:
        return .run { [id = state.usuario.id] send in
          await send(.perfilLlego(Result { try await self.api.perfil(id) }))
        }

      case let .perfilLlego(.success(perfil)):
        state.$usuario.withLock { $0.aplicar(perfil) }  // el reducer escribe
        return .none

      case .perfilLlego(.failure):
        state.error = .noSePudoRecargar
        return .none
      }
    }
  }

  struct Ajustes: Reducer {
    enum Secciones: Equatable { case basicas, todas }
    struct State: Equatable {
      @Shared var usuario: Usuario
      var seccionesVisibles = Secciones.basicas
    }
    enum Action: Equatable { case aparecio }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .aparecio:
        state.seccionesVisibles = state.usuario.plan == .profesional ? .todas : .basicas
        return .none
      }
    }
  }

  /// Una feature que solo recibió `$usuario.plan`: no ve el resto del usuario.
  struct Facturacion: Reducer {
    struct State: Equatable {
      @Shared var plan: Plan
    }
    enum Action: Equatable { case mejorar }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      state.$plan.withLock { $0 = .profesional }
      return .none
    }
  }
}

extension Leccion2.ApiClient: TestDependencyKey {
  static let testValue = Leccion2.ApiClient(perfil: { id in
    Leccion2.Usuario(id: id, nombre: "Grace", plan: .profesional, creditos: 50)
  })
}

extension DependencyValues {
  var leccion2Api: Leccion2.ApiClient {
    get { self[Leccion2.ApiClient.self] }
    set { self[Leccion2.ApiClient.self] = newValue }
  }
}

@Suite struct Leccion2Tests {
  typealias Usuario = Leccion2.Usuario

  @Test func planMejoradoCambiaDosCamposBajoUnSoloCandado() async {
    let usuario = Shared(value: Usuario(nombre: "Ada"))
    let store = TestStore(initialState: Leccion2.Perfil.State(usuario: usuario)) {
      Leccion2.Perfil()
    }
    await store.send(.planMejorado) {
      $0.$usuario.withLock {
        $0.plan = .profesional
        $0.creditos += 100
      }
    }
    #expect(usuario.wrappedValue.creditos == 100)
  }

  @Test func withLockDevuelveLoQueDevuelveSuCuerpo() async {
    let usuario = Shared(value: Usuario(nombre: "Ada", creditos: 30))
    let store = TestStore(initialState: Leccion2.Perfil.State(usuario: usuario)) {
      Leccion2.Perfil()
    }
    await store.send(.consumir(coste: 10)) {
      $0.$usuario.withLock { $0.creditos -= 10 }
      $0.ultimoSaldo = 20
    }
  }

  @Test func elEfectoTransportaElValorYElReducerEscribe() async {
    let usuario = Shared(value: Usuario(nombre: "Ada"))
    let store = TestStore(initialState: Leccion2.Perfil.State(usuario: usuario)) {
      Leccion2.Perfil()
    }
    await store.send(.recargarPerfilPulsado)  // el efecto no toca la caja
    #expect(usuario.wrappedValue.nombre == "Ada")
    let perfil = Usuario(id: 1, nombre: "Grace", plan: .profesional, creditos: 50)
    await store.receive(.perfilLlego(.success(perfil))) {
      $0.$usuario.withLock { $0.aplicar(perfil) }
    }
    await store.finish()
  }

  @Test func siFallaLaRecargaElReducerGuardaElError() async {
    struct SinRed: Error {}
    let store = TestStore(
      initialState: Leccion2.Perfil.State(usuario: Shared(value: Usuario(nombre: "Ada")))
    ) {
      Leccion2.Perfil()
    } withDependencies: {
      $0.leccion2Api.perfil = { _ in throw SinRed() }
    }
    await store.send(.recargarPerfilPulsado)
    await store.receive({ if case .perfilLlego(.failure) = $0 { true } else { false } }) {
      $0.error = .noSePudoRecargar
    }
  }

  @Test func ajustesReaccionaAUnaEscrituraAjenaSinAfirmarla() async {
    let usuario = Shared(value: Usuario(nombre: "Ada", plan: .gratuito))
    let store = TestStore(initialState: Leccion2.Ajustes.State(usuario: usuario)) {
      Leccion2.Ajustes()
    }

    usuario.withLock { $0.plan = .profesional }  // escribe otro, desde fuera
    await store.send(.aparecio) {
      $0.seccionesVisibles = .todas  // la reacción propia sí se afirma
    }
  }

  @Test func escribirLaCajaDerivadaCambiaElUsuarioCompleto() async {
    let usuario = Shared(value: Usuario(nombre: "Ada"))
    let store = TestStore(initialState: Leccion2.Facturacion.State(plan: usuario.plan)) {
      Leccion2.Facturacion()
    }
    await store.send(.mejorar) {
      $0.$plan.withLock { $0 = .profesional }
    }
    #expect(usuario.wrappedValue.plan == .profesional)
    #expect(usuario.wrappedValue.nombre == "Ada")
  }

  @Test func escribirEnEstadoCompartidoNoEnviaNingunaAccion() async {
    let usuario = Shared(value: Usuario(nombre: "Ada"))
    let perfil = TestStore(initialState: Leccion2.Perfil.State(usuario: usuario)) {
      Leccion2.Perfil()
    }
    let ajustes = TestStore(initialState: Leccion2.Ajustes.State(usuario: usuario)) {
      Leccion2.Ajustes()
    }
    await perfil.send(.planMejorado) {
      $0.$usuario.withLock {
        $0.plan = .profesional
        $0.creditos += 100
      }
    }
    // Ajustes ve el dato al leerlo, pero su reducer no se ejecutó: sigue en .basicas.
    #expect(ajustes.state.usuario.plan == .profesional)
    #expect(ajustes.state.seccionesVisibles == .basicas)
    await ajustes.finish()
  }
}
