func pruebaCuentaSinEsperar() {
  expect(contarHasta(3) == 3, "contarHasta(3) debería devolver 3.")
}
