var caja = 0  // TODO
