import Foundation
import Testing
import Workspace

@testable import Grading

/// `leccion corregir --similitud`: la corrección de siempre con la sección de parecidos en
/// texto y JSON, y con `--parte`, cada parte los busca en la clase entera y `--unir` da el
/// mismo informe que una sola máquina. Compila: una clase de cuatro entregas del curso de
/// prueba, dos con el mismo traspaso (renombrado).
@Suite struct SimilarityGradingTests {
  static let copied = """
    struct Cuenta: Equatable, Sendable {
      var saldo = 0
    }

    /// Saca lo que se pueda de una cuenta ya abierta.
    func retirar(_ cantidad: Int, de cuenta: inout Cuenta) -> Int {
      guard cantidad > 0 else { return 0 }
      let posible = cuenta.saldo < cantidad ? cuenta.saldo : cantidad
      cuenta.saldo -= posible
      return posible
    }

    func traspasar(_ cantidad: Int, de origen: Shared<Cuenta>, a destino: Shared<Cuenta>) {
      var sacado = 0
      origen.withLock { cuenta in
        sacado = retirar(cantidad, de: &cuenta)
      }
      if sacado == 0 { return }
      destino.withLock { cuenta in
        cuenta.saldo = cuenta.saldo + sacado
      }
    }
    """

  static let different = """
    struct Cuenta: Equatable, Sendable {
      var saldo = 0
    }

    func traspasar(_ cantidad: Int, de origen: Shared<Cuenta>, a destino: Shared<Cuenta>) {
      let disponible = origen.withLock { c -> Int in
        let m = Swift.min(c.saldo, cantidad)
        c.saldo = c.saldo - m
        return m
      }
      guard disponible > 0 else {
        return
      }
      destino.withLock { $0.saldo += disponible }
    }
    """

  static func writeClass(to folder: String) throws {
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let solutions = try GradingFixture.solutions()
    var renamed = copied.replacingOccurrences(of: "posible", with: "cuanto")
      .replacingOccurrences(of: "sacado", with: "retirado")
    renamed = "// hecho por mí\n" + renamed.replacingOccurrences(of: "  ", with: "    ")
    let traspasos = ["ana": copied, "beto": renamed, "carla": nil, "dani": different]
    for (student, traspaso) in traspasos {
      var code = solutions
      if let traspaso { code["caja.traspaso"] = traspaso }
      try GradingFixture.write(
        GradingFixture.submission(student, code: code), to: folder + "/\(student).json")
    }
  }

  func run(_ arguments: [String], in directory: String) async -> CommandOutcome {
    await GradingCommand.execute(
      arguments: arguments,
      context: GradingFixture.context(in: directory, cache: directory + "/cache"))
  }

  @Test func theReportCarriesTheSectionAndPartsMergeIntoIt() async throws {
    let directory = try GradingFixture.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    try Self.writeClass(to: directory + "/clase")
    let course = ["--curso", GradingFixture.courseDirectory]
    let whole = await run(
      ["clase", "--similitud", "--formato", "json", "--salida", "todo.json"] + course,
      in: directory)
    #expect(whole.code == 0, "\(whole.errors)")
    let data = try Data(contentsOf: URL(fileURLWithPath: directory + "/todo.json"))
    let report = try JSONReport.decode(data)
    #expect(report.summary.graded == 4)
    let similarity = try #require(report.similarity)
    #expect(similarity.exercises.map(\.id) == GradingFixture.codeExercises)
    #expect(similarity.pairs.map(\.students) == [["ana", "beto"]])
    let traspaso = similarity.pairs.first?.exercises.first { $0.id == "caja.traspaso" }
    #expect(traspaso?.flagged == true)
    #expect(traspaso?.fractions == [1, 1])
    #expect(String(decoding: data, as: UTF8.self).contains("\"similarity\" : {"))

    let text = await run(["clase", "--similitud"] + course, in: directory)
    let lines = text.output.joined(separator: "\n").split(separator: "\n").map(String.init)
    #expect(lines.contains("Parecidos de código: pistas para mirar, no acusaciones"))
    #expect(lines.contains { $0.hasPrefix("  1. ana y beto: en conjunto") })

    for part in ["1/2", "2/2"] {
      let outcome = await run(
        [
          "clase", "--similitud", "--parte", part, "--formato", "json", "--salida",
          "parte-\(part.prefix(1)).json",
        ] + course, in: directory)
      #expect(outcome.code == 0, "\(outcome.errors)")
    }
    let merged = await run(
      ["--unir", "parte-1.json", "parte-2.json", "--formato", "json", "--salida", "unido.json"],
      in: directory)
    #expect(merged.code == 0, "\(merged.errors)")
    let unido = try Data(contentsOf: URL(fileURLWithPath: directory + "/unido.json"))
    #expect(unido == data)
  }

  /// Sin `--similitud`, el informe no lleva la clave (los informes de antes no cambian).
  @Test func withoutTheOptionThereIsNoKey() throws {
    let report = HostileClass.report()
    let json = JSONReport.render(report)
    #expect(!json.contains("similarity"))
    #expect(try JSONReport.decode(Data(json.utf8)).similarity == nil)
  }
}
