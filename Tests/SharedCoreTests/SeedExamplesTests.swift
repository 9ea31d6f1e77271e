import Foundation
import Testing
@testable import SharedCore

// Los ejemplos de código de las lecciones, reescritos sin macros: `@Reducer` pasa a ser
// `: Reducer`, `@ObservableState` desaparece, los case key paths de `Scope` pasan a ser el
// constructor del caso (`Action.buscador`) y `@DependencyClient` una estructura normal.
// Cada prueba comprueba lo que la lección dice que pasa.

// MARK: - Lección 1: Shared, una referencia que sigue comportándose como estado

enum Leccion1 {
  enum Plan: Equatable, Sendable { case gratuito, profesional }

  struct Usuario: Equatable, Sendable {
    var id = UUID(uuidString: "00000000-0000-0000-0000-000000000001") ?? UUID()
    var nombre: String
    var plan: Plan = .gratuito
    var creditos = 0
  }

  struct Perfil: Reducer {
    struct State: Equatable {
      @Shared var usuario: Usuario  // la caja, no una copia
      var editando = false
    }
    enum Action: Equatable { case nombreCambiado(String) }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .nombreCambiado(let nuevo):
        state.$usuario.withLock { $0.nombre = nuevo }
        return .none
      }
    }
  }

  struct Ajustes: Reducer {
    struct State: Equatable {
      @Shared var usuario: Usuario  // la misma caja
      var notificacionesActivas = true
    }
    enum Action: Equatable { case notificacionesCambiadas(Bool) }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .notificacionesCambiadas(let activas):
        state.notificacionesActivas = activas
        return .none
      }
    }
  }

  struct App: Reducer {
    struct State: Equatable {
      @Shared var usuario: Usuario
      var perfil: Perfil.State
      var ajustes: Ajustes.State

      init(usuario: Usuario) {
        let compartido = Shared(value: usuario)
        self._usuario = compartido
        self.perfil = Perfil.State(usuario: compartido)
        self.ajustes = Ajustes.State(usuario: compartido)
      }
    }
    enum Action: Equatable {
      case perfil(Perfil.Action)
      case ajustes(Ajustes.Action)
    }

    var body: some ReducerOf<Self> {
      Scope(state: \.perfil, action: Action.perfil) { Perfil() }
      Scope(state: \.ajustes, action: Action.ajustes) { Ajustes() }
    }
  }

  struct Sesion: Equatable, Sendable {
    var usuario: Usuario?
  }

  struct Autenticador: Sendable {
    var entrar: @Sendable () async throws -> Usuario
  }

  struct Autenticacion: Reducer {
    struct State: Equatable {
      @Shared var sesion: Sesion
    }
    enum Action {
      case entrarPulsado
      case respuestaLogin(Result<Usuario, any Error>)
    }
    @Dependency(\.autenticador) var autenticador

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .entrarPulsado:
        return .run { send in
          await send(.respuestaLogin(Result { try await autenticador.entrar() }))
        }
      case .respuestaLogin(.success(let usuario)):
        state.$sesion.withLock { $0.usuario = usuario }
        return .none
      case .respuestaLogin(.failure):
        return .none
      }
    }
  }
}

extension Leccion1.Autenticador: TestDependencyKey {
  static let testValue = Leccion1.Autenticador(entrar: { Leccion1.Usuario(nombre: "Ada") })
}

extension DependencyValues {
  var autenticador: Leccion1.Autenticador {
    get { self[Leccion1.Autenticador.self] }
    set { self[Leccion1.Autenticador.self] = newValue }
  }
}

@Suite struct Leccion1Tests {
  typealias Usuario = Leccion1.Usuario

  @Test func appEntregaLaMismaCajaAPerfilYAjustes() {
    let app = Leccion1.App.State(usuario: Usuario(nombre: "Ada"))
    #expect(app.perfil.$usuario.isSameBox(as: app.$usuario))
    #expect(app.ajustes.$usuario.isSameBox(as: app.$usuario))
  }

  @Test func unaEscrituraDePerfilLaVenAjustesYApp() async {
    let store = TestStore(initialState: Leccion1.App.State(usuario: Usuario(nombre: "Ada"))) {
      Leccion1.App()
    }
    await store.send(.perfil(.nombreCambiado("Grace"))) {
      $0.$usuario.withLock { $0.nombre = "Grace" }
    }
    #expect(store.state.ajustes.usuario.nombre == "Grace")
    #expect(store.state.usuario.nombre == "Grace")
  }

  @Test func copiarElStateCopiaLaReferenciaNoElContenido() {
    let usuario = Shared(value: Usuario(nombre: "Grace"))
    let a = Leccion1.Perfil.State(usuario: usuario)
    var b = a  // copia de la estructura
    b.editando = true  // solo afecta a b
    b.$usuario.withLock { $0.nombre = "Ada" }
    #expect(a.usuario.nombre == "Ada")  // la caja es la misma
    #expect(a.editando == false)
  }

