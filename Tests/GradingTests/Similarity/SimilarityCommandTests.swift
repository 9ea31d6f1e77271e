import Foundation
import Lessons
import Testing
import Workspace

@testable import Grading

/// `leccion corregir --solo-similitud` de principio a fin sobre la clase sintética escrita en
/// entregas del curso de verdad (sin compilar nada), sus errores de uso y cómo se leen sus
/// opciones.
@Suite struct SimilarityCommandTests {
  static let content = GradingFixture.packageRoot + "/Content"

  static let stamp: CourseStamp = {
    let course = CourseLoader.load(from: URL(fileURLWithPath: content)).course
    return course.flatMap { try? CourseFingerprint.stamp(of: $0) }
      ?? CourseStamp(id: "estado-compartido", contentHash: "")
  }()

  /// La clase sintética en `folder`, una entrega por alumno, más una que no es JSON.
  static func writeClass(to folder: String) throws -> SyntheticClass {
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let synthetic = SyntheticClass.make()
    for student in synthetic.students {
      let submission = Submission(
        student: student.id, course: stamp, exportedAt: Date(timeIntervalSince1970: 1_800_000_000),
        code: student.code.mapValues { CodeEntry(file: "ejercicio.swift", contents: $0) })
      try GradingFixture.write(submission, to: folder + "/\(student.id).json")
    }
    _ = FileManager.default.createFile(
      atPath: folder + "/rota.json", contents: Data("{\"format\":".utf8))
    return synthetic
  }

  func run(_ arguments: [String], in directory: String, jobs: Int = 2) async -> CommandOutcome {
    await GradingCommand.execute(
      arguments: arguments,
      context: GradingFixture.context(in: directory, cache: directory + "/cache", processors: jobs))
  }

  @Test func findsTheCopiesWithoutGrading() async throws {
    let directory = try GradingFixture.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let synthetic = try Self.writeClass(to: directory + "/clase")
    let outcome = await run(["--solo-similitud", "--curso", Self.content, "clase"], in: directory)
    #expect(outcome.code == 1)
    #expect(outcome.errors == [])
    let text = outcome.output.joined(separator: "\n")
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(lines.first?.hasPrefix("Parecidos de código en «") == true)
    #expect(lines.contains("Parecidos de código: pistas para mirar, no acusaciones"))
    #expect(lines.contains("  Pares que conviene mirar (3), del más señalado al menos:"))
    for pair in synthetic.copiedPairs {
      #expect(text.contains(". \(pair[0]) y \(pair[1]): en conjunto"), "\(pair)")
    }
    #expect(lines.contains("Entregas que no se pudieron leer ni comparar (1):"))
    // Los doce ejercicios de código que nadie entregó, en una frase y no en la tabla.
    #expect(text.contains("  Sin código propio que comparar: shared.entrega, shared.afirmar,"))
    #expect(!lines.contains { $0.hasPrefix("  shared.entrega ") })
    #expect(lines.last == "34 entregas: 33 leídas, 1 que no se pudo leer.")
    #expect(lines.allSatisfy { $0.count <= 80 }, "\(lines.filter { $0.count > 80 })")
  }

