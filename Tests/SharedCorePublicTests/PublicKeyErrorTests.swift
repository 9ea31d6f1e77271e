import Foundation
import SharedCore
import Synchronization
import Testing

// Errores de carga y de guardado de una clave propia, escrita como la enseña swift-sharing.

struct FalloDePrueba: Error {}

/// Una clave cuyo comportamiento decide la prueba: qué devuelve `load` según el contexto,
/// si `save` falla con valores negativos, y el suscriptor queda a mano para empujar valores.
final class ClaveManual: SharedKey, Sendable {
  let id = UUID()
  let cargaInicial: Result<Int?, FalloDePrueba>
  let cargaPedida: Result<Int?, FalloDePrueba>
  let guardadoRetenido: Bool
  private let suscriptor = Mutex<SharedSubscriber<Int>?>(nil)
  private let guardado = Mutex<SaveContinuation?>(nil)
  private let carga = Mutex<LoadContinuation<Int>?>(nil)
  let retieneCarga: Bool

  init(
    cargaInicial: Result<Int?, FalloDePrueba> = .success(nil),
    cargaPedida: Result<Int?, FalloDePrueba> = .success(nil),
    retieneCarga: Bool = false,
    guardadoRetenido: Bool = false
  ) {
    self.cargaInicial = cargaInicial
    self.cargaPedida = cargaPedida
    self.retieneCarga = retieneCarga
    self.guardadoRetenido = guardadoRetenido
  }

  func load(context: LoadContext<Int>, continuation: LoadContinuation<Int>) {
    if retieneCarga { return carga.withLock { $0 = continuation } }
    switch context {
    case .initialValue: continuation.resume(with: cargaInicial.mapError { $0 })
    case .userInitiated: continuation.resume(with: cargaPedida.mapError { $0 })
    }
  }

  func subscribe(
    context: LoadContext<Int>, subscriber: SharedSubscriber<Int>
  ) -> SharedSubscription {
    suscriptor.withLock { $0 = subscriber }
    return SharedSubscription {}
  }

  func save(_ value: Int, context: SaveContext, continuation: SaveContinuation) {
    if guardadoRetenido { return guardado.withLock { $0 = continuation } }
    continuation.resume(with: value < 0 ? .failure(FalloDePrueba()) : .success(()))
  }

  func empujar(_ resultado: Result<Int?, FalloDePrueba>) {
    suscriptor.withLock { $0 }?.yield(with: resultado.mapError { $0 })
  }

  /// Si hay una carga esperando respuesta.
  var cargaPendiente: Bool { carga.withLock { $0 != nil } }

  func responderCarga(_ resultado: Result<Int?, FalloDePrueba>) {
    carga.withLock { $0.take() }?.resume(with: resultado.mapError { $0 })
  }

  func responderGuardado(_ resultado: Result<Void, FalloDePrueba>) {
    guardado.withLock { $0.take() }?.resume(with: resultado.mapError { $0 })
  }
}

@Suite struct PublicKeyErrorTests {
  @Test func anExplicitSaveThatFailsThrowsAndLeavesSaveError() async {
    @Shared(ClaveManual()) var valor = -1
    await #expect(throws: FalloDePrueba.self) { try await $valor.save() }
    #expect($valor.saveError is FalloDePrueba)
  }

  @Test func aFailedFirstLoadLeavesLoadErrorAndTheDefault() {
    @SharedReader(ClaveManual(cargaInicial: .failure(FalloDePrueba()))) var valor = 3
    #expect($valor.loadError is FalloDePrueba)
    #expect(valor == 3)
  }

  @Test func aUserInitiatedLoadThatFailsThrows() async {
    @SharedReader(ClaveManual(cargaInicial: .success(42), cargaPedida: .failure(FalloDePrueba())))
    var valor = 0
    #expect(valor == 42)
    await #expect(throws: FalloDePrueba.self) { try await $valor.load() }
  }

