func ponerCero(_ caja: Shared<Int>) {
  // TODO: pon la caja a cero.
}
