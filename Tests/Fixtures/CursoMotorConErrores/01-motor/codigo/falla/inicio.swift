func restarUno(_ caja: Shared<Int>) {
  // TODO: resta uno.
}
