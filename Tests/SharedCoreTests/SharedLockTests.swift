import Foundation
import Testing

@testable import SharedCore

/// El candado de las cajas (`BoxLock`) y el camino rápido que eligen `Shared` y sus
/// miembros.
@Suite struct SharedLockTests {
  struct Cuenta: Equatable, Sendable {
    var titular = "Ada"
    var creditos = 0
  }

  struct Fallo: Error {}

  @Test func rootsAndPreparedMembersTakeTheirFastPathWithoutACast() {
    let cuenta = Shared(value: Cuenta())
    #expect(cuenta.unmanagedBox != nil)
    #expect(cuenta.unmanagedMember == nil)
    let creditos = cuenta.creditos
    #expect(creditos.unmanagedBox == nil)
    #expect(creditos.unmanagedMember != nil)
    let enMemoria = Shared(wrappedValue: 0, .inMemory("candado-\(UUID().uuidString)"))
    #expect(enMemoria.unmanagedBox != nil)
  }

  @Test func anUnwrappedOptionalGoesThroughTheGeneralPath() throws {
    let opcional = Shared<Cuenta?>(value: Cuenta())
    let cuenta = try #require(Shared(opcional))
    #expect(cuenta.unmanagedBox == nil)
    #expect(cuenta.unmanagedMember == nil)
    cuenta.withLock { $0.creditos = 3 }
    #expect(opcional.wrappedValue?.creditos == 3)
  }

  @Test func aThrowInsideANestedWithLockReleasesTheLock() {
    let cuenta = Shared(value: Cuenta())
    let creditos = cuenta.creditos
    #expect(throws: Fallo.self) {
      try cuenta.withLock { (cuenta: inout Cuenta) throws(Fallo) in
        cuenta.titular = "Grace"
        try creditos.withLock { (_: inout Int) throws(Fallo) in throw Fallo() }
      }
    }
    // Si el candado se hubiera quedado tomado, el `Mutex` pararía el programa aquí.
    cuenta.withLock { $0.creditos = 7 }
    #expect(cuenta.wrappedValue == Cuenta(titular: "Grace", creditos: 7))
  }

  @Test func readingAMemberInsideItsRootsWithLockSeesTheValueBeingWritten() {
    let cuenta = Shared(value: Cuenta())
    let creditos = cuenta.creditos
    let leido = cuenta.withLock { cuenta -> Int in
      cuenta.creditos = 4
      return creditos.wrappedValue
    }
    #expect(leido == 4)
  }

  @Test func threadsWritingMembersAndReadingTheRootLoseNothing() async {
    let cuenta = Shared(value: Cuenta())
    let creditos = cuenta.creditos
    await withTaskGroup(of: Int.self) { group in
      for tarea in 0..<4 {
        group.addTask {
          var vistos = 0
          for _ in 0..<20_000 {
            if tarea.isMultiple(of: 2) {
              creditos.withLock { $0 += 1 }
            } else {
              cuenta.withLock { $0.creditos += 1 }
            }
            vistos = max(vistos, cuenta.wrappedValue.creditos)
          }
          return vistos
        }
      }
      for await vistos in group {
        #expect(vistos <= 80_000)
      }
    }
    #expect(cuenta.wrappedValue.creditos == 80_000)
  }
}
