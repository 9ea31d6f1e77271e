// Pruebas ocultas de appstorage.sin-ritual. Corren con el almacén de
// appStorage de las pruebas: lo que se guarda en "tema" se lee en "tema".

/// Lo que hay guardado en la clave "tema" de appStorage.
func temaGuardado() -> Tema {
  @Shared(.appStorage("tema")) var guardado: Tema = .sistema
  return guardado
}

@MainActor
func pruebaElegirLoGuarda() async throws {
  let store = Store(initialState: Ajustes.State()) { Ajustes() }
  await store.send(.temaElegido(.oscuro))
  expect(
    temaGuardado() == .oscuro,
    "Tras elegir el tema oscuro, la clave «tema» de appStorage tiene «\(temaGuardado().rawValue)»: el tema no se guardó donde lo busca la app al volver a abrir."
  )
}

@MainActor
func pruebaRestablecerTambienLoGuarda() async throws {
  @Shared(.appStorage("tema")) var guardado: Tema = .sistema
  $guardado.withLock { $0 = .oscuro }
  let store = Store(initialState: Ajustes.State()) { Ajustes() }
  await store.send(.temaElegido(.claro))
  await store.send(.temaRestablecido)
  expect(
    temaGuardado() == .sistema,
    "Con «oscuro» guardado, tras elegir «claro» y restablecer, la clave «tema» sigue en «\(temaGuardado().rawValue)»: al volver a abrir reaparecería un tema de antes."
  )
}

func pruebaElEstadoNaceConLoGuardado() throws {
  @Shared(.appStorage("tema")) var guardado: Tema = .sistema
  $guardado.withLock { $0 = .claro }
  let estado = Ajustes.State()
  expect(
    estado.tema == .claro,
    "Con «claro» guardado, un Ajustes.State recién creado tiene «\(estado.tema.rawValue)»: el estado debería nacer con lo guardado, sin esperar a ninguna acción de carga."
  )
}

func pruebaSinClienteDePreferencias() throws {
  let campos = Mirror(reflecting: Ajustes()).children.compactMap(\.label)
  let clientes = campos.filter { $0.lowercased().contains("preferencias") }
  expect(
    clientes.isEmpty,
    "Ajustes todavía usa la dependencia de preferencias (\(clientes.joined(separator: ", "))): con el campo en appStorage, el reducer ya no necesita hablar con el disco."
  )
}
