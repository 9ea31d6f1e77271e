import Foundation
import Testing

@testable import Grading

/// `leccion corregir` sin compilar nada: errores de uso, entradas raras, entregas sin
/// código.
@Suite struct GradingCommandTests {
  func run(_ arguments: [String], in directory: String? = nil) async throws -> CommandOutcome {
    let owned = directory == nil
    let directory = try directory ?? GradingFixture.temporaryDirectory()
    defer { if owned { try? FileManager.default.removeItem(atPath: directory) } }
    return await GradingCommand.execute(
      arguments: arguments,
      context: GradingFixture.context(in: directory, cache: directory + "/cache"))
  }

  @Test(arguments: [
    (
      ["--formto", "json", "x"],
      "error: opción desconocida «--formto». ¿Quisiste decir «--formato»?"
    ),
    (
      ["x", "--salida"],
      "error: a la opción «--salida» le falta su valor. Escribe «leccion corregir --help» para ver la forma de cada opción."
    ),
    (
      ["x", "--formato", "jsno"],
      "error: formato desconocido «jsno». ¿Quisiste decir «json»? Los formatos son: texto, json, csv, junit, estadisticas, html, canvas, moodle y exercism."
    ),
    (
      ["x", "--trabajos", "0"],
      "error: «--trabajos 0» no vale: indica un número entero desde 1 (por omisión, uno por núcleo)."
    ),
    (
      ["x", "--parte", "3/2"],
      "error: «--parte 3/2» no vale: escribe K/N con 1 ≤ K ≤ N, por ejemplo «--parte 2/8»."
    ),
    (
      ["x", "--tiempo", "-1"],
      "error: «--tiempo -1» no vale: indica los segundos que puede durar cada ejercicio de código, por ejemplo «--tiempo 5»."
    ),
    (
      ["x", "--pesos", "a", "--pesos", "b"],
      "error: la opción «--pesos» aparece dos veces; deja solo una."
    ),
    (
      [],
      "error: faltan las entregas: «leccion corregir ENTREGA|CARPETA…» (archivos de «leccion exportar» o carpetas de trabajo)."
    ),
    (["--unir"], "error: faltan los informes que unir: «leccion corregir --unir informe-*.json»."),
    (
      ["--unir", "a.json", "--pesos", "p.txt"],
      "error: «--pesos» no se usa con «--unir»: las partes ya se corrigieron; «--unir» solo admite «--formato», «--salida» y «--devoluciones» (con el «--curso» y la «--tarea» de las partes)."
    ),
    (
      ["x", "--curso", "/no/existe"],
      "error: «/no/existe» no es la carpeta de un curso: le falta indice.txt."
    ),
  ])
  func usageErrorsExitWithTwo(arguments: [String], message: String) async throws {
    let outcome = try await run(arguments)
    #expect(outcome.errors == [message])
    #expect(outcome.code == 2)
    #expect(outcome.output == [])
  }

  @Test func helpListsEveryOption() async throws {
    let outcome = try await run(["--help"])
    #expect(outcome.code == 0)
    let help = outcome.output.joined()
    #expect(help.hasPrefix("leccion corregir — corrige las entregas de una clase"))
    for option in GradingOptions.scanner.valued + ["--unir", "--sobrescribir", "--sin-cache"] {
      #expect(help.contains(option))
    }
  }

