import Testing
@testable import SharedCore

struct Sesion: Equatable, Sendable {
  var usuario: String?
}

@Suite struct InMemoryKeyTests {
  @Test func theSameKeyInTwoFeaturesIsOneDatum() {
    withDependencies {
      $0.defaultInMemoryStorage = InMemoryStorage()
    } operation: {
      struct Autenticacion { @Shared(.inMemory("sesion")) var sesion: Sesion = Sesion() }
      struct Cabecera { @Shared(.inMemory("sesion")) var sesion: Sesion = Sesion() }
      let autenticacion = Autenticacion()
      let cabecera = Cabecera()
      autenticacion.$sesion.withLock { $0.usuario = "Ada" }
      #expect(cabecera.sesion.usuario == "Ada")
      #expect(cabecera.$sesion.isSameBox(as: autenticacion.$sesion))
    }
  }

  @Test func theDefaultIsARestingValueAndIsNotStored() {
    let storage = InMemoryStorage()
    withDependencies {
      $0.defaultInMemoryStorage = storage
    } operation: {
      @Shared(.inMemory("contador")) var contador = 10
      #expect(contador == 10)
      #expect(storage.value(for: "contador") == nil)
      $contador.withLock { $0 += 1 }
      #expect(storage.value(for: "contador") as? Int == 11)
    }
  }

  @Test func aStoredValueWinsOverTheDefault() {
    withDependencies {
      $0.defaultInMemoryStorage = InMemoryStorage()
    } operation: {
      do {
        @Shared(.inMemory("nombre")) var nombre = "Ada"
        $nombre.withLock { $0 = "Grace" }
      }
      @Shared(.inMemory("nombre")) var nombre = "Hedy"
      #expect(nombre == "Grace")
    }
  }

  @Test func separateStoresNeverSeeEachOthersKeys() {
    let first = withDependencies {
      $0.defaultInMemoryStorage = InMemoryStorage()
    } operation: { () -> Shared<Int> in
      @Shared(.inMemory("k")) var k = 0
      $k.withLock { $0 = 1 }
      return $k
    }
    withDependencies {
      $0.defaultInMemoryStorage = InMemoryStorage()
    } operation: {
      @Shared(.inMemory("k")) var k = 0
      #expect(k == 0)
      #expect(!$k.isSameBox(as: first))
    }
  }

  @Test func anOptionalKeyWithoutDefaultRestsAtNil() {
    withDependencies {
      $0.defaultInMemoryStorage = InMemoryStorage()
    } operation: {
      @Shared(.inMemory("ultimo")) var ultimo: String?
      #expect(ultimo == nil)
      $ultimo.withLock { $0 = "x" }
      #expect(ultimo == "x")
    }
  }
}
