import Observation
import Synchronization
import Testing
@testable import SharedCore

/// Cuenta los disparos de `withObservationTracking` sobre una lectura.
private final class Fired: Sendable {
  let count = Atomic<Int>(0)
  var value: Int { count.load(ordering: .relaxed) }
}

private func track(_ read: () -> Void) -> Fired {
  let fired = Fired()
  withObservationTracking(read) { fired.count.add(1, ordering: .relaxed) }
  return fired
}

@Suite struct ObservationTests {
  @Test func aWriteFiresTheTrackerOfAReader() {
    let usuario = Shared(value: Usuario(nombre: "Ada"))
    let fired = track { _ = usuario.wrappedValue.nombre }
    #expect(fired.value == 0)
    usuario.withLock { $0.nombre = "Grace" }
    #expect(fired.value == 1)
  }

  @Test func aWriteThroughACopyOfTheStateFiresTheTracker() {
    let a = PerfilState(usuario: Shared(value: Usuario(nombre: "Ada")))
    let b = a
    let fired = track { _ = a.usuario.nombre }
    b.$usuario.withLock { $0.creditos += 1 }
    #expect(fired.value == 1)
  }

  @Test func aWriteThroughADerivedMemberFiresTheRootReader() {
    let usuario = Shared(value: Usuario(nombre: "Ada"))
    let fired = track { _ = usuario.wrappedValue }
    usuario.plan.withLock { $0 = "profesional" }
    #expect(fired.value == 1)
  }

  @Test func aReaderOfADerivedMemberFiresOnARootWrite() {
    let usuario = Shared(value: Usuario(nombre: "Ada"))
    let nombre = usuario.nombre
    let fired = track { _ = nombre.wrappedValue }
    usuario.withLock { $0.nombre = "Grace" }
    #expect(fired.value == 1)
  }

  @Test func aSharedReaderIsTrackedLikeTheBox() {
    let usuario = Shared(value: Usuario(nombre: "Ada"))
    let lector = SharedReader(usuario)
    let fired = track { _ = lector.wrappedValue.nombre }
    usuario.withLock { $0.nombre = "Grace" }
    #expect(fired.value == 1)
  }

  @Test func aWriteThroughAnotherDeclarationOfTheSameKeyFiresTheTracker() {
    withDependencies {
      $0.defaultInMemoryStorage = InMemoryStorage()
    } operation: {
      @Shared(.inMemory("sesion")) var primera = "anónima"
      @Shared(.inMemory("sesion")) var segunda = "anónima"
      let fired = track { _ = primera }
      $segunda.withLock { $0 = "Ada" }
      #expect(fired.value == 1)
      #expect(primera == "Ada")
    }
  }

  @Test func anUntrackedBoxDoesNotFireAnything() {
    let usuario = Shared(value: Usuario(nombre: "Ada"))
    let otra = Shared(value: Usuario(nombre: "Ada"))
    let fired = track { _ = otra.wrappedValue }
    usuario.withLock { $0.nombre = "Grace" }
    #expect(fired.value == 0)
  }

  @Test func trackingIsOneShotAndReArmsWithTheNextRead() {
    let contador = Shared(value: 0)
    let first = track { _ = contador.wrappedValue }
    contador.withLock { $0 += 1 }
    contador.withLock { $0 += 1 }
    #expect(first.value == 1)
    let second = track { _ = contador.wrappedValue }
    contador.withLock { $0 += 1 }
    #expect(second.value == 1)
  }
}
