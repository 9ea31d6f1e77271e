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
    @Dependency(\.cuentaReloj) var reloj

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
  var cuentaReloj: Cuenta.Reloj {
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
      // La aserción escribió en la instantánea: el valor vivo es el del reducer.
      #expect(usuario.wrappedValue.nombre == "Grace")
    }
    #expect(
      issues == [
        """
        El estado tras enviar .renombrar("Grace") no es el esperado (esperado → real):
          _usuario.nombre: "Hedy" → "Grace"
        Los campos que empiezan por _ son cajas compartidas (@Shared): su valor esperado se \
        escribe con la misma sintaxis que en el reducer, $0.$usuario.withLock { … }.
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
        escribe con la misma sintaxis que en el reducer, $0.$usuario.withLock { … }.
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
        Si lo escribió un efecto, es mejor que envíe una acción y que escriba el reducer; si \
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
        $0.cuentaReloj.ahora = { 3 }
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
      store.dependencies.cuentaReloj = Cuenta.Reloj(ahora: { 9 })
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

@Suite struct TestStoreContextTests {
  @MainActor
  @Test func seUsaIgualDesdeElActorPrincipal() async {
    let issues = await IssueLog.collect {
      let (_, store) = Cuenta.store()
      var nombre = "Grace"
      await store.send(.renombrar(nombre)) { $0.$usuario.withLock { $0.nombre = nombre } }
      nombre = "Hedy"
      await store.send(.recargar)
      await store.receive(.recargado(7)) { $0.cuenta = 7 }
      await store.finish()
      #expect(nombre == "Hedy")
    }
    #expect(issues == [])
  }

  @Test func unaCajaDeClaveEnElEstadoSeAfirmaIgual() async {
    struct Preferencias: Reducer {
      struct State: Equatable {
        @Shared(.inMemory("tema-oscuro")) var temaOscuro = false
      }
      enum Action: Equatable { case alternar }
      func reduce(into state: inout State, action: Action) -> Effect<Action> {
        state.$temaOscuro.withLock { $0.toggle() }
        return .none
      }
    }
    let issues = await IssueLog.collect {
      let store = TestStore(initialState: Preferencias.State()) { Preferencias() }
      await store.send(.alternar) { $0.$temaOscuro.withLock { $0 = true } }
      await store.send(.alternar)
    }
    #expect(
      issues == [
        """
        El estado tras enviar .alternar no es el esperado (esperado → real):
          _temaOscuro: true → false
        Los campos que empiezan por _ son cajas compartidas (@Shared): su valor esperado se \
        escribe con la misma sintaxis que en el reducer, $0.$temaOscuro.withLock { … }.
        """
      ])
  }

  @Test func unaCajaEnVariosSitiosSeMuestraUnaVez() async {
    let issues = await IssueLog.collect {
      let store = TestStore(
        initialState: Leccion1.App.State(usuario: Leccion1.Usuario(nombre: "Ada"))
      ) {
        Leccion1.App()
      }
      await store.send(.perfil(.nombreCambiado("Grace")))
    }
    #expect(
      issues == [
        """
        El estado tras enviar .perfil(.nombreCambiado("Grace")) no es el esperado (esperado → \
        real):
          _usuario.nombre: "Ada" → "Grace"
        Los campos que empiezan por _ son cajas compartidas (@Shared): su valor esperado se \
        escribe con la misma sintaxis que en el reducer, $0.$usuario.withLock { … }.
        """
      ])
  }
}
