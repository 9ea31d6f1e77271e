func pruebaCuentaUno() {
  let caja = Shared(value: Cuenta())
  contar(caja)
  expect(
    caja.wrappedValue.saldo == 1,
    "Tras contar una vez el saldo debe ser 1 y es \(caja.wrappedValue.saldo).")
}

func pruebaCuentaTres() {
  let caja = Shared(value: Cuenta())
  contar(caja)
  contar(caja)
  contar(caja)
  expect(
    caja.wrappedValue.saldo == 3,
    "Tras contar tres veces el saldo debe ser 3 y es \(caja.wrappedValue.saldo).")
}
