import Synchronization
import Testing

@testable import SharedCore

/// Lo que una clave propia recibió y aún no respondió: la prueba decide cuándo y cómo.
final class PendingCalls: Sendable {
  private struct State {
    var loads: [(String, LoadContinuation<Int>)] = []
    var saves: [(String, SaveContinuation)] = []
    var subscriber: SharedSubscriber<Int>?
  }
  private let state = Mutex(State())

  func load(_ context: LoadContext<Int>, _ continuation: LoadContinuation<Int>) {
    let name = context.initialValue.map { "inicial \($0)" } ?? "pedida"
    state.withLock { $0.loads.append((name, continuation)) }
  }
  func save(_ value: Int, _ context: SaveContext, _ continuation: SaveContinuation) {
    let name = "\(context == .didSet ? "escritura" : "pedido") \(value)"
    state.withLock { $0.saves.append((name, continuation)) }
  }
  func subscribe(_ subscriber: SharedSubscriber<Int>) {
    state.withLock { $0.subscriber = subscriber }
  }

  var loadNames: [String] { state.withLock { $0.loads.map(\.0) } }
  var saveNames: [String] { state.withLock { $0.saves.map(\.0) } }
  var lastLoad: LoadContinuation<Int>? { state.withLock { $0.loads.last?.1 } }
  var lastSave: SaveContinuation? { state.withLock { $0.saves.last?.1 } }
  var subscriber: SharedSubscriber<Int>? { state.withLock { $0.subscriber } }
  func forgetLoads() { state.withLock { $0.loads.removeAll() } }
}

/// Una clave escrita como en la documentación de swift-sharing: responde cuando quiere.
struct DeferredKey: SharedKey {
  let name: String
  let calls: PendingCalls
  var id: String { name }

  func load(context: LoadContext<Int>, continuation: LoadContinuation<Int>) {
    calls.load(context, continuation)
  }
  func subscribe(
    context: LoadContext<Int>, subscriber: SharedSubscriber<Int>
  ) -> SharedSubscription {
    calls.subscribe(subscriber)
    return SharedSubscription {}
  }
  func save(_ value: Int, context: SaveContext, continuation: SaveContinuation) {
    calls.save(value, context, continuation)
  }
}

struct KeyProblem: Error, Equatable {
  let reason: String
}

@Suite struct ContinuationKeyTests {
  @Test func aLoadAnsweredLaterIsLoadingUntilItArrives() throws {
    let calls = PendingCalls()
    @Shared(DeferredKey(name: "tarde", calls: calls)) var valor = 7
    #expect(calls.loadNames == ["inicial 7"])
    #expect(valor == 7)
    #expect($valor.isLoading)
    try #require(calls.lastLoad).resume(returning: 42)
    #expect(valor == 42)
    #expect(!$valor.isLoading)
  }

  @Test func aLoadWithNothingStoredKeepsTheDeclaredDefault() throws {
    let calls = PendingCalls()
    @Shared(DeferredKey(name: "vacia", calls: calls)) var valor = 7
    try #require(calls.lastLoad).resumeReturningInitialValue()
    #expect(valor == 7)
    #expect($valor.loadError == nil)
  }

  @Test func onlyTheFirstResumeOfALoadCounts() throws {
    let calls = PendingCalls()
    @Shared(DeferredKey(name: "dos-veces", calls: calls)) var valor = 0
    let continuation = try #require(calls.lastLoad)
    continuation.resume(returning: 1)
    continuation.resume(returning: 2)
    #expect(valor == 1)
  }

  @Test func aLoadErrorStaysUntilAValueArrives() throws {
    let calls = PendingCalls()
    @Shared(DeferredKey(name: "error-carga", calls: calls)) var valor = 3
    try #require(calls.lastLoad).resume(throwing: KeyProblem(reason: "ilegible"))
    #expect($valor.loadError as? KeyProblem == KeyProblem(reason: "ilegible"))
    try #require(calls.subscriber).yield(9)
    #expect(valor == 9)
    #expect($valor.loadError == nil)
  }

