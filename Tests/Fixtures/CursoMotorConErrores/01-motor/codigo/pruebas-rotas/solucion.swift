func vaciar(_ caja: Shared<Int>) {
  caja.withLock { $0 = 0 }
}
