/// Lo que sabe hacer cualquier caja legible: leer su valor registrando la lectura.
///
/// Las cajas raíz (`SharedBox`) guardan el valor; las derivadas (`$usuario.nombre`) leen
/// y escriben a través de su caja de origen.
protocol SharedReadableReference<Value>: AnyObject, Sendable {
  associatedtype Value
  /// La caja raíz sobre la que se apoya esta referencia.
  var root: any AnySharedBox { get }
  /// Lee el valor desde `source`, registrando la lectura con Observation.
  func read<R>(from source: SharedValueSource, _ body: (Value) throws -> R) rethrows -> R
}

/// Una caja en la que además se puede escribir, siempre bajo su candado.
protocol SharedWritableReference<Value>: SharedReadableReference {
  func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R
}

/// De dónde lee una caja: su valor vivo o la instantánea que compara el `TestStore`.
enum SharedValueSource: Sendable {
  /// Lo que corresponda al contexto: el valor vivo, o la instantánea mientras un
  /// `TestStore` evalúa el estado esperado.
  case current
  /// La instantánea del último punto de comprobación (o el valor vivo si no hay).
  case expected
  /// El valor vivo, siempre.
  case live
}
