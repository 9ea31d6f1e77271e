struct Cuenta: Equatable, Sendable {
  var saldo = 0
}

func sumar(_ cantidad: Int, a caja: Shared<Cuenta>) {
  // TODO: añade la cantidad al saldo.
}
