import Foundation
import Testing

@testable import SharedCore

struct Ventana: Codable, Equatable, Sendable {
  var ancho = 800
  var alto = 600
}

/// Un `enum` `Codable` con valor bruto `String`: debe guardarse como texto, no como JSON.
enum Orden: String, Codable, Sendable {
  case reciente, alfabetico
}

/// Un valor que nunca se deja codificar.
struct Incodificable: Codable, Equatable, Sendable {
  var valor = 0
  func encode(to encoder: any Encoder) throws {
    throw EncodingError.invalidValue(
      valor, .init(codingPath: [], debugDescription: "nunca se deja codificar"))
  }
}

@Suite struct AppStorageCodableTests {
  var defaults: UserDefaults { DependencyValues.current.defaultAppStorage }

  @Test func aListOfStringsIsStoredAsIsAndReadBack() {
    do {
      @Shared(.appStorage("recientes")) var recientes: [String] = []
      $recientes.withLock { $0 = ["swift", "tca"] }
    }
    #expect(defaults.stringArray(forKey: "recientes") == ["swift", "tca"])
    @Shared(.appStorage("recientes")) var recientes: [String] = []
    @Shared(.appStorage("opcionales")) var opcionales: [String]?
    #expect(recientes == ["swift", "tca"])
    #expect(opcionales == nil)
  }

  @Test func aCodableValueIsStoredAsJSONDataAndReadBack() throws {
    do {
      @Shared(.appStorage("ventana")) var ventana = Ventana()
      $ventana.withLock { $0.ancho = 1024 }
    }
    let data = try #require(defaults.data(forKey: "ventana"))
    #expect(try JSONDecoder().decode(Ventana.self, from: data) == Ventana(ancho: 1024))
    @Shared(.appStorage("ventana")) var ventana = Ventana()
    #expect(ventana == Ventana(ancho: 1024))
  }

  @Test func storedDataThatIsNotThisTypeCountsAsAbsent() {
    defaults.set(Data("no es JSON".utf8), forKey: "ventana")
    @Shared(.appStorage("ventana")) var ventana = Ventana(ancho: 1)
    #expect(ventana == Ventana(ancho: 1))
    #expect($ventana.loadError == nil)
  }

  @Test func anOptionalCodableRemovesTheKeyWhenSetToNil() {
    @Shared(.appStorage("ventanaOpcional")) var ventana: Ventana? = Ventana()
    $ventana.withLock { $0 = Ventana(alto: 10) }
    #expect(defaults.data(forKey: "ventanaOpcional") != nil)
    $ventana.withLock { $0 = nil }
    #expect(defaults.object(forKey: "ventanaOpcional") == nil)
  }

  @Test func aCodableRawRepresentableEnumIsStillStoredAsItsRawValue() {
    @Shared(.appStorage("orden")) var orden: Orden = .reciente
    $orden.withLock { $0 = .alfabetico }
    #expect(defaults.string(forKey: "orden") == "alfabetico")
  }

  @Test func aValueThatCannotBeEncodedWritesNothingAndReportsItInSpanish() {
    @Shared(.appStorage("rebelde")) var rebelde = Incodificable()
    $rebelde.withLock { $0.valor = 1 }
    #expect(defaults.object(forKey: "rebelde") == nil)
    #expect(
      $rebelde.saveError as? SharedCoreError
        == .appStorageValueNotEncodable(key: "rebelde", type: "Incodificable"))
    #expect(
      $rebelde.saveError?.localizedDescription
        == "No se pudo convertir a JSON el valor Incodificable para guardarlo en la clave "
        + "«rebelde» de appStorage; la clave conserva lo último que se guardó.")
  }
}
