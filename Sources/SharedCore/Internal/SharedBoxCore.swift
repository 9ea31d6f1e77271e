import Observation
import Synchronization

/// Lo que tiene una caja raíz sin depender del tipo de su valor: el candado, lo que manda
/// al camino lento y la observación.
///
/// `Shared` escribe y lee por aquí, con el código ya especializado en quien llama, tanto
/// en la raíz como en sus miembros almacenados (ver `SharedAddress`): sin cierres
/// guardados, sin existenciales y sin rutas de clave en cada operación.
@usableFromInline
class SharedBoxCore: @unchecked Sendable {
  /// El candado, recursivo (ver `BoxLock`).
  @usableFromInline let lock = BoxLock()
  /// `trackedFlag`, `persistenceFlag`, `loadingFlag` y `referenceFlag`: lo que manda al
  /// camino lento. Es atómico para que el camino rápido no pague la comprobación de
  /// exclusividad; se escribe con `lock` tomado (o antes de publicar la caja) y se lee con
  /// él tomado.
  @usableFromInline let flags = Atomic<UInt8>(0)
  @usableFromInline static var trackedFlag: UInt8 { 1 }
  @usableFromInline static var persistenceFlag: UInt8 { 2 }
  static var loadingFlag: UInt8 { 4 }
  /// La caja no guarda el valor: es la de paso de una referencia (ver `ReferenceBox`), y
  /// todo va por el camino general.
  @usableFromInline static var referenceFlag: UInt8 { 8 }
  /// Lo que impide leer en el sitio, con el candado de la caja: un `TestStore` que la sigue
  /// (puede pedir su instantánea) o que el valor no esté en la caja.
  @usableFromInline static var generalReadFlags: UInt8 { trackedFlag | referenceFlag }
  /// `SharedTestingContext.activeTrackers`, guardado aquí para leerlo con una carga de
  /// memoria (ver `TrackerCount`).
  @usableFromInline let activeTrackers = SharedTestingContext.activeTrackers
  /// Si alguien leyó desde el último aviso (ver `SharedBoxCore+Observation.swift`).
  @usableFromInline let armed = Atomic<Bool>(false)
  /// Dónde empieza el valor de la raíz (`SharedBox.storage`), para saber a qué distancia
  /// de él está un miembro (`SharedAddress.offset`).
  let rawStorage: UnsafeMutableRawPointer
  /// La ruta que se registra en Observation, guardada en la caja: leerla es una carga de
  /// memoria, y no el acceso perezoso a una variable global en cada lectura.
  @usableFromInline let observedKeyPath: KeyPath<SharedBoxCore, Int> = \.observedVersion
  /// El registrador de Observation de la caja. Va el último: su tamaño solo se sabe al
  /// ejecutar (Observation es una biblioteca resiliente), y así lo de antes tiene un
  /// desplazamiento fijo.
  ///
  /// Está en la caja misma, y no en un objeto aparte: una lectura sigue así un puntero
  /// menos antes de registrarse, y en un bucle de lecturas esa carga dependiente, justo
  /// detrás del atómico que soltó el candado, costaba tanto como la lectura de un `Mutex`
  /// (`contar-instrucciones.sh` y `Benchmarks/correr SharedCoreBenchmarks shared`).
  @usableFromInline let registrar = ObservationRegistrar()

  init(rawStorage: UnsafeMutableRawPointer) {
    self.rawStorage = rawStorage
  }

  /// Si la sigue un `TestStore`.
  @inlinable final var isTracked: Bool {
    flags.load(ordering: .relaxed) & Self.trackedFlag != 0
  }

  /// Si tiene una clave que guarda.
  @inlinable final var hasPersistence: Bool {
    flags.load(ordering: .relaxed) & Self.persistenceFlag != 0
  }

  final func setFlag(_ flag: UInt8, _ isOn: Bool) {
    if isOn {
      flags.bitwiseOr(flag, ordering: .relaxed)
    } else {
      flags.bitwiseAnd(~flag, ordering: .relaxed)
    }
  }

