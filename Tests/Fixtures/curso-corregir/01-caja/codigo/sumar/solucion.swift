struct Cuenta: Equatable, Sendable {
  var saldo = 0
}

func sumar(_ cantidad: Int, a caja: Shared<Cuenta>) {
  caja.withLock { $0.saldo += cantidad }
}
