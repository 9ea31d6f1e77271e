import Foundation
import SharedCore
import Testing

enum Tema: String, Sendable {
  case claro, oscuro, sistema
}

extension SharedKey where Self == AppStorageKey<Tema>.Default {
  static var tema: Self { Self[.appStorage("tema"), default: .sistema] }
}

struct Nota: Codable, Equatable, Sendable {
  var texto = ""
}

/// Una clave propia cuyo `load` lee otra caja compartida: la forma de un alumno de
/// componer claves. Antes, cargarla bloqueaba el proceso.
struct SaludoKey: SharedKey, Hashable {
  let nombre: String

  func load(context: LoadContext<String>, continuation: LoadContinuation<String>) {
    @Shared(.inMemory("nombre-\(nombre)")) var guardado = "Ada"
    continuation.resume(returning: "Hola, \(guardado)")
  }

  func subscribe(
    context: LoadContext<String>, subscriber: SharedSubscriber<String>
  ) -> SharedSubscription {
    SharedSubscription {}
  }

  func save(_ value: String, context: SaveContext, continuation: SaveContinuation) {
    continuation.resume()
  }
}

/// Una clave cuyo `load` se queda dentro hasta que la prueba abre la puerta.
struct LentaKey: SharedKey, Hashable {
  let puerta: Puerta

  func load(context: LoadContext<Int>, continuation: LoadContinuation<Int>) {
    puerta.entrar()
    continuation.resume(returning: 5)
  }

  func subscribe(
    context: LoadContext<Int>, subscriber: SharedSubscriber<Int>
  ) -> SharedSubscription {
    SharedSubscription {}
  }

  func save(_ value: Int, context: SaveContext, continuation: SaveContinuation) {
    continuation.resume()
  }
}

/// Avisa de que alguien entró en `load` y lo retiene hasta `abrir()`.
final class Puerta: Hashable, Sendable {
  private let dentro = DispatchSemaphore(value: 0)
  private let abierta = DispatchSemaphore(value: 0)

  func entrar() {
    dentro.signal()
    abierta.wait()
  }

  func esperarAQueEntre() { dentro.wait() }
  func abrir() { abierta.signal() }

  static func == (lhs: Puerta, rhs: Puerta) -> Bool { lhs === rhs }
  func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

@Suite struct PublicKeysTests {
  @Dependency(\.defaultAppStorage) var defaults
  @Dependency(\.defaultFileStorage) var archivos

  @Test func laMismaClaveEsLaMismaCaja() {
    @Shared(.inMemory("sesion")) var a = 0
    @Shared(.inMemory("sesion")) var b = 0
    $a.withLock { $0 = 7 }
    #expect(b == 7)
    #expect($a.isSameBox(as: $b))
  }

  @Test func elDefectoNoSeEscribeHastaUnaMutacion() {
    @Shared(.appStorage("temaOscuro")) var temaOscuro = false
    #expect(defaults.object(forKey: "temaOscuro") == nil)
    $temaOscuro.withLock { $0 = true }
    #expect(defaults.bool(forKey: "temaOscuro"))
  }

  @Test func unaClaveTipadaConDefectoSeDeclaraSinValor() {
    @Shared(.tema) var tema
    #expect(tema == .sistema)
    $tema.withLock { $0 = .oscuro }
    #expect(defaults.string(forKey: "tema") == "oscuro")
    @SharedReader(.tema) var lector
    #expect(lector == .oscuro)
  }

  @Test func fileStorageEnMemoriaEsUnaPropiedadEstaticaNuevaCadaVez() throws {
    let url = URL(fileURLWithPath: "/nota.json")
    let archivos: FileStorage = .inMemory
    try withDependencies {
      $0.defaultFileStorage = archivos
    } operation: {
      @Shared(.fileStorage(url)) var nota = Nota()
      $nota.withLock { $0.texto = "hola" }
      FileStorage.flushPendingWrites()
      let json = try #require(try archivos.load(from: url))
      #expect(try JSONDecoder().decode(Nota.self, from: json) == Nota(texto: "hola"))
    }
    #expect(try FileStorage.inMemory.load(from: url) == nil)
  }

