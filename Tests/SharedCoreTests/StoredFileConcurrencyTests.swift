import Dispatch
import Foundation
import Testing

@testable import SharedCore

/// Varios hilos a la vez sobre el mismo `StoredFile`: volcados, lecturas y escrituras
/// encoladas. Bajo ThreadSanitizer (`scripts/pruebas-hilos`) esta prueba provocaba el aviso
/// «Swift access race» en `Locked.withLock` cuando `ioLock` era un `Locked<Void>` (ver
/// «Candados» en Sources/SharedCore/README.md); sin TSan comprueba que nada se pierde.
@Suite(.serialized) struct StoredFileConcurrencyTests {
  @Test func manyThreadsFlushingAndLoadingTheSameFileAgreeOnTheLastWrite() throws {
    let disco = VirtualFileSystem()
    let url = URL(fileURLWithPath: "/virtual/concurrencia-\(UUID().uuidString).json")
    let archivo = StoredFile.file(url, in: disco)
    let hilos = 4
    let vueltas = 3000
    let escritos = Locked(Set<Data>())
    DispatchQueue.concurrentPerform(iterations: hilos) { hilo in
      for vuelta in 0..<vueltas {
        if vuelta.isMultiple(of: 100) {
          let datos = Data("\(hilo)-\(vuelta)".utf8)
          escritos.withLock { _ = $0.insert(datos) }
          try? archivo.enqueue { datos }
        }
        archivo.flushPendingWrite()
        if vuelta.isMultiple(of: 10) { _ = try? archivo.load() }
      }
    }
    archivo.flushPendingWrite()
    let final = try #require(try disco.read(url))
    #expect(escritos.withLock { $0.contains(final) })
    #expect(try archivo.load() == final)
    #expect(disco.writeCount <= hilos * vueltas / 100)
  }
}
