import Testing
@testable import SharedCore

@Suite struct SharedReaderTests {
  @Test func seesEveryWriteOfTheWriter() {
    let usuario = Shared(value: Usuario(nombre: "Ada"))
    let lector = SharedReader(usuario)
    usuario.withLock { $0.nombre = "Grace" }
    #expect(lector.wrappedValue.nombre == "Grace")
    usuario.withLock { $0.creditos = 7 }
    #expect(lector.creditos.wrappedValue == 7)
  }

  @Test func aReaderMadeFromAValueHoldsIt() {
    let lector = SharedReader(value: Usuario(nombre: "Ada"))
    #expect(lector.nombre.wrappedValue == "Ada")
  }

  @Test func aReadOnlyMemberOfASharedIsAReader() {
    struct Perfil: Equatable {
      var nombre: String
      var saludo: String { "Hola, \(nombre)" }
    }
    let perfil = Shared(value: Perfil(nombre: "Ada"))
    let saludo: SharedReader<String> = perfil.saludo
    perfil.withLock { $0.nombre = "Grace" }
    #expect(saludo.wrappedValue == "Hola, Grace")
  }

  @Test func aReaderOfAKeySeesTheWriterOfTheSameKey() {
    withDependencies {
      $0.defaultInMemoryStorage = InMemoryStorage()
    } operation: {
      @Shared(.inMemory("conectado")) var conectado = false
      @SharedReader(.inMemory("conectado")) var indicador = false
      $conectado.withLock { $0 = true }
      #expect(indicador == true)
    }
  }

  @Test func readersCompareByValue() {
    #expect(SharedReader(value: 1) == SharedReader(value: 1))
    #expect(SharedReader(value: 1) != SharedReader(value: 2))
  }
}
