import Foundation
import Testing
@testable import SharedCore

/// `fileStorage` sigue a su ruta, no a un archivo concreto: movido, borrado, vacío o escrito
/// por muchas tareas a la vez.
@Suite struct FileStorageFollowTests {
  @Test func aFileMovedAwayAndBackIsFollowedByItsPath() async throws {
    let carpeta = try makeTemporaryDirectory()
    let url = carpeta.appendingPathComponent("borrador.json")
    let otra = carpeta.appendingPathComponent("otro.json")
    try Data(#"{"titulo": "guardado", "texto": ""}"#.utf8).write(to: url)
    try await withDependencies {
      $0.defaultFileStorage = .fileSystem
    } operation: {
      @Shared(.fileStorage(url)) var borrador = Borrador(titulo: "reposo")
      #expect(borrador.titulo == "guardado")
      try FileManager.default.moveItem(at: url, to: otra)
      #expect(await eventually { borrador.titulo == "reposo" })
      try FileManager.default.moveItem(at: otra, to: url)
      #expect(await eventually { borrador.titulo == "guardado" })
    }
  }

  @Test func aFileDeletedAndWrittenAgainReachesTheBox() async throws {
    let url = try makeTemporaryDirectory().appendingPathComponent("borrador.json")
    try Data(#"{"titulo": "primero", "texto": ""}"#.utf8).write(to: url)
    try await withDependencies {
      $0.defaultFileStorage = .fileSystem
    } operation: {
      @Shared(.fileStorage(url)) var borrador = Borrador(titulo: "reposo")
      #expect(borrador.titulo == "primero")
      try FileManager.default.removeItem(at: url)
      #expect(await eventually { borrador.titulo == "reposo" })
      try Data(#"{"titulo": "segundo", "texto": ""}"#.utf8).write(to: url)
      #expect(await eventually { borrador.titulo == "segundo" })
    }
  }

  @Test func anEmptyFileIsReportedLikeACorruptOneAndKept() throws {
    let url = URL(fileURLWithPath: "/datos/vacio.json")
    let archivos = DependencyValues.current.defaultFileStorage
    try archivos.save(Data(), to: url)
    @Shared(.fileStorage(url)) var contador = 7
    #expect(contador == 7)
    #expect(
      $contador.loadError?.localizedDescription
        == "No se pudo leer «/datos/vacio.json» como Int: no es un JSON válido. "
        + "Se usa el valor por defecto y el archivo no se tocará hasta que lo corrijas o lo borres."
    )
    $contador.withLock { $0 += 1 }
    FileStorage.flushPendingWrites()
    #expect(try archivos.load(from: url) == Data())
  }

  @Test func twoFilesAreTwoIndependentBoxes() throws {
    let archivos = DependencyValues.current.defaultFileStorage
    let uno = URL(fileURLWithPath: "/datos/uno.json")
    let otro = URL(fileURLWithPath: "/datos/otro.json")
    @Shared(.fileStorage(uno)) var primero = 0
    @Shared(.fileStorage(otro)) var segundo = 0
    $primero.withLock { $0 = 1 }
    FileStorage.flushPendingWrites()
    #expect(try archivos.load(from: uno) == Data("1".utf8))
    #expect(try archivos.load(from: otro) == nil)
    $segundo.withLock { $0 = 2 }
    FileStorage.flushPendingWrites()
    #expect(try archivos.load(from: uno) == Data("1".utf8))
    #expect(try archivos.load(from: otro) == Data("2".utf8))
  }

  @Test func twoSpellingsOfTheSamePathAreOneBox() {
    let url = URL(fileURLWithPath: "/datos/contador.json")
    let conBarras = URL(fileURLWithPath: "/datos//./contador.json")
    @Shared(.fileStorage(url)) var uno = 0
    @Shared(.fileStorage(conBarras)) var otro = 0
    $uno.withLock { $0 = 42 }
    #expect(otro == 42)
  }

  @Test func manyTasksMutatingAFileBoxLoseNothing() async throws {
    let url = URL(fileURLWithPath: "/datos/cuentas.json")
    @Shared(.fileStorage(url)) var cuentas: [Int: Int] = [:]
    await withTaskGroup(of: Void.self) { grupo in
      for _ in 0..<100 {
        grupo.addTask { [$cuentas] in
          for _ in 0..<10 {
            $cuentas.withLock { $0[0, default: 0] += 1 }
            await Task.yield()
          }
        }
      }
    }
    #expect(cuentas[0] == 1000)
    FileStorage.flushPendingWrites()
    let guardado = try DependencyValues.current.defaultFileStorage.load(from: url)
    #expect(try JSONDecoder().decode([Int: Int].self, from: guardado ?? Data()) == [0: 1000])
  }

  @Test func anEncoderThatKeepsPartOfTheValueLeavesTheBoxWhole() throws {
    let url = URL(fileURLWithPath: "/datos/numeros.json")
    let clave = FileStorageKey<[Int]>.fileStorage(
      url,
      decode: { try JSONDecoder().decode([Int].self, from: $0) },
      encode: { try JSONEncoder().encode(Array($0.prefix(2))) })
    @Shared(clave) var numeros = []
    $numeros.withLock { $0.append(contentsOf: [1, 2, 3]) }
    FileStorage.flushPendingWrites()
    #expect(numeros == [1, 2, 3])
    let guardado = try DependencyValues.current.defaultFileStorage.load(from: url)
    #expect(guardado == Data("[1,2]".utf8))
  }
}
