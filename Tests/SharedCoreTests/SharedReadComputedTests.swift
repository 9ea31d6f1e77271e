import Foundation
import Synchronization
import Testing

@testable import SharedCore

/// Una propiedad calculada del valor se calcula sin el candado de la caja: el préstamo de
/// `wrappedValue` (un acceso `_read`) no llega al código de quien escribió el tipo, que
/// podría leer otra caja (y dos hilos que leen dos cajas en orden contrario se bloquearían)
/// o esperar a otro hilo que escribe esta.
@Suite struct SharedReadComputedTests {
  struct Reloj: Equatable, Sendable {
    var tic = 0
    /// Lo que hace `calculada` mientras se calcula.
    static let alCalcular = Mutex<(@Sendable () -> Bool)?>(nil)
    /// Una propiedad calculada que llama a `alCalcular`.
    var calculada: Bool { (Self.alCalcular.withLock { $0 })?() ?? true }
  }

  @Test func aComputedPropertyOfTheValueRunsWithoutTheLock() {
    let reloj = Shared(value: Reloj())
    Reloj.alCalcular.withLock {
      $0 = {
        let hecho = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
          reloj.withLock { $0.tic += 1 }
          hecho.signal()
        }
        return hecho.wait(timeout: .now() + 20) == .success
      }
    }
    defer { Reloj.alCalcular.withLock { $0 = nil } }
    #expect(reloj.wrappedValue.calculada)
    #expect(reloj.wrappedValue.tic == 1)
  }
}