  /// Como en swift-sharing: con un error de carga, una mutación se guarda igual, y si el
  /// guardado sale bien ya no queda error. (Que un archivo dañado no se pise lo decide
  /// `fileStorage`: `FileStorageCorruptionTests`.)
  @Test func aMutationIsSavedDespiteALoadErrorAndASuccessfulSaveClearsIt() throws {
    let calls = PendingCalls()
    @Shared(DeferredKey(name: "error-y-guardado", calls: calls)) var valor = 3
    try #require(calls.lastLoad).resume(throwing: KeyProblem(reason: "ilegible"))
    $valor.withLock { $0 = 4 }
    #expect(calls.saveNames == ["escritura 4"])
    #expect($valor.loadError as? KeyProblem == KeyProblem(reason: "ilegible"))
    try #require(calls.lastSave).resume()
    #expect($valor.loadError == nil)
    #expect($valor.saveError == nil)
  }

  @Test func aSubscriberErrorKeepsTheValueAndIsClearedByTheNextValue() throws {
    let calls = PendingCalls()
    @Shared(DeferredKey(name: "vigilada", calls: calls)) var valor = 0
    try #require(calls.lastLoad).resume(returning: 1)
    let subscriber = try #require(calls.subscriber)
    subscriber.yield(throwing: KeyProblem(reason: "dañado"))
    #expect(valor == 1)
    #expect($valor.loadError as? KeyProblem == KeyProblem(reason: "dañado"))
    subscriber.yieldReturningInitialValue()
    #expect(valor == 0)
    #expect($valor.loadError == nil)
  }

  @Test func aSubscriberCanMarkTheBoxAsLoading() throws {
    let calls = PendingCalls()
    @SharedReader(DeferredKey(name: "cargando", calls: calls)) var valor = 0
    try #require(calls.lastLoad).resume(returning: 1)
    let subscriber = try #require(calls.subscriber)
    subscriber.yieldLoading()
    #expect($valor.isLoading)
    subscriber.yieldLoading(false)
    #expect(!$valor.isLoading)
  }

  @Test func aSaveErrorStaysUntilALaterSaveSucceeds() throws {
    let calls = PendingCalls()
    @Shared(DeferredKey(name: "error-guardado", calls: calls)) var valor = 0
    try #require(calls.lastLoad).resume(returning: 1)
    $valor.withLock { $0 = 2 }
    try #require(calls.lastSave).resume(throwing: KeyProblem(reason: "disco lleno"))
    #expect($valor.saveError as? KeyProblem == KeyProblem(reason: "disco lleno"))
    $valor.withLock { $0 = 3 }
    #expect($valor.saveError as? KeyProblem == KeyProblem(reason: "disco lleno"))
    try #require(calls.lastSave).resume()
    #expect($valor.saveError == nil)
    #expect(calls.saveNames == ["escritura 2", "escritura 3"])
  }

  @Test func anExplicitLoadIsUserInitiatedAndWaitsForTheKey() async throws {
    let calls = PendingCalls()
    let caja = Shared(wrappedValue: 0, DeferredKey(name: "pedida", calls: calls))
    try #require(calls.lastLoad).resume(returning: 1)
    calls.forgetLoads()
    async let cargada: Void = caja.load()
    while calls.lastLoad == nil { await Task.yield() }
    #expect(calls.loadNames == ["pedida"])
    try #require(calls.lastLoad).resume(returning: 5)
    try await cargada
    #expect(caja.wrappedValue == 5)
  }

  @Test func anExplicitSaveIsUserInitiatedAndReportsItsError() async throws {
    let calls = PendingCalls()
    let caja = Shared(wrappedValue: 0, DeferredKey(name: "guardar", calls: calls))
    try #require(calls.lastLoad).resume(returning: 1)
    async let guardado: Void = caja.save()
    while calls.lastSave == nil { await Task.yield() }
    #expect(calls.saveNames == ["pedido 1"])
    try #require(calls.lastSave).resume(throwing: KeyProblem(reason: "sin permiso"))
    do {
      try await guardado
      Issue.record("save() debía lanzar el error de la clave")
    } catch {
      #expect(error as? KeyProblem == KeyProblem(reason: "sin permiso"))
    }
    #expect(caja.saveError as? KeyProblem == KeyProblem(reason: "sin permiso"))
  }

  @Test func aContinuationDroppedWithoutAnAnswerLeavesTheDefault() {
    let calls = PendingCalls()
    @Shared(DeferredKey(name: "olvidada", calls: calls)) var valor = 8
    #expect($valor.isLoading)
    calls.forgetLoads()
    #expect(!$valor.isLoading)
    #expect(valor == 8)
  }
}
