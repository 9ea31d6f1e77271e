func pruebaTraspasa() {
  let ana = Shared(value: Cuenta(saldo: 10))
  let bea = Shared(value: Cuenta(saldo: 0))
  traspasar(4, de: ana, a: bea)
  expect(
    ana.wrappedValue.saldo == 6 && bea.wrappedValue.saldo == 4,
    "Tras pasar 4 de 10 a 0 deben quedar 6 y 4; quedan \(ana.wrappedValue.saldo) y \(bea.wrappedValue.saldo)."
  )
}
