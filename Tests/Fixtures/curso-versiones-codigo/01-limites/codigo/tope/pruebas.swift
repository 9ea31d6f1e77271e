// Pruebas ocultas de limites.ajuste (versión base): el tope de 100.

import SharedCore

func pruebaElTope() throws {
  let caja = Shared(value: 90)
  ajustar(caja, 30)
  expect(
    caja.wrappedValue == 100,
    "Con 90 y 30 más, la caja debería quedarse en 100; tiene \(caja.wrappedValue).")
}
