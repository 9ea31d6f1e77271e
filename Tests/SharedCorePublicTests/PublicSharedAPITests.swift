import Foundation
import SharedCore
import Testing

// Sin `@testable`: lo que se escribe en un proyecto con swift-sharing compila aquí igual.

extension SharedReaderKey where Self == InMemoryKey<[Int]>.Default {
  static var numeros: Self { Self[.inMemory("numeros"), default: [1, 2]] }
}

extension SharedKey where Self == InMemoryKey<Int?>.Default {
  static var elegido: Self { Self[.inMemory("elegido"), default: 2] }
}

@Suite struct PublicSharedAPITests {
  @Test func requireDaLaCajaDeLoGuardado() async throws {
    @Shared(.inMemory("guardado")) var guardado = 0
    $guardado.withLock { $0 = 5 }
    let exigida = try await Shared<Int>(require: .inMemory("guardado"))
    let lector = try await SharedReader<Int>(require: .inMemory("guardado"))
    #expect(exigida.wrappedValue == 5)
    #expect(lector.wrappedValue == 5)
    #expect(exigida.isSameBox(as: $guardado))
  }

  @Test func requireSinNadaGuardadoLanzaUnErrorQueDiceQueHacer() async {
    do {
      _ = try await Shared<Int>(require: .inMemory("ausente"))
      Issue.record("require: debía lanzar")
    } catch {
      #expect(error as? SharedCoreError == .nothingStored(key: #".inMemory("ausente")"#))
      #expect(
        error.localizedDescription
          == #"No hay nada guardado en .inMemory("ausente"), y `require:` exige un valor. "#
          + "Guarda uno antes, o declara la caja con un valor por defecto.")
    }
  }

  @Test func readDaUnLectorDeUnValorCalculado() {
    let numeros = Shared(value: [1, 2, 3])
    let suma = numeros.read { $0.reduce(0, +) }
    let cuantos = SharedReader(numeros).read { $0.count }
    numeros.withLock { $0.append(4) }
    #expect(suma.wrappedValue == 10)
    #expect(cuantos.wrappedValue == 4)
  }

  @Test func unLectorDesenvuelveUnaCajaOpcional() throws {
    let opcional = Shared<Int?>(value: 3)
    let lector = try #require(SharedReader(opcional))
    opcional.withLock { $0 = 4 }
    #expect(lector.wrappedValue == 4)
    opcional.withLock { $0 = nil }
    #expect(lector.wrappedValue == 4)
    #expect(SharedReader(Shared<Int?>(value: nil)) == nil)
    #expect(SharedReader(SharedReader(Shared<Int?>(value: nil))) == nil)
  }

  @Test func arrayDeUnaColeccionCompartidaDaUnaCajaPorElemento() {
    let tareas = Shared<IdentifiedArrayOf<Todo>>(
      value: [Todo(id: 1, titulo: "uno"), Todo(id: 2, titulo: "dos")])
    let cajas = Array(tareas)
    #expect(cajas.map(\.wrappedValue.titulo) == ["uno", "dos"])
    cajas[1].withLock { $0.titulo = "DOS" }
    #expect(tareas.wrappedValue[id: 2]?.titulo == "DOS")
  }

  @Test func unaClaveConDefectoDiceSuValorInicial() {
    #expect(InMemoryKey<[Int]>.Default.numeros.initialValue == [1, 2])
  }

  @Test func unLectorDeClaveTipadaAceptaOtroDefecto() {
    @SharedReader(.numeros) var numeros = []
    @SharedReader(.numeros) var conElDeLaClave
    #expect(numeros == [])
    #expect(conElDeLaClave == [])
  }

  @Test func unaClaveTipadaDeValorOpcionalNoEsAmbigua() {
    @Shared(.elegido) var elegido
    @SharedReader(.elegido) var lector
    #expect(elegido == 2)
    #expect(lector == 2)
  }
}

@Suite struct PublicRepointTests {
  @Test func loadConOtraClaveApuntaAEsaCajaYLaCarga() async throws {
    @Shared(.inMemory("destino")) var destino = 0
    $destino.withLock { $0 = 9 }
    var caja = Shared(value: 5)
    try await caja.load(.inMemory("destino"))
    #expect(caja.wrappedValue == 9)
    #expect(caja.isSameBox(as: $destino))
  }

  @Test func loadConUnaClaveSinNadaGuardadoConservaElValorActual() async throws {
    var caja = Shared(value: 5)
    var lector = SharedReader(value: 3)
    try await caja.load(.inMemory("vacia"))
    try await lector.load(.inMemory("vacia-lector"))
    #expect(caja.wrappedValue == 5)
    #expect(lector.wrappedValue == 3)
  }
}
