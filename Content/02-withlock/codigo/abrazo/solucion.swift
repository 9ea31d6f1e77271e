// Solución de withlock.abrazo.

import SharedCore

struct Usuario: Equatable, Sendable {
  var nombre: String
  var creditos = 0
}

/// Pasa hasta `cantidad` créditos de `origen` a `destino` (nunca más de los
/// que tiene `origen`). Se llama desde varios hilos, en los dos sentidos.
func moverCreditos(
  _ cantidad: Int,
  de origen: Shared<Usuario>,
  a destino: Shared<Usuario>
) {
  // Primer bloque: se sacan los créditos de origen y se devuelve cuántos.
  let movidos = origen.withLock { o -> Int in
    let disponibles = min(cantidad, o.creditos)
    o.creditos -= disponibles
    return disponibles
  }
  // Segundo bloque, ya sin el candado de origen.
  destino.withLock { $0.creditos += movidos }
}
