// Solución de limites.ajuste: la caja nunca baja de 0.

import SharedCore

func ajustar(_ caja: Shared<Int>, _ n: Int) {
  caja.withLock { $0 = max($0 + n, 0) }
}
