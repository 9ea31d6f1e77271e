import Testing
@testable import SharedCore

enum Composicion {
  struct Contador: Reducer {
    struct State: Equatable { var cuenta = 0 }
    enum Action: Equatable { case sumar, restar, guardar, delegate(Delegate) }
    enum Delegate: Equatable { case guardado(Int) }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .sumar: state.cuenta += 1
      case .restar: state.cuenta -= 1
      case .guardar: return .send(.delegate(.guardado(state.cuenta)))
      case .delegate: break
      }
      return .none
    }
  }

  /// Dos casos con el mismo tipo de acción: `Scope` los distingue por su nombre.
  struct Pareja: Reducer {
    struct State: Equatable {
      var izquierda = Contador.State()
      var derecha = Contador.State()
      var guardados: [Int] = []
    }
    enum Action: Equatable { case izquierda(Contador.Action), derecha(Contador.Action) }

    var body: some ReducerOf<Self> {
      Scope(state: \.izquierda, action: Action.izquierda) { Contador() }
      Scope(state: \.derecha, action: Action.derecha) { Contador() }
      Reduce { state, action in
        // Las acciones delegate suben al padre, que coordina.
        if case .izquierda(.delegate(.guardado(let cuenta))) = action {
          state.guardados.append(cuenta)
        }
        return .none
      }
    }
  }

  struct Hoja: Reducer {
    struct State: Equatable { var detalle: Contador.State?; var cerradas = 0 }
    enum Action: Equatable { case abrir, cerrar, detalle(Contador.Action) }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .abrir: state.detalle = Contador.State()
        case .cerrar: state.detalle = nil
        case .detalle(.sumar):
          // El hijo ya sumó: el padre ve su estado nuevo.
          state.cerradas = state.detalle?.cuenta ?? -1
        case .detalle: break
        }
        return .none
      }
      .ifLet(\.detalle, action: Action.detalle) { Contador() }
    }
  }

  struct Fila: Reducer {
    struct State: Equatable, Identifiable { let id: Int; var marcada = false }
    enum Action: Equatable { case marcar, esperar }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .marcar:
        state.marcada.toggle()
        return .none
      case .esperar:
        return .run { _ in try await Task.sleep(for: .seconds(60)) }
      }
    }
  }

  struct Lista: Reducer {
    struct State: Equatable {
      var filas: IdentifiedArrayOf<Fila.State> = [Fila.State(id: 1), Fila.State(id: 2)]
      var marcadas = 0
    }
    enum Action: Equatable { case filas(IdentifiedActionOf<Fila>), borrar(Int) }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .filas(.element(_, .marcar)):
          state.marcadas = state.filas.filter(\.marcada).count
        case .borrar(let id):
          state.filas[id: id] = nil
        case .filas:
          break
        }
        return .none
      }
      .forEach(\.filas, action: Action.filas) { Fila() }
    }
  }

  struct Condicional: Reducer {
    var doble: Bool
    var veces: Int

    var body: some Reducer<Contador.State, Contador.Action> {
      if doble {
        Contador()
      } else {
        EmptyReducer()
      }
      for _ in 0..<veces {
        Contador()
      }
    }
  }
}

@Suite struct ReducerTests {
  @Test func reduceYComposicionAplicanEnOrden() {
    var state = Composicion.Contador.State()
    _ = CombineReducers {
      Composicion.Contador()
      Reduce<Composicion.Contador.State, Composicion.Contador.Action> { state, _ in
        state.cuenta *= 10
        return .none
      }
    }.reduce(into: &state, action: .sumar)
    #expect(state.cuenta == 10)
  }

  @Test func ifElseYForEnUnBody() {
    var state = Composicion.Contador.State()
    _ = Composicion.Condicional(doble: true, veces: 2).reduce(into: &state, action: .sumar)
    #expect(state.cuenta == 3)
    state = .init()
    _ = Composicion.Condicional(doble: false, veces: 0).reduce(into: &state, action: .sumar)
    #expect(state.cuenta == 0)
  }

  @Test func scopeDistingueCasosConElMismoTipo() async {
    let store = TestStore(initialState: Composicion.Pareja.State()) { Composicion.Pareja() }
    await store.send(.derecha(.sumar)) { $0.derecha.cuenta = 1 }
    await store.send(.izquierda(.restar)) { $0.izquierda.cuenta = -1 }
  }

  @Test func unaAccionDelegateSubeAlPadre() async {
    let store = TestStore(initialState: Composicion.Pareja.State()) { Composicion.Pareja() }
    await store.send(.izquierda(.sumar)) { $0.izquierda.cuenta = 1 }
    await store.send(.izquierda(.guardar))
    await store.receive(.izquierda(.delegate(.guardado(1)))) { $0.guardados = [1] }
  }

  @Test func ifLetAplicaPrimeroAlHijo() async {
    let store = TestStore(initialState: Composicion.Hoja.State()) { Composicion.Hoja() }
    await store.send(.abrir) { $0.detalle = Composicion.Contador.State() }
    await store.send(.detalle(.sumar)) {
      $0.detalle?.cuenta = 1
      $0.cerradas = 1
    }
    await store.send(.cerrar) { $0.detalle = nil }
  }

