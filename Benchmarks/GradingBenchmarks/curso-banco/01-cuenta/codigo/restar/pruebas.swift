func pruebaRestaTres() {
  let caja = Shared(value: Usuario(creditos: 10))
  restar(3, de: caja)
  expect(
    caja.wrappedValue.creditos == 7, "De 10 quitando 3 quedan 7; hay \(caja.wrappedValue.creditos)."
  )
}

func pruebaNuncaNegativo() {
  let caja = Shared(value: Usuario(creditos: 2))
  restar(5, de: caja)
  expect(
    caja.wrappedValue.creditos == 0, "El saldo no baja de 0; hay \(caja.wrappedValue.creditos).")
}
