import Foundation
import Testing
@testable import SharedCore

@Suite struct IdentifiedArrayTests {
  struct Fila: Identifiable, Equatable, Codable {
    let id: Int
    var titulo: String
  }

  static let tres: IdentifiedArrayOf<Fila> = [
    Fila(id: 1, titulo: "Uno"), Fila(id: 2, titulo: "Dos"), Fila(id: 3, titulo: "Tres"),
  ]

  @Test func esOrdenadaYSeLeePorPosicionYPorID() {
    let filas = Self.tres
    #expect(filas.map(\.titulo) == ["Uno", "Dos", "Tres"])
    #expect(filas[1].titulo == "Dos")
    #expect(filas[id: 3]?.titulo == "Tres")
    #expect(filas[id: 9] == nil)
    #expect(Array(filas.ids) == [1, 2, 3])
    #expect(filas.ids.contains(2))
    #expect(!filas.ids.contains(9))
    #expect(filas.index(id: 3) == 2)
  }

  @Test func elSubindicePorIDEditaAnadeYQuita() {
    var filas = Self.tres
    filas[id: 2]?.titulo = "Segunda"
    #expect(filas[1].titulo == "Segunda")
    filas[id: 4] = Fila(id: 4, titulo: "Cuatro")
    #expect(Array(filas.ids) == [1, 2, 3, 4])
    filas[id: 1] = nil
    #expect(Array(filas.ids) == [2, 3, 4])
    #expect(filas[id: 2]?.titulo == "Segunda")
    #expect(filas.index(id: 4) == 2)
  }

  @Test func appendInsertYRemove() {
    var filas = Self.tres
    #expect(filas.append(Fila(id: 2, titulo: "Otra")) == (inserted: false, index: 1))
    #expect(filas[id: 2]?.titulo == "Dos")
    #expect(filas.insert(Fila(id: 0, titulo: "Cero"), at: 0) == (inserted: true, index: 0))
    #expect(Array(filas.ids) == [0, 1, 2, 3])
    #expect(filas.index(id: 3) == 3)
    #expect(filas.remove(at: 1).id == 1)
    #expect(filas.index(id: 2) == 1)
    #expect(filas.remove(id: 9) == nil)
    filas.removeAll { $0.id.isMultiple(of: 2) }
    #expect(Array(filas.ids) == [3])
    #expect(filas[id: 3]?.titulo == "Tres")
    filas.removeAll()
    #expect(filas.isEmpty)
  }

  @Test func quitarElPrimeroYElUltimoMantieneElIndicePorID() {
    var filas = Self.tres
    #expect(filas.removeLast().id == 3)
    #expect(filas.removeFirst().id == 1)
    #expect(Array(filas.ids) == [2])
    #expect(filas.index(id: 2) == 0)
    #expect(filas[id: 3] == nil)
  }

  @Test func ordenarYFiltrarConservanElIndice() {
    var filas = Self.tres
    filas.sort { $0.id > $1.id }
    #expect(Array(filas.ids) == [3, 2, 1])
    #expect(filas[id: 1]?.titulo == "Uno")
    let pares: IdentifiedArrayOf<Fila> = filas.filter { $0.id != 2 }
    #expect(Array(pares.ids) == [3, 1])
    #expect(pares[id: 1]?.titulo == "Uno")
  }

  @Test func esUnaColeccionMutablePorPosicion() {
    var filas = Self.tres
    filas[0].titulo = "Primera"
    #expect(filas[id: 1]?.titulo == "Primera")
    let issues = IssueLog.collectSync { filas[0] = Fila(id: 7, titulo: "Otra") }
    #expect(filas[0].id == 1)
    #expect(
      issues == [
        "Se asignó al sitio del id 1 un elemento cuyo id es 7 en un IdentifiedArray; no se "
          + "cambió nada."
      ])
  }

  @Test func losIDsRepetidosSeInformanYSeConservaElPrimero() {
    var filas: IdentifiedArrayOf<Fila> = []
    let issues = IssueLog.collectSync {
      filas = IdentifiedArray(uniqueElements: [Fila(id: 1, titulo: "a"), Fila(id: 1, titulo: "b")])
    }
    #expect(filas.map(\.titulo) == ["a"])
    #expect(
      issues == [
        "El id 1 aparece más de una vez en un IdentifiedArray; se conserva el primer elemento "
          + "con ese id."
      ])
  }

  @Test func asignarPorIDUnElementoConOtroIDSeInforma() {
    var filas = Self.tres
    let issues = IssueLog.collectSync { filas[id: 1] = Fila(id: 2, titulo: "x") }
    #expect(filas == Self.tres)
    #expect(issues.count == 1)
  }

  @Test func igualdadPorElementosYOrden() {
    var otras = Self.tres
    #expect(otras == Self.tres)
    otras[id: 1]?.titulo = "x"
    #expect(otras != Self.tres)
    otras = Self.tres
    otras.sort { $0.id > $1.id }
    #expect(otras != Self.tres)
  }

  @Test func codificaComoListaYRechazaIDsRepetidos() throws {
    let datos = try JSONEncoder().encode(Self.tres)
    #expect(String(decoding: datos, as: UTF8.self).hasPrefix(#"[{"#))
    #expect(try JSONDecoder().decode(IdentifiedArrayOf<Fila>.self, from: datos) == Self.tres)
    let repetidos = Data(#"[{"id":1,"titulo":"a"},{"id":1,"titulo":"b"}]"#.utf8)
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(IdentifiedArrayOf<Fila>.self, from: repetidos)
    }
  }

  @Test func identificadaPorUnCaminoPropio() {
    struct Etiqueta: Equatable { var nombre: String }
    var etiquetas = IdentifiedArray(
      uniqueElements: [Etiqueta(nombre: "a"), Etiqueta(nombre: "b")], id: \Etiqueta.nombre)
    #expect(etiquetas[id: "b"] == Etiqueta(nombre: "b"))
    etiquetas[id: "a"] = nil
    #expect(etiquetas.count == 1)
  }
}
