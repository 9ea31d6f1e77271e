import Foundation
import SharedCore
import Synchronization
import Testing

// `isLoading` de una clave que responde más tarde, y `require:` esperando esa respuesta.

extension SharedKey where Self == InMemoryKey<Int> {
  static var marcador: Self { .inMemory("marcador") }
}

extension SharedReaderKey where Self == AppStorageKey<Int?>.Default {
  static var marcador: Self { Self[.appStorage("marcador"), default: nil] }
}

/// Una clave de solo lectura cuyo suscriptor marca la caja como cargando y la prueba decide
/// cuándo llega el valor.
final class ClaveQueSeAnuncia: SharedReaderKey, Sendable {
  let id = UUID()
  private let suscriptor = Mutex<SharedSubscriber<Int>?>(nil)

  func load(context: LoadContext<Int>, continuation: LoadContinuation<Int>) {
    continuation.resumeReturningInitialValue()
  }

  func subscribe(
    context: LoadContext<Int>, subscriber: SharedSubscriber<Int>
  ) -> SharedSubscription {
    subscriber.yieldLoading()
    suscriptor.withLock { $0 = subscriber }
    return SharedSubscription {}
  }

  func entregar(_ valor: Int) {
    suscriptor.withLock { $0 }?.yield(valor)
  }
}

@Suite struct PublicLoadingTests {
  @Test func aNewDeclarationOverAReassignedVariableIsLoadingUntilItsAnswer() {
    let primera = ClaveManual(retieneCarga: true)
    @SharedReader(primera) var valor = 0
    primera.responderCarga(.success(42))
    #expect(valor == 42)
    #expect(!$valor.isLoading)
    let segunda = ClaveManual(retieneCarga: true)
    $valor = SharedReader(wrappedValue: 0, segunda)
    #expect($valor.isLoading)
    #expect(valor == 0)
    segunda.responderCarga(.success(42))
    #expect(!$valor.isLoading)
    #expect(valor == 42)
  }

  @Test func requireWaitsForALoadAnsweredLaterAndLeavesTheOldBoxAlone() async throws {
    let vieja = ClaveManual(cargaInicial: .success(42))
    @SharedReader(vieja) var valor = 0
    let nueva = ClaveManual(retieneCarga: true)
    let exigida = Task { try await SharedReader(require: nueva) }
    // La carga de `require:` aún no ha llegado: se responde en cuanto la clave la reciba.
    while !nueva.cargaPendiente { await Task.yield() }
    #expect(!$valor.isLoading)
    #expect(valor == 42)
    nueva.responderCarga(.success(7))
    let lector = try await exigida.value
    #expect(lector.wrappedValue == 7)
    #expect(!lector.isLoading)
    #expect(valor == 42)
  }

  @Test func aSubscriberMarksLoadingUntilItYieldsAValue() {
    let clave = ClaveQueSeAnuncia()
    @SharedReader(clave) var valor = 0
    #expect($valor.isLoading)
    clave.entregar(42)
    #expect(!$valor.isLoading)
    #expect(valor == 42)
  }

  @Test func aReaderOfAnOverloadedKeyNameCompiles() {
    // `.marcador` nombra dos claves; con un valor `Int` se elige la de `InMemoryKey<Int>`.
    let lector = SharedReader(wrappedValue: 42, .marcador)
    #expect(lector.wrappedValue == 42)
  }
}
