// Pruebas ocultas de withlock.orden-fijo.

import Foundation
import SharedCore

/// Ana tiene el `id` de la instancia del alumno y Bea el 2: según la
/// instancia, la caja que va primero es la de una o la de la otra. (Una función
/// que lee las dos cajas antes de tomar los candados espera aquí a que el otro
/// sitio acabe, porque leer también toma el candado: estas pruebas no ven en qué
/// orden los toma después.)
func pareja() -> (ana: Shared<Usuario>, bea: Shared<Usuario>) {
  (
    Shared(value: Usuario(id: {{ana}}, nombre: "Ana", creditos: 10)),
    Shared(value: Usuario(id: 2, nombre: "Bea", creditos: 10))
  )
}

/// Otro sitio del programa anida las cajas respetando la regla (primero la de
/// `id` menor) mientras otro hilo mueve créditos de `desde` a `hacia`.
func otroSitioAnidaEnOrden(
  _ ana: Shared<Usuario>, _ bea: Shared<Usuario>,
  moviendo desde: Shared<Usuario>, a hacia: Shared<Usuario>
) {
  let anaPrimero = ana.wrappedValue.id < bea.wrappedValue.id
  let primera = anaPrimero ? ana : bea
  let segunda = anaPrimero ? bea : ana
  let terminado = DispatchSemaphore(value: 0)
  primera.withLock { _ in
    DispatchQueue.global().async {
      moverCreditos(4, de: desde, a: hacia)
      terminado.signal()
    }
    Thread.sleep(forTimeInterval: 0.3)   // deja que el otro hilo empiece
    segunda.withLock { _ in }
  }
  terminado.wait()
}

/// En los dos sentidos, con otro sitio anidando en orden: el traspaso que va de
/// la caja de `id` mayor a la de `id` menor se queda esperando si toma primero
/// `origen`, y el contrario si toma primero `destino`.
func pruebaSinAbrazoEnLosDosSentidos() throws {
  let (anaIda, beaIda) = pareja()
  otroSitioAnidaEnOrden(anaIda, beaIda, moviendo: anaIda, a: beaIda)
  expect(
    anaIda.wrappedValue.creditos == 6 && beaIda.wrappedValue.creditos == 14,
    "Tras mover 4 créditos de Ana a Bea deberían quedar 6 y 14; quedan \(anaIda.wrappedValue.creditos) y \(beaIda.wrappedValue.creditos)."
  )
  let (ana, bea) = pareja()
  otroSitioAnidaEnOrden(ana, bea, moviendo: bea, a: ana)
  expect(
    ana.wrappedValue.creditos == 14 && bea.wrappedValue.creditos == 6,
    "Tras mover 4 créditos de Bea a Ana deberían quedar 14 y 6; quedan \(ana.wrappedValue.creditos) y \(bea.wrappedValue.creditos)."
  )
  // Las cantidades, en los dos sentidos y sin hilos: no se mueve más de lo que hay.
  moverCreditos(3, de: ana, a: bea)
  expect(
    ana.wrappedValue.creditos == 11 && bea.wrappedValue.creditos == 9,
    "Al mover 3 créditos de Ana (14) a Bea (6) deberían quedar 11 y 9; quedan \(ana.wrappedValue.creditos) y \(bea.wrappedValue.creditos)."
  )
  moverCreditos(50, de: bea, a: ana)
  expect(
    ana.wrappedValue.creditos == 20 && bea.wrappedValue.creditos == 0,
    "No se puede mover más de lo que hay: al mover 50 de Bea (9) a Ana (11) deberían quedar 20 y 0; quedan \(ana.wrappedValue.creditos) y \(bea.wrappedValue.creditos)."
  )
  comprobarQueNadieVeElTraspasoAMedias()
}

/// Mientras Bea está ocupada, nadie puede leer a Ana ya descontada: el
/// traspaso entero ocurre con los dos candados tomados. (El inicio ya lo cumple:
/// se comprueba dentro de la prueba de los dos sentidos, que el inicio no pasa,
/// para que arreglar el orden no rompa la transacción.)
func comprobarQueNadieVeElTraspasoAMedias() {
  let (ana, bea) = pareja()
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
