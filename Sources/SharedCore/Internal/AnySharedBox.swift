/// Vista sin tipo de una caja raíz: identidad, seguimiento del `TestStore` y errores de la clave.
@usableFromInline
protocol AnySharedBox: AnyObject, Sendable {
  /// Empieza (o reinicia) el seguimiento: la instantánea pasa a ser el valor vivo.
  func beginTracking()
  /// Deja de seguir la caja y olvida la instantánea.
  func endTracking()
  /// Acepta el valor vivo como nueva instantánea (tras una comprobación).
  func acceptLiveValue()
  /// Lo que cambió sin afirmarse desde el último punto de comprobación, si algo cambió.
  func unassertedChange() -> UnassertedSharedChange?
  /// El error al cargar desde la clave, si lo hubo.
  var loadError: (any Error)? { get }
  /// El último error al guardar en la clave, si lo hubo.
  var saveError: (any Error)? { get }
  /// Si está cargando desde su clave ahora mismo (`load()`).
  var isLoading: Bool { get }
  /// Vuelve a cargar desde la clave; sin clave no hace nada.
  func reload() async throws
  /// Guarda ya el valor actual en la clave; sin clave que guarde no hace nada.
  func saveNow() async throws
}

/// Un cambio en una caja seguida que la prueba no afirmó.
@usableFromInline
enum UnassertedSharedChange {
  /// La instantánea y el valor vivo difieren.
  case changed(expected: Any, actual: Any)
  /// El store escribió una caja cuyo valor no es `Equatable`, sin que la prueba lo
  /// afirmara: no se puede comparar.
  case uncomparable(value: Any, type: String)
}