  // MARK: Camino rápido

  /// Escribe en `address` —el valor de esta caja o un miembro almacenado suyo— con el
  /// candado tomado, si la caja no necesita nada más: ni clave que guardar ni `TestStore`
  /// que la siga. Si lo necesita, no llama a `body` y devuelve `nil` (el que llama sigue
  /// por el camino general).
  @inlinable @inline(__always)
  final func fastWrite<T, R, E: Error>(
    at address: UnsafeMutablePointer<T>, _ body: (inout T) throws(E) -> R
  ) throws(E) -> R? {
    let result = try { () throws(E) -> R? in
      let acquired = acquireLock()
      defer { releaseLock(acquired) }
      guard flags.load(ordering: .relaxed) == 0, !activeTrackers.isPositive else { return nil }
      return try body(&address.pointee)
    }()
    if result != nil { notify() }
    return result
  }

  // MARK: El candado desde el camino rápido

  /// `lock.acquire()`, con la espera en un método de la caja (`lockContended(_:)`) y no en
  /// uno de `BoxLock`: una llamada que recibe la dirección de `lock` deja al compilador sin
  /// saber si la caja escapa, y entonces no puede quitar la retención de una caja derivada
  /// en cada escritura (`$cuenta.creditos.withLock`: una retención y una liberación
  /// atómicas, 49 de sus 85 instrucciones). Cada `acquireLock()` va con un
  /// `releaseLock(_:)` de lo que devolvió, en el mismo hilo.
  @inlinable @inline(__always)
  final func acquireLock() -> Bool {
    let thread = BoxLock.currentThread()
    if let acquired = lock.tryAcquire(thread) { return acquired }
    lockContended(thread)
    return true
  }

  /// Deshace un `acquireLock()`: suelta el candado si aquella llamada lo tomó.
  @inlinable @inline(__always)
  final func releaseLock(_ acquired: Bool) {
    if acquired, lock.unlockNeedsWakeUp() { wakeOne() }
  }

  @usableFromInline @inline(never)
  final func lockContended(_ thread: UInt) {
    lock.lockContended(thread)
  }

  @usableFromInline @inline(never)
  final func wakeOne() {
    lock.wakeOne()
  }

  // MARK: El camino general de un miembro conocido por su desplazamiento

  /// La caja raíz, sin su tipo (la redefine `SharedBox`).
  var anyRoot: any AnySharedBox {
    preconditionFailure("SharedBoxCore sin SharedBox: no debería existir")
  }

  /// Escribe el miembro de tipo `Member` que está a `offset` bytes del valor de la raíz, por
  /// el camino general de la raíz (clave, `TestStore`); la redefine `SharedBox`.
  func withLock<Member, R, E: Error>(
    atOffset offset: Int, _ body: (inout Member) throws(E) -> R
  ) throws(E) -> R {
    preconditionFailure("SharedBoxCore sin SharedBox: no debería existir")
  }

  /// Lee ese miembro por el camino general de la raíz; la redefine `SharedBox`.
  func read<Member, R>(
    atOffset offset: Int, from source: SharedValueSource, _ body: (Member) -> R
  ) -> R {
    preconditionFailure("SharedBoxCore sin SharedBox: no debería existir")
  }
}

/// Dónde está un valor dentro de una caja raíz: la caja (su candado) y la dirección del
/// valor, el de la raíz o el de una propiedad almacenada suya (`$cuenta.creditos`), a un
/// desplazamiento que da `MemoryLayout.offset(of:)`.
///
/// La dirección vale mientras viva la caja: la raíz guarda su valor en memoria propia que
/// no se mueve (ver `SharedBox.storage`). Es `@_eagerMove`, como `Shared` (ver allí).
@usableFromInline
@_eagerMove
struct SharedAddress<Value> {
  @usableFromInline let box: SharedBoxCore
  @usableFromInline let pointer: UnsafeMutablePointer<Value>

