import SharedCore
import Testing

// Qué defecto gana cuando varias declaraciones de la misma clave traen el suyo (la lista de
// comprobación contra swift-sharing está en `Tests/SharedCoreTests/ACEPTACION.md`).

extension SharedReaderKey where Self == InMemoryKey<Bool>.Default {
  static var encendido: Self { Self[.inMemory("encendido"), default: false] }
}

extension SharedKey where Self == InMemoryKey<Int>.Default {
  static var contadorDeUno: Self { Self[.inMemory("contador"), default: 1] }
}

extension SharedReaderKey where Self == InMemoryKey<Int>.Default {
  static var contadorDeDos: Self { Self[.inMemory("contador"), default: 2] }
}

@Suite struct PublicDefaultPrecedenceTests {
  @Test func theFirstDeclarationsDefaultWinsOverLaterOnes() {
    @Shared(.encendido) var primera = true
    @Shared(.encendido) var segunda = false
    @Shared(.encendido) var sinValor
    @SharedReader(.encendido) var lector = false
    #expect([primera, segunda, sinValor, lector] == [true, true, true, true])
  }

  @Test func aDeclarationWithoutValueUsesTheKeysDefaultAndThenWins() {
    @SharedReader(.encendido) var sinValor
    @Shared(.encendido) var conValor = true
    @SharedReader(.encendido) var otra = true
    #expect([sinValor, conValor, otra] == [false, false, false])
  }

  @Test func aWriterAndAReaderWithDifferentKeyDefaultsShareTheFirstOnesDefault() {
    @Shared(.contadorDeUno) var escritor
    @SharedReader(.contadorDeDos) var lector
    $escritor.withLock { $0 += 1 }
    #expect(escritor == 2)
    #expect(lector == 2)
  }

  @Test func aReaderDeclaredFirstGivesItsDefaultToTheWriter() {
    @SharedReader(.contadorDeDos) var lector
    @Shared(.contadorDeUno) var escritor = 3
    $escritor.withLock { $0 += 1 }
    #expect(escritor == 3)
    #expect(lector == 3)
  }

  @Test func aReaderDeclaredFirstGivesItsKeyDefaultToAWriterWithoutValue() {
    @SharedReader(.contadorDeDos) var lector
    @Shared(.contadorDeUno) var escritor
    $escritor.withLock { $0 += 1 }
    #expect(escritor == 3)
    #expect(lector == 3)
  }

  @Test func aWriterDeclaredFirstGivesItsValueToTheReader() {
    @Shared(.contadorDeUno) var escritor = 3
    @SharedReader(.contadorDeDos) var lector
    $escritor.withLock { $0 += 1 }
    #expect(escritor == 4)
    #expect(lector == 4)
  }

  @Test func aWriterDeclaredFirstWithoutValueBeatsTheReadersValue() {
    @Shared(.contadorDeUno) var escritor
    @SharedReader(.contadorDeDos) var lector = 3
    $escritor.withLock { $0 += 1 }
    #expect(escritor == 2)
    #expect(lector == 2)
  }

  @Test func anExplicitValueOnTheFirstDeclarationBeatsTheKeysDefault() {
    @SharedReader(.contadorDeDos) var lector = 3
    @Shared(.contadorDeUno) var escritor
    $escritor.withLock { $0 += 1 }
    #expect(escritor == 4)
    #expect(lector == 4)
  }

  @Test func aWrittenValueOutlivesTheBoxButARestingDefaultDoesNot() {
    do {
      @Shared(.encendido) var encendido = true
      #expect(encendido)
    }
    do {
      // Regla de la semilla: el defecto no se guarda; swift-sharing aquí leería `true`.
      @Shared(.encendido) var encendido
      #expect(!encendido)
      $encendido.withLock { $0 = true }
    }
    do {
      @Shared(.encendido) var encendido
      #expect(encendido)
    }
  }

  // Como en swift-sharing (`@Suite(.dependencies)`): sin el rasgo, los tres casos corren a
  // la vez sobre el almacén de la prueba y el primero pondría el valor de los otros dos.
  @Test(.dependencies, arguments: [0, 1, 7])
  func everyTestCaseStartsWithAnEmptyInMemoryStore(inicial: Int) {
    @Shared(.inMemory("contador")) var contador = inicial
    #expect(contador == inicial)
  }
}

// Uno tras otro, para que falle siempre si la cuarentena no aísla: sin `.dependencies`, el
// segundo caso vería lo que anotó el primero en el almacén de la prueba.
@Suite(.serialized, .dependencies) struct PublicQuarantineTests {
  @Test(arguments: [1, 2, 3])
  func aQuarantinedCaseSeesNoOtherCasesWrites(numero: Int) {
    @Shared(.inMemory("vistos")) var vistos: [Int] = []
    $vistos.withLock { $0.append(numero) }
    #expect(vistos == [numero])
  }
}
