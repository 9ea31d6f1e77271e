// Ejercicio estado-grande.adelgazar — el elemento que pesa.
//
// La galería enseña miles de fotos en una lista: título y miniatura (la
// miniatura la pide la vista por id). Pero cada Foto lleva dentro los bytes
// del original, varios megas que ninguna fila pinta, y cada == de la galería
// los recorre todos.

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
  let id: Int
  var titulo: String
  var original: Data   // TODO: varios megas que la lista nunca pinta
}

struct Galeria: Reducer {
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
      // TODO: los bytes no deberían entrar en el estado.
      state.fotos.append(Foto(id: id, titulo: titulo, original: original))
      return .none
    case let .renombrada(id, titulo):
      state.fotos[id: id]?.titulo = titulo
      return .none
    }
  }
}
