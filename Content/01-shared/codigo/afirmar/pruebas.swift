// Pruebas ocultas de shared.afirmar.

import SharedCore

/// La prueba de la persona debe pasar entera: si el `TestStore` encuentra un
/// cambio de la caja sin afirmar, o una afirmación que no coincide, lo
/// registra como fallo con su diff.
func pruebaLaPruebaAfirmaLaCaja() async throws {
  let caja = Shared(value: Usuario(nombre: "Ada", creditos: 30))
  await comprobarGuardarNombre(caja: caja)
  expect(
    caja.wrappedValue.nombre == "Grace",
    "Tu prueba tiene que enviar .nombreGuardado(\"Grace\") al store: la caja sigue diciendo «\(caja.wrappedValue.nombre)»."
  )
  expect(
    caja.wrappedValue.creditos == 30,
    "Los créditos no deberían cambiar: la caja tiene \(caja.wrappedValue.creditos) y empezó con 30."
  )
}
