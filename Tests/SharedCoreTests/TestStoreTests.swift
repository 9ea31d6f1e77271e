import Foundation
import Testing
@testable import SharedCore

/// Una feature pequeña con estado normal, una caja compartida y efectos de cada tipo.
enum Cuenta {
  struct Usuario: Equatable, Sendable {
    var nombre: String
    var creditos = 0
  }

  enum ErrorDePrueba: Error, Equatable { case sinRed }

  struct Reloj: Sendable {
    var ahora: @Sendable () -> Int
  }

  struct Feature: Reducer {
    struct State: Equatable {
      @Shared var usuario: Usuario
      var editando = false
      var cuenta = 0
    }
    enum Action: Equatable {
      case editar
      case renombrar(String)
      case recargar
      case recargado(Int)
      case escribirDesdeEfecto(String)
      case esperarParaSiempre
      case cancelar
      case enviarDosVeces
      case fallar
      case consultarReloj
    }
    @Dependency(\.reloj) var reloj

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .editar:
        state.editando = true
        return .none
      case .renombrar(let nombre):
        state.$usuario.withLock { $0.nombre = nombre }
        return .none
      case .recargar:
        return .run { send in await send(.recargado(7)) }
      case .recargado(let cuenta):
        state.cuenta = cuenta
        return .none
      case .escribirDesdeEfecto(let nombre):
        // Lo que la lección 2 desaconseja: el efecto escribe en la caja.
        return .run { [usuario = state.$usuario] _ in usuario.withLock { $0.nombre = nombre } }
      case .esperarParaSiempre:
        return .run { _ in try await Task.sleep(for: .seconds(60)) }
          .cancellable(id: "largo")
      case .cancelar:
        return .cancel(id: "largo")
      case .enviarDosVeces:
        return .merge(.send(.recargado(1)), .send(.recargado(2)))
      case .fallar:
        return .run { _ in throw ErrorDePrueba.sinRed }
      case .consultarReloj:
        return .run { [reloj] send in await send(.recargado(reloj.ahora())) }
      }
    }
  }

  static func store(
    nombre: String = "Ada", exhaustivity: Exhaustivity = .on
  ) -> (Shared<Usuario>, TestStore<Feature.State, Feature.Action>) {
    let usuario = Shared(value: Usuario(nombre: nombre))
    let store = TestStore(initialState: Feature.State(usuario: usuario)) { Feature() }
    store.exhaustivity = exhaustivity
    return (usuario, store)
  }
}

extension Cuenta.Reloj: DependencyKey {
  static let liveValue = Cuenta.Reloj(ahora: { 42 })
}

extension DependencyValues {
  var reloj: Cuenta.Reloj {
    get { self[Cuenta.Reloj.self] }
    set { self[Cuenta.Reloj.self] = newValue }
  }
}

@Suite struct TestStoreTests {
  // MARK: Estado normal

  @Test func unCambioAfirmadoPasa() async {
    let issues = await IssueLog.collect {
      let (_, store) = Cuenta.store()
      await store.send(.editar) { $0.editando = true }
    }
    #expect(issues == [])
  }

