var caja = 1
