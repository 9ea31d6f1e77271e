// TODO: nada que hacer, y ese es el error del ejercicio.
func sumarUno(_ caja: Shared<Int>) {
  caja.withLock { $0 += 1 }
}
