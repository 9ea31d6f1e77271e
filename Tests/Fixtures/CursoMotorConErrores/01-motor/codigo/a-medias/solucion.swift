func doblar(_ caja: Shared<Int>) {
  caja.withLock { $0 *= 2 }
}