  @Test func equatableComparaValoresEnvueltos() {
    let caja = Shared(value: Usuario(nombre: "Ada"))
    let otraCaja = Shared(value: Usuario(nombre: "Ada"))
    #expect(Leccion1.Perfil.State(usuario: caja) == Leccion1.Perfil.State(usuario: caja))
    #expect(Leccion1.Perfil.State(usuario: caja) == Leccion1.Perfil.State(usuario: otraCaja))
  }

  @Test func miembroDinamicoCompartePartePeroSobreLaMismaCaja() {
    let usuario = Shared(value: Usuario(nombre: "Ada"))
    let nombre: Shared<String> = usuario.nombre
    nombre.withLock { $0 = "Grace" }
    #expect(usuario.wrappedValue.nombre == "Grace")
  }

  @Test func editarNombre() async {
    let usuario = Shared(value: Usuario(nombre: "Ada"))
    let store = TestStore(initialState: Leccion1.Perfil.State(usuario: usuario)) {
      Leccion1.Perfil()
    }

    await store.send(.nombreCambiado("Grace")) {
      $0.$usuario.withLock { $0.nombre = "Grace" }
    }
  }

  @Test func editarNombreSinAfirmarFallaConUnDiffDelCampo() async {
    let issues = await IssueLog.collect {
      let usuario = Shared(value: Usuario(nombre: "Ada"))
      let store = TestStore(initialState: Leccion1.Perfil.State(usuario: usuario)) {
        Leccion1.Perfil()
      }
      await store.send(.nombreCambiado("Grace"))
    }
    #expect(
      issues == [
        """
        El estado tras enviar .nombreCambiado("Grace") no es el esperado (esperado → real):
          _usuario.nombre: "Ada" → "Grace"
        Los campos que empiezan por _ son cajas compartidas (@Shared): su valor esperado se \
        escribe con la misma sintaxis que en el reducer, $0.$usuario.withLock { … }.
        """
      ])
  }

  @Test func elTestSostieneLaCajaEInspeccionaElEfectoLateral() async {
    let sesion = Shared(value: Leccion1.Sesion(usuario: nil))
    let store = TestStore(initialState: Leccion1.Autenticacion.State(sesion: sesion)) {
      Leccion1.Autenticacion()
    }

    await store.send(.entrarPulsado)
    // `\.respuestaLogin.success` sin macros: un predicado sobre la acción.
    await store.receive({
      if case .respuestaLogin(.success) = $0 { true } else { false }
    }) {
      $0.$sesion.withLock { $0.usuario = Usuario(nombre: "Ada") }
    }
    #expect(sesion.wrappedValue.usuario?.nombre == "Ada")
  }

  /// El ejemplo tal cual lo escribe la lección (sin clausura en `receive`): el reducer
  /// escribe la sesión, así que un `TestStore` exhaustivo pide afirmarlo; sin
  /// exhaustividad basta con mirar la caja.
  @Test func recibirSinAfirmarLaSesionSoloPasaSinExhaustividad() async {
    func literal(_ exhaustivity: Exhaustivity) async -> [String] {
      await IssueLog.collect {
        let sesion = Shared(value: Leccion1.Sesion(usuario: nil))
        let store = TestStore(initialState: Leccion1.Autenticacion.State(sesion: sesion)) {
          Leccion1.Autenticacion()
        }
        store.exhaustivity = exhaustivity
        await store.send(.entrarPulsado)
        await store.receive(Leccion1.Autenticacion.Action.respuestaLogin)
        #expect(sesion.wrappedValue.usuario?.nombre == "Ada")
      }
    }
    #expect(await literal(.off) == [])
    let issues = await literal(.on)
    #expect(issues.count == 1)
    #expect(issues.first?.contains("_sesion.usuario: nil → Leccion1.Usuario(") == true)
  }

  @Test func laRespuestaDeLoginTambienSeRecibePorCasoOPorValor() async {
    let sesion = Shared(value: Leccion1.Sesion(usuario: nil))
    let store = TestStore(initialState: Leccion1.Autenticacion.State(sesion: sesion)) {
      Leccion1.Autenticacion()
    }
    await store.send(.entrarPulsado)
    await store.receive(.respuestaLogin(.success(Usuario(nombre: "Ada")))) {
      $0.$sesion.withLock { $0.usuario = Usuario(nombre: "Ada") }
    }
    await store.send(.entrarPulsado)
    await store.receive(Leccion1.Autenticacion.Action.respuestaLogin)
    #expect(sesion.wrappedValue.usuario?.nombre == "Ada")
  }
}
