/// Las cajas compartidas que sigue un `TestStore`: las que han escrito su reducer, sus
/// efectos o la clausura de lo esperado.
///
/// Nunca llama a una caja con su propio candado tomado (las cajas sí lo toman con el
/// suyo al registrarse), así que no hay abrazo mortal.
final class SharedChangeTracker: Sendable {
  private let boxes = Locked<[ObjectIdentifier: any AnySharedBox]>([:])

  init() {
    SharedTestingContext.activeTrackers.count.add(1, ordering: .relaxed)
  }

  deinit {
    SharedTestingContext.activeTrackers.count.subtract(1, ordering: .relaxed)
  }

  /// Registra una caja que acaba de empezar a seguirse.
  func track(_ box: any AnySharedBox) {
    boxes.withLock { $0[ObjectIdentifier(box)] = box }
  }

  /// Las cajas seguidas.
  var tracked: [any AnySharedBox] {
    boxes.withLock { Array($0.values) }
  }

  /// Acepta el valor vivo de cada caja como nueva instantánea (tras un paso).
  func acceptLiveValues() {
    for box in tracked { box.acceptLiveValue() }
  }

  /// Las cajas con un cambio sin afirmar: la instantánea difiere del valor vivo, o el
  /// store escribió una caja que no se puede comparar.
  func unassertedChanges() -> [(box: any AnySharedBox, change: UnassertedSharedChange)] {
    tracked.compactMap { box in
      box.unassertedChange().map { (box, $0) }
    }
  }

  /// Deja de seguir todas las cajas.
  func stopTracking() {
    let all = boxes.withLock { boxes in
      defer { boxes.removeAll() }
      return Array(boxes.values)
    }
    for box in all { box.endTracking() }
  }

  /// Ejecuta `operation` como escritura del store: lo que escriba en una caja hay que
  /// afirmarlo.
  func asStore<R>(_ operation: () throws -> R) rethrows -> R {
    try SharedTestingContext.$tracker.withValue(self) {
      try SharedTestingContext.$isStoreWrite.withValue(true, operation: operation)
    }
  }

  /// Ejecuta `operation` como la clausura de lo esperado: lo que escriba en una caja va a
  /// su instantánea.
  func asAssertion<R>(_ operation: () throws -> R) rethrows -> R {
    try SharedTestingContext.$tracker.withValue(self) {
      try SharedTestingContext.$mode.withValue(.asserting, operation: operation)
    }
  }
}
