import Foundation
import Observation
import Synchronization
import Testing
@testable import SharedCore

struct Borrador: Codable, Equatable, Sendable {
  var titulo = ""
  var texto = ""
}

/// `fileStorage` sobre el sistema de archivos en memoria que cada prueba recibe.
@Suite struct FileStorageKeyTests {
  var archivos: FileStorage { DependencyValues.current.defaultFileStorage }
  let url = URL.documentsDirectory.appending(component: "borrador.json")

  @Test func theLessonsDeclarationRestsOnItsDefaultWithoutWriting() throws {
    @Shared(.fileStorage(.documentsDirectory.appending(component: "borrador.json")))
    var borrador = Borrador()
    #expect(borrador == Borrador())
    FileStorage.flushPendingWrites()
    #expect(try archivos.load(from: url) == nil)
    #expect(archivos.writeCount == 0)
  }

  @Test func aMutationIsWrittenAsJSON() throws {
    @Shared(.fileStorage(url)) var borrador = Borrador()
    $borrador.withLock { $0.titulo = "Notas" }
    FileStorage.flushPendingWrites()
    let json = try #require(try archivos.load(from: url))
    #expect(
      String(decoding: json, as: UTF8.self) == "{\n  \"texto\" : \"\",\n  \"titulo\" : \"Notas\"\n}"
    )
  }

  @Test func whatIsOnFileWinsOverTheDefault() throws {
    try archivos.save(Data(#"{"titulo": "Guardado", "texto": "hola"}"#.utf8), to: url)
    @Shared(.fileStorage(url)) var borrador = Borrador()
    #expect(borrador == Borrador(titulo: "Guardado", texto: "hola"))
  }

  @Test func tenThousandMutationsInATightLoopCostAHandfulOfWrites() throws {
    @Shared(.fileStorage(url)) var contador = 0
    for _ in 0..<10_000 { $contador.withLock { $0 += 1 } }
    FileStorage.flushPendingWrites()
    // Una escritura por ventana de agrupación (100 ms): cuántas depende de lo que tarde el
    // bucle (bajo ThreadSanitizer, decenas). Lo que se prueba es que se agrupan: muchas
    // menos que mutaciones.
    #expect(archivos.writeCount >= 1)
    #expect(archivos.writeCount < 100)
    #expect(try archivos.load(from: url) == Data("10000".utf8))
  }

  @Test func theSameFileIsOneBoxAndEachStorageHasItsOwn() {
    @Shared(.fileStorage(url)) var a = Borrador()
    @Shared(.fileStorage(url)) var b = Borrador()
    #expect($a.isSameBox(as: $b))
    withDependencies {
      $0.defaultFileStorage = .inMemory
    } operation: {
      @Shared(.fileStorage(url)) var c = Borrador()
      #expect(!$a.isSameBox(as: $c))
    }
  }

  @Test func aNewBoxSeesAWriteThatWasStillPending() {
    do {
      @Shared(.fileStorage(url)) var borrador = Borrador()
      $borrador.withLock { $0.texto = "sin volcar" }
    }
    @Shared(.fileStorage(url)) var borrador = Borrador()
    #expect(borrador.texto == "sin volcar")
  }

  @Test func aFileRewrittenFromOutsideReachesTheBoxAndItsObservers() throws {
    @Shared(.fileStorage(url)) var borrador = Borrador()
    let avisado = Atomic(false)
    withObservationTracking {
      _ = borrador
    } onChange: {
      avisado.store(true, ordering: .relaxed)
    }
    try archivos.save(Data(#"{"titulo": "De fuera", "texto": ""}"#.utf8), to: url)
    #expect(borrador.titulo == "De fuera")
    let seAviso = avisado.load(ordering: .relaxed)
    #expect(seAviso)
  }

  @Test func anExternalChangeReplacesAWriteThatWasStillPending() throws {
    @Shared(.fileStorage(url)) var borrador = Borrador()
    // Con la cola de volcados parada, la escritura sigue pendiente aunque la máquina vaya
    // lenta (bajo TSan, los 100 ms del volcado pasaban a veces antes del cambio de fuera).
    WriteCoalescer.queue.suspend()
    $borrador.withLock { $0.titulo = "mío, sin volcar" }
    try archivos.save(Data(#"{"titulo": "ajeno", "texto": ""}"#.utf8), to: url)
    WriteCoalescer.queue.resume()
    FileStorage.flushPendingWrites()
    #expect(borrador.titulo == "ajeno")
    #expect(try archivos.load(from: url) == Data(#"{"titulo": "ajeno", "texto": ""}"#.utf8))
  }

  @Test func aFileDeletedFromOutsideSendsTheBoxBackToItsDefault() throws {
    @Shared(.fileStorage(url)) var borrador = Borrador(titulo: "reposo")
    $borrador.withLock { $0.titulo = "escrito" }
    FileStorage.flushPendingWrites()
    try archivos.removeItem(at: url)
    #expect(borrador.titulo == "reposo")
  }

  @Test func ourOwnWritesDoNotComeBackAsExternalChanges() {
    @Shared(.fileStorage(url)) var borrador = Borrador()
    $borrador.withLock { $0.titulo = "uno" }
    let avisos = Atomic(0)
    withObservationTracking {
      _ = borrador
    } onChange: {
      avisos.add(1, ordering: .relaxed)
    }
    FileStorage.flushPendingWrites()
    let total = avisos.load(ordering: .relaxed)
    #expect(total == 0)
    #expect(borrador.titulo == "uno")
  }

  @Test func documentsDirectoryIsTheUsersDocumentsFolder() {
    let documentos = FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(
      "Documents")
    #expect(URL.documentsDirectory.standardizedFileURL.path == documentos.standardizedFileURL.path)
  }
}