  @Test func badWeightsAndHiddenTestsStopBeforeGrading() async throws {
    let directory = try GradingFixture.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    try "caja.sumr: 2\n".write(toFile: directory + "/pesos.txt", atomically: true, encoding: .utf8)
    try FileManager.default.createDirectory(
      atPath: directory + "/ocultas", withIntermediateDirectories: true)
    try "func pruebaX() {}".write(
      toFile: directory + "/ocultas/caja.copia.swift", atomically: true, encoding: .utf8)
    let course = ["--curso", GradingFixture.courseDirectory]
    let weights = try await run(["x.json", "--pesos", "pesos.txt"] + course, in: directory)
    #expect(
      weights.errors == [
        "error: pesos.txt:1: «caja.sumr» no es ni una lección ni un ejercicio del curso. ¿Quisiste decir «caja.sumar»?"
      ])
    #expect(weights.code == 2)
    let hidden = try await run(["x.json", "--pruebas-ocultas", "ocultas"] + course, in: directory)
    #expect(
      hidden.errors == [
        "error: ocultas/caja.copia.swift: «caja.copia» no es un ejercicio de código; solo esos tienen pruebas."
      ])
  }

  @Test func oddInputsBecomeErrorRowsAndTheRestIsGraded() async throws {
    let directory = try GradingFixture.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let folder = directory + "/clase"
    try FileManager.default.createDirectory(
      atPath: folder + "/vacia", withIntermediateDirectories: true)
    let answers = GradingFixture.rightAnswers()
    try GradingFixture.write(
      GradingFixture.submission("ana", answers: answers, code: [:]), to: folder + "/ana.json")
    try GradingFixture.write(
      GradingFixture.submission("ana", answers: answers, code: [:]), to: folder + "/ana-otra.json")
    try GradingFixture.write(
      GradingFixture.submission("bea", answers: answers, code: [:]), to: folder + "/bea.json")
    try FileManager.default.createSymbolicLink(
      atPath: folder + "/enlace.json", withDestinationPath: folder + "/bea.json")
    try FileManager.default.copyItem(
      atPath: GradingFixture.brokenSubmissions + "/binaria.json", toPath: folder + "/binaria.json")
    try ClassFixture.workspace(at: folder + "/sin-alumno", student: "x", code: [:])
    try #"{"courseID": "curso-corregir", "format": 1}"#.write(
      toFile: folder + "/sin-alumno/espacio.json", atomically: true, encoding: .utf8)
    try ClassFixture.workspace(at: folder + "/tramposa", student: "teo", code: [:])
    try FileManager.default.createSymbolicLink(
      atPath: folder + "/tramposa/codigo/caja.sumar.swift", withDestinationPath: "/etc/passwd")
    let outcome = try await run(
      [
        "clase", "clase/vacia", "no-existe.json", "--formato", "csv", "--curso",
        GradingFixture.courseDirectory,
      ],
      in: directory)
    #expect(outcome.code == 1)
    #expect(outcome.errors == [])
    let rows = outcome.output.joined().split(separator: "\n").dropFirst().map(summary)
    #expect(
      rows == [
        // Dos entregas de «ana»: se corrige la que lleva su nombre, la otra va por su archivo.
        "ana|clase/ana.json|corregida|",
        "bea|clase/bea.json|corregida|",
        "|clase/ana-otra.json|error| pero la entrega de «ana» es «clase/ana.json»: se corrige esa y esta no. Comprueba de quién es.\"",
        "|clase/binaria.json|error|no es texto: contiene datos binarios. Pide al alumno que la exporte de nuevo con «leccion exportar».",
        "|clase/enlace.json|error|«clase/enlace.json» es un enlace simbólico y no se sigue (podría apuntar fuera de la entrega); la entrega se rechaza.",
        "|clase/sin-alumno|error|la carpeta de trabajo no dice de quién es: el alumno debe ejecutar «leccion iniciar --alumno ID» o exportar con «leccion exportar».",
        "|clase/tramposa|error|«codigo/caja.sumar.swift» es un enlace simbólico y no se sigue (podría apuntar fuera de la entrega); la entrega se rechaza.",
        "|clase/vacia|error|la carpeta no contiene entregas (*.json) ni carpetas de trabajo (con espacio.json).",
        "|no-existe.json|error|no existe.",
      ])
    #expect(
      outcome.output.joined().contains(
        "\"el archivo «ana-otra.json» dice ser de «ana», pero la"
          + " entrega de «ana» es «clase/ana.json»: se corrige esa y esta no. Comprueba de quién"
          + " es.\""))
  }
}

/// El `alumno|entrega|estado|mensaje` de una línea de CSV.
private func summary(_ line: Substring) -> String {
  let fields = line.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
  let head: [String] = Array(fields.prefix(3))
  let last: String = fields.last ?? ""
  return (head + [last]).joined(separator: "|")
}

/// `leccion exportar`, y la corrección de lo que escribe.
@Suite struct ExportCommandTests {
  func export(_ arguments: [String], in directory: String) -> CommandOutcome {
    ExportCommand.execute(
      arguments: arguments + ["--curso", GradingFixture.courseDirectory],
      context: GradingFixture.context(in: directory, cache: directory + "/cache"))
  }

  @Test func exportsTheWorkspaceAndGradesLikeIt() async throws {
    let directory = try GradingFixture.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let workspace = directory + "/espacio"
    try ClassFixture.workspace(
      at: workspace, student: "eva", code: ["caja.sumar": "// sin hacer\n"])
    try FileManager.default.createDirectory(
      atPath: workspace + "/dentro", withIntermediateDirectories: true)
    let before = GradingFixture.snapshot(workspace)
    let outcome = export([], in: workspace + "/dentro")
    #expect(
      outcome.output == [
        "Entrega de eva escrita en entrega-eva.json: 6 respuestas y 1 archivo de código. Envíasela a tu profesor."
      ])
    #expect(outcome.code == 0)
    let written = try Data(contentsOf: URL(fileURLWithPath: workspace + "/dentro/entrega-eva.json"))
    let submission = try SubmissionReader.decode(written, expecting: GradingFixture.stamp).get()
    #expect(submission.student == "eva")
    #expect(
      submission.lastAnswers.mapValues { $0.answer }
        == GradingFixture.rightAnswers().mapValues { $0 })
    #expect(submission.code["caja.sumar"]?.contents == "// sin hacer\n")
    #expect(submission.events.filter { $0.kind == .answer }.count == 6)
    #expect(submission.exportedAt == Date(timeIntervalSince1970: 1_800_000_000))
    var after = GradingFixture.snapshot(workspace)
    after["dentro/entrega-eva.json"] = nil
    #expect(after == before)

    let again = export(["--salida", "espacio.json"], in: workspace)
    #expect(
      again.errors == [
        "error: «espacio.json» ya existe y no es una entrega anterior: no se sobrescribe. Elige otro nombre con «--salida»."
      ])
    #expect(export([], in: workspace + "/dentro").code == 0)  // reemplaza su entrega anterior
  }

  @Test func noWorkspaceNoExport() throws {
    let directory = try GradingFixture.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let outcome = ExportCommand.execute(
      arguments: ["--curso", GradingFixture.courseDirectory],
      context: GradingContext(
        currentDirectory: directory, environment: ["HOME": directory], processorCount: 1,
        executable: nil,
        makeRunner: GradingFixture.context(in: directory, cache: directory).makeRunner,
        now: { Date() }))
    #expect(
      outcome.errors == [
        "error: no encuentro tu carpeta de trabajo: ejecuta «leccion exportar» dentro de ella o indícala con «--espacio CARPETA»."
      ])
    #expect(outcome.code == 3)
  }
}
