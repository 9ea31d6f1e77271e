func pruebaMejora() {
  let caja = Shared(value: Usuario())
  mejorar(caja)
  expect(caja.wrappedValue.plan == .profesional, "El plan debería ser profesional.")
  expect(
    caja.wrappedValue.creditos == 100,
    "Mejorar regala 100 créditos; hay \(caja.wrappedValue.creditos).")
}