  @Test func unCambioSinAfirmarFallaNombrandoElCampo() async {
    let issues = await IssueLog.collect {
      let (_, store) = Cuenta.store()
      await store.send(.editar)
    }
    #expect(
      issues == [
        """
        El estado tras enviar .editar no es el esperado (esperado → real):
          editando: false → true
        """
      ])
  }

  // MARK: Estado compartido

  @Test func laEscrituraCompartidaSeAfirmaContraLaInstantaneaSinTocarElValorVivo() async {
    let issues = await IssueLog.collect {
      let (usuario, store) = Cuenta.store()
      await store.send(.renombrar("Grace")) {
        $0.$usuario.withLock { $0.nombre = "Hedy" }
      }
      // La aserción escribió en la instantánea: el valor vivo es el del reductor.
      #expect(usuario.wrappedValue.nombre == "Grace")
    }
    #expect(
      issues == [
        """
        El estado tras enviar .renombrar("Grace") no es el esperado (esperado → real):
          _usuario.nombre: "Hedy" → "Grace"
        Los campos que empiezan por _ son cajas compartidas (@Shared): su valor esperado se \
        escribe con la misma sintaxis que en el reductor, $0.$usuario.withLock { … }.
        """
      ])
  }

  @Test func afirmarUnCambioCompartidoQueNoOcurrioFalla() async {
    let issues = await IssueLog.collect {
      let (usuario, store) = Cuenta.store()
      await store.send(.editar) {
        $0.editando = true
        $0.$usuario.withLock { $0.nombre = "Grace" }
      }
      #expect(usuario.wrappedValue.nombre == "Ada")
    }
    #expect(
      issues == [
        """
        El estado tras enviar .editar no es el esperado (esperado → real):
          _usuario.nombre: "Grace" → "Ada"
        Los campos que empiezan por _ son cajas compartidas (@Shared): su valor esperado se \
        escribe con la misma sintaxis que en el reductor, $0.$usuario.withLock { … }.
        """
      ])
  }

  @Test func loQueEscribeLaPropiaPruebaNoHaceFaltaAfirmarlo() async {
    let issues = await IssueLog.collect {
      let (usuario, store) = Cuenta.store()
      usuario.withLock { $0.creditos = 5 }  // antes de que el store siga la caja
      await store.send(.renombrar("Grace")) { $0.$usuario.withLock { $0.nombre = "Grace" } }
      usuario.withLock { $0.creditos = 10 }  // con la caja ya seguida
      await store.send(.editar) { $0.editando = true }
      await store.finish()
      #expect(usuario.wrappedValue == Cuenta.Usuario(nombre: "Grace", creditos: 10))
    }
    #expect(issues == [])
  }

  @Test func laEscrituraDeUnEfectoSinAfirmarSeInformaAlTerminar() async {
    let issues = await IssueLog.collect {
      let (_, store) = Cuenta.store()
      await store.send(.escribirDesdeEfecto("Grace"))
      await store.finish()
    }
    #expect(
      issues == [
        """
        Al terminar la prueba quedó un cambio en estado compartido sin afirmar (esperado → real):
          _usuario.nombre: "Ada" → "Grace"
        Si lo escribió un efecto, es mejor que envíe una acción y que escriba el reductor; si \
        no, afírmalo con store.assert { $0.$usuario.withLock { … } }.
        """
      ])
  }

  @Test func laEscrituraDeUnEfectoSeAfirmaConAssert() async {
    let issues = await IssueLog.collect {
      let (_, store) = Cuenta.store()
      let tarea = await store.send(.escribirDesdeEfecto("Grace"))
      await tarea.finish()
      store.assert { $0.$usuario.withLock { $0.nombre = "Grace" } }
      await store.finish()
    }
    #expect(issues == [])
  }

  @Test func unCambioCompartidoSinAfirmarTambienSeInformaAlSoltarElStore() async {
    let issues = await IssueLog.collect {
      let (_, store) = Cuenta.store()
      let tarea = await store.send(.escribirDesdeEfecto("Grace"))
      await tarea.finish()
    }
    #expect(issues.count == 1)
    #expect(issues.first?.hasPrefix("Al terminar la prueba quedó un cambio") == true)
  }

  // MARK: Acciones recibidas

  @Test func recibirLaAccionDeUnEfecto() async {
    let issues = await IssueLog.collect {
      let (_, store) = Cuenta.store()
      await store.send(.recargar)
      await store.receive(.recargado(7)) { $0.cuenta = 7 }
      await store.finish()
    }
    #expect(issues == [])
  }

  @Test func lasAccionesSeRecibenEnOrden() async {
    let issues = await IssueLog.collect {
      let (_, store) = Cuenta.store()
      await store.send(.enviarDosVeces)
      await store.receive(.recargado(1)) { $0.cuenta = 1 }
      await store.receive(.recargado(2)) { $0.cuenta = 2 }
    }
    #expect(issues == [])
  }

  @Test func recibirPorPredicadoYPorCaso() async {
    let issues = await IssueLog.collect {
      let (_, store) = Cuenta.store()
      await store.send(.enviarDosVeces)
      await store.receive({ $0 == .recargado(1) }) { $0.cuenta = 1 }
      await store.receive(Cuenta.Feature.Action.recargado) { $0.cuenta = 2 }
    }
    #expect(issues == [])
  }

  @Test func recibirOtraAccionFalla() async {
    let issues = await IssueLog.collect {
      let (_, store) = Cuenta.store()
      await store.send(.recargar)
      await store.receive(.recargado(8)) { $0.cuenta = 8 }
    }
    #expect(
      issues == [
        """
        Se recibió una acción distinta de la esperada.
          esperada: .recargado(8)
          recibida: .recargado(7)
        """
      ])
  }

  @Test func recibirSinEfectosQuePuedanEnviarFalla() async {
    let issues = await IssueLog.collect {
      let (_, store) = Cuenta.store()
      await store.receive(.recargado(7))
    }
    #expect(
      issues == [
        "Se esperaba recibir .recargado(7), pero no llegó ninguna acción y no queda ningún "
          + "efecto en curso que pueda enviarla."
      ])
  }

  @Test func recibirConElPlazoAgotadoFalla() async {
    let issues = await IssueLog.collect {
      let (_, store) = Cuenta.store()
      await store.send(.esperarParaSiempre)
      await store.receive(.recargado(7), timeout: .milliseconds(50))
      await store.skipInFlightEffects()
    }
    #expect(
      issues == [
        "Se esperaba recibir .recargado(7), pero no llegó ninguna acción en 50 ms. Hay "
          + "efectos en curso: si tardan más, pasa un timeout mayor a receive."
      ])
  }

  @Test func enviarConAccionesSinRecibirFalla() async {
    let issues = await IssueLog.collect {
      let (_, store) = Cuenta.store()
      await store.send(.enviarDosVeces)
      await store.send(.editar) { $0.editando = true }
      #expect(store.state.cuenta == 2)
    }
    #expect(
      issues == [
        """
        Antes de enviar .editar hay que recibir las acciones que ya enviaron los efectos (2):
          .recargado(1)
          .recargado(2)
        Recíbelas con await store.receive(…), o pon store.exhaustivity = .off.
        """
      ])
  }

  @Test func terminarConAccionesSinRecibirFalla() async {
    let issues = await IssueLog.collect {
      let (_, store) = Cuenta.store()
      await store.send(.enviarDosVeces)
      await store.finish()
    }
    #expect(
      issues == [
        """
        La prueba terminó con acciones enviadas por efectos que nadie recibió (2):
          .recargado(1)
          .recargado(2)
        Recíbelas con await store.receive(…).
        """
      ])
  }

  // MARK: Efectos

  @Test func unEfectoEnCursoAlTerminarFalla() async {
    let issues = await IssueLog.collect {
      let (_, store) = Cuenta.store()
      await store.send(.esperarParaSiempre)
      await store.finish(timeout: .milliseconds(50))
    }
    #expect(
      issues == [
        "Un efecto lanzado al procesar .esperarParaSiempre sigue en curso tras esperar 50 ms. "
          + "Cancélalo con .cancel(id:) o haz que termine."
      ])
  }

  @Test func unEfectoEnCursoAlSoltarElStoreFalla() async {
    let issues = await IssueLog.collect {
      let (_, store) = Cuenta.store()
      await store.send(.esperarParaSiempre)
    }
    #expect(
      issues == [
        "Un efecto lanzado al procesar .esperarParaSiempre sigue en curso al terminar la "
          + "prueba. Espéralo con await store.finish(), cancélalo con .cancel(id:) o recibe lo "
          + "que envía."
      ])
  }

  @Test func cancelarPorIDTerminaElEfecto() async {
    let issues = await IssueLog.collect {
      let (_, store) = Cuenta.store()
      let tarea = await store.send(.esperarParaSiempre)
      #expect(!tarea.isCancelled)
      await store.send(.cancelar)
      #expect(tarea.isCancelled)
      await store.finish()
    }
    #expect(issues == [])
  }

  @Test func unErrorLanzadoPorUnEfectoSeInforma() async {
    let issues = await IssueLog.collect {
      let (_, store) = Cuenta.store()
      await store.send(.fallar)
      await store.finish()
    }
    #expect(
      issues == [
        "Un efecto .run lanzó un error que nadie atrapó: .sinRed. Conviértelo en una acción "
          + "(await send(.respuesta(Result { try await … }))) o pasa catch: a .run."
      ])
  }

  // MARK: Exhaustividad

  @Test func sinExhaustividadSoloCuentaLoAfirmado() async {
    let issues = await IssueLog.collect {
      let (_, store) = Cuenta.store(exhaustivity: .off)
      await store.send(.renombrar("Grace"))
      await store.send(.recargar)
      await store.send(.editar) { $0.cuenta = 7 }  // el .recargado(7) se procesó antes
      await store.send(.esperarParaSiempre)
      await store.finish(timeout: .milliseconds(20))
    }
    #expect(issues == [])
  }

  @Test func sinExhaustividadLoAfirmadoTieneQueSerCierto() async {
    let issues = await IssueLog.collect {
      let (_, store) = Cuenta.store(exhaustivity: .off)
      await store.send(.renombrar("Grace")) {
        $0.$usuario.withLock { $0.nombre = "Hedy" }
      }
    }
    #expect(issues.count == 1)
    #expect(issues.first?.contains(#"_usuario.nombre: "Hedy" → "Grace""#) == true)
  }

  @Test func sinExhaustividadRecibirSaltaLasAccionesQueNoCoinciden() async {
    let issues = await IssueLog.collect {
      let (_, store) = Cuenta.store(exhaustivity: .off)
      await store.send(.enviarDosVeces)
      await store.receive(.recargado(2)) { $0.cuenta = 2 }
    }
    #expect(issues == [])
  }

  // MARK: Dependencias

  @Test func lasDependenciasSeSobrescribenAlCrearElStore() async {
    let issues = await IssueLog.collect {
      let store = TestStore(
        initialState: Cuenta.Feature.State(usuario: Shared(value: Cuenta.Usuario(nombre: "Ada")))
      ) {
        Cuenta.Feature()
      } withDependencies: {
        $0.reloj.ahora = { 3 }
      }
      await store.send(.consultarReloj)
      await store.receive(.recargado(3)) { $0.cuenta = 3 }
    }
    #expect(issues == [])
  }

  @Test func unaDependenciaSinSobrescribirFallaNombrandola() async {
    let issues = await IssueLog.collect {
      let (_, store) = Cuenta.store()
      await store.send(.consultarReloj)
      await store.receive(.recargado(42)) { $0.cuenta = 42 }
    }
    #expect(
      issues == [
        "Se usó la dependencia Cuenta.Reloj en una prueba sin sobrescribirla. Dale un valor "
          + "con withDependencies (o un testValue) para que la prueba no dependa del mundo real."
      ])
  }

  @Test func lasDependenciasDelStoreSePuedenCambiarDespues() async {
    let issues = await IssueLog.collect {
      let (_, store) = Cuenta.store()
      store.dependencies.reloj = Cuenta.Reloj(ahora: { 9 })
      await store.send(.consultarReloj)
      await store.receive(.recargado(9)) { $0.cuenta = 9 }
    }
    #expect(issues == [])
  }

  // MARK: Swift Testing

  @Test func sinDestinoPropioLosFallosVanASwiftTesting() async {
    await withKnownIssue {
      let (_, store) = Cuenta.store()
      await store.send(.editar)
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("editando: false → true") }
    }
  }
}
