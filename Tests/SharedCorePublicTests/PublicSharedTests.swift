import Foundation
import Observation
import SharedCore
import Testing

// Sin `@testable`: lo que compila aquí es lo que puede escribir un alumno.

struct Usuario: Equatable, Sendable {
  var nombre: String
  var creditos = 0
}

struct Todo: Identifiable, Equatable, Sendable {
  let id: Int
  var titulo: String
}

@Suite struct PublicSharedTests {
  @Test func withLockEsLaUnicaEscrituraYDevuelveSuResultado() {
    let usuario = Shared(value: Usuario(nombre: "Ada"))
    let restantes = usuario.withLock { usuario -> Int in
      usuario.creditos += 10
      return usuario.creditos
    }
    #expect(restantes == 10)
    #expect(usuario.wrappedValue.creditos == 10)
  }

  @Test func withLockRelanzaElErrorDeSuCuerpo() {
    struct SinCreditos: Error {}
    let usuario = Shared(value: Usuario(nombre: "Ada"))
    #expect(throws: SinCreditos.self) {
      try usuario.withLock { _ in throw SinCreditos() }
    }
  }

  @Test func leerDentroDeWithLockNoBloqueaElHilo() {
    @Shared(value: 1) var contador: Int
    $contador.withLock { $0 = contador + 1 }
    #expect(contador == 2)
  }

  @Test func unMiembroEsUnaCajaSobreLaMismaRaiz() {
    struct Perfil: Equatable {
      @Shared var usuario: Usuario
    }
    let perfil = Perfil(usuario: Shared(value: Usuario(nombre: "Ada")))
    let copia = perfil
    let nombre: Shared<String> = copia.$usuario.nombre
    nombre.withLock { $0 = "Grace" }
    #expect(perfil.usuario.nombre == "Grace")
    #expect(nombre.isSameBox(as: perfil.$usuario))
    #expect(perfil == copia)
  }

  @Test func dosCajasConElMismoContenidoSonIgualesPeroNoLaMisma() {
    let a = Shared(value: Usuario(nombre: "Ada"))
    let b = Shared(value: Usuario(nombre: "Ada"))
    #expect(a == b)
    #expect(!a.isSameBox(as: b))
  }

  @Test func elLectorVeCadaEscrituraYSusMiembros() {
    let usuario = Shared(value: Usuario(nombre: "Ada"))
    let lector = SharedReader(usuario)
    let nombre: SharedReader<String> = lector.nombre
    usuario.withLock { $0.nombre = "Grace" }
    #expect(lector.wrappedValue.nombre == "Grace")
    #expect(nombre.wrappedValue == "Grace")
    #expect(SharedReader(value: 3).wrappedValue == 3)
    #expect(usuario.creditos.wrappedValue == 0)
  }

  @Test func unaCajaDeUnValorIdentificableEsIdentificable() {
    let primera = Shared(value: Todo(id: 1, titulo: "Comprar"))
    let segunda = Shared(value: Todo(id: 2, titulo: "Leer"))
    let todos: IdentifiedArrayOf<Shared<Todo>> = [primera, segunda]
    #expect(todos[id: 2]?.wrappedValue.titulo == "Leer")
    todos[id: 1]?.withLock { $0.titulo = "Comprar pan" }
    #expect(primera.wrappedValue.titulo == "Comprar pan")
    #expect(primera.id == 1)
    #expect(SharedReader(segunda).id == 2)
  }

  @Test func unaCajaOpcionalSeDesenvuelveSiTieneValor() throws {
    let opcional = Shared<Usuario?>(value: Usuario(nombre: "Ada"))
    let usuario = try #require(Shared(opcional))
    usuario.withLock { $0.creditos = 5 }
    #expect(opcional.wrappedValue?.creditos == 5)
    opcional.withLock { $0?.nombre = "Grace" }
    #expect(usuario.wrappedValue.nombre == "Grace")
  }

  @Test func unaCajaOpcionalVaciaNoSeDesenvuelve() {
    let vacia = Shared<Usuario?>(value: nil)
    #expect(Shared(vacia) == nil)
  }

  @Test func siElOrigenPasaANilQuedaElUltimoValor() throws {
    let opcional = Shared<Usuario?>(value: Usuario(nombre: "Ada"))
    let usuario = try #require(Shared(opcional))
    opcional.withLock { $0 = nil }
    #expect(usuario.wrappedValue.nombre == "Ada")
    usuario.withLock { $0.nombre = "Grace" }
    #expect(opcional.wrappedValue == nil)
    #expect(usuario.wrappedValue.nombre == "Grace")
  }

  @Test func leerSeRegistraConObservation() {
    let usuario = Shared(value: Usuario(nombre: "Ada"))
    let avisos = Avisos()
    withObservationTracking {
      _ = usuario.wrappedValue
    } onChange: {
      avisos.contar()
    }
    usuario.creditos.withLock { $0 += 1 }
    #expect(avisos.total == 1)
  }
}

/// Cuenta avisos de Observation desde cualquier hilo.
final class Avisos: @unchecked Sendable {
  private let lock = NSLock()
  private var cuenta = 0

  func contar() { lock.withLock { cuenta += 1 } }
  var total: Int { lock.withLock { cuenta } }
}
