// Pruebas ocultas de withlock.orden-fijo.

import Foundation
import SharedCore

/// Una caja de usuario con una clave propia que apunta su nombre en `cierres` cada vez
/// que termina un bloque `withLock` suyo. Como en swift-sharing, una clave propia guarda
/// justo después de soltar el candado y en el mismo hilo: con dos bloques anidados, el de
/// dentro apunta antes que el de fuera, así que el último nombre es el de la caja cuyo
/// candado se tomó primero. No hace falta ningún hilo ni esperar a nadie.
struct CajaQueApunta: SharedKey {
  let nombre: String
  let pareja: Int
  let cierres: Shared<[String]>
  var id: String { "\(pareja)-\(nombre)" }

  func load(context: LoadContext<Usuario>, continuation: LoadContinuation<Usuario>) {
    continuation.resumeReturningInitialValue()
  }
  func subscribe(
    context: LoadContext<Usuario>, subscriber: SharedSubscriber<Usuario>
  ) -> SharedSubscription {
    SharedSubscription {}
  }
  func save(_ value: Usuario, context: SaveContext, continuation: SaveContinuation) {
    cierres.withLock { $0.append(nombre) }
    continuation.resume()
  }
}

/// Ana tiene el `id` de la instancia del alumno y Bea el 2: según la instancia, la caja que
/// va primero es la de una o la de la otra.
func pareja(_ numero: Int, cierres: Shared<[String]>) -> (
  ana: Shared<Usuario>, bea: Shared<Usuario>
) {
  (
    Shared(
      wrappedValue: Usuario(id: {{ana}}, nombre: "Ana", creditos: 10),
      CajaQueApunta(nombre: "Ana", pareja: numero, cierres: cierres)),
    Shared(
      wrappedValue: Usuario(id: 2, nombre: "Bea", creditos: 10),
      CajaQueApunta(nombre: "Bea", pareja: numero, cierres: cierres))
  )
}

/// En los dos sentidos, el candado que se toma primero es el de la caja de `id` menor (la
/// regla del programa), y los créditos se mueven bien.
func pruebaPrimeroLaCajaDeIdMenor() throws {
  let anaVaPrimero = {{ana}} < 2
  let primera = anaVaPrimero ? "Ana" : "Bea"
  let menor = anaVaPrimero ? "Ana (id {{ana}})" : "Bea (id 2)"
  let mayor = anaVaPrimero ? "Bea (id 2)" : "Ana (id {{ana}})"
  let cierres = Shared(value: [String]())
  let (ana, bea) = pareja(1, cierres: cierres)
  for (origen, destino, de, a) in [(ana, bea, "Ana", "Bea"), (bea, ana, "Bea", "Ana")] {
    cierres.withLock { $0 = [] }
    moverCreditos(4, de: origen, a: destino)
    let orden = cierres.wrappedValue
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
  comprobarQueNadieVeElTraspasoAMedias()
}

/// Mientras Bea está ocupada, nadie puede leer a Ana ya descontada: el traspaso entero
/// ocurre con los dos candados tomados. (El inicio ya lo cumple: se comprueba dentro de la
/// prueba del orden, que el inicio no pasa, para que arreglar el orden no rompa la
/// transacción.)
func comprobarQueNadieVeElTraspasoAMedias() {
  let (ana, bea) = pareja(2, cierres: Shared(value: []))
  let movido = DispatchSemaphore(value: 0)
  let leido = DispatchSemaphore(value: 0)
  let lectura = Shared(value: -1)
  var leyoAntes = false
  bea.withLock { _ in
    DispatchQueue.global().async {
      moverCreditos(4, de: ana, a: bea)
      movido.signal()
    }
    Thread.sleep(forTimeInterval: 0.3)   // el traspaso ya empezó
    DispatchQueue.global().async {
      let creditos = ana.wrappedValue.creditos
      lectura.withLock { $0 = creditos }
      leido.signal()
    }
    leyoAntes = leido.wait(timeout: .now() + 0.3) == .success
    if leyoAntes {
      let visto = lectura.wrappedValue
      expect(
        visto == 10,
        "Mientras Bea seguía bloqueada, otro hilo leyó \(visto) créditos en Ana: el traspaso se vio a medias. Descuenta y suma dentro de los dos candados."
      )
    }
  }
  movido.wait()
  if !leyoAntes { leido.wait() }
}
