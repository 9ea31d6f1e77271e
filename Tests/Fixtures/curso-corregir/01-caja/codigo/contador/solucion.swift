struct Cuenta: Equatable, Sendable {
  var saldo = 0
}

func contar(_ caja: Shared<Cuenta>) {
  caja.withLock { $0.saldo += 1 }
}
