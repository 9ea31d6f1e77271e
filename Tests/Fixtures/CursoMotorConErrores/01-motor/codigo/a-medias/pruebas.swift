func pruebaDoblaCinco() {
  let caja = Shared(value: 5)
  doblar(caja)
  expect(caja.wrappedValue == 10, "doblar debería dejar 10 en la caja; deja \(caja.wrappedValue).")
}

func pruebaDoblaCero() {
  let caja = Shared(value: 0)
  doblar(caja)
  expect(caja.wrappedValue == 0, "doblar debería dejar 0 en la caja; deja \(caja.wrappedValue).")
}