  @Test func requireThrowsTheKeysOwnLoadError() async {
    await #expect(throws: FalloDePrueba.self) {
      try await SharedReader(
        require: ClaveManual(
          cargaInicial: .failure(FalloDePrueba()), cargaPedida: .failure(FalloDePrueba())))
    }
  }

  @Test func aSubscriberErrorIsClearedByTheNextValue() {
    let clave = ClaveManual()
    @SharedReader(clave) var valor = 0
    clave.empujar(.failure(FalloDePrueba()))
    #expect($valor.loadError != nil)
    clave.empujar(.success(1))
    #expect(valor == 1)
    #expect($valor.loadError == nil)
  }

  @Test func aSaveErrorIsClearedByTheNextSuccessfulMutation() {
    @Shared(ClaveManual()) var valor = 0
    $valor.withLock { $0 -= 1 }
    #expect($valor.saveError != nil)
    $valor.withLock { $0 += 1 }
    #expect($valor.saveError == nil)
  }

  @Test func loadAndSaveErrorsAreClearedEachByItsOwnSuccess() {
    let clave = ClaveManual()
    @Shared(clave) var valor = 0
    clave.empujar(.failure(FalloDePrueba()))
    $valor.withLock { $0 -= 1 }
    #expect($valor.loadError != nil)
    #expect($valor.saveError != nil)
    clave.empujar(.success(nil))
    #expect(valor == 0)
    #expect($valor.loadError == nil)
    #expect($valor.saveError != nil)
    clave.empujar(.failure(FalloDePrueba()))
    $valor.withLock { $0 += 1 }
    #expect($valor.loadError == nil)
    #expect($valor.saveError == nil)
  }

  @Test func aLoadErrorStaysWhileAReloadIsPendingAndGoesWhenItSucceeds() async throws {
    let clave = ClaveManual(retieneCarga: true)
    @SharedReader(clave) var valor = 0
    #expect($valor.isLoading)
    clave.responderCarga(.failure(FalloDePrueba()))
    #expect(!$valor.isLoading)
    #expect($valor.loadError != nil)
    let recarga = Task { [$valor] in try await $valor.load() }
    while !$valor.isLoading { await Task.yield() }
    #expect($valor.loadError != nil)
    // La recarga puede no haber llamado aún a `load`: se responde cuando lo haya hecho.
    var respondida = false
    while !respondida {
      respondida = true
      clave.responderCarga(.success(42))
      if $valor.isLoading {
        respondida = false
        await Task.yield()
      }
    }
    try await recarga.value
    #expect(valor == 42)
    #expect(!$valor.isLoading)
    #expect($valor.loadError == nil)
  }

  @Test func aSaveErrorStaysUntilAPendingSaveSucceeds() {
    let clave = ClaveManual(guardadoRetenido: true)
    @Shared(clave) var valor = 0
    $valor.withLock { $0 += 1 }
    clave.responderGuardado(.failure(FalloDePrueba()))
    #expect($valor.saveError != nil)
    $valor.withLock { $0 += 1 }
    #expect($valor.saveError != nil)
    clave.responderGuardado(.success(()))
    #expect($valor.saveError == nil)
  }
}

/// Una clave que nunca reanuda sus continuaciones: las suelta sin responder.
struct ClaveMuda: SharedKey, Hashable {
  let cargaResponde: Bool

  func load(context: LoadContext<Int>, continuation: LoadContinuation<Int>) {
    if cargaResponde { continuation.resume(returning: 42) }
  }

  func subscribe(
    context: LoadContext<Int>, subscriber: SharedSubscriber<Int>
  ) -> SharedSubscription {
    SharedSubscription {}
  }

  func save(_ value: Int, context: SaveContext, continuation: SaveContinuation) {}
}

@Suite struct PublicDroppedContinuationTests {
  @Test func aLoadWhoseContinuationIsDroppedEndsAndIsNotLoading() async throws {
    @SharedReader(ClaveMuda(cargaResponde: false)) var valor = 0
    #expect(!$valor.isLoading)
    try await $valor.load()
    #expect(!$valor.isLoading)
    #expect(valor == 0)
  }

  @Test func aSaveWhoseContinuationIsDroppedEnds() async throws {
    @Shared(ClaveMuda(cargaResponde: true)) var valor = 0
    #expect(valor == 42)
    try await $valor.save()
  }
}
