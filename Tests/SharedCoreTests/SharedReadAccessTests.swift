import Foundation
import Observation
import Synchronization
import Testing

@testable import SharedCore

/// `wrappedValue` presta el valor con el candado tomado (un acceso `_read`, ver
/// `SharedRead`): quien lee copia solo lo que usa, y el préstamo no sale de su expresión.
@Suite struct SharedReadAccessTests {
  struct Cuenta: Equatable, Sendable {
    var titular = "Ada"
    var creditos = 0
    var movimientos = [1, 2, 3]

    /// Llama a `antes` y devuelve después los movimientos: si `self` siguiera prestado de
    /// la caja, vería lo que `antes` escribió en ella.
    func movimientos(después antes: () -> Void) -> [Int] {
      antes()
      return movimientos
    }

    /// Lo mismo, como subíndice.
    subscript(después antes: () -> Void) -> [Int] {
      antes()
      return movimientos
    }
  }

  /// Un objeto que dice si sigue vivo, para ver que la copia del camino general se libera.
  final class Testigo: Sendable {}

  /// Cuenta los disparos de `withObservationTracking` sobre una lectura.
  final class Disparos: Sendable {
    let cuenta = Atomic<Int>(0)
    var valor: Int { cuenta.load(ordering: .relaxed) }
  }

  func rastrear(_ lectura: () -> Void) -> Disparos {
    let disparos = Disparos()
    withObservationTracking(lectura) { disparos.cuenta.add(1, ordering: .relaxed) }
    return disparos
  }

  @Test func aValuePassedToAFunctionIsACopyTakenBeforeTheCall() {
    let cuenta = Shared(value: Cuenta())
    func vaciarYDevolver(_ movimientos: [Int]) -> [Int] {
      // El mismo hilo vuelve a la caja: si `movimientos` fuera un préstamo de ella, esto
      // liberaría su memoria mientras la función la usa.
      cuenta.withLock { $0.movimientos = [] }
      return movimientos
    }
    #expect(vaciarYDevolver(cuenta.wrappedValue.movimientos) == [1, 2, 3])
    #expect(cuenta.wrappedValue.movimientos.isEmpty)
  }

  @Test func theLockIsReleasedBeforeTheValueReachesAFunction() {
    let cuenta = Shared(value: Cuenta())
    // Otro hilo escribe la caja mientras la función que recibió el valor espera: con el
    // candado aún tomado por la lectura, no podría, y la espera acabaría sin él.
    func otroHiloEscribe(_ creditos: Int) -> Bool {
      let hecho = DispatchSemaphore(value: 0)
      Thread.detachNewThread {
        cuenta.withLock { $0.creditos += 1 }
        hecho.signal()
      }
      return hecho.wait(timeout: .now() + 30) == .success
    }
    #expect(otroHiloEscribe(cuenta.wrappedValue.creditos))
    #expect(cuenta.wrappedValue.creditos == 1)
  }

  @Test func aMethodOrSubscriptOfTheValueRunsOnACopy() {
    let cuenta = Shared(value: Cuenta())
    let movimientos = cuenta.wrappedValue.movimientos(después: {
      cuenta.withLock { $0.movimientos = [7] }
    })
    #expect(movimientos == [1, 2, 3])
    #expect(cuenta.wrappedValue.movimientos == [7])
    let porSubindice = cuenta.wrappedValue[después: { cuenta.withLock { $0.movimientos = [8] } }]
    #expect(porSubindice == [7])
    #expect(cuenta.wrappedValue.movimientos == [8])
  }

  @Test func aReadInsideWithLockSeesTheValueBeingWrittenAndCopiesIt() {
    let cuenta = Shared(value: Cuenta())
    let creditos = cuenta.creditos
    let lector = SharedReader(cuenta)
    cuenta.withLock {
      $0.creditos = 5
      $0.movimientos.append(cuenta.wrappedValue.creditos)
      $0.movimientos.append(creditos.wrappedValue)
      $0.movimientos.append(lector.creditos.wrappedValue)
      // Lo leído es una copia: añadirlo a sí mismo no lee memoria que el cambio suelta.
      $0.movimientos.append(contentsOf: cuenta.wrappedValue.movimientos)
    }
    #expect(cuenta.wrappedValue.movimientos == [1, 2, 3, 5, 5, 5, 1, 2, 3, 5, 5, 5])
  }

  @Test func aReadThroughTheGeneralPathReleasesItsCopy() throws {
    weak var debil: Testigo?
    do {
      let testigo = Testigo()
      debil = testigo
      let origen = Shared<Testigo?>(value: testigo)
      let desenvuelta = try #require(Shared(origen))
      #expect(desenvuelta.address.box is ReferenceBox<Testigo>)
      for _ in 0..<10 { #expect(desenvuelta.wrappedValue === testigo) }
      let lector = try #require(SharedReader(origen))
      #expect(lector.address == nil)
      for _ in 0..<10 { #expect(lector.wrappedValue === testigo) }
    }
    #expect(debil == nil)
  }

  @Test func everyKindOfReadIsStillTracked() throws {
    let cuenta = Shared(value: Cuenta())
    let origen = Shared<Cuenta?>(value: Cuenta())
    let desenvuelta = try #require(Shared(origen))
    let lecturas: [(String, () -> Void, () -> Void)] = [
      ("raíz", { _ = cuenta.wrappedValue.creditos }, { cuenta.withLock { $0.creditos += 1 } }),
      (
        "miembro", { _ = cuenta.creditos.wrappedValue },
        { cuenta.withLock { $0.creditos += 1 } }
      ),
      (
        "miembro de un lector", { _ = SharedReader(cuenta).titular.wrappedValue },
        { cuenta.titular.withLock { $0 += "!" } }
      ),
      (
        "opcional desenvuelto", { _ = desenvuelta.wrappedValue.creditos },
        { origen.withLock { $0?.creditos += 1 } }
      ),
    ]
    for (nombre, leer, escribir) in lecturas {
      let disparos = rastrear(leer)
      escribir()
      #expect(disparos.valor == 1, "\(nombre)")
    }
  }
}
