// Solución de limites.ajuste: la caja nunca pasa de 100.

import SharedCore

func ajustar(_ caja: Shared<Int>, _ n: Int) {
  caja.withLock { $0 = min($0 + n, 100) }
}
