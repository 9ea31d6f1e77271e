import Foundation
import Observation
import Synchronization
import Testing

@testable import SharedCore

/// El candado de las cajas (`BoxLock`) y el camino rápido de `Shared` y sus miembros
/// (`SharedAddress`).
@Suite struct SharedLockTests {
  struct Cuenta: Equatable, Sendable {
    var titular = "Ada"
    var creditos = 0
    /// Un miembro calculado: no tiene dirección propia dentro de la caja.
    var doble: Int {
      get { creditos * 2 }
      set { creditos = newValue / 2 }
    }
  }

  struct Fallo: Error {}

  @Test func rootsAndStoredMembersKnowTheirAddressInsideTheRoot() throws {
    let cuenta = Shared(value: Cuenta())
    let raiz = cuenta.address
    let creditos = cuenta.creditos.address
    #expect(raiz.box === creditos.box)
    let desplazamiento = try #require(MemoryLayout<Cuenta>.offset(of: \Cuenta.creditos))
    #expect(
      UnsafeMutableRawPointer(creditos.pointer) == UnsafeMutableRawPointer(raiz.pointer)
        + desplazamiento)
    let enMemoria = Shared(wrappedValue: 0, .inMemory("candado-\(UUID().uuidString)"))
    #expect(!(enMemoria.address.box is ReferenceBox<Int>))
    #expect(SharedReader(cuenta).creditos.address?.pointer == creditos.pointer)
  }

  @Test func aStoredMemberIsDerivedWithoutAReferenceAndStillTakesTheGeneralPath() throws {
    let nombre = "miembro-\(UUID().uuidString)"
    @Shared(.inMemory(nombre)) var cuenta = Cuenta()
    let creditos = $cuenta.creditos
    #expect(creditos.storedReference == nil)
    let desplazamiento = try #require(MemoryLayout<Cuenta>.offset(of: \Cuenta.creditos))
    #expect(creditos.address.offset == desplazamiento)
    // La caja tiene clave: la escritura va por la raíz, que la guarda.
    creditos.withLock { $0 = 7 }
    #expect(cuenta.creditos == 7)
    #expect(creditos.wrappedValue == 7)
    #expect(creditos.isSameBox(as: $cuenta))
    do {
      @Shared(.inMemory(nombre)) var otra = Cuenta()
      #expect(otra.creditos == 7)
    }
    // Lo que se deriva de él sigue por dirección, y uno calculado, por la raíz.
    #expect($cuenta.titular.storedReference == nil)
    $cuenta.doble.withLock { $0 = 20 }
    #expect(creditos.wrappedValue == 10)
  }

  @Test func aComputedMemberGoesThroughTheGeneralPath() {
    let cuenta = Shared(value: Cuenta())
    let doble = cuenta.doble
    #expect(doble.address.box is ReferenceBox<Int>)
    doble.withLock { $0 = 10 }
    #expect(cuenta.wrappedValue.creditos == 5)
    #expect(doble.wrappedValue == 10)
  }

  @Test func anUnwrappedOptionalGoesThroughTheGeneralPath() throws {
    let opcional = Shared<Cuenta?>(value: Cuenta())
    let cuenta = try #require(Shared(opcional))
    #expect(cuenta.address.box is ReferenceBox<Cuenta>)
    cuenta.withLock { $0.creditos = 3 }
    #expect(opcional.wrappedValue?.creditos == 3)
  }

  @Test func aStoredMemberOfABoxWithoutAddressGoesThroughItsOriginByOffset() throws {
    let opcional = Shared<Cuenta?>(value: Cuenta())
    let cuenta = try #require(Shared(opcional))
    let creditos = cuenta.creditos
    // Por la misma caja de paso que su origen, a su desplazamiento, sin crear nada.
    #expect(creditos.storedReference == nil)
    #expect(creditos.address.box === cuenta.address.box)
    #expect(creditos.address.box is ReferenceBox<Cuenta>)
    creditos.withLock { $0 = 5 }
    #expect(opcional.wrappedValue?.creditos == 5)
    #expect(creditos.wrappedValue == 5)
    cuenta.titular.withLock { $0 += " Lovelace" }
    #expect(opcional.wrappedValue == Cuenta(titular: "Ada Lovelace", creditos: 5))
    #expect(cuenta.titular.wrappedValue == "Ada Lovelace")
  }

  struct Banco: Equatable, Sendable {
    var nombre = "Central"
    var cuenta = Cuenta()
  }

  /// Cuántas veces avisó Observation.
  final class Avisos: Sendable {
    let cuenta = Atomic<Int>(0)
    var valor: Int { cuenta.load(ordering: .relaxed) }
  }

  @Test func aMemberOfAMemberOfAPassThroughBoxAddsBothOffsets() throws {
    let opcional = Shared<Banco?>(value: Banco())
    let banco = try #require(Shared(opcional))
    let creditos = banco.cuenta.creditos
    #expect(creditos.address.box === banco.address.box)
    creditos.withLock { $0 = 9 }
    banco.cuenta.titular.withLock { $0 = "Grace" }
    #expect(opcional.wrappedValue?.cuenta == Cuenta(titular: "Grace", creditos: 9))
    #expect(opcional.wrappedValue?.nombre == "Central")
    #expect(creditos.wrappedValue == 9)
    #expect(SharedReader(creditos).wrappedValue == 9)
    #expect(banco.cuenta.doble.wrappedValue == 18)
    #expect(creditos.isSameBox(as: opcional))
  }

  /// Un valor sin bytes: la caja de paso reserva cero bytes para sus direcciones.
  struct Vacio: Equatable, Sendable {}

  @Test func aPassThroughBoxOfAnEmptyValueReadsAndWrites() throws {
    let opcional = Shared<Vacio?>(value: Vacio())
    let vacio = try #require(Shared(opcional))
    #expect(vacio.address.box is ReferenceBox<Vacio>)
    #expect(vacio.wrappedValue == Vacio())
    vacio.withLock { $0 = Vacio() }
    #expect(opcional.wrappedValue == Vacio())
  }

  @Test func readsAndWritesThroughAPassThroughBoxReachTheObserversOfItsOrigin() throws {
    let opcional = Shared<Cuenta?>(value: Cuenta())
    let creditos = try #require(Shared(opcional)).creditos
    let lectorDelMiembro = Avisos()
    withObservationTracking {
      _ = creditos.wrappedValue
    } onChange: {
      lectorDelMiembro.cuenta.add(1, ordering: .relaxed)
    }
    opcional.withLock { $0?.titular = "Grace" }
    #expect(lectorDelMiembro.valor == 1)
    let lectorDelOrigen = Avisos()
    withObservationTracking {
      _ = opcional.wrappedValue
    } onChange: {
      lectorDelOrigen.cuenta.add(1, ordering: .relaxed)
    }
    creditos.withLock { $0 = 4 }
    #expect(lectorDelOrigen.valor == 1)
    #expect(opcional.wrappedValue?.creditos == 4)
  }

  @Test func aWithLockInsideAnotherOfTheSameBoxWritesTheSameValue() {
    let cuenta = Shared(value: Cuenta())
    let creditos = cuenta.creditos
    cuenta.withLock { cuenta in
      cuenta.titular = "Grace"
      creditos.withLock { $0 = 2 }
      cuenta.creditos += 1
    }
    #expect(cuenta.wrappedValue == Cuenta(titular: "Grace", creditos: 3))
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
    // Si el candado se hubiera quedado tomado, otro hilo no podría escribir ya nunca.
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
