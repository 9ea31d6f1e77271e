import Foundation
import Testing
@testable import SharedCore

/// Un archivo que no se deja leer se informa en castellano con su ruta y nunca se pisa.
@Suite struct FileStorageCorruptionTests {
  var archivos: FileStorage { DependencyValues.current.defaultFileStorage }
  let url = URL(fileURLWithPath: "/datos/borrador.json")

  static let mensajes: [(contenido: String, mensaje: String)] = [
    (
      "{ \"titulo\": ",
      "No se pudo leer «/datos/borrador.json» como Borrador: no es un JSON válido. "
        + "Se usa el valor por defecto y el archivo no se tocará hasta que lo corrijas o lo borres."
    ),
    (
      #"{"texto": "hola"}"#,
      "No se pudo leer «/datos/borrador.json» como Borrador: falta el campo «titulo». "
        + "Se usa el valor por defecto y el archivo no se tocará hasta que lo corrijas o lo borres."
    ),
    (
      #"{"titulo": 3, "texto": ""}"#,
      "No se pudo leer «/datos/borrador.json» como Borrador: el campo «titulo» no es del tipo "
        + "esperado (String). Se usa el valor por defecto y el archivo no se tocará hasta que lo "
        + "corrijas o lo borres."
    ),
    (
      #"{"titulo": null, "texto": ""}"#,
      "No se pudo leer «/datos/borrador.json» como Borrador: el campo «titulo» vale null. "
        + "Se usa el valor por defecto y el archivo no se tocará hasta que lo corrijas o lo borres."
    ),
  ]

  /// Un solo `@Test` que recorre la tabla: los casos de un `@Test(arguments:)` corren en
  /// paralelo y comparten el sistema de archivos de la prueba.
  @Test func aFileThatDoesNotDecodeIsReportedInSpanishNamingThePath() throws {
    for (contenido, mensaje) in Self.mensajes {
      try archivos.save(Data(contenido.utf8), to: url)
      @Shared(.fileStorage(url)) var borrador = Borrador(titulo: "reposo")
      #expect(borrador.titulo == "reposo")
      #expect($borrador.loadError?.localizedDescription == mensaje)
    }
  }

  @Test func aNestedMissingFieldIsNamedWithItsPath() throws {
    struct Curso: Codable, Sendable { var lecciones: [Borrador] }
    try archivos.save(
      Data(#"{"lecciones": [{"titulo": "a", "texto": ""}, {"texto": ""}]}"#.utf8), to: url)
    @Shared(.fileStorage(url)) var curso = Curso(lecciones: [])
    let error = try #require($curso.loadError as? SharedCoreError)
    #expect(
      error
        == .fileCorrupt(
          path: "/datos/borrador.json", type: "Curso", problem: .missingField("lecciones[1].titulo")
        ))
  }

  @Test func aCorruptFileIsNeverOverwrittenByMutations() throws {
    let roto = Data("{ roto".utf8)
    try archivos.save(roto, to: url)
    let escrituras = archivos.writeCount
    @Shared(.fileStorage(url)) var borrador = Borrador()
    $borrador.withLock { $0.titulo = "esto no se guarda" }
    FileStorage.flushPendingWrites()
    #expect(try archivos.load(from: url) == roto)
    #expect(archivos.writeCount == escrituras)
    #expect(borrador.titulo == "esto no se guarda")
    // El guardado que no se hizo lo dice con el mismo error, y el de carga se queda.
    #expect($borrador.loadError != nil)
    #expect(
      $borrador.saveError?.localizedDescription == $borrador.loadError?.localizedDescription)
  }

  @Test func aFileCorruptedFromOutsideBlocksSavesUntilItIsFixed() throws {
    @Shared(.fileStorage(url)) var borrador = Borrador()
    $borrador.withLock { $0.titulo = "bueno" }
    FileStorage.flushPendingWrites()

    let roto = Data("][".utf8)
    try archivos.save(roto, to: url)
    #expect($borrador.loadError != nil)
    #expect(borrador.titulo == "bueno")
    $borrador.withLock { $0.titulo = "tampoco se guarda" }
    FileStorage.flushPendingWrites()
    #expect(try archivos.load(from: url) == roto)

    try archivos.save(Data(#"{"titulo": "arreglado", "texto": ""}"#.utf8), to: url)
    #expect($borrador.loadError == nil)
    #expect(borrador.titulo == "arreglado")
    $borrador.withLock { $0.texto = "ya se guarda" }
    FileStorage.flushPendingWrites()
    let guardado = try JSONDecoder().decode(
      Borrador.self, from: try #require(try archivos.load(from: url)))
    #expect(guardado == Borrador(titulo: "arreglado", texto: "ya se guarda"))
  }

  @Test func aFileThatCannotBeWrittenIsReportedOnTheNextMutation() throws {
    let carpeta = try makeTemporaryDirectory()
    let noEsCarpeta = carpeta.appendingPathComponent("archivo")
    try Data("x".utf8).write(to: noEsCarpeta)
    let destino = noEsCarpeta.appendingPathComponent("borrador.json")
    withDependencies {
      $0.defaultFileStorage = .fileSystem
    } operation: {
      @Shared(.fileStorage(destino)) var borrador = Borrador()
      $borrador.withLock { $0.titulo = "uno" }
      FileStorage.flushPendingWrites()
      $borrador.withLock { $0.titulo = "dos" }
      #expect(
        $borrador.saveError?.localizedDescription
          == "No se pudo guardar «\(destino.path)»: una parte de la ruta no es una carpeta. "
          + "El valor sigue en memoria y se volverá a intentar en el próximo cambio.")
    }
  }
}
