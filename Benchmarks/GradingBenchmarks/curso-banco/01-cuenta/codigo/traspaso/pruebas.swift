func pruebaTraspasa() {
  let ana = Shared(value: Usuario(creditos: 10))
  let bea = Shared(value: Usuario(creditos: 0))
  traspasar(4, de: ana, a: bea)
  expect(
    ana.wrappedValue.creditos == 6 && bea.wrappedValue.creditos == 4,
    "Deben quedar 6 y 4; quedan \(ana.wrappedValue.creditos) y \(bea.wrappedValue.creditos).")
}
