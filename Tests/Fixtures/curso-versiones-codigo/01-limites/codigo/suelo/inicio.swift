// Ejercicio limites.ajuste: la caja nunca baja de 0.

import SharedCore

func ajustar(_ caja: Shared<Int>, _ n: Int) {
  // TODO: que no baje de 0.
  caja.withLock { $0 += n }
}
