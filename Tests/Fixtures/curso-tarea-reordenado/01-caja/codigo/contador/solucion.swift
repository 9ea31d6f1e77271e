let caja = Shared(value: 0)

func incrementar() {
  caja.withLock { $0 += 1 }
}
