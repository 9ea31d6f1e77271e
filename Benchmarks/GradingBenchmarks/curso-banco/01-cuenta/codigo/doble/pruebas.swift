func pruebaDuplica() {
  let caja = Shared(value: Usuario(creditos: 21))
  let devuelto = duplicar(caja)
  expect(
    devuelto == 42 && caja.wrappedValue.creditos == 42,
    "Debería devolver y guardar 42; devolvió \(devuelto).")
}
