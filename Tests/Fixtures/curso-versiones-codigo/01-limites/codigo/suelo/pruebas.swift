// Pruebas ocultas de limites.ajuste (versión «suelo»): el suelo de 0.

import SharedCore

func pruebaElSuelo() throws {
  let caja = Shared(value: 5)
  ajustar(caja, -10)
  expect(
    caja.wrappedValue == 0,
    "Con 5 y 10 menos, la caja debería quedarse en 0; tiene \(caja.wrappedValue).")
  ajustar(caja, 120)
  expect(
    caja.wrappedValue == 120,
    "Sin tope: con 0 y 120 más, la caja debería tener 120; tiene \(caja.wrappedValue).")
}
