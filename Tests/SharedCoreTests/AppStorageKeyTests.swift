import Foundation
import Testing
@testable import SharedCore

enum Tema: String, Sendable {
  case claro, oscuro, sistema
}

enum Prioridad: Int, Sendable {
  case baja = 1, media = 2, alta = 3
}

extension SharedKey where Self == AppStorageKey<Tema>.Default {
  static var tema: Self { Self[.appStorage("tema"), default: .sistema] }
}

/// Una suite nueva en una carpeta temporal, para las pruebas que miran el archivo.
func makeSuite() throws -> (defaults: UserDefaults, path: String) {
  let path = try makeTemporaryDirectory().appendingPathComponent("preferencias").path
  return (UserDefaults(suiteName: path) ?? .standard, path)
}

@Suite struct AppStorageKeyTests {
  var defaults: UserDefaults { DependencyValues.current.defaultAppStorage }

  @Test func theRestingDefaultIsNeverWrittenUntilARealMutation() {
    @Shared(.appStorage("temaOscuro")) var temaOscuro = false
    #expect(temaOscuro == false)
    #expect(defaults.object(forKey: "temaOscuro") == nil)
    $temaOscuro.withLock { $0 = true }
    #expect(defaults.object(forKey: "temaOscuro") as? Bool == true)
  }

  @Test func whatIsStoredWinsOverTheDeclarationsDefault() {
    defaults.set("oscuro", forKey: "tema")
    @Shared(.appStorage("tema")) var tema: Tema = .sistema
    #expect(tema == .oscuro)
  }

  @Test func theTypedKeyIsTheSameBoxAsTheStringKeyAndRestsToo() {
    @Shared(.tema) var tema
    @Shared(.appStorage("tema")) var mismoTema: Tema = .claro
    #expect(tema == .sistema)
    #expect($tema.isSameBox(as: $mismoTema))
    #expect(defaults.object(forKey: "tema") == nil)
    $mismoTema.withLock { $0 = .oscuro }
    #expect(tema == .oscuro)
    #expect(defaults.string(forKey: "tema") == "oscuro")
  }

  @Test func aRawValueWithNoCaseCountsAsAbsent() {
    defaults.set(7, forKey: "prioridad")
    @Shared(.appStorage("prioridad")) var prioridad: Prioridad = .media
    #expect(prioridad == .media)
    $prioridad.withLock { $0 = .alta }
    #expect(defaults.integer(forKey: "prioridad") == 3)
  }

  @Test func savingNilToAnOptionalRemovesTheKey() {
    @Shared(.appStorage("apodo")) var apodo: String?
    #expect(apodo == nil)
    $apodo.withLock { $0 = "Ada" }
    #expect(defaults.string(forKey: "apodo") == "Ada")
    $apodo.withLock { $0 = nil }
    #expect(defaults.object(forKey: "apodo") == nil)

    @Shared(.appStorage("nivel")) var nivel: Prioridad? = nil
    $nivel.withLock { $0 = .baja }
    #expect(defaults.integer(forKey: "nivel") == 1)
    $nivel.withLock { $0 = nil }
    #expect(defaults.object(forKey: "nivel") == nil)
  }

  @Test func everyAdmittedTypeRoundTripsThroughUserDefaults() throws {
    let fecha = Date(timeIntervalSince1970: 1_700_000_000)
    let archivo = URL(fileURLWithPath: "/tmp/notas.txt")
    let web = try #require(URL(string: "https://example.com/curso?leccion=4"))
    do {
      @Shared(.appStorage("entero")) var entero = 0
      @Shared(.appStorage("real")) var real = 0.0
      @Shared(.appStorage("texto")) var texto = ""
      @Shared(.appStorage("archivo")) var urlArchivo = URL(fileURLWithPath: "/")
      @Shared(.appStorage("web")) var urlWeb = URL(fileURLWithPath: "/")
      @Shared(.appStorage("datos")) var datos = Data()
      @Shared(.appStorage("fecha")) var fechaGuardada = Date.distantPast
      $entero.withLock { $0 = 42 }
      $real.withLock { $0 = 0.1 }
      $texto.withLock { $0 = "ñandú" }
      $urlArchivo.withLock { $0 = archivo }
      $urlWeb.withLock { $0 = web }
      $datos.withLock { $0 = Data([0, 1, 2]) }
      $fechaGuardada.withLock { $0 = fecha }
    }
    // Las cajas anteriores ya no existen: estas se cargan de UserDefaults.
    @Shared(.appStorage("entero")) var entero = 0
    @Shared(.appStorage("real")) var real = 0.0
    @Shared(.appStorage("texto")) var texto = ""
    @Shared(.appStorage("archivo")) var urlArchivo = URL(fileURLWithPath: "/")
    @Shared(.appStorage("web")) var urlWeb = URL(fileURLWithPath: "/")
    @Shared(.appStorage("datos")) var datos = Data()
    @Shared(.appStorage("fecha")) var fechaGuardada = Date.distantPast
    #expect(entero == 42)
    #expect(real == 0.1)
    #expect(texto == "ñandú")
    #expect(urlArchivo == archivo)
    #expect(urlWeb == web)
    #expect(datos == Data([0, 1, 2]))
    #expect(fechaGuardada == fecha)
  }

