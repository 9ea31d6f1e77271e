// Pruebas ocultas de appstorage.clave-tipada.
// Todo va en una sola prueba y en este orden: primero se mira el valor de
// reposo, antes de que nada escriba en la clave.

@MainActor
func pruebaUnaSolaPreferenciaDeTema() async throws {
  let perfil = Perfil.State()
  expect(
    perfil.tema == .sistema,
    """
    Perfil.State() empieza en .\(perfil.tema.rawValue) y debería empezar en \
    .sistema: el valor de reposo tiene que venir de la clave .tema.
    """
  )

  let store = TestStore(initialState: Ajustes.State()) { Ajustes() }
  await store.send(.temaElegido(.oscuro)) {
    $0.$tema.withLock { $0 = .oscuro }
  }
  expect(
    perfil.tema == .oscuro,
    """
    Ajustes eligió .oscuro pero Perfil sigue en .\(perfil.tema.rawValue): \
    las dos features deberían declarar @Shared(.tema) y compartir la caja.
    """
  )

  @Shared(.tema) var tema
  expect(
    tema == .oscuro,
    """
    @Shared(.tema) lee .\(tema.rawValue): la clave tipada no apunta a la \
    misma preferencia que usan Ajustes y Perfil.
    """
  )

  @Shared(.appStorage("tema")) var entrada: Tema = .claro
  expect(
    entrada == .oscuro,
    """
    La entrada "tema" de appStorage no tiene el tema elegido: la clave .tema \
    debería guardar en .appStorage("tema").
    """
  )
}
