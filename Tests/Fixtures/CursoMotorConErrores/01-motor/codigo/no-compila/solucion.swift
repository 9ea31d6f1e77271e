func ponerCero(_ caja: Shared<Int>) {
  var caja = caja
  caja.wrappedValue = 0
}
