func pruebaSumaCinco() {
  let caja = Shared(value: Usuario(creditos: 10))
  sumar(5, a: caja)
  expect(
    caja.wrappedValue.creditos == 15,
    "Con 10 y una suma de 5 debería haber 15; hay \(caja.wrappedValue.creditos).")
}
