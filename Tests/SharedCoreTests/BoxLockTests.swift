import Foundation
import Synchronization
import Testing

@testable import SharedCore

/// El candado de las cajas (`BoxLock`) cuando dos hilos se lo disputan: quien lo encuentra
/// tomado duerme marcando que espera, y quien lo suelta lo despierta.
@Suite struct BoxLockTests {
  struct Cuenta: Equatable, Sendable {
    var titular = "Ada"
    var creditos = 0
  }

  /// Lo que se dicen el hilo que tiene el candado, el que espera y la prueba.
  final class Senales: Sendable {
    let dentro = DispatchSemaphore(value: 0)
    let soltar = DispatchSemaphore(value: 0)
    let segundoAcabo = Atomic<Bool>(false)
  }

  /// Cuántos hilos acabaron.
  final class Acabados: Sendable {
    let cuenta = Atomic<Int>(0)
  }

  @Test func aThreadThatFindsTheBoxTakenSleepsAndIsWokenWhenItIsReleased() async throws {
    let cuenta = Shared(value: Cuenta())
    let caja = cuenta.address.box
    let senales = Senales()
    Thread.detachNewThread {
      cuenta.withLock { cuenta in
        senales.dentro.signal()
        senales.soltar.wait()
        cuenta.creditos += 1
      }
    }
    senales.dentro.wait()
    Thread.detachNewThread {
      cuenta.withLock { $0.creditos += 10 }
      senales.segundoAcabo.store(true, ordering: .releasing)
    }
    // El segundo hilo insiste un poco y se duerme con el bit de espera puesto.
    let duerme = await eventually {
      caja.lock.state.load(ordering: .relaxed) & BoxLock.waitingBit != 0
    }
    #expect(duerme)
    let acaboAntes = senales.segundoAcabo.load(ordering: .acquiring)
    #expect(!acaboAntes)
    senales.soltar.signal()
    let acabo = await eventually { senales.segundoAcabo.load(ordering: .acquiring) }
    #expect(acabo)
    #expect(cuenta.wrappedValue.creditos == 11)
    // Suelto, sin nadie esperando: el bit se fue con el último que lo tuvo.
    let estado = caja.lock.state.load(ordering: .relaxed)
    #expect(estado == 0)
  }

  @Test func eightThreadsWritingTheRootAndAMemberNestedLoseNothing() async {
    let cuenta = Shared(value: Cuenta())
    let creditos = cuenta.creditos
    let acabados = Acabados()
    for hilo in 0..<8 {
      Thread.detachNewThread {
        for _ in 0..<5_000 {
          if hilo.isMultiple(of: 2) {
            cuenta.withLock { _ in creditos.withLock { $0 += 1 } }
          } else {
            creditos.withLock { $0 += 1 }
          }
        }
        acabados.cuenta.add(1, ordering: .releasing)
      }
    }
    let todos = await eventually(timeout: .seconds(60)) {
      acabados.cuenta.load(ordering: .acquiring) == 8
    }
    #expect(todos)
    #expect(cuenta.wrappedValue.creditos == 40_000)
  }
}
