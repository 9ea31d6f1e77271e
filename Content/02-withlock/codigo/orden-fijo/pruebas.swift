// Pruebas ocultas de withlock.orden-fijo.

import Foundation
import SharedCore

/// Una caja de usuario con una clave propia que llama a `alGuardar` con su nombre y su valor
/// cada vez que termina un bloque `withLock` suyo. Como en swift-sharing, una clave propia
/// guarda justo después de soltar el candado y en el mismo hilo: con dos bloques anidados, el
/// de dentro guarda mientras el de fuera sigue con su candado tomado, y el de fuera guarda el
/// último. No hace falta ningún otro hilo para saber el orden.
struct CajaQueApunta: SharedKey {
  let nombre: String
  let pareja: Int
  let alGuardar: @Sendable (String, Usuario) -> Void
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
    alGuardar(nombre, value)
    continuation.resume()
  }
}

/// Ana tiene el `id` de la instancia del alumno y Bea el 2: según la instancia, la caja que
/// va primero es la de una o la de la otra. Las dos empiezan con 10 créditos.
func pareja(
  _ numero: Int, alGuardar: @escaping @Sendable (String, Usuario) -> Void
) -> (ana: Shared<Usuario>, bea: Shared<Usuario>) {
  (
    Shared(
      wrappedValue: Usuario(id: {{ana}}, nombre: "Ana", creditos: 10),
      CajaQueApunta(nombre: "Ana", pareja: numero, alGuardar: alGuardar)),
    Shared(
      wrappedValue: Usuario(id: 2, nombre: "Bea", creditos: 10),
      CajaQueApunta(nombre: "Bea", pareja: numero, alGuardar: alGuardar))
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
  let (ana, bea) = pareja(1) { nombre, _ in cierres.withLock { $0.append(nombre) } }
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

/// El traspaso entero ocurre con los dos candados tomados: cuando la primera caja guarda sus
/// créditos nuevos, la otra sigue cerrada. En ese momento otro hilo intenta leer la otra caja:
/// si lo consigue antes de 0,3 s, estaba libre y el traspaso se vio a medias. Con los bloques
/// anidados ese hilo espera hasta el final, así que una función correcta pasa siempre. (El
/// inicio lo cumple: se comprueba dentro de la prueba del orden, que el inicio no pasa, para
/// que arreglar el orden no rompa la transacción.)
func comprobarQueNadieVeElTraspasoAMedias() {
  let cajas = Shared(value: [String: Shared<Usuario>]())
  let primera = Shared<String?>(value: nil)
  let leidoPorOtro = Shared<Int?>(value: nil)
  let vistoATiempo = Shared<Int?>(value: nil)
  let aTiempo = DispatchSemaphore(value: 0)
  let terminado = DispatchSemaphore(value: 0)
  let (ana, bea) = pareja(2) { nombre, valor in
    // Solo la primera caja que guarda otros créditos; un bloque que solo lee no cuenta.
    guard valor.creditos != 10, primera.wrappedValue == nil else { return }
    primera.withLock { $0 = nombre }
    guard let otra = cajas.wrappedValue[nombre == "Ana" ? "Bea" : "Ana"] else { return }
    DispatchQueue.global().async {
      let creditos = otra.wrappedValue.creditos
      leidoPorOtro.withLock { $0 = creditos }
      aTiempo.signal()
      terminado.signal()
    }
    if aTiempo.wait(timeout: .now() + 0.3) == .success {
      let visto = leidoPorOtro.wrappedValue
      vistoATiempo.withLock { $0 = visto }
    }
  }
  cajas.withLock { $0 = ["Ana": ana, "Bea": bea] }
  moverCreditos(4, de: ana, a: bea)
  guard let caja = primera.wrappedValue else { return }
  terminado.wait()
  if let visto = vistoATiempo.wrappedValue {
    let otra = caja == "Ana" ? "Bea" : "Ana"
    expect(
      false,
      "Al mover 4 créditos de Ana a Bea, la caja de \(caja) ya tenía sus créditos nuevos y otro hilo pudo leer la de \(otra) sin esperar (\(visto) créditos): el traspaso se vio a medias. Descuenta y suma dentro de los dos candados."
    )
  }
}
