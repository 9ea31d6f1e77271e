func pruebaSumaUno() {
  let caja = Shared(value: 1)
  sumarUno(caja)
  expect(caja.wrappedValue == 2, "sumarUno debería dejar 2 en la caja.")
}
