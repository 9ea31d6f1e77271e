import Foundation
import Testing
@testable import SharedCore

enum Diff {
  struct Elemento: Identifiable, Equatable {
    let id: Int
    var titulo: String
  }
  struct Cursor: Equatable { var siguiente: Int }
  enum Carga: Equatable { case cargando, listo(String) }
  enum Destino: Equatable { case detalle(Elemento), ninguno }
  struct State: Equatable {
    var editando = false
    var elementos: IdentifiedArrayOf<Elemento> = [
      Elemento(id: 1, titulo: "Uno"), Elemento(id: 2, titulo: "Dos"),
      Elemento(id: 3, titulo: "Tres"),
    ]
    var etiquetas = ["a", "b"]
    var pagina: Cursor?
    var carga = Carga.cargando
    var destino = Destino.ninguno
    var contadores: [String: Int] = ["a": 1]
  }
}

/// Las líneas del diff, campo a campo, para cada forma de cambio.
@Suite struct TestStoreDiffTests {
  static func lines(_ change: (inout Diff.State) -> Void) -> String {
    var actual = Diff.State()
    change(&actual)
    return StateDiffer.diff(expected: Diff.State(), actual: actual).text
  }

  @Test func campoSimple() {
    #expect(Self.lines { $0.editando = true } == "  editando: false → true")
  }

  @Test func elementoEditadoPorID() {
    #expect(
      Self.lines { $0.elementos[id: 2]?.titulo = "2" } == #"  elementos[id: 2].titulo: "Dos" → "2""#
    )
  }

  @Test func elementoQuitadoYAnadido() {
    let text = Self.lines {
      $0.elementos.remove(id: 3)
      $0.elementos.append(Diff.Elemento(id: 4, titulo: "Cuatro"))
    }
    #expect(
      text == """
          − elementos[id: 3]: Diff.Elemento(id: 3, titulo: "Tres")
          + elementos[id: 4]: Diff.Elemento(id: 4, titulo: "Cuatro")
        """)
  }

  @Test func elementosReordenados() {
    let text = Self.lines { $0.elementos.sort { $0.id > $1.id } }
    #expect(text == "  elementos (orden): [1, 2, 3] → [3, 2, 1]")
  }

  @Test func arrayConUnElementoMasOMenos() {
    #expect(Self.lines { $0.etiquetas.append("c") } == #"  + etiquetas[2]: "c""#)
    #expect(Self.lines { $0.etiquetas.removeFirst() } == #"  − etiquetas[0]: "a""#)
  }

  @Test func opcional() {
    #expect(
      Self.lines { $0.pagina = Diff.Cursor(siguiente: 2) }
        == "  pagina: nil → Diff.Cursor(siguiente: 2)")
  }

  @Test func enumDeOtroCaso() {
    #expect(Self.lines { $0.carga = .listo("x") } == #"  carga: .cargando → .listo("x")"#)
  }

  @Test func enumDelMismoCasoEntraEnSuValor() {
    var expected = Diff.State()
    expected.destino = .detalle(Diff.Elemento(id: 1, titulo: "a"))
    var actual = expected
    actual.destino = .detalle(Diff.Elemento(id: 1, titulo: "b"))
    #expect(
      StateDiffer.diff(expected: expected, actual: actual).text
        == #"  destino.detalle.titulo: "a" → "b""#)
  }

  @Test func diccionario() {
    #expect(Self.lines { $0.contadores["a"] = 2 } == #"  contadores["a"]: 1 → 2"#)
    #expect(Self.lines { $0.contadores["b"] = 5 } == #"  + contadores["b"]: 5"#)
  }

  @Test func raizQueNoEsUnaEstructura() {
    #expect(StateDiffer.diff(expected: 1, actual: 2).text == "  estado: 1 → 2")
  }

  @Test func laCajaCompartidaSeComparaPorSuInstantanea() {
    let usuario = Shared(value: Leccion1.Usuario(nombre: "Ada"))
    let state = Leccion1.Perfil.State(usuario: usuario)
    let tracker = SharedChangeTracker()
    tracker.asStore { usuario.withLock { $0.nombre = "Grace" } }
    #expect(
      StateDiffer.diff(expected: state, actual: state).text
        == #"  _usuario.nombre: "Ada" → "Grace""#)
    tracker.stopTracking()
  }

  @Test func losValoresLargosSeRecortan() {
    let largo = String(repeating: "x", count: 400)
    let text = ValueFormatter.format(largo)
    #expect(text.count == ValueFormatter.limit + 1)
    #expect(text.hasSuffix("…"))
  }
}

/// Cómo se escriben los valores en los mensajes.
@Suite struct TestStoreFormatTests {
  enum Accion { case perfilLlego(Result<Leccion1.Usuario, any Error>), fila(id: Int), vacia }

  @Test func valores() {
    #expect(ValueFormatter.format("Ada") == #""Ada""#)
    #expect(ValueFormatter.format(Leccion1.Plan.profesional) == ".profesional")
    #expect(ValueFormatter.format(Optional<Int>.none as Any) == "nil")
    #expect(ValueFormatter.format([1, 2]) == "[1, 2]")
    #expect(ValueFormatter.format([String: Int]()) == "[:]")
    #expect(ValueFormatter.format(Accion.vacia) == ".vacia")
    #expect(ValueFormatter.format(Accion.fila(id: 3)) == ".fila(id: 3)")
    #expect(
      ValueFormatter.format(IdentifiedAction<Int, Accion>.element(id: 1, action: .vacia))
        == ".element(id: 1, action: .vacia)")
    let uuid = UUID(uuidString: "00000000-0000-0000-0000-000000000001") ?? UUID()
    #expect(ValueFormatter.format(uuid) == "UUID(00000000-0000-0000-0000-000000000001)")
    #expect(
      ValueFormatter.format(Accion.perfilLlego(.success(Leccion1.Usuario(id: uuid, nombre: "Ada"))))
        == ".perfilLlego(.success(Leccion1.Usuario(id: UUID(00000000-0000-0000-0000-000000000001), "
        + #"nombre: "Ada", plan: .gratuito, creditos: 0)))"#)
    #expect(ValueFormatter.format(Shared(value: 3)) == "3")
  }

  @Test func nombresDeTipoSinModulo() {
    #expect(ValueFormatter.typeName(Leccion1.Perfil.State.self) == "Leccion1.Perfil.State")
    #expect(
      ValueFormatter.typeName(IdentifiedArrayOf<Diff.Elemento>.self)
        == "IdentifiedArray<Int, Diff.Elemento>")
  }
}
