/// Una lectura de `wrappedValue` en curso: de dónde se lee y qué deshacer al acabar.
///
/// `Shared.wrappedValue` y `SharedReader.wrappedValue` son accesos `_read` que entregan el
/// valor prestado, sin copiarlo, para que quien lee copie solo lo que usa:
/// `cuenta.wrappedValue.creditos` carga `creditos` con el candado tomado, y no el valor
/// entero (un `String` de al lado eran una retención y una liberación atómicas en cada
/// lectura). El préstamo no sale de la expresión de quien lee: para pasar el valor a una
/// función, guardarlo o llamar a uno de sus métodos, el compilador lo copia antes de
/// soltar el candado (lo comprueba `SharedReadAccessTests`).
///
/// El acceso tiene un solo `yield`, de `pointer.pointee`, porque el compilador solo pone en
/// línea en quien lee una corrutina con un único `yield`, y sin ponerla en línea no sabe qué
/// parte del valor se usa. Por eso el camino general (una caja de paso, o seguida por un
/// `TestStore`) deja su copia en memoria propia, que `releaseCopy()` libera al acabar.
@usableFromInline
struct SharedRead<Value> {
  /// Dónde está el valor que se presta: en la caja, o en `copy`.
  @usableFromInline let pointer: UnsafePointer<Value>
  /// Si esta lectura tomó el candado de la caja (`BoxLock.acquire()`), para soltarlo al
  /// acabar; `false` si lo tenía ya este hilo o si se lee una copia.
  @usableFromInline let acquired: Bool
  /// La copia del camino general, o `nil` en el camino rápido.
  @usableFromInline let copy: UnsafeMutablePointer<Value>?

  /// Una lectura del valor que está en `pointer`, dentro de la caja.
  @inlinable @inline(__always)
  init(pointer: UnsafePointer<Value>, acquired: Bool) {
    self.pointer = pointer
    self.acquired = acquired
    self.copy = nil
  }

  /// Una lectura de una copia de `value`, que guarda en memoria propia hasta
  /// `releaseCopy()`.
  @usableFromInline @inline(never)
  init(copying value: Value) {
    let copy = UnsafeMutablePointer<Value>.allocate(capacity: 1)
    copy.initialize(to: value)
    self.pointer = UnsafePointer(copy)
    self.acquired = false
    self.copy = copy
  }

  /// Libera la copia del camino general, si la hay.
  @inlinable @inline(__always)
  func releaseCopy() {
    if let copy { SharedRead.free(copy) }
  }

  @usableFromInline @inline(never)
  static func free(_ copy: UnsafeMutablePointer<Value>) {
    copy.deinitialize(count: 1)
    copy.deallocate()
  }
}
