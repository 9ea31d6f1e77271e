// Solución de withlock.orden-fijo.

import SharedCore

struct Usuario: Equatable, Sendable {
  let id: Int
  var nombre: String
  var creditos = 0
}

/// Pasa hasta `cantidad` créditos de `origen` a `destino` (nunca más de los
/// que tiene `origen`). Se llama desde varios hilos, en los dos sentidos.
///
/// La regla del programa: quien anide dos cajas de usuario toma siempre
/// primero la del `id` menor.
func moverCreditos(
  _ cantidad: Int,
  de origen: Shared<Usuario>,
  a destino: Shared<Usuario>
) {
  // El orden de los candados no depende del sentido del traspaso, sino del id.
  let origenPrimero = origen.wrappedValue.id < destino.wrappedValue.id
  let primera = origenPrimero ? origen : destino
  let segunda = origenPrimero ? destino : origen
  primera.withLock { p in
    segunda.withLock { s in
      // Con los dos candados tomados, se opera sobre origen y destino.
      if origenPrimero {
        let movidos = min(cantidad, p.creditos)
        p.creditos -= movidos
        s.creditos += movidos
      } else {
        let movidos = min(cantidad, s.creditos)
        s.creditos -= movidos
        p.creditos += movidos
      }
    }
  }
}
