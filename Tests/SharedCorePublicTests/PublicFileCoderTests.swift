import Foundation
import SharedCore
import Testing

struct NoEsUnNumero: Error, Equatable {
  let texto: String
}

@Suite struct PublicFileCoderTests {
  @Dependency(\.defaultFileStorage) var archivos

  /// Un entero guardado como texto plano, con funciones propias.
  static func enteroEnTexto(_ url: URL) -> FileStorageKey<Int> {
    .fileStorage(
      url,
      decode: { data in
        let texto = String(decoding: data, as: UTF8.self)
        guard let numero = Int(texto) else { throw NoEsUnNumero(texto: texto) }
        return numero
      },
      encode: { Data(String($0).utf8) })
  }

  @Test func unArchivoConFormatoPropioSeGuardaYSeLeeConSusFunciones() async throws {
    let url = URL(fileURLWithPath: "/contador.txt")
    do {
      @Shared(Self.enteroEnTexto(url)) var contador = 0
      $contador.withLock { $0 = 42 }
      try await $contador.save()
    }
    #expect(try archivos.load(from: url) == Data("42".utf8))
    @Shared(Self.enteroEnTexto(url)) var contador = 0
    #expect(contador == 42)
  }

  @Test func unErrorDeDecodePropioQuedaEnLoadErrorTalCual() throws {
    let url = URL(fileURLWithPath: "/roto.txt")
    try archivos.save(Data("cuarenta".utf8), to: url)
    @Shared(Self.enteroEnTexto(url)) var contador = 7
    #expect(contador == 7)
    #expect($contador.loadError as? NoEsUnNumero == NoEsUnNumero(texto: "cuarenta"))
  }
}
