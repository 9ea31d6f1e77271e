func pruebaSumaCinco() {
  let caja = Shared(value: Cuenta(saldo: 10))
  sumar(5, a: caja)
  expect(
    caja.wrappedValue.saldo == 15,
    "Con 10 y una suma de 5 debe haber 15 y hay \(caja.wrappedValue.saldo).")
}