  @Test func elAlmacenDeArchivosEnMemoriaSeEscribeComoEnSwiftSharing() throws {
    let url = URL(fileURLWithPath: "/borrador.json")
    try withDependencies {
      $0.defaultFileStorage = .inMemory
    } operation: {
      @Dependency(\.defaultFileStorage) var almacen
      @Shared(.fileStorage(url)) var borrador = Nota()
      $borrador.withLock { $0.texto = "hola" }
      FileStorage.flushPendingWrites()
      let guardado = try almacen.load(from: url)
      #expect(guardado != nil)
    }
    #expect(try FileStorage.fileSystem.load(from: url) == nil)
  }

  @Test func loadVuelveALeerLoGuardadoYSaveGuardaYa() async throws {
    let url = URL(fileURLWithPath: "/nota.json")
    @Shared(.fileStorage(url)) var nota = Nota()
    #expect(!$nota.isLoading)
    try archivos.save(Data(#"{"texto": "de fuera"}"#.utf8), to: url)
    try await $nota.load()
    #expect(nota.texto == "de fuera")
    #expect($nota.loadError == nil)
    $nota.withLock { $0.texto = "mío" }
    try await $nota.save()
    let json = try #require(try archivos.load(from: url))
    #expect(try JSONDecoder().decode(Nota.self, from: json) == Nota(texto: "mío"))
    #expect($nota.saveError == nil)
  }

  @Test func loadDeUnArchivoDanadoLanzaYConservaElValor() async throws {
    let url = URL(fileURLWithPath: "/nota.json")
    @Shared(.fileStorage(url)) var nota = Nota(texto: "antes")
    try archivos.save(Data("no es JSON".utf8), to: url)
    await #expect(throws: (any Error).self) { try await $nota.load() }
    #expect(nota.texto == "antes")
    #expect($nota.loadError != nil)
    await #expect(throws: (any Error).self) { try await $nota.save() }
  }

  @Test func unaCajaSinClaveCargaYGuardaSinHacerNada() async throws {
    let caja = Shared(value: 3)
    try await caja.load()
    try await caja.save()
    #expect(caja.wrappedValue == 3)
    try await SharedReader(caja).load()
  }

  @Test func unaClavePropiaQueLeeOtraCajaAlCargarNoBloquea() {
    @Shared(SaludoKey(nombre: "propia")) var saludo = ""
    #expect(saludo == "Hola, Ada")
  }

  @Test func laPrimeraCargaDeUnaClaveNoEsperaALaDeOtra() {
    let puerta = Puerta()
    let terminado = DispatchSemaphore(value: 0)
    let lenta = Cajas()
    Thread.detachNewThread {
      let caja = Shared(wrappedValue: 0, LentaKey(puerta: puerta))
      lenta.add(Shared(value: "\(caja.wrappedValue)"))
      terminado.signal()
    }
    puerta.esperarAQueEntre()
    // Con la carga lenta aún dentro de `load`, otra clave se carga sin esperarla.
    @Shared(.inMemory("rapida")) var rapida = 1
    #expect(rapida == 1)
    puerta.abrir()
    terminado.wait()
    #expect(lenta.all.map(\.wrappedValue) == ["5"])
  }

  @Test func variosHilosQueCarganLaMismaClaveRecibenLaMismaCaja() {
    let cajas = Cajas()
    DispatchQueue.concurrentPerform(iterations: 8) { _ in
      cajas.add(Shared(wrappedValue: "", SaludoKey(nombre: "hilos")))
    }
    let todas = cajas.all
    #expect(todas.count == 8)
    #expect(todas.allSatisfy { $0.isSameBox(as: todas[0]) })
  }
}

final class Cajas: @unchecked Sendable {
  private let lock = NSLock()
  private var cajas: [Shared<String>] = []

  func add(_ caja: Shared<String>) { lock.withLock { cajas.append(caja) } }
  var all: [Shared<String>] { lock.withLock { cajas } }
}
