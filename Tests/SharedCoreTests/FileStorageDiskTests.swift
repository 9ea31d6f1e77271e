import Foundation
import Observation
import Synchronization
import Testing
@testable import SharedCore

/// `fileStorage` en el disco de verdad, dentro de una carpeta temporal, con otros procesos
/// que escriben y borran.
@Suite struct FileStorageDiskTests {
  @Test func eachWriteReplacesTheFileAtomicallyAndLeavesNoTemporaries() throws {
    let carpeta = try makeTemporaryDirectory()
    let url = carpeta.appendingPathComponent("borrador.json")
    try withDependencies {
      $0.defaultFileStorage = .fileSystem
    } operation: {
      @Shared(.fileStorage(url)) var borrador = Borrador()
      $borrador.withLock { $0.titulo = "uno" }
      FileStorage.flushPendingWrites()
      let primero = try inode(of: url)
      $borrador.withLock { $0.titulo = "dos" }
      FileStorage.flushPendingWrites()
      #expect(try inode(of: url) != primero)
      #expect(
        try FileManager.default.contentsOfDirectory(atPath: carpeta.path) == ["borrador.json"])
      let leido = try JSONDecoder().decode(Borrador.self, from: Data(contentsOf: url))
      #expect(leido.titulo == "dos")
    }
  }

  @Test(arguments: [
    "printf '%s' \"$2\" > \"$1.tmp\" && mv \"$1.tmp\" \"$1\"",  // atómico, como nosotros
    "printf '%s' \"$2\" > \"$1\"",  // en su sitio, como un editor sencillo
  ])
  func anotherProcessRewritingTheFileReachesTheBox(script: String) async throws {
    let url = try makeTemporaryDirectory().appendingPathComponent("borrador.json")
    try await withDependencies {
      $0.defaultFileStorage = .fileSystem
    } operation: {
      @Shared(.fileStorage(url)) var borrador = Borrador()
      $borrador.withLock { $0.titulo = "mío" }
      FileStorage.flushPendingWrites()
      let avisado = Atomic(false)
      withObservationTracking {
        _ = borrador
      } onChange: {
        avisado.store(true, ordering: .relaxed)
      }
      try await shell(script, url.path, #"{"titulo": "de otro proceso", "texto": ""}"#)
      #expect(await eventually { borrador.titulo == "de otro proceso" })
      let seAviso = avisado.load(ordering: .relaxed)
      #expect(seAviso)
    }
  }

  @Test func anotherProcessDeletingTheFileSendsTheBoxBackToItsDefault() async throws {
    let url = try makeTemporaryDirectory().appendingPathComponent("borrador.json")
    try await withDependencies {
      $0.defaultFileStorage = .fileSystem
    } operation: {
      @Shared(.fileStorage(url)) var borrador = Borrador(titulo: "reposo")
      $borrador.withLock { $0.titulo = "escrito" }
      FileStorage.flushPendingWrites()
      try await shell("rm \"$1\"", url.path)
      #expect(await eventually { borrador.titulo == "reposo" })
    }
  }

  @Test func aCorruptFileOnDiskIsReportedAndNeverOverwritten() throws {
    let url = try makeTemporaryDirectory().appendingPathComponent("borrador.json")
    let roto = Data("{ \"titulo\": \"a medias".utf8)
    try roto.write(to: url)
    withDependencies {
      $0.defaultFileStorage = .fileSystem
    } operation: {
      @Shared(.fileStorage(url)) var borrador = Borrador()
      #expect(
        $borrador.loadError?.localizedDescription
          == "No se pudo leer «\(url.path)» como Borrador: no es un JSON válido. "
          + "Se usa el valor por defecto y el archivo no se tocará hasta que lo corrijas o lo borres."
      )
      $borrador.withLock { $0.titulo = "no debe pisar" }
      FileStorage.flushPendingWrites()
    }
    #expect(try Data(contentsOf: url) == roto)
  }

  @Test func nothingIsLostWhenTheProcessExitsRightAfterTheMutations() async throws {
    let url = try makeTemporaryDirectory().appendingPathComponent("contador.json")
    let salida = try await ChildProgram.run("file-storage", url.path, "1000")
    #expect(salida.contains("escrituras antes de salir: 0"))
    #expect(try Data(contentsOf: url) == Data("1000".utf8))
  }

  private func inode(of url: URL) throws -> UInt64 {
    let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
    return (attributes[.systemFileNumber] as? NSNumber)?.uint64Value ?? 0
  }

  /// Ejecuta `script` con `/bin/sh`, con `arguments` como `$1`, `$2`…: otro proceso.
  private func shell(_ script: String, _ arguments: String...) async throws {
    let outcome = try await SwiftCompiler.runProgram(
      URL(fileURLWithPath: "/bin/sh"), arguments: ["-c", script, "sh"] + arguments)
    #expect(outcome.succeeded, "\(outcome.diagnostics)")
  }
}
