import Foundation
import Testing

/// Los ejercicios de código, compilados de verdad contra SharedCore.
@Suite(.serialized) struct CodeExerciseTests {
  private var solution: URL {
    Leccion.course.appendingPathComponent("01-caja/codigo/contador/solucion.swift")
  }

  @Test func theStarterFailsTheHiddenTestAndTheSolutionPasses() throws {
    let leccion = Leccion()
    try leccion.initialize()
    let first = try leccion.run(leccion.arguments([]), input: "ir caja.contador\ncomprobar\n")
    #expect(first.lines.contains("✗ La prueba no pasa."), "\(first.output)")
    #expect(first.lines.contains("  ✗ pruebaContador"))
    #expect(first.lines.contains("    · después de incrementar(), la caja debe valer 1"))

    let file = leccion.workspace.appendingPathComponent("codigo/caja.contador.swift")
    try FileManager.default.removeItem(at: file)
    try FileManager.default.copyItem(at: solution, to: file)
    let second = try leccion.run(leccion.arguments(["comprobar", "caja.contador"]))
    #expect(second.code == 0)
    #expect(second.output == "caja.contador\n✓ La prueba pasa.\n")
    let answers = try leccion.events().filter { $0["exerciseID"] as? String == "caja.contador" }
    #expect(answers.map { $0["passed"] as? Bool } == [false, true])
  }

  @Test func editarOpensTheEditorAndChecksWhatWasSaved() throws {
    let leccion = Leccion()
    try leccion.initialize()
    let editor = leccion.root.appendingPathComponent("editor.sh")
    try Data("#!/bin/sh\ncp '\(solution.path)' \"$1\"\n".utf8).write(to: editor)
    chmod(editor.path, 0o755)
    let result = try leccion.run(
      leccion.arguments([]), input: "ir caja.contador\neditar\n",
      environment: ["EDITOR": editor.path])
    #expect(result.lines.contains("✓ La prueba pasa."), "\(result.output)")
    #expect(result.lines.contains("Intro para seguir."))
  }

  @Test func anEditorKilledByASignalIsReportedAsASignal() throws {
    let leccion = Leccion()
    defer { try? FileManager.default.removeItem(at: leccion.root) }
    try leccion.initialize()
    let editor = leccion.root.appendingPathComponent("editor.sh")
    try Data("kill -KILL $$\n".utf8).write(to: editor)
    // Por `sh`, no ejecutado directamente: otra prueba que lance un proceso mientras se
    // escribe el archivo lo dejaría «ocupado» (ETXTBSY) para exec.
    let command = "/bin/sh \(editor.path)"
    let result = try leccion.run(
      leccion.arguments([]), input: "ir caja.contador\neditar\nprogreso\n",
      environment: ["EDITOR": command])
    #expect(
      result.flowing.contains(
        "El editor «\(command)» terminó por la señal 9 (SIGKILL); tu archivo sigue donde "
          + "estaba."), "\(result.output)")
    #expect(result.lines.contains("Progreso en «Curso del tutor»"), "\(result.output)")
  }

  @Test func ejecutarShowsWhatTheSectionPrints() throws {
    let leccion = Leccion()
    try leccion.initialize()
    let result = try leccion.run(
      leccion.arguments([]), input: "ir por-que-no-se-puede-asignar\nejecutar\n")
    // Lo que se ejecuta se nombra como lo ve quien aprende, no por su archivo y su línea.
    #expect(
      result.flowing.contains(
        "Ejecutando el código de la sección «Por qué no se puede asignar»… (Ctrl-C para "
          + "cancelar)"), "\(result.output)")
    #expect(!result.output.contains("leccion.md"), "\(result.output)")
    #expect(result.lines.contains("  2"))
  }

  @Test func compiladorAsksTheEngine() throws {
    let leccion = Leccion()
    try leccion.initialize()
    let result = try leccion.run(
      leccion.arguments([]),
      input: "compilador @Shared(.appStorage(\"k\")) var x = 1\n"
        + "compilador @Shared(.appStorage(\"k\")) var x: [Any] = []\n")
    #expect(result.lines.contains("✓ Compila contra SharedCore."), "\(result.output)")
    #expect(result.lines.contains("✗ No compila:"))
  }

  @Test func vigilarChecksEverySaveUntilItPasses() throws {
    let leccion = Leccion()
    try leccion.initialize()
    let session = try leccion.start(leccion.arguments([]))
    let output = LiveOutput(session.output)
    session.input.write(Data("ir caja.contador\nvigilar\n".utf8))
    #expect(output.waitFor("Vigilando codigo/caja.contador.swift"), "\(output.current)")
    let file = leccion.workspace.appendingPathComponent("codigo/caja.contador.swift")
    try Data("let caja = Shared(value: 0)\nfunc incrementar() {}\n".utf8).write(to: file)
    // Cada guardado compila y ejecuta: con la máquina cargada puede llevar más de un minuto.
    let check = Leccion.patience
    #expect(output.waitFor("✗ La prueba no pasa.", seconds: check), "\(output.current)")
    try Data(contentsOf: solution).write(to: file)
    #expect(output.waitFor("¡Resuelto! Dejo de vigilar.", seconds: check), "\(output.current)")
    try session.input.close()
    Leccion.waitForExit(session.0, "leccion con «vigilar» tras resolver caja.contador")
    #expect(session.0.terminationStatus == 0)
    let checks = try leccion.events().filter { $0["exerciseID"] as? String == "caja.contador" }
    #expect(checks.map { $0["passed"] as? Bool } == [false, true])
  }
}
