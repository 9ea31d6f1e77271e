func restarUno(_ caja: Shared<Int>) {
  caja.withLock { $0 += 1 }
}