  @Test func jsonIsTheSameWhateverTheJobsAndNamesEveryPair() async throws {
    let directory = try GradingFixture.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let synthetic = try Self.writeClass(to: directory + "/clase")
    let first = await run(
      [
        "--solo-similitud", "--curso", Self.content, "clase", "--formato", "json", "--salida",
        "uno.json",
      ], in: directory, jobs: 1)
    #expect(
      first.output == [
        "Parecidos escritos en uno.json: 33 entregas comparadas, 3 pares que mirar, 1 sin leer."
      ])
    let second = await run(
      [
        "--solo-similitud", "--curso", Self.content, "clase", "--formato", "json", "--salida",
        "dos.json", "--trabajos", "4",
      ], in: directory, jobs: 2)
    #expect(second.code == 1)
    let one = try Data(contentsOf: URL(fileURLWithPath: directory + "/uno.json"))
    let two = try Data(contentsOf: URL(fileURLWithPath: directory + "/dos.json"))
    #expect(one == two)
    let document = try WorkspaceJSON.decoder().decode(SimilarityDocument.self, from: one)
    #expect(document.format == "leccion-parecidos" && document.version == 1)
    #expect(document.summary == SimilaritySummary(submissions: 34, compared: 33, unreadable: 1))
    #expect(document.unreadable.map(\.source) == ["clase/rota.json"])
    #expect(Set(document.similarity.pairs.map(\.students)) == synthetic.copiedPairs)
    // Los dieciséis ejercicios de código del curso; los alumnos solo entregaron tres.
    #expect(document.similarity.exercises.count == 16)
    #expect(
      document.similarity.exercises.filter { $0.compared > 0 }.map(\.id)
        == ["withlock.plan-mejorado", "withlock.orden-fijo", "withlock.saldo"])
    #expect(document.similarity.method.commonShare == 0.3)
  }

  @Test func htmlIsAPageOfItsOwn() async throws {
    let directory = try GradingFixture.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    _ = try Self.writeClass(to: directory + "/clase")
    let outcome = await run(
      ["--solo-similitud", "--curso", Self.content, "clase", "--formato", "html"], in: directory)
    let html = outcome.output.joined(separator: "\n")
    #expect(html.hasPrefix("<!DOCTYPE html>"))
    #expect(html.contains("<title>Parecidos de código: "))
    #expect(html.contains("<section id=\"parecidos\">"))
    #expect(html.contains("<section id=\"ilegibles\">"))
    #expect(html.components(separatedBy: "<article class=\"par\"").count - 1 == 3)
  }

  @Test(arguments: [
    (
      ["x", "--similitud", "--solo-similitud"],
      "error: «--similitud» y «--solo-similitud» no van juntas: la primera añade los parecidos de código al informe de la corrección; la segunda los busca sin corregir. Deja una."
    ),
    (
      ["x", "--similitud-umbral", "0.7"],
      "error: «--similitud-umbral» solo se usa con «--similitud» o «--solo-similitud»."
    ),
    (
      ["x", "--similitud", "--similitud-comun", "0"],
      "error: «--similitud-comun 0» no vale: indica la parte de los autores de un ejercicio (mayor que 0 y hasta 1) desde la que un trozo de código es común y no cuenta, por ejemplo «--similitud-comun 30%» (por omisión) o «0.2»."
    ),
    (
      ["x", "--solo-similitud", "--similitud-comun", "150%"],
      "error: «--similitud-comun 150%» no vale: indica la parte de los autores de un ejercicio (mayor que 0 y hasta 1) desde la que un trozo de código es común y no cuenta, por ejemplo «--similitud-comun 30%» (por omisión) o «0.2»."
    ),
    (
      ["x", "--similitud", "--similitud-umbral", "alto"],
      "error: «--similitud-umbral alto» no vale: escribe «auto» (por omisión: el umbral sale de la propia clase) o la parte de las huellas del que tiene menos que debe compartir un par (mayor que 0 y hasta 1), por ejemplo «--similitud-umbral 70%»."
    ),
    (
      ["x", "--similitud", "--formato", "csv"],
      "error: los parecidos de «--similitud» no tienen sitio en «--formato csv»: usa texto, json o html."
    ),
    (
      ["x", "--solo-similitud", "--parte", "1/2"],
      "error: «--parte» no se usa con «--solo-similitud»: los parecidos se buscan en la clase entera, en una sola máquina (no se compila nada). Con «--similitud», cada parte los busca en toda la clase y «--unir» los conserva."
    ),
    (
      ["x", "--solo-similitud", "--pesos", "pesos.txt"],
      "error: «--pesos» no se usa con «--solo-similitud», que no corrige ni compila nada: quítala, o usa «--similitud» para corregir y buscar parecidos a la vez."
    ),
    (
      ["x", "--solo-similitud", "--sin-cache"],
      "error: «--sin-cache» no se usa con «--solo-similitud», que no corrige ni compila nada: quítala, o usa «--similitud» para corregir y buscar parecidos a la vez."
    ),
    (
      ["--unir", "a.json", "--similitud"],
      "error: «--similitud» no se usa con «--unir»: las partes ya se corrigieron; «--unir» solo admite «--formato», «--salida» y «--devoluciones» (con el «--curso» y la «--tarea» de las partes)."
    ),
    (
      ["x", "--similtud"],
      "error: opción desconocida «--similtud». ¿Quisiste decir «--similitud»?"
    ),
  ])
  func usageErrorsExitWithTwo(arguments: [String], message: String) async throws {
    let directory = try GradingFixture.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let outcome = await run(arguments, in: directory)
    #expect(outcome.errors == [message])
    #expect(outcome.code == 2)
  }

  @Test func optionsAreReadAsShareAndThreshold() throws {
    let options = try GradingOptions.parse(
      ["c", "--similitud", "--similitud-comun", "20 %", "--similitud-umbral", "0,7"],
      processors: 1)
    #expect(options.similarity == .withGrading)
    #expect(options.similaritySettings.commonShare == 0.2)
    #expect(options.similaritySettings.threshold == .fixed(0.7))
    let only = try GradingOptions.parse(
      ["c", "--solo-similitud", "--similitud-umbral", "AUTO", "--formato", "html"], processors: 1)
    #expect(only.similarity == .only && only.similaritySettings.threshold == .auto)
    #expect(try GradingOptions.parse(["c"], processors: 1).similarity == nil)
  }
}
