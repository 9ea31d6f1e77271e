func pruebaContador() throws {
  incrementar()
  expect(caja.wrappedValue == 1, "después de incrementar(), la caja debe valer 1")
}
