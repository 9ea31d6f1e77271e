import Foundation
import Testing

/// `scripts/instalar`: deja `leccion` en una carpeta del PATH con su motor y su curso, de
/// modo que funcione desde cualquier carpeta (lo que promete «cd DIR && leccion»). Aquí, en
/// un repositorio de mentira cuyo `swift` deja el `leccion` y el motor de las pruebas.
@Suite struct InstallTests {
  @Test func installsALeccionThatFindsItsCourseAndEngineFromAnyFolder() throws {
    let sandbox = try ScriptSandbox(product: .built)
    defer { sandbox.remove() }
    let home = sandbox.root.appendingPathComponent("usuaria")
    let bin = home.appendingPathComponent("bin").path
    let library = home.appendingPathComponent("lib/leccion").path
    let result = try sandbox.run("instalar", ["--prefijo", bin])

    #expect(result.code == 0, "\(result.errors)")
    let zsh = FileManager.default.isExecutableFile(atPath: "/usr/bin/zsh")
    let bash = home.appendingPathComponent("share/bash-completion/completions/leccion").path
    let zshFunction = home.appendingPathComponent("share/zsh/site-functions/_leccion").path
    #expect(
      result.lines.filter { !$0.isEmpty } == [
        "leccion instalado: \(bin)/leccion (el motor y el curso, en \(library)).",
        "Completado de bash: \(bash).",
      ] + (zsh ? ["Completado de zsh: \(zshFunction)."] : []))
    #expect(
      result.errors.hasSuffix(
        """
        Aviso: \(bin) no está en tu PATH. Añade a ~/.bashrc (o ~/.zshrc):
          export PATH="\(bin):$PATH"
        y abre otra terminal; hasta entonces, usa \(bin)/leccion.

        """), "\(result.errors)")
    let files = FileManager.default
    #expect(try files.destinationOfSymbolicLink(atPath: bin + "/leccion") == library + "/leccion")
    for file in [
      "libSharedCore.so", "Modules/SharedCore.swiftmodule", "libLeccionHarness.a",
      "Modules/LeccionHarness.swiftmodule", "Content/indice.txt",
    ] {
      #expect(files.fileExists(atPath: library + "/" + file), "falta \(file)")
    }
    #expect(files.fileExists(atPath: bash))
    #expect(files.fileExists(atPath: zshFunction) == zsh)

    // Otra vez: reemplaza la instalación anterior.
    #expect(try sandbox.run("instalar", ["--prefijo", bin]).code == 0)

    // Desde una carpeta fuera del repositorio, con la orden en el PATH, sin nada más.
    let elsewhere = sandbox.root.appendingPathComponent("otra")
    try files.createDirectory(at: elsewhere, withIntermediateDirectories: true)
    func leccion(_ arguments: [String], in folder: URL) throws -> Leccion.Result {
      try sandbox.launch(
        URL(fileURLWithPath: "/usr/bin/env"), ["leccion"] + arguments, in: folder,
        environment: ["PATH": bin + ":/usr/bin:/bin"])
    }
    let created = try leccion(["iniciar", "mi", "--alumno", "ana"], in: elsewhere)
    #expect(created.code == 0, "\(created.errors)")
    let workspace = elsewhere.appendingPathComponent("mi")
    let list = try leccion(["lista"], in: workspace)
    #expect(list.code == 0, "\(list.errors)")
    #expect(list.output.contains("caja.contador"), "\(list.output)")

    // Una corrección de código de verdad, con el motor instalado: el inicio no pasa, la
    // solución sí.
    let starter = try leccion(["comprobar", "caja.contador"], in: workspace)
    #expect(starter.code == 1, "\(starter.output)\(starter.errors)")
    try files.removeItem(at: workspace.appendingPathComponent("codigo/caja.contador.swift"))
    try files.copyItem(
      at: Leccion.course.appendingPathComponent("01-caja/codigo/contador/solucion.swift"),
      to: workspace.appendingPathComponent("codigo/caja.contador.swift"))
    let solved = try leccion(["comprobar", "caja.contador"], in: workspace)
    #expect(solved.code == 0, "\(solved.output)\(solved.errors)")
  }

  @Test func leavesAloneAFolderThatIsNotAnInstallation() throws {
    let sandbox = try ScriptSandbox()
    defer { sandbox.remove() }
    let home = sandbox.root.appendingPathComponent("usuaria")
    let other = home.appendingPathComponent("lib/leccion")
    try FileManager.default.createDirectory(at: other, withIntermediateDirectories: true)
    try Data("mío\n".utf8).write(to: other.appendingPathComponent("notas.txt"))
    let result = try sandbox.run(
      "instalar", ["--prefijo", home.appendingPathComponent("bin").path])

    #expect(result.code == 2)
    #expect(
      result.errors == """
        error: ya existe «\(other.path)» y no es una instalación de leccion: no la toco.
        Elige otra carpeta con --prefijo DIR.

        """)
    #expect(FileManager.default.fileExists(atPath: other.appendingPathComponent("notas.txt").path))
    #expect(sandbox.calls() == [], "no compila ni comprueba nada antes de ver adónde va")
  }

  @Test(arguments: [
    (["--prefijo"], "error: a --prefijo le falta la carpeta: scripts/instalar --prefijo DIR.\n"),
    (
      ["--prefix", "x"],
      "error: no conozco «--prefix». Uso: scripts/instalar [--prefijo DIR] (ver --help).\n"
    ),
  ])
  func badArgumentsAreExplained(arguments: [String], message: String) throws {
    let sandbox = try ScriptSandbox()
    defer { sandbox.remove() }
    let result = try sandbox.run("instalar", arguments)

    #expect(result.code == 2)
    #expect(result.errors == message)
    #expect(result.output == "")
  }
}
