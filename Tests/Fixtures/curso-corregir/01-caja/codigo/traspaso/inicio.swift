struct Cuenta: Equatable, Sendable {
  var saldo = 0
}

func traspasar(_ cantidad: Int, de origen: Shared<Cuenta>, a destino: Shared<Cuenta>) {
  // TODO: saca de origen y mete en destino.
}
