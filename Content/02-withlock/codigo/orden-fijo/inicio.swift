// Ejercicio withlock.orden-fijo — dos cajas que cambian juntas, sin abrazo mortal.
//
// Un traspaso tiene que ser una transacción: nadie debe ver los créditos
// fuera de Ana y todavía sin llegar a Bea. Por eso hacen falta los dos
// candados a la vez. Pero otros sitios del programa también anidan estas
// cajas, y con el código de abajo dos hilos pueden esperarse para siempre.
// Las pruebas no esperan a verlo: miran qué candado tomas primero.

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
  // TODO: este bloque toma siempre primero el candado de `origen`, sea cual
  // sea su `id`. Haz que respete la regla del programa sin dejar de mover
  // los créditos dentro de los dos candados.
  origen.withLock { o in
    destino.withLock { d in
      let movidos = min(cantidad, o.creditos)
      o.creditos -= movidos
      d.creditos += movidos
    }
  }
}
