func pruebaNingunaSePierde() async {
  let caja = Shared(value: Usuario())
  await sumarEnParalelo(caja, veces: 200)
  expect(
    caja.wrappedValue.creditos == 200,
    "200 sumas deberían dar 200; dan \(caja.wrappedValue.creditos).")
}