  @Test func theSameKeyInTheSameStoreIsOneBoxAndOtherStoresAreOthers() throws {
    @Shared(.appStorage("contador")) var a = 0
    @Shared(.appStorage("contador")) var b = 0
    #expect($a.isSameBox(as: $b))
    let otra = try makeSuite()
    withDependencies {
      $0.defaultAppStorage = otra.defaults
    } operation: {
      @Shared(.appStorage("contador")) var c = 0
      #expect(!$a.isSameBox(as: $c))
      $c.withLock { $0 = 5 }
    }
    #expect(a == 0)
    // Otra instancia de la misma suite es el mismo almacén, luego la misma caja.
    withDependencies {
      $0.defaultAppStorage = UserDefaults(suiteName: otra.path) ?? .standard
    } operation: {
      @Shared(.appStorage("contador")) var d = 0
      #expect(d == 5)
    }
  }

  @Test func eachTestGetsAFreshEphemeralSuiteInATemporaryFolder() throws {
    let suite = DependencyValues.current.appStorageSuite
    let path = try #require(suite.fileURL?.path)
    #expect(path.hasPrefix(FileManager.default.temporaryDirectory.path))
    #expect(path.contains("SharedCore-pruebas-\(getpid())"))
    #expect(defaults.dictionaryRepresentation()["temaOscuro"] == nil)
  }

  @Test func aMutationReachesTheSuiteFileAfterTheGroupedSynchronize() throws {
    let suite = try makeSuite()
    try withDependencies {
      $0.defaultAppStorage = suite.defaults
    } operation: {
      @Shared(.appStorage("vioLaBienvenida")) var vioLaBienvenida = false
      for _ in 0..<1_000 { $vioLaBienvenida.withLock { $0.toggle() } }
      $vioLaBienvenida.withLock { $0 = true }
      WriteCoalescer.flushAll()
      let data = try Data(contentsOf: URL(fileURLWithPath: suite.path + ".plist"))
      let plist = try PropertyListSerialization.propertyList(from: data, format: nil)
      #expect((plist as? [String: Any])?["vioLaBienvenida"] as? Bool == true)
    }
  }
}

@Suite struct AppStorageSaveErrorTests {
  @Test func aSuiteThatCannotBeWrittenReportsItInSpanishOnTheNextMutation() throws {
    // La «carpeta» de la suite es un archivo: no se puede crear el .plist dentro.
    let archivo = try makeTemporaryDirectory().appendingPathComponent("no-es-carpeta")
    try Data("x".utf8).write(to: archivo)
    let path = archivo.appendingPathComponent("preferencias").path
    withDependencies {
      $0.defaultAppStorage = UserDefaults(suiteName: path) ?? .standard
    } operation: {
      @Shared(.appStorage("temaOscuro")) var temaOscuro = false
      $temaOscuro.withLock { $0 = true }
      #expect($temaOscuro.saveError == nil)
      WriteCoalescer.flushAll()
      $temaOscuro.withLock { $0 = false }
      #expect(
        $temaOscuro.saveError?.localizedDescription
          == "No se pudieron guardar las preferencias en «\(path).plist». "
          + "Comprueba que la carpeta existe y se puede escribir.")
      #expect(temaOscuro == false)
    }
  }
}

@Suite struct AppStorageRawTests {
  @Test func numbersCompareAcrossTheWayFoundationUnboxesThem() {
    #expect(AppStorageRaw.int(2) == .double(2))
    #expect(AppStorageRaw.double(2.5) != .int(2))
    #expect(AppStorageRaw.bool(true) != .int(1))
  }

  @Test func datesCompareToTheSecondBecauseTheXMLFileKeepsNoMore() {
    let fecha = Date(timeIntervalSince1970: 1_700_000_000.75)
    #expect(AppStorageRaw.date(fecha) == .date(Date(timeIntervalSince1970: 1_700_000_000)))
    #expect(AppStorageRaw.date(fecha) != .date(Date(timeIntervalSince1970: 1_700_000_002)))
  }
}
