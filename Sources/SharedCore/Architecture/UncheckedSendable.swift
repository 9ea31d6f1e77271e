/// Lleva un valor entre tareas cuando quien lo usa garantiza que no hay acceso simultáneo
/// (las acciones viajan de un efecto al store, que las procesa de una en una).
struct UncheckedSendable<Value>: @unchecked Sendable {
  var value: Value

  init(_ value: Value) {
    self.value = value
  }
}
