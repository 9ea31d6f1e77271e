import Foundation
import Testing

@testable import Checker

/// `FrontendPlan`: una compilación de un solo `swift-frontend` se le pide al driver una vez
/// (`-###`) y luego se lanza sin él; lo demás, y lo que no se puede leer con certeza, sigue
/// yendo por `swiftc`.
@Suite("Corrector de código: swift-frontend sin el driver")
struct FrontendPlanTests {
  static func environment() -> [String: String] {
    ["PATH": "/usr/bin:/bin", "TMPDIR": NSTemporaryDirectory(), "LANG": "C.UTF-8"]
  }

  @Test func aSingleJobIsPlannedOnceAndReusedInAnotherFolder() throws {
    let swiftc = try RunnerFixture.toolchain().swiftc
    let store = try RunnerFixture.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: store) }
    let fingerprint = "prueba-" + UUID().uuidString
    func command(_ folder: String) -> [String] {
      [swiftc, "-c", folder + "/a.swift", "-module-name", "A", "-o", folder + "/a.o"]
    }
    let plan = try #require(
      FrontendPlan.direct(
        command("/compilacion"), directory: "/compilacion", environment: Self.environment(),
        fingerprint: fingerprint, store: store))
    #expect(plan.first?.hasSuffix("/swift-frontend") == true)
    #expect(plan.dropFirst().first == "-frontend")
    #expect(plan.contains("/compilacion/a.swift") && plan.contains("/compilacion/a.o"))
    let other = FrontendPlan.direct(
      command("/otra/carpeta"), directory: "/otra/carpeta", environment: [:],
      fingerprint: fingerprint, store: store)
    #expect(
      other == plan.map { FrontendPlan.replace("/compilacion", with: "/otra/carpeta", in: $0) })
  }

  /// Con muchos archivos y `-wmo`, el driver escribe las salidas del módulo en un mapa de su
  /// carpeta temporal (`-supplementary-output-file-map`): el plan las lleva en la línea de
  /// órdenes, como con un solo archivo, y no nombra nada del driver (los lotes de `corregir`
  /// compilan así los archivos de una entrega, sin el driver).
  @Test func manyFilesWithTheModuleOutputsArePlannedWithoutTheDriversMap() throws {
    let swiftc = try RunnerFixture.toolchain().swiftc
    let files = (0..<10).map { "/compilacion/u\($0)-0.swift" }
    let plan = try #require(
      FrontendPlan.direct(
        [
          swiftc, "-wmo", "-c", "-parse-as-library", "-enable-testing", "-module-name",
          "Ejercicio", "-emit-module", "-emit-module-path",
          "/compilacion/interfaz/Ejercicio.swiftmodule", "-no-emit-module-separately-wmo", "-o",
          "/compilacion/ejercicio.o",
        ] + files, directory: "/compilacion", environment: Self.environment(),
        fingerprint: "prueba-" + UUID().uuidString, store: nil))
    #expect(!plan.contains("-supplementary-output-file-map"))
    #expect(plan.contains { $0.contains("TemporaryDirectory") } == false)
    let path = try #require(plan.firstIndex(of: "-emit-module-path"))
    #expect(plan[path + 1] == "/compilacion/interfaz/Ejercicio.swiftmodule")
    #expect(files.allSatisfy(plan.contains))
  }

  /// Las pruebas de un lote (tres archivos o más, sin módulo): el driver escribe un mapa sin
  /// ninguna salida, que sobra.
  @Test func manyFilesWithoutModuleOutputsArePlannedWithoutTheEmptyMap() throws {
    let swiftc = try RunnerFixture.toolchain().swiftc
    let files = (0..<10).map { "/compilacion/u\($0)-1.swift" } + ["/compilacion/main.swift"]
    let plan = try #require(
      FrontendPlan.direct(
        [
          swiftc, "-wmo", "-c", "-module-name", "__leccionPruebas", "-I", "/compilacion/interfaz",
          "-o", "/compilacion/pruebas.o",
        ] + files, directory: "/compilacion", environment: Self.environment(),
        fingerprint: "prueba-" + UUID().uuidString, store: nil))
    #expect(!plan.contains("-supplementary-output-file-map"))
    #expect(plan.contains { $0.contains("TemporaryDirectory") } == false)
    let output = try #require(plan.firstIndex(of: "-o"))
    #expect(plan[output + 1] == "/compilacion/pruebas.o")
    #expect(files.allSatisfy(plan.contains))
  }

  @Test func compilingAndLinkingKeepsTheDriver() throws {
    let swiftc = try RunnerFixture.toolchain().swiftc
    #expect(
      FrontendPlan.direct(
        [swiftc, "/compilacion/a.swift", "-o", "/compilacion/a"], directory: "/compilacion",
        environment: Self.environment(), fingerprint: "prueba-" + UUID().uuidString, store: nil)
        == nil)
  }

  @Test func argumentsThatNeedQuotesKeepTheDriver() throws {
    let swiftc = try RunnerFixture.toolchain().swiftc
    for odd in ["/compilacion/a b.swift", "/compilacion/a'b.swift", "/compilacion/$a.swift"] {
      #expect(
        FrontendPlan.direct(
          [swiftc, "-c", odd], directory: "/compilacion", environment: Self.environment(),
          fingerprint: "prueba", store: nil) == nil)
    }
  }

  @Test func aPlanThatCannotBeReadWithCertaintyIsNoPlan() throws {
    let swiftc = try RunnerFixture.toolchain().swiftc
    let frontend = (swiftc as NSString).resolvingSymlinksInPath
      .replacingOccurrences(of: "/swift-driver", with: "/swift-frontend")
    #expect(FrontendPlan.parse("") == nil)
    #expect(FrontendPlan.parse("/usr/bin/clang -frontend -c a.swift") == nil)
    #expect(FrontendPlan.parse("\(frontend) -frontend -c 'a b.swift'") == nil)
    #expect(
      FrontendPlan.parse("\(frontend) -frontend -c a.swift\n\(frontend) -frontend -c b.swift")
        == nil)
    #expect(FrontendPlan.parse("\(frontend) -c a.swift") == nil)
  }
  /// El driver deja una carpeta `TemporaryDirectory.*` en su `TMPDIR` aunque solo planee:
  /// pedir el plan no deja nada en el `TMPDIR` de quien lo pide.
  @Test func askingForAPlanLeavesNothingInTheTemporaryFolder() throws {
    let swiftc = try RunnerFixture.toolchain().swiftc
    let temporary = try RunnerFixture.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: temporary) }
    var environment = Self.environment()
    environment["TMPDIR"] = temporary
    let plan = FrontendPlan.direct(
      [swiftc, "-c", "/compilacion/a.swift", "-o", "/compilacion/a.o"],
      directory: "/compilacion", environment: environment,
      fingerprint: "prueba-" + UUID().uuidString, store: nil)
    #expect(plan != nil)
    #expect(try FileManager.default.contentsOfDirectory(atPath: temporary) == [])
  }

  @Test func aLinkIsTheTwoCommandsOfTheDriverRunByAShell() throws {
    let swiftc = try RunnerFixture.toolchain().swiftc
    let command = [
      swiftc, "-use-ld=lld", "-Xlinker", "-rpath", "-Xlinker", "$ORIGIN", "-o",
      "/compilacion/programa", "/compilacion/pruebas.o", "/compilacion/ejercicio.o",
    ]
    let plan = try #require(
      LinkPlan.direct(
        command, directory: "/compilacion", environment: Self.environment(),
        fingerprint: "prueba-" + UUID().uuidString, store: nil))
    #expect(Array(plan.prefix(2)) == ["/bin/sh", "-c"])
    let script = plan.last ?? ""
    #expect(
      script.contains("/swift-autolink-extract /compilacion/pruebas.o /compilacion/ejercicio.o"))
    #expect(script.contains(" && exec /") && script.contains("'$ORIGIN'"))
    #expect(
      LinkPlan.direct(
        command.map { $0.replacingOccurrences(of: "/compilacion", with: "/con espacio") },
        directory: "/con espacio", environment: Self.environment(), fingerprint: "prueba",
        store: nil) == nil)
  }

  @Test func aLinkPlanThatIsNotTheTwoCommandsIsNoPlan() throws {
    let bin =
      ((try RunnerFixture.toolchain().swiftc as NSString).resolvingSymlinksInPath as NSString)
      .deletingLastPathComponent
    let extract = bin + "/swift-autolink-extract a.o -o a.autolink"
    let clang = bin + "/clang a.o @a.autolink -o a"
    #expect(
      LinkPlan.parse(extract + "\n" + clang) == LinkPlan.Lines(extract: extract, clang: clang))
    #expect(LinkPlan.parse("") == nil)
    #expect(LinkPlan.parse(clang) == nil)
    #expect(LinkPlan.parse(clang + "\n" + extract) == nil)
    #expect(LinkPlan.parse(extract + "\n" + clang + "\n" + clang) == nil)
    #expect(
      LinkPlan.parse(
        extract.replacingOccurrences(of: "a.o", with: "/tmp/TemporaryDirectory.x/a.o") + "\n"
          + clang) == nil)
  }
}
