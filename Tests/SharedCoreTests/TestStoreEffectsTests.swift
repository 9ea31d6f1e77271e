import Foundation
import Testing
@testable import SharedCore

/// Acciones recibidas y efectos en el `TestStore`, con la feature `Cuenta`.
@Suite struct TestStoreEffectsTests {
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
}
