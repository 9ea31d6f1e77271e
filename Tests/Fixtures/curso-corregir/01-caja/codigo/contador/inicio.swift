struct Cuenta: Equatable, Sendable {
  var saldo = 0
}

func contar(_ caja: Shared<Cuenta>) {
  // TODO: suma uno al saldo.
}
