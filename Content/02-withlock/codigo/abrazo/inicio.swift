// Ejercicio withlock.abrazo — dos cajas, dos candados, un abrazo mortal.
//
// Ana le pasa créditos a Bea mientras, en otro sitio, alguien toca primero
// la caja de Bea y luego la de Ana. Con el código de abajo el programa se
// queda colgado para siempre: el corrector lo cortará por tiempo.

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
  // TODO: este bloque toma el candado de `origen` y, sin soltarlo, pide el
  // de `destino`. Si otro hilo hace lo mismo en el orden contrario, cada uno
  // espera al otro. No anides: trabaja con una caja y luego con la otra.
  origen.withLock { o in
    destino.withLock { d in
      let movidos = min(cantidad, o.creditos)
      o.creditos -= movidos
      d.creditos += movidos
    }
  }
}
