// Pruebas ocultas de withlock.abrazo.

import Foundation
import SharedCore

/// Las cantidades son correctas (sin hilos).
func pruebaMueveLoQueHay() throws {
  let ana = Shared(value: Usuario(nombre: "Ana", creditos: 10))
  let bea = Shared(value: Usuario(nombre: "Bea", creditos: 10))
  moverCreditos(3, de: ana, a: bea)
  expect(
    ana.wrappedValue.creditos == 7 && bea.wrappedValue.creditos == 13,
    "Al mover 3 créditos de Ana (10) a Bea (10) deberían quedar 7 y 13; quedan \(ana.wrappedValue.creditos) y \(bea.wrappedValue.creditos)."
  )
  moverCreditos(50, de: ana, a: bea)
  expect(
    ana.wrappedValue.creditos == 0 && bea.wrappedValue.creditos == 20,
    "No se puede mover más de lo que hay: Ana debería quedar en 0 y Bea en 20; quedan \(ana.wrappedValue.creditos) y \(bea.wrappedValue.creditos)."
  )
}

/// Otro sitio del programa toma la caja de Bea y, dentro, toca la de Ana
/// (el orden contrario). Mientras tanto, otro hilo mueve créditos de Ana a
/// Bea. Si `moverCreditos` anida los dos bloques, los dos hilos se esperan
/// para siempre y esta prueba no termina.
func pruebaSinAbrazoMortal() throws {
  let ana = Shared(value: Usuario(nombre: "Ana", creditos: 10))
  let bea = Shared(value: Usuario(nombre: "Bea", creditos: 10))
  let terminado = DispatchSemaphore(value: 0)

  bea.withLock { _ in
    DispatchQueue.global().async {
      moverCreditos(4, de: ana, a: bea)
      terminado.signal()
    }
    Thread.sleep(forTimeInterval: 0.3)   // deja que el otro hilo empiece
    ana.withLock { _ in }                // el orden contrario: Bea y luego Ana
  }
  terminado.wait()

  expect(
    ana.wrappedValue.creditos == 6 && bea.wrappedValue.creditos == 14,
    "Tras mover 4 créditos deberían quedar 6 y 14; quedan \(ana.wrappedValue.creditos) y \(bea.wrappedValue.creditos)."
  )
}
