// Solución de estado-grande.adelgazar: la foto en el estado es su id y su
// título; el original va al almacén.

import Foundation

/// Donde viven los originales, fuera del estado.
struct AlmacenDeOriginales: Sendable {
  var guardar: @Sendable (_ id: Int, _ datos: Data) async -> Void
}

extension AlmacenDeOriginales: DependencyKey {
  static let liveValue = AlmacenDeOriginales(guardar: { id, datos in
    let ruta = FileManager.default.temporaryDirectory.appendingPathComponent("foto-\(id)")
    try? datos.write(to: ruta)
  })
  static let testValue = AlmacenDeOriginales(guardar: { _, _ in })
}

extension DependencyValues {
  var originales: AlmacenDeOriginales {
    get { self[AlmacenDeOriginales.self] }
    set { self[AlmacenDeOriginales.self] = newValue }
  }
}

struct Foto: Identifiable, Equatable {
  let id: Int          // con él se pide el original cuando haga falta
  var titulo: String
}

struct Galeria: Reducer {
  @Dependency(\.originales) var originales

  struct State: Equatable {
    var fotos: IdentifiedArrayOf<Foto> = []
  }

  enum Action: Equatable {
    case fotoAnadida(id: Int, titulo: String, original: Data)
    case renombrada(id: Int, titulo: String)
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case let .fotoAnadida(id, titulo, original):
      state.fotos.append(Foto(id: id, titulo: titulo))
      return .run { [originales] _ in
        await originales.guardar(id, original)   // los bytes, al almacén
      }
    case let .renombrada(id, titulo):
      state.fotos[id: id]?.titulo = titulo
      return .none
    }
  }
}
