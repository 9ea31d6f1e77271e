import Foundation
import Testing
@testable import SharedCore

struct Usuario: Equatable, Sendable {
  var nombre: String
  var plan = "gratuito"
  var creditos = 0
}

struct PerfilState: Equatable {
  @Shared var usuario: Usuario
  var editando = false
}

@Suite struct SharedTests {
  @Test func writesOnlyThroughWithLockAndReadsThroughWrappedValue() {
    let usuario = Shared(value: Usuario(nombre: "Ada"))
    usuario.withLock { $0.nombre = "Grace" }
    #expect(usuario.wrappedValue.nombre == "Grace")
  }

  @Test func withLockReturnsItsBodysResult() {
    let usuario = Shared(value: Usuario(nombre: "Ada", creditos: 150))
    let restantes = usuario.withLock { usuario -> Int in
      usuario.creditos -= 40
      return usuario.creditos
    }
    #expect(restantes == 110)
  }

  @Test func withLockRethrowsAndKeepsWhatWasWrittenBeforeTheThrow() {
    struct Sinsaldo: Error {}
    let usuario = Shared(value: Usuario(nombre: "Ada"))
    #expect(throws: Sinsaldo.self) {
      try usuario.withLock { usuario in
        usuario.nombre = "Grace"
        throw Sinsaldo()
      }
    }
    #expect(usuario.wrappedValue.nombre == "Grace")
  }

  @Test func copiesOfAStateShareTheBoxButNotTheirOtherFields() {
    let usuario = Shared(value: Usuario(nombre: "Grace"))
    let a = PerfilState(usuario: usuario)
    var b = a
    b.editando = true
    b.$usuario.withLock { $0.nombre = "Ada" }
    #expect(a.usuario.nombre == "Ada")
    #expect(a.editando == false)
    #expect(b.editando == true)
  }

  @Test func derivedMemberIsASharedOnTheSameRootBox() {
    let usuario = Shared(value: Usuario(nombre: "Ada"))
    let nombre: Shared<String> = usuario.nombre
    nombre.withLock { $0 = "Grace" }
    #expect(usuario.wrappedValue.nombre == "Grace")
    usuario.withLock { $0.nombre = "Hedy" }
    #expect(nombre.wrappedValue == "Hedy")
    #expect(nombre.isSameBox(as: usuario))
  }

  @Test func derivedOfDerivedWritesTheRoot() {
    struct Cuenta: Equatable { var titular: Usuario }
    let cuenta = Shared(value: Cuenta(titular: Usuario(nombre: "Ada")))
    cuenta.titular.creditos.withLock { $0 += 5 }
    #expect(cuenta.wrappedValue.titular.creditos == 5)
  }

  @Test func equalityComparesCurrentValuesNotIdentity() {
    let a = Shared(value: Usuario(nombre: "Ada"))
    let b = Shared(value: Usuario(nombre: "Ada"))
    #expect(a == b)
    #expect(!a.isSameBox(as: b))
    b.withLock { $0.nombre = "Grace" }
    #expect(a != b)
  }

  @Test func eightThreadsOfAHundredThousandIncrementsLoseNothing() async {
    let contador = Shared(value: 0)
    await withTaskGroup(of: Void.self) { group in
      for _ in 0..<8 {
        group.addTask {
          for _ in 0..<100_000 { contador.withLock { $0 += 1 } }
        }
      }
    }
    #expect(contador.wrappedValue == 800_000)
  }

  @Test func readingTheSameBoxInsideItsWithLockDoesNotBlock() {
    let contador = Shared(value: 1)
    contador.withLock { $0 = contador.wrappedValue + 1 }
    #expect(contador.wrappedValue == 2)
  }

  @Test func nestedWithLockOnTheSameBoxDoesNotBlock() {
    let usuario = Shared(value: Usuario(nombre: "Ada"))
    let creditos = usuario.creditos
    usuario.withLock { usuario in
      usuario.nombre = "Grace"
      creditos.withLock { $0 += 5 }
    }
    #expect(usuario.wrappedValue.nombre == "Grace")
  }

  @Test func sharedIsSendable() async {
    let usuario = Shared(value: Usuario(nombre: "Ada"))
    await Task.detached { usuario.withLock { $0.nombre = "Grace" } }.value
    #expect(usuario.wrappedValue.nombre == "Grace")
  }
}
