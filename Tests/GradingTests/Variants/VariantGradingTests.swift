import Foundation
import Lessons
import Testing
import Workspace

@testable import Grading

/// Una clase de 30 con variantes: cada uno se corrige con su instancia, una entrega copiada
/// acierta solo donde las instancias coinciden, y corregir dos veces da los mismos bytes.
@Suite struct VariantGradingTests {
  typealias Fixture = VariantClassFixture

  @Test func everyStudentGetsFullMarksWithTheirOwnAnswers() async throws {
    let report = try await Fixture.grade(
      Fixture.students.map { Fixture.submission($0, answers: Fixture.rightAnswers(for: $0)) })
    #expect(report.students.count == 30)
    for row in report.students {
      #expect(row.points == row.maxPoints, "\(row.student ?? "")")
      let variant = row.exercises.filter { $0.instance != nil }
      #expect(variant.count == 6)
    }
    let ana = try #require(report.students.first { $0.student == "ana.garcia" })
    let resolved = Fixture.course.resolved(
      draw: Fixture.assignment.variantDraw, student: "ana.garcia")
    for item in ana.exercises {
      #expect(item.instance == resolved.exercise(item.id)?.chosenInstanceID)
    }
  }

  @Test func anotherStudentsAnswersScoreOnlyWhereTheInstancesMatch() async throws {
    let draw = Fixture.assignment.variantDraw
    func instances(_ student: String) -> [String: String] {
      let resolved = Fixture.course.resolved(draw: draw, student: student)
      return Dictionary(
        uniqueKeysWithValues: Fixture.variantIDs.map {
          ($0, resolved.exercise($0)?.chosenInstanceID ?? "")
        })
    }
    // Cada alumno entrega las respuestas correctas del siguiente de la lista con su propio id.
    let pairs = Fixture.students.indices.map {
      (Fixture.students[$0], Fixture.students[($0 + 1) % Fixture.students.count])
    }
    let report = try await Fixture.grade(
      pairs.map { Fixture.submission($0.0, answers: Fixture.rightAnswers(for: $0.1)) })
    var totalMatches = 0
    for (owner, source) in pairs {
      let row = try #require(report.students.first { $0.student == owner })
      let mine = instances(owner)
      let theirs = instances(source)
      let matches = Fixture.variantIDs.filter { mine[$0] == theirs[$0] }
      let scored = row.exercises.filter { $0.status == .pass }.map(\.id)
      #expect(Set(scored) == Set(matches), "\(owner) con las respuestas de \(source)")
      #expect(matches.count <= Fixture.variantIDs.count / 2)
      totalMatches += matches.count
    }
    // Las cifras: 30 entregas copiadas × 6 ejercicios con variantes = 180 respuestas; aciertan
    // solo las de instancia igual, ninguna en las tres predicciones (32, 32 y 36 instancias
    // repartidas sin repetir entre 30).
    #expect(totalMatches == Self.pinnedCopiedMatches)
    let predictions = ["var.suma", "var.nombre", "var.orden"]
    let predictionPasses = report.students.flatMap(\.exercises).filter {
      predictions.contains($0.id) && $0.status == .pass
    }
    #expect(predictionPasses.isEmpty)
  }

  static let pinnedCopiedMatches = 37

  @Test func gradingTheSameClassTwiceGivesTheSameBytes() async throws {
    let submissions = Fixture.students.enumerated().map { index, student in
      // La mitad acierta; la otra mitad entrega las respuestas de otro.
      let source = index.isMultiple(of: 2) ? student : Fixture.students[(index + 7) % 30]
      return Fixture.submission(student, answers: Fixture.rightAnswers(for: source))
    }
    let first = try await Fixture.grade(submissions)
    let second = try await Fixture.grade(submissions)
    for format in [ReportFormat.json, .text, .csv, .statistics] {
      #expect(format.render(first) == format.render(second))
    }
    #expect(ReportFormat.text.render(first).contains("Variantes de cada alumno"))
  }

  @Test func aVersionFarFromTheOthersIsFlagged() async throws {
    // Quien recibe la versión «reves» de «var.copia» falla; los demás aciertan.
    let report = try await Fixture.reversedFailsReport()
    let versions = VersionStatistics.compute(report).filter { $0.exercise == "var.copia" }
    #expect(versions.map(\.version) == ["base", "reves"])
    #expect(versions.map(\.facility) == [1, 0])
    #expect(versions.allSatisfy { $0.flagged })
    #expect(versions.map(\.students) == [15, 15])
    let text = VersionStatistics.text(VersionStatistics.compute(report))
    #expect(text.contains("  var.copia@reves: 0 con 15 alumnos  ≠ las demás: 1"))
    let candado = VersionStatistics.compute(report).filter { $0.exercise == "var.candado" }
    #expect(candado.allSatisfy { !$0.flagged })
  }
}
