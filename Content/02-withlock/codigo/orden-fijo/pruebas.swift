// Pruebas ocultas de withlock.orden-fijo.

import SharedCore

/// Una caja de usuario con una clave propia que llama a `alGuardar` con su nombre y su valor
/// cada vez que termina un bloque `withLock` suyo. Como en swift-sharing, una clave propia
/// guarda justo después de soltar el candado y en el mismo hilo: con dos bloques anidados, el
/// de dentro guarda mientras el de fuera sigue con su candado tomado, y el de fuera guarda el
/// último. No hace falta ningún otro hilo para saber el orden.
struct CajaQueApunta: SharedKey {
  let nombre: String
  let alGuardar: @Sendable (String, Usuario) -> Void
  var id: String { "orden-fijo-\(nombre)" }

  func load(context: LoadContext<Usuario>, continuation: LoadContinuation<Usuario>) {
    continuation.resumeReturningInitialValue()
  }
  func subscribe(
    context: LoadContext<Usuario>, subscriber: SharedSubscriber<Usuario>
  ) -> SharedSubscription {
    SharedSubscription {}
  }
  func save(_ value: Usuario, context: SaveContext, continuation: SaveContinuation) {
    alGuardar(nombre, value)
    continuation.resume()
  }
}

/// Lo que ven las cajas al guardar: en qué orden terminaron sus bloques y, si alguna se soltó
/// con el traspaso a medias, qué se vio entonces.
struct Registro {
  var cierres: [String] = []
  var aMedias: String?
}

/// Ana tiene el `id` de la instancia del alumno y Bea el 2: según la instancia, la caja que va
/// primero es la de una o la de la otra. Las dos empiezan con 10 créditos.
///
/// Cada caja apunta en `registro` los bloques suyos que terminan y, al guardar, suma sus
/// créditos a los de la otra. El guardado llega justo después de soltar su candado y en el
/// mismo hilo; con los bloques anidados, el de fuera sigue tomado por este hilo (el candado de
/// una caja deja volver a entrar al hilo que ya lo tiene), así que se lee lo que el traspaso ha
/// escrito hasta ahora. Si no suman 20, esa caja quedó libre con los créditos a medio camino.
/// Sin otros hilos ni esperas: el veredicto es siempre el mismo.
func pareja(_ registro: Shared<Registro>) -> (ana: Shared<Usuario>, bea: Shared<Usuario>) {
  let cajas = Shared(value: [String: Shared<Usuario>]())
  let alGuardar: @Sendable (String, Usuario) -> Void = { nombre, valor in
    let otra = nombre == "Ana" ? "Bea" : "Ana"
    let suyos = cajas.wrappedValue[otra]?.wrappedValue.creditos
    registro.withLock { registro in
      registro.cierres.append(nombre)
      guard registro.aMedias == nil, let suyos, valor.creditos + suyos != 20 else { return }
      registro.aMedias =
        "al terminar el bloque de \(nombre), su caja tenía \(valor.creditos) créditos y la de \(otra) \(suyos): entre las dos, \(valor.creditos + suyos) y no 20"
    }
  }
  let ana = Shared(
    wrappedValue: Usuario(id: {{ana}}, nombre: "Ana", creditos: 10),
    CajaQueApunta(nombre: "Ana", alGuardar: alGuardar))
  let bea = Shared(
    wrappedValue: Usuario(id: 2, nombre: "Bea", creditos: 10),
    CajaQueApunta(nombre: "Bea", alGuardar: alGuardar))
  cajas.withLock { $0 = ["Ana": ana, "Bea": bea] }
  return (ana, bea)
}

/// En los dos sentidos, el traspaso ocurre entero con los dos candados tomados y el candado
/// que se toma primero es el de la caja de `id` menor (la regla del programa); y los créditos
/// se mueven bien.
func pruebaPrimeroLaCajaDeIdMenor() throws {
  let anaVaPrimero = {{ana}} < 2
  let primera = anaVaPrimero ? "Ana" : "Bea"
  let menor = anaVaPrimero ? "Ana (id {{ana}})" : "Bea (id 2)"
  let mayor = anaVaPrimero ? "Bea (id 2)" : "Ana (id {{ana}})"
  let registro = Shared(value: Registro())
  let (ana, bea) = pareja(registro)
  for (origen, destino, de, a) in [(ana, bea, "Ana", "Bea"), (bea, ana, "Bea", "Ana")] {
    registro.withLock { $0 = Registro() }
    moverCreditos(4, de: origen, a: destino)
    if let visto = registro.wrappedValue.aMedias {
      // Con el traspaso partido, el orden en que terminan los bloques no dice nada.
      expect(
        false,
        "Al mover 4 créditos de \(de) a \(a), \(visto). Al soltar ese candado, cualquiera podía ver el traspaso a medias. Descuenta y suma mientras tienes tomados los dos candados."
      )
      continue
    }
    let orden = registro.wrappedValue.cierres
    expect(
      orden.last == primera,
      "Al mover 4 créditos de \(de) a \(a), los bloques withLock terminaron en este orden: \(orden.joined(separator: ", ")). Si están anidados, el de fuera es el último en terminar, el que tomó su candado primero: el de \(mayor). La regla pide empezar por el de \(menor)."
    )
  }
  expect(
    ana.wrappedValue.creditos == 10 && bea.wrappedValue.creditos == 10,
    "Tras mover 4 créditos de Ana a Bea y 4 de Bea a Ana deberían quedar 10 y 10; quedan \(ana.wrappedValue.creditos) y \(bea.wrappedValue.creditos)."
  )
  // Las cantidades, en los dos sentidos: no se mueve más de lo que hay.
  moverCreditos(3, de: ana, a: bea)
  expect(
    ana.wrappedValue.creditos == 7 && bea.wrappedValue.creditos == 13,
    "Al mover 3 créditos de Ana (10) a Bea (10) deberían quedar 7 y 13; quedan \(ana.wrappedValue.creditos) y \(bea.wrappedValue.creditos)."
  )
  moverCreditos(50, de: bea, a: ana)
  expect(
    ana.wrappedValue.creditos == 20 && bea.wrappedValue.creditos == 0,
    "No se puede mover más de lo que hay: al mover 50 de Bea (13) a Ana (7) deberían quedar 20 y 0; quedan \(ana.wrappedValue.creditos) y \(bea.wrappedValue.creditos)."
  )
}
