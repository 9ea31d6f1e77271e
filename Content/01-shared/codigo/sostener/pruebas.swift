// Pruebas ocultas de shared.sostener: ponen a prueba la prueba de la persona.

import Foundation

/// Los fallos que anota una prueba, y cuántas acciones vio el reducer.
final class Registro: @unchecked Sendable {
  private let cerrojo = NSLock()
  private var fallos: [String] = []
  private var acciones = 0

  func anotarFallo(_ mensaje: String) { cerrojo.withLock { fallos.append(mensaje) } }
  func anotarAccion() { cerrojo.withLock { acciones += 1 } }
  var mensajes: [String] { cerrojo.withLock { fallos } }
  var accionesVistas: Int { cerrojo.withLock { acciones } }
}

/// Canje, contando las acciones que recibe.
struct CanjeContado: Reducer {
  let registro: Registro

  func reduce(into state: inout Canje.State, action: Canje.Action) -> Effect<Canje.Action> {
    registro.anotarAccion()
    return Canje().reduce(into: &state, action: action)
  }
}

/// Al empezar el canje «se prepara un estado limpio» con una caja nueva: a partir de
/// ahí suma bien, pero en esa caja; la cuenta que ve el resto de la app no se entera.
struct CanjeConCajaNueva: Reducer {
  func reduce(into state: inout Canje.State, action: Canje.Action) -> Effect<Canje.Action> {
    if action == .canjearPulsado {
      state = Canje.State(cuenta: Shared(value: state.cuenta), codigo: state.codigo)
    }
    return Canje().reduce(into: &state, action: action)
  }
}

/// No hace nada: ni efecto ni créditos.
struct CanjeQuieto: Reducer {
  func reduce(into state: inout Canje.State, action: Canje.Action) -> Effect<Canje.Action> {
    .none
  }
}

/// Ejecuta la prueba de la persona con `feature` y devuelve lo que anotó.
func ejecutarPrueba(
  _ feature: some Reducer<Canje.State, Canje.Action>, registro: Registro = Registro()
) async -> Registro {
  let recogedor = IssueReporter { registro.anotarFallo($0.message) }
  await IssueReporter.$current.withValue(recogedor) {
    await probarCanje(feature)
  }
  return registro
}

/// Con el Canje bueno, la prueba pasa, y de verdad lo ha ejercitado.
func pruebaPasaConElCanjeBueno() async throws {
  let registro = Registro()
  _ = await ejecutarPrueba(CanjeContado(registro: registro), registro: registro)
  expect(
    registro.mensajes.isEmpty,
    "Con el Canje bueno tu prueba falla: \(registro.mensajes.first ?? "")"
  )
  expect(
    registro.accionesVistas >= 2,
    "Tu prueba no hace pasar el canje por el reducer: debería pulsar canjear y recibir la respuesta del efecto."
  )
}

/// Con un Canje que no hace nada, la prueba falla.
func pruebaFallaConUnCanjeQuieto() async throws {
  let registro = await ejecutarPrueba(CanjeQuieto())
  expect(
    !registro.mensajes.isEmpty,
    "Tu prueba pasa con un Canje que no hace nada: no comprueba que lleguen los créditos."
  )
}

/// Con un Canje que deja los créditos en una caja nueva, la prueba falla: solo lo nota
/// quien sostiene la caja y la mira al final.
func pruebaFallaSiLaCuentaDeLaAppNoCambia() async throws {
  let registro = await ejecutarPrueba(CanjeConCajaNueva())
  expect(
    !registro.mensajes.isEmpty,
    """
    Tu prueba pasa con un Canje que cambia su caja por una nueva al empezar: el \
    estado del store llega a 60, pero la cuenta que ve el resto de la app sigue en \
    10. Sostén tú la caja que entregas y mírala cuando acaben los efectos.
    """
  )
}
