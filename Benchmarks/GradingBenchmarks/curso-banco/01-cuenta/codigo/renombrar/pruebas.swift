func pruebaRenombra() {
  let caja = Shared(value: Usuario())
  renombrar(caja, a: "Grace")
  expect(
    caja.wrappedValue.nombre == "Grace",
    "El nombre debería ser Grace; es \(caja.wrappedValue.nombre).")
}
