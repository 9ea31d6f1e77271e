let caja = Shared(value: 0)

func incrementar() {
  // TODO: suma uno a la caja con withLock.
}
