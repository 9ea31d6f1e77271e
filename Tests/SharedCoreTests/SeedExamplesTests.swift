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
        escribe con la misma sintaxis que en el reductor, $0.$usuario.withLock { … }.
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
        state.$usuario.withLock { $0.aplicar(perfil) }  // el reductor escribe
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

  @Test func elEfectoTransportaElValorYElReductorEscribe() async {
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

  @Test func siFallaLaRecargaElReductorGuardaElError() async {
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
    // Ajustes ve el dato al leerlo, pero su reductor no se ejecutó: sigue en .basicas.
    #expect(ajustes.state.usuario.plan == .profesional)
    #expect(ajustes.state.seccionesVisibles == .basicas)
    await ajustes.finish()
  }
}

// MARK: - Lección 3: estado grande

enum Leccion3 {
  struct Buscador: Reducer {
    struct State: Equatable { var texto = "" }
    enum Action: Equatable { case textoCambiado(String) }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .textoCambiado(let texto):
        state.texto = texto
        return .none
      }
    }
  }

  struct Resultados: Reducer {
    struct State: Equatable { var titulos: [String] = [] }
    enum Action: Equatable { case llegaron([String]) }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .llegaron(let titulos):
        state.titulos = titulos
        return .none
      }
    }
  }

  struct Ajustes: Reducer {
    struct State: Equatable { var tamanoDePagina = 20 }
    enum Action: Equatable { case tamanoCambiado(Int) }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .tamanoCambiado(let tamano):
        state.tamanoDePagina = tamano
        return .none
      }
    }
  }

  struct Panel: Reducer {
    struct State: Equatable {
      var buscador = Buscador.State()  // cambia a 60 pulsaciones por minuto
      var resultados = Resultados.State()  // cambia al llegar una respuesta
      var ajustes = Ajustes.State()  // cambia una vez al mes
      var busquedas = 0
    }
    enum Action: Equatable {
      case buscador(Buscador.Action)
      case resultados(Resultados.Action)
      case ajustes(Ajustes.Action)
    }

    var body: some ReducerOf<Self> {
      Scope(state: \.buscador, action: Action.buscador) { Buscador() }
      Scope(state: \.resultados, action: Action.resultados) { Resultados() }
      Scope(state: \.ajustes, action: Action.ajustes) { Ajustes() }
      Reduce { state, action in
        // solo la coordinación entre dominios vive aquí
        if case .buscador(.textoCambiado) = action { state.busquedas += 1 }
        return .none
      }
    }
  }

  struct Elemento: Identifiable, Equatable {
    let id: Int
    var titulo: String
  }

  struct Cursor: Equatable { var siguiente: Int }

  struct Lista: Reducer {
    struct State: Equatable {
      var elementos: IdentifiedArrayOf<Elemento> = []
      var filtro = ""
      var pagina: Cursor?

      // Deriva identificadores, no copias de los modelos.
      var visibles: [Elemento.ID] {
        filtro.isEmpty
          ? Array(elementos.ids)
          : elementos.filter { $0.titulo.localizedStandardContains(filtro) }.map(\.id)
      }
    }
    enum Action: Equatable { case filtroCambiado(String), renombrar(id: Int, titulo: String) }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .filtroCambiado(let filtro):
        state.filtro = filtro
      case .renombrar(let id, let titulo):
        state.elementos[id: id]?.titulo = titulo
      }
      return .none
    }
  }

  /// `@DependencyClient` sin macro: una estructura de clausuras.
  struct AlmacenDeAdjuntos: Sendable {
    var cargar: @Sendable (UUID) async throws -> Data
    var guardar: @Sendable (UUID, Data) async throws -> Void
  }

  struct Adjunto: Reducer {
    struct State: Equatable {
      var adjuntoID: UUID?  // ocho megabytes convertidos en dieciséis bytes
      var cargando = false
      var tamano: Int?
    }
    enum Action: Equatable { case abrir, cargado(Int) }
    @Dependency(\.adjuntos) var adjuntos

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .abrir:
        guard let id = state.adjuntoID else { return .none }
        state.cargando = true
        return .run { send in
          let datos = try await adjuntos.cargar(id)
          await send(.cargado(datos.count))
        }
      case .cargado(let tamano):
        state.cargando = false
        state.tamano = tamano
        return .none
      }
    }
  }
}

extension Leccion3.AlmacenDeAdjuntos: DependencyKey {
  static let liveValue = Leccion3.AlmacenDeAdjuntos(
    cargar: { _ in Data() }, guardar: { _, _ in })
}

extension DependencyValues {
  var adjuntos: Leccion3.AlmacenDeAdjuntos {
    get { self[Leccion3.AlmacenDeAdjuntos.self] }
    set { self[Leccion3.AlmacenDeAdjuntos.self] = newValue }
  }
}

@Suite struct Leccion3Tests {
  @Test func panelDivideEnTresDominiosConTresScopes() async {
    let store = TestStore(initialState: Leccion3.Panel.State()) { Leccion3.Panel() }
    await store.send(.buscador(.textoCambiado("swift"))) {
      $0.buscador.texto = "swift"
      $0.busquedas = 1
    }
    await store.send(.resultados(.llegaron(["Swift 6"]))) {
      $0.resultados.titulos = ["Swift 6"]
    }
    await store.send(.ajustes(.tamanoCambiado(50))) {
      $0.ajustes.tamanoDePagina = 50
    }
  }

  @Test func teclearEnElBuscadorNoTocaResultados() async {
    let store = TestStore(initialState: Leccion3.Panel.State()) { Leccion3.Panel() }
    await store.send(.buscador(.textoCambiado("a"))) {
      $0.buscador.texto = "a"
      $0.busquedas = 1
    }
    #expect(store.state.resultados == Leccion3.Panel.State().resultados)
  }

  @Test func visiblesDerivaIdentificadoresNoCopias() async {
    var state = Leccion3.Lista.State()
    state.elementos = [
      Leccion3.Elemento(id: 1, titulo: "Swift"),
      Leccion3.Elemento(id: 2, titulo: "Rust"),
      Leccion3.Elemento(id: 3, titulo: "SwiftUI"),
    ]
    #expect(state.visibles == [1, 2, 3])
    let store = TestStore(initialState: state) { Leccion3.Lista() }
    await store.send(.filtroCambiado("swift")) { $0.filtro = "swift" }
    #expect(store.state.visibles == [1, 3])
    await store.send(.renombrar(id: 2, titulo: "Swift en Linux")) {
      $0.elementos[id: 2]?.titulo = "Swift en Linux"
    }
    #expect(store.state.visibles == [1, 2, 3])
  }

  @Test func loPesadoSaleAUnaDependenciaYElEstadoGuardaElID() async {
    let id = UUID()
    let store = TestStore(initialState: Leccion3.Adjunto.State(adjuntoID: id)) {
      Leccion3.Adjunto()
    } withDependencies: {
      $0.adjuntos.cargar = { _ in Data(count: 8_000_000) }
    }
    await store.send(.abrir) { $0.cargando = true }
    await store.receive(.cargado(8_000_000)) {
      $0.cargando = false
      $0.tamano = 8_000_000
    }
  }
}