  @Test func ifLetSinEstadoInformaYNoHaceNada() async {
    let issues = await IssueLog.collect {
      let store = TestStore(initialState: Composicion.Hoja.State()) { Composicion.Hoja() }
      await store.send(.detalle(.restar))
    }
    #expect(
      issues == [
        "Llegó .detalle(.restar) para un hijo opcional (ifLet) cuyo estado es nil, y se "
          + "ignoró. Suele ser un efecto del hijo que sigue enviando después de cerrarlo."
      ])
  }

  @Test func forEachVaAlElementoPorID() async {
    let store = TestStore(initialState: Composicion.Lista.State()) { Composicion.Lista() }
    await store.send(.filas(.element(id: 2, action: .marcar))) {
      $0.filas[id: 2]?.marcada = true
      $0.marcadas = 1
    }
  }

  @Test func forEachSinElElementoInforma() async {
    let issues = await IssueLog.collect {
      let store = TestStore(initialState: Composicion.Lista.State()) { Composicion.Lista() }
      await store.send(.filas(.element(id: 9, action: .marcar)))
    }
    #expect(
      issues == [
        "Llegó .filas(.element(id: 9, action: .marcar)) para el elemento con id 9, que no "
          + "está en la colección (forEach), y se ignoró."
      ])
  }

  @Test func quitarUnElementoCancelaSusEfectos() async {
    let issues = await IssueLog.collect {
      let store = TestStore(initialState: Composicion.Lista.State()) { Composicion.Lista() }
      let tarea = await store.send(.filas(.element(id: 1, action: .esperar)))
      #expect(!tarea.isCancelled)
      await store.send(.borrar(1)) { $0.filas[id: 1] = nil }
      #expect(tarea.isCancelled)
      await store.finish()
    }
    #expect(issues == [])
  }

  @Test func cerrarUnHijoOpcionalCancelaSusEfectos() async {
    struct Padre: Reducer {
      struct State: Equatable { var fila: Composicion.Fila.State? = .init(id: 1) }
      enum Action: Equatable { case cerrar, fila(Composicion.Fila.Action) }
      var body: some ReducerOf<Self> {
        Reduce { state, action in
          if action == .cerrar { state.fila = nil }
          return .none
        }
        .ifLet(\.fila, action: Action.fila) { Composicion.Fila() }
      }
    }
    let issues = await IssueLog.collect {
      let store = TestStore(initialState: Padre.State()) { Padre() }
      await store.send(.fila(.esperar))
      await store.send(.cerrar) { $0.fila = nil }
      await store.finish()
    }
    #expect(issues == [])
  }

  final class Caja: Sendable {
    let n: Int
    init(_ n: Int) { self.n = n }
  }
  struct ConRelleno: Equatable { var a: Bool; var b: Int; var c: Bool }
  indirect enum Arbol { case hoja(Int), nodo(Arbol, Arbol), texto(String) }
  enum ConCajas {
    case una(Caja), otra(Caja), error(any Error), opcional(Int?), relleno(ConRelleno)
  }
  enum Generico<T> { case valor(T), nada }
  struct Fallo: Error, Equatable { let codigo: Int }

  /// Cada forma de valor asociado: en línea, en una caja, `indirect`, existencial,
  /// opcional, genérico.
  @Test func extraeValoresDeCadaForma() {
    extraerCadaForma()
  }

  func extraerCadaForma() {
    let caja = Caja(7)
    #expect(CaseExtractor(ConCajas.una).extract(from: .una(caja)) === caja)
    #expect(CaseExtractor(ConCajas.otra).extract(from: .una(caja)) == nil)
    #expect(CaseExtractor(ConCajas.otra).extract(from: .otra(Caja(8)))?.n == 8)
    #expect(
      (CaseExtractor(ConCajas.error).extract(from: .error(Fallo(codigo: 3))) as? Fallo)
        == Fallo(codigo: 3))
    #expect(CaseExtractor(ConCajas.opcional).extract(from: .opcional(nil)) == .some(nil))
    #expect(CaseExtractor(ConCajas.opcional).extract(from: .opcional(4)) == .some(4))
    let relleno = ConRelleno(a: true, b: 9, c: false)
    #expect(CaseExtractor(ConCajas.relleno).extract(from: .relleno(relleno)) == relleno)
    #expect(CaseExtractor(Arbol.hoja).extract(from: .hoja(5)) == 5)
    #expect(CaseExtractor(Arbol.hoja).extract(from: .texto("x")) == nil)
    #expect(CaseExtractor(Arbol.texto).extract(from: .texto("árbol")) == "árbol")
    #expect(CaseExtractor(Arbol.nodo).extract(from: .nodo(.hoja(1), .hoja(2))) != nil)
    #expect(CaseExtractor(Generico<String>.valor).extract(from: .valor("g")) == "g")
    #expect(CaseExtractor(Generico<String>.valor).extract(from: .nada) == nil)
  }

  @Test func extraeElValorDeUnCasoPorReflexion() {
    enum Accion { case a(Int), b(Int), fila(id: Int), par(Int, String), vacia }
    #expect(CaseExtractor(Accion.a).extract(from: .a(1)) == 1)
    #expect(CaseExtractor(Accion.a).extract(from: .b(1)) == nil)
    #expect(CaseExtractor(Accion.a).extract(from: .vacia) == nil)
    #expect(CaseExtractor(Accion.fila).extract(from: .fila(id: 4)) == 4)
    #expect(CaseExtractor(Accion.par).extract(from: .par(1, "x")).map { "\($0.0)\($0.1)" } == "1x")
  }
}
