func pruebaReinicia() {
  let caja = Shared(
    value: Usuario(nombre: "Bea", creditos: 9, plan: .profesional, historial: ["x"]))
  reiniciar(caja)
  expect(
    caja.wrappedValue == Usuario(nombre: "Bea"),
    "Reiniciar deja solo el nombre; queda \(caja.wrappedValue).")
}
