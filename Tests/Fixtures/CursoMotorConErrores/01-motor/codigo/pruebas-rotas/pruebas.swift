func pruebaVacia() {
  let caja = Shared(value: 3)
  vaciar(caja)
  expect(caja.wrappedValue == 0, "vaciar debería dejar 0 en la caja.")
}
