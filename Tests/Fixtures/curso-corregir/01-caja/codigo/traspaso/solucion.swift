struct Cuenta: Equatable, Sendable {
  var saldo = 0
}

func traspasar(_ cantidad: Int, de origen: Shared<Cuenta>, a destino: Shared<Cuenta>) {
  let sacado = origen.withLock { cuenta -> Int in
    let movido = min(cantidad, cuenta.saldo)
    cuenta.saldo -= movido
    return movido
  }
  destino.withLock { $0.saldo += sacado }
}
