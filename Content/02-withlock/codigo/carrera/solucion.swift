// Solución de withlock.carrera.

import SharedCore

struct Usuario: Equatable, Sendable {
  var nombre: String
  var creditos = 0
}

/// Deja constancia del movimiento en un historial. Es asíncrona: mientras
/// espera, otras tareas pueden avanzar.
func anotarMovimiento(_ cantidad: Int) async {
  await Task.yield()
}

/// Suma `cantidad` créditos al usuario de la caja. Muchas tareas la llaman
/// a la vez sobre la misma caja.
func sumarCreditos(_ cantidad: Int, a usuario: Shared<Usuario>) async {
  await anotarMovimiento(cantidad)                 // lo asíncrono, fuera
  usuario.withLock { $0.creditos += cantidad }     // leer, sumar y guardar
}
