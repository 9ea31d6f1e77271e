func pruebaLeeElSaldo() {
  let caja = Shared(value: Usuario(creditos: 42))
  expect(saldo(de: SharedReader(caja)) == 42, "El lector debería ver 42.")
  caja.withLock { $0.creditos = 7 }
  expect(saldo(de: SharedReader(caja)) == 7, "Tras escribir 7, el lector debería ver 7.")
}
