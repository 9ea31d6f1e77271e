func doblar(_ caja: Shared<Int>) {
  // TODO: dobla el valor de la caja (el 0 ya está bien doblado).
}
