import Foundation
import Testing
import Workspace

@testable import Grading

/// Hallazgo 3 de la issue 23: un número de una entrega tumbaba la clase. Cada ataque es el
/// archivo tal como lo dejaría quien lo edita a mano: una entrega honrada con un número
/// cambiado.
@Suite struct HostileNumbersTests {
  let stamp = GradingFixture.stamp

  /// La entrega honrada de `student` y la posición de su suceso número `sequence`.
  func handIn(_ student: String, editing sequence: Int) throws -> (text: String, index: Int) {
    let submission = GradingFixture.submission(student, code: [:])
    let index = try #require(submission.events.firstIndex { $0.sequence == sequence })
    return (String(decoding: try submission.encoded(), as: UTF8.self), index)
  }

  func reason(_ text: String) -> String? {
    SubmissionReader.decode(Data(text.utf8), expecting: stamp).failure?.message
  }

  @Test func aSequenceOfTenToTheElevenIsItsOwnError() throws {
    let (text, index) = try handIn("mallory", editing: 3)
    let edited = text.replacingOccurrences(
      of: #""sequence" : 3,"#, with: #""sequence" : 100000000000,"#)
    #expect(edited != text)
    #expect(
      reason(edited)
        == "la entrega está dañada: el campo «events[\(index)].sequence» vale 100000000000 y debe"
        + " ir de 0 a 2147483647.")
  }

  @Test func aHintIndexOfIntMaxIsItsOwnError() throws {
    var submission = GradingFixture.submission("mallory", code: [:])
    submission.events.append(
      .hint(0, exercise: "caja.metodo", date: Date(timeIntervalSince1970: 1_900_000_000)))
    let text = String(decoding: try submission.encoded(), as: UTF8.self)
    let edited = text.replacingOccurrences(
      of: #""hintIndex" : 0,"#, with: #""hintIndex" : 9223372036854775807,"#)
    #expect(edited != text)
    #expect(
      reason(edited)
        == "la entrega está dañada: el campo «events[6].hintIndex» vale 9223372036854775807 y"
        + " debe ir de 0 a 999.")
  }

  @Test func aNegativeSequenceIsRefusedToo() throws {
    let (text, index) = try handIn("mallory", editing: 2)
    let edited = text.replacingOccurrences(of: #""sequence" : 2,"#, with: #""sequence" : -2,"#)
    #expect(
      reason(edited)
        == "la entrega está dañada: el campo «events[\(index)].sequence» vale -2 y debe ir de 0"
        + " a 2147483647.")
  }

  /// Una posición de `Int.max` en una entrega del formato 1 desbordaba al escribir su letra
  /// (`ChoiceChecker.letter`) y tumbaba la corrección entera.
  @Test func aStoredPositionOfIntMaxIsItsOwnError() {
    let text = """
      {"format": "leccion-entrega", "version": 1, "student": "mallory",
       "course": {"id": "\(stamp.id)", "contentHash": "\(stamp.contentHash)"},
       "leccionVersion": "0.2.0", "exportedAt": "2027-01-15T08:00:00.000Z",
       "answers": {"caja.copia": {"kind": "eleccion", "selected": [1, 9223372036854775807]}},
       "code": {}}
      """
    #expect(
      reason(text)
        == "la entrega está dañada: el campo «answers.caja.copia.selected[1]» vale"
        + " 9223372036854775807 y debe ir de 0 a 999.")
  }

  /// Con 2·10⁶ (dentro del límite) la cadena se revisaba número a número: 7 s, 916 MB y un
  /// informe de 161 MB. Ahora el hueco es un solo problema.
  @Test func aHugeGapIsOneProblem() throws {
    let (text, _) = try handIn("mallory", editing: 5)
    let edited = text.replacingOccurrences(
      of: #""sequence" : 5,"#, with: #""sequence" : 2000000,"#)
    let submission = try #require(
      SubmissionReader.decode(Data(edited.utf8), expecting: stamp).success)
    let problems = ProgressChain.verify(submission.events).problems
    #expect(problems == [.missingRun(writer: "entrega", first: 5, last: 1_999_999)])
    #expect(
      IntegrityText.message(problems[0])
        == "faltan los sucesos 5 a 1999999 del escritor entrega: se borraron del registro")
  }

  @Test func thousandsOfProblemsAreShownAsTheFirstTenAndACount() {
    let problems = (0..<5000).map {
      ProgressChain.Problem.duplicated(writer: "w", sequence: $0)
    }
    let messages = IntegrityText.messages(problems)
    #expect(messages.count == 11)
    #expect(messages.last == "y 4990 problemas más en la cadena")
  }

  /// La clase con las entregas de arriba y una honrada: cada una tiene su fila, el informe
  /// se escribe y la honrada sale igual que corregida sola.
  @Test func theClassReportIsAlwaysWritten() async throws {
    let root = try GradingFixture.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let manager = FileManager.default
    for folder in ["sola", "clase"] {
      try manager.createDirectory(atPath: root + "/" + folder, withIntermediateDirectories: true)
      try GradingFixture.write(
        GradingFixture.submission("ana", code: [:]), to: root + "/\(folder)/ana.json")
    }
    let (text, _) = try handIn("mallory", editing: 3)
    try text.replacingOccurrences(of: #""sequence" : 3,"#, with: #""sequence" : 100000000000,"#)
      .write(toFile: root + "/clase/mallory.json", atomically: true, encoding: .utf8)
    let (other, _) = try handIn("oscar", editing: 4)
    try other.replacingOccurrences(of: #""sequence" : 4,"#, with: #""sequence" : 2000000,"#)
      .write(toFile: root + "/clase/oscar.json", atomically: true, encoding: .utf8)
    func grade(_ folder: String) async -> CommandOutcome {
      await GradingCommand.execute(
        arguments: [folder, "--formato", "json", "--curso", GradingFixture.courseDirectory],
        context: GradingFixture.context(in: root, cache: root + "/cache"))
    }
    let alone = await grade("sola")
    let together = await grade("clase")
    #expect(together.code == 1)
    let report = try WorkspaceJSON.decoder().decode(
      GradeReport.self, from: Data(together.output.joined(separator: "\n").utf8))
    let single = try WorkspaceJSON.decoder().decode(
      GradeReport.self, from: Data(alone.output.joined(separator: "\n").utf8))
    #expect(report.students.map(\.student) == ["ana", "mallory", "oscar"])
    #expect(report.students[1].status == .error)
    #expect(report.students[2].integrity == .altered)
    #expect(report.students[2].integrityProblems?.count == 2)
    var ana = report.students[0]
    ana.source = "sola/ana.json"
    #expect(ana == single.students[0])
  }
}

extension Result {
  var success: Success? { try? get() }
}
