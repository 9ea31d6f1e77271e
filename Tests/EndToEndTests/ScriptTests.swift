import Foundation
import Testing

/// `scripts/leccion`, la orden del README que abre el tutor: compila solo si algo cambió,
/// lo dice cuando compila, para enseguida si algo no compila, y ejecuta `leccion` en la
/// carpeta desde la que se llamó. Aquí, en un repositorio de mentira (`ScriptSandbox`).
@Suite struct ScriptTests {
  static let compiling =
    "Compilando leccion: hay código nuevo (la primera vez tarda unos minutos)…\n"
  static let engineBuild = "build -c release --product SharedCore"
  static let harnessBuild = "build -c release --product LeccionHarness"
  static let leccionBuild =
    "build -c release --product leccion --static-swift-stdlib --scratch-path "

  @Test func runsLeccionInTheCallersFolderWithItsArguments() throws {
    let sandbox = try ScriptSandbox()
    defer { sandbox.remove() }
    let result = try sandbox.run("leccion", ["iniciar", "aquí", "--alumno", "ana"])

    #expect(result.code == 0, "\(result.errors)")
    #expect(
      result.lines == [
        "carpeta: \(sandbox.caller.path)", "argumentos: iniciar aquí --alumno ana", "",
      ])
  }

  @Test func buildsOnceSayingSoAndThenRunsNeitherSwiftNorDpkg() throws {
    let sandbox = try ScriptSandbox()
    defer { sandbox.remove() }
    let scratch = sandbox.repo.appendingPathComponent(".build/estatica").path
    let first = try sandbox.run("leccion", ["lista"])
    let packages = ["pkg-config", "libedit-dev", "libcmark-dev", "bubblewrap", "tmux", "vim-tiny"]
      .map { "dpkg-query -W -f=${Status} \($0)" }
    #expect(first.code == 0, "\(first.errors)")
    #expect(
      sandbox.calls() == packages + [
        "swift \(Self.engineBuild)", "swift \(Self.harnessBuild)",
        "swift \(Self.leccionBuild)\(scratch)",
      ])
    // Una línea que dice que compila, y lo que dice swift build (por sus dos salidas), en la
    // salida de errores: la de leccion queda limpia.
    #expect(
      first.errors
        == Self.compiling + ScriptSandbox.fakeBuildOutput(Self.engineBuild)
        + ScriptSandbox.fakeBuildOutput(Self.harnessBuild)
        + ScriptSandbox.fakeBuildOutput(Self.leccionBuild + scratch))
    #expect(first.lines == ["carpeta: \(sandbox.caller.path)", "argumentos: lista", ""])

    // Sin cambios: ni swift build (ni sus carpetas /tmp/TemporaryDirectory.*), ni dpkg-query.
    let warm = try sandbox.run("leccion", ["lista"])
    #expect(warm.code == 0)
    #expect(warm.errors == "")
    #expect(warm.lines == first.lines)
    #expect(sandbox.calls().count == packages.count + 3)
  }

  @Test func rebuildsOnlyWhenSomethingItIsBuiltFromIsNewer() throws {
    let sandbox = try ScriptSandbox()
    defer { sandbox.remove() }
    _ = try sandbox.run("leccion")
    var builds: Int { sandbox.calls().filter { $0.hasPrefix("swift ") }.count }
    #expect(builds == 3)

    // El curso se lee al arrancar: cambiarlo no hace compilar.
    try sandbox.change("Content/indice.txt")
    #expect(try sandbox.run("leccion").errors == "")
    #expect(builds == 3)

    try sandbox.change("Sources/Fuente/Fuente.swift")
    let edited = try sandbox.run("leccion")
    #expect(edited.errors.hasPrefix(Self.compiling), "\(edited.errors)")
    #expect(builds == 6)
    #expect(try sandbox.run("leccion").errors == "")

    // Un archivo nuevo, borrado o movido cambia la fecha de su carpeta.
    try sandbox.change("Sources")
    _ = try sandbox.run("leccion")
    #expect(builds == 9)

    try sandbox.change("Package.swift")
    _ = try sandbox.run("leccion")
    #expect(builds == 12)
    #expect(try sandbox.run("leccion").errors == "")
    #expect(builds == 12)

    // Otro swift en el PATH (otra versión de Swift), aunque sea más antiguo que el sello.
    let other = sandbox.root.appendingPathComponent("otro-swift")
    try FileManager.default.createDirectory(at: other, withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      at: sandbox.tools.appendingPathComponent("swift"), to: other.appendingPathComponent("swift"))
    let path = other.path + ":" + sandbox.tools.path + ":/usr/bin:/bin"
    try sandbox.change("Content/indice.txt")
    #expect(
      try sandbox.run("leccion", environment: ["PATH": path]).errors.hasPrefix(Self.compiling))
    #expect(builds == 15)
    #expect(try sandbox.run("leccion", environment: ["PATH": path]).errors == "")
  }

  @Test func checksThePackagesAgainOnlyWhenTheirListChanges() throws {
    let sandbox = try ScriptSandbox()
    defer { sandbox.remove() }
    _ = try sandbox.run("leccion")
    var checks: Int { sandbox.calls().filter { $0.hasPrefix("dpkg-query ") }.count }
    #expect(checks == 6)

    try sandbox.change("scripts/entorno.sh", after: ScriptSandbox.packagesStamp)
    let result = try sandbox.run("leccion")
    #expect(result.errors == "")
    #expect(checks == 12)
    _ = try sandbox.run("leccion")
    #expect(checks == 12)
  }

  @Test func stopsAtOnceWhenTheEngineDoesNotBuild() throws {
    let sandbox = try ScriptSandbox()
    defer { sandbox.remove() }
    let result = try sandbox.run("leccion", ["lista"], environment: ["SWIFT_FALSO_FALLA": "motor"])

    #expect(result.code == 2)
    #expect(
      result.errors == Self.compiling + """
        Building de mentira: \(Self.engineBuild)
        \(ScriptSandbox.lockMessage)
        error: el motor, de mentira
        error: no compila el motor de los ejercicios de código (la biblioteca
        SharedCore); arriba está lo que dijo swift build. Sin él, leccion no puede
        corregir los ejercicios de código.

        """)
    #expect(result.output == "")
    #expect(sandbox.calls().filter { $0.hasPrefix("swift ") } == ["swift \(Self.engineBuild)"])

    // No queda sello (ni el provisional): la próxima vez vuelve a intentarlo.
    let scratch = sandbox.repo.appendingPathComponent(".build/estatica").path
    let left = try FileManager.default.contentsOfDirectory(atPath: scratch)
    #expect(left.filter { $0.hasPrefix("leccion.sello") } == [], "\(left)")
    let again = try sandbox.run("leccion", ["lista"])
    #expect(again.code == 0, "\(again.errors)")
    #expect(sandbox.calls().filter { $0.hasPrefix("swift ") }.count == 4)
  }

  @Test func stopsAtOnceWhenTheHarnessDoesNotBuild() throws {
    let sandbox = try ScriptSandbox()
    defer { sandbox.remove() }
    let result = try sandbox.run("leccion", ["lista"], environment: ["SWIFT_FALSO_FALLA": "arnes"])

    #expect(result.code == 2)
    #expect(
      result.errors == Self.compiling + ScriptSandbox.fakeBuildOutput(Self.engineBuild) + """
        Building de mentira: \(Self.harnessBuild)
        \(ScriptSandbox.lockMessage)
        error: el arnés, de mentira
        error: no compila el arnés de pruebas de los ejercicios de código (la
        biblioteca LeccionHarness); arriba está lo que dijo swift build.

        """)
    #expect(result.output == "")
  }

  @Test func stopsAtOnceWhenLeccionDoesNotBuild() throws {
    let sandbox = try ScriptSandbox()
    defer { sandbox.remove() }
    let result = try sandbox.run(
      "leccion", ["lista"], environment: ["SWIFT_FALSO_FALLA": "leccion"])
    let scratch = sandbox.repo.appendingPathComponent(".build/estatica").path

    #expect(result.code == 2)
    #expect(
      result.errors == Self.compiling + ScriptSandbox.fakeBuildOutput(Self.engineBuild)
        + ScriptSandbox.fakeBuildOutput(Self.harnessBuild) + """
          Building de mentira: \(Self.leccionBuild)\(scratch)
          \(ScriptSandbox.lockMessage)
          error: leccion, de mentira
          error: leccion no compila; arriba está lo que dijo swift build.

          """)
    #expect(result.output == "")
  }
}
