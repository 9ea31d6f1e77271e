// Ejercicio limites.ajuste: la caja nunca pasa de 100.

import SharedCore

func ajustar(_ caja: Shared<Int>, _ n: Int) {
  // TODO: que no pase de 100.
  caja.withLock { $0 += n }
}
