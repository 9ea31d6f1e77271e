func pruebaPoneCero() {
  let caja = Shared(value: 7)
  ponerCero(caja)
  expect(caja.wrappedValue == 0, "ponerCero debería dejar 0 en la caja.")
}
