// Pruebas ocultas de estado-grande.adelgazar.

import Foundation

/// Los campos de `valor` que guardan bytes (`Data`).
func camposConBytes(_ valor: Any) -> [String] {
  Mirror(reflecting: valor).children.compactMap { hijo in
    hijo.value is Data || hijo.value is Data? ? hijo.label : nil
  }
}

@MainActor
func galeriaConUnaFoto(
  guardando guardados: Shared<[Int: Int]> = Shared(value: [:])
) async -> TestStore<Galeria.State, Galeria.Action> {
  let store = TestStore(initialState: Galeria.State()) {
    Galeria()
  } withDependencies: {
    $0.originales.guardar = { id, datos in guardados.withLock { $0[id] = datos.count } }
  }
  store.exhaustivity = .off
  await store.send(.fotoAnadida(id: 7, titulo: "Faro", original: Data(count: 3_000_000)))
  await store.finish()
  return store
}

@MainActor
func pruebaLaFotoNoLlevaElOriginal() async throws {
  let store = await galeriaConUnaFoto()
  guard let foto = store.state.fotos[id: 7] else {
    expect(false, "Tras .fotoAnadida(id: 7, …) la galería no tiene ninguna foto con id 7.")
    return
  }
  let pesados = camposConBytes(foto)
  expect(
    pesados.isEmpty,
    "Cada Foto sigue llevando bytes dentro (\(pesados.joined(separator: ", "))): la lista no los pinta, y cada == de la galería los recorre en cada elemento."
  )
}

@MainActor
func pruebaElOriginalVaAlAlmacen() async throws {
  let guardados = Shared(value: [Int: Int]())
  let store = await galeriaConUnaFoto(guardando: guardados)
  let guardado = guardados.wrappedValue[7]
  expect(
    guardado == 3_000_000,
    guardado == nil
      ? "El original de la foto 7 no llegó al almacén de originales: si sale del estado, tiene que ir a algún sitio."
      : "Al almacén llegaron \(guardado ?? 0) bytes de la foto 7, y eran 3 000 000."
  )
  // Sin los bytes en el estado, lo demás sigue funcionando.
  await store.send(.renombrada(id: 7, titulo: "Faro de noche"))
  expect(
    store.state.fotos[id: 7]?.titulo == "Faro de noche",
    "Tras renombrar la foto 7, su título no cambió."
  )
}
