/// Lo que sabe hacer cualquier caja legible: leer su valor registrando la lectura.
///
/// Las cajas raíz (`SharedBox`) guardan el valor; las derivadas (`$usuario.nombre`) leen
/// y escriben a través de su caja de origen.
@usableFromInline
protocol SharedReadableReference<Value>: AnyObject, Sendable {
  associatedtype Value
  /// La caja raíz sobre la que se apoya esta referencia.
  var root: any AnySharedBox { get }
  /// Lee el valor desde `source`, registrando la lectura con Observation.
  func read<R>(from source: SharedValueSource, _ body: (Value) -> R) -> R
}

/// Una caja en la que además se puede escribir, siempre bajo su candado.
@usableFromInline
protocol SharedWritableReference<Value>: SharedReadableReference {
  func withLock<R, E: Error>(_ body: (inout Value) throws(E) -> R) throws(E) -> R
}

/// De dónde lee una caja: su valor vivo o la instantánea que compara el `TestStore`.
@usableFromInline
enum SharedValueSource: Sendable {
  /// Lo que corresponda al contexto: el valor vivo, o la instantánea mientras un
  /// `TestStore` evalúa el estado esperado.
  case current
  /// La instantánea del último punto de comprobación (o el valor vivo si no hay).
  case expected
  /// El valor vivo, siempre.
  case live
}