  @inlinable
  init(box: SharedBoxCore, pointer: UnsafeMutablePointer<Value>) {
    self.box = box
    self.pointer = pointer
  }

  /// A cuántos bytes del principio del valor de la raíz está este (0 en la raíz): el mismo
  /// en cualquier valor de la raíz, también en la instantánea de un `TestStore`. (Se calcula
  /// en vez de guardarse: con un campo más, `Shared` ya no se prestaba la dirección en cada
  /// `withLock` sino que la copiaba, con un `swift_retain` y un `swift_release`.)
  var offset: Int {
    UnsafeRawPointer(pointer) - UnsafeRawPointer(box.rawStorage)
  }

  /// Escribe el valor: por el camino rápido de la caja o, si la caja pide el general (una
  /// clave, un `TestStore`, una `ReferenceBox`; ver `SharedBoxCore.fastWrite`), por el de su
  /// raíz, con el desplazamiento de este valor.
  ///
  /// El camino general sale de aquí, y no de `Shared.withLock`: así la caja se toma prestada
  /// de quien llama en vez de retenerse (un `swift_retain` y un `swift_release` en cada
  /// `$x.miembro.withLock`).
  @inlinable @inline(__always)
  func write<R, E: Error>(_ body: (inout Value) throws(E) -> R) throws(E) -> R {
    if let result = try box.fastWrite(at: pointer, body) { return result }
    return try generalWrite(body)
  }

  /// El camino general de `write`, fuera de línea.
  @usableFromInline @inline(never)
  func generalWrite<R, E: Error>(_ body: (inout Value) throws(E) -> R) throws(E) -> R {
    try box.withLock(atOffset: offset, body)
  }

  /// Empieza una lectura por el camino rápido: registra la lectura con Observation y toma
  /// el candado. Si la caja guarda el valor y no la sigue un `TestStore`, devuelve dónde
  /// leer, con el candado tomado (quien llama lo suelta con `endFastRead(_:)`); si no (una
  /// `ReferenceBox`, o un `TestStore` que puede pedir su instantánea), lo suelta y devuelve
  /// `nil`: quien llama sigue por `generalRead()`.
  @inlinable @inline(__always)
  func beginFastRead() -> SharedRead<Value>? {
    box.registerRead()
    let acquired = box.acquireLock()
    if box.flags.load(ordering: .relaxed) & SharedBoxCore.generalReadFlags == 0 {
      return SharedRead(pointer: UnsafePointer(pointer), acquired: acquired)
    }
    box.releaseLock(acquired)
    return nil
  }

  /// Termina una lectura que empezó `beginFastRead()`: suelta el candado si la tomó ella.
  @inlinable @inline(__always)
  func endFastRead(_ read: SharedRead<Value>) {
    box.releaseLock(read.acquired)
  }

  /// El camino general de `read`, fuera de línea.
  @usableFromInline @inline(never)
  func generalRead() -> Value {
    box.read(atOffset: offset, from: .current) { $0 }
  }

  /// La dirección de la propiedad `keyPath` de este valor, si es una propiedad almacenada
  /// en línea (`MemoryLayout.offset(of:)`); `nil` si es calculada, de una clase, o pasa por
  /// un opcional o un subíndice.
  @inlinable
  func member<Member>(_ keyPath: KeyPath<Value, Member>) -> SharedAddress<Member>? {
    guard let memberOffset = MemoryLayout<Value>.offset(of: keyPath) else { return nil }
    return member(at: memberOffset)
  }

  /// La dirección del miembro de tipo `Member` que está a `offset` bytes de este valor (un
  /// desplazamiento de `MemoryLayout.offset(of:)`).
  @inlinable
  func member<Member>(at offset: Int) -> SharedAddress<Member> {
    let member = (UnsafeMutableRawPointer(pointer) + offset).assumingMemoryBound(to: Member.self)
    return SharedAddress<Member>(box: box, pointer: member)
  }
}
