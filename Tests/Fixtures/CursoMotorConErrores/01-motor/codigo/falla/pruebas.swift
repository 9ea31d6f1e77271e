func pruebaRestaUno() {
  let caja = Shared(value: 5)
  restarUno(caja)
  expect(caja.wrappedValue == 4, "restarUno debería dejar 4 en la caja; deja \(caja.wrappedValue).")
}
