/// Estado de prueba del hilo actual, que solo consultan las cajas seguidas por un `TestStore`.
enum SharedTestingContext {
  enum Mode: Sendable {
    /// El `TestStore` evalúa la clausura de estado esperado: escribir toca la instantánea.
    case asserting
    /// El `TestStore` compara esperado (izquierda) con real (derecha).
    case comparing
  }

  /// El modo activo, si un `TestStore` está comprobando.
  @TaskLocal static var mode: Mode?
  /// Si escribe el store (su reductor o sus efectos), cuyos cambios hay que afirmar.
  @TaskLocal static var isStoreWrite = false
}
