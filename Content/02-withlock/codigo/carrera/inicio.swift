// Ejercicio withlock.carrera — la suma que se pierde.
//
// Mil tareas suman un crédito cada una a la misma caja. Al final debería
// haber 1000 créditos, pero hay muchos menos.

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
  // TODO: se lee en un paso y se escribe en otro. Entre los dos, otras
  // tareas leen el mismo valor viejo y sus sumas se pisan. Haz que leer,
  // sumar y guardar ocurran juntos, sin nadie en medio. Lo asíncrono no
  // puede ir dentro de ese paso.
  let antes = usuario.wrappedValue.creditos
  await anotarMovimiento(cantidad)
  usuario.withLock { $0.creditos = antes + cantidad }
}
