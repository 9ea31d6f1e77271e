import Foundation
import Testing
import Workspace

@testable import Grading

/// Issue 24: todos los formatos dicen lo mismo de cada alumno. Una clase corregida con
/// `intentos` (`CrossFormatClass`): el total de cada alumno en texto, JSON, CSV, HTML, Canvas y
/// Moodle, y el estado y el mensaje de cada ejercicio en JUnit y exercism, son los del JSON.
@Suite struct CrossFormatTests {
  @Test func everyFormatGivesTheSameTotalsStatusesAndMessages() async throws {
    let group = try CrossFormatClass.make()
    defer { try? FileManager.default.removeItem(atPath: group.root) }
    let report = try await group.report()
    let json = Dictionary(
      report.students.compactMap { row in row.student.map { ($0, row) } },
      uniquingKeysWith: { first, _ in first })
    #expect(json.mapValues(\.points) == CrossFormatClass.totals)

    let text = await group.output("texto")
    let csv = await group.output("csv")
    let html = await group.output("html")
    let canvas = await group.output("canvas")
    let moodle = await group.output("moodle")
    for (student, total) in CrossFormatClass.totals {
      #expect(Self.textTotal(text, student) == total, "texto \(student)")
      #expect(Self.csvTotal(csv, student) == total, "csv \(student)")
      #expect(Self.htmlTotal(html, student) == total, "html \(student)")
      #expect(Self.lastNumber(canvas, student) == total, "canvas \(student)")
      #expect(Self.secondNumber(moodle, student) == total, "moodle \(student)")
    }

    let junit = Self.junitCases(await group.output("junit"))
    let exercism = try Self.exercismTests(await group.exercism())
    for (student, row) in json {
      for exercise in row.exercises {
        let key = student + " " + exercise.id
        // Nunca «Correcto.» para menos de todos los puntos.
        if exercise.status != .pass {
          #expect(!exercise.message.hasPrefix("Correcto."), "\(key): \(exercise.message)")
        }
        let junitCase = try #require(junit[key], "\(key) en JUnit")
        #expect(junitCase.status == (exercise.status == .pass ? nil : exercise.status.rawValue))
        #expect(junitCase.message == (exercise.status == .pass ? nil : exercise.message), "\(key)")
        let test = try #require(exercism[key], "\(key) en exercism")
        #expect(test.status == ExercismReport.status(exercise.status), "\(key)")
        #expect(test.message == (exercise.status == .pass ? nil : exercise.message), "\(key)")
      }
    }
  }

  @Test func theMessagesSayWhatTheGradeSays() async throws {
    let group = try CrossFormatClass.make()
    defer { try? FileManager.default.removeItem(atPath: group.root) }
    let report = try await group.report()
    func result(_ student: String, _ id: String) -> ExerciseResult? {
      report.students.first { $0.student == student }?.exercises.first { $0.id == id }
    }
    let seen = try #require(result("beto", "caja.metodo"))
    #expect(seen.status == .fail)
    #expect(
      seen.message.hasPrefix("Correcto, pero vale 0 de 1: viste la solución antes de responder."))
    let third = try #require(result("ana", "caja.imprime"))
    #expect(third.status == .partial)
    #expect(third.message.hasPrefix("Correcto, pero vale 0.33 de 1: acertaste al tercer intento."))
    let almost = try #require(result("carla", "caja.metodo"))
    #expect(
      almost.message.hasPrefix("Correcto, pero vale 0.67 de 1: acertaste al segundo intento."))
    let hinted = try #require(result("carla", "caja.imprime"))
    #expect(hinted.message.hasPrefix("Correcto, pero vale 0.9 de 1: viste 1 pista antes."))
    let late = try #require(result("carla", "decidir.saldo"))
    #expect(late.status == .unanswered)
    #expect(late.message == "Solo respondió después de la fecha límite: no cuenta.")
    let untouched = try #require(result("dani", "caja.contador"))
    #expect(untouched.status == .unanswered)
  }

  @Test func theStatisticsUseTheTotalsAsExported() async throws {
    let group = try CrossFormatClass.make()
    defer { try? FileManager.default.removeItem(atPath: group.root) }
    let report = try await group.report()
    // Los totales exportados son 1, 1, 1.57 y 1.67: la mediana es 1.285 (con los exactos,
    // 1.5667 y 1.6667, salía 1.2833), y la media, 5.24 / 4 = 1.31.
    #expect(report.statistics.median == 1.285)
    #expect(report.statistics.mean == 1.31)
  }

  // MARK: lectura de cada formato

  static func number(_ text: Substring) -> Double? { Double(text) }

  static func textTotal(_ text: String, _ student: String) -> Double? {
    let line = text.split(separator: "\n").first { $0.hasPrefix(student + " ") }
    return line.flatMap { $0.split(separator: " ").dropFirst().first }.flatMap(number)
  }

  static func csvTotal(_ csv: String, _ student: String) -> Double? {
    let lines = csv.split(separator: "\n").map {
      $0.split(separator: ",", omittingEmptySubsequences: false)
    }
    guard let header = lines.first, let column = header.firstIndex(of: "total") else { return nil }
    return lines.first { $0.first == Substring(student) }.flatMap { number($0[column]) }
  }

  static func htmlTotal(_ html: String, _ student: String) -> Double? {
    guard let heading = html.range(of: "<h3>\(student)</h3>") else { return nil }
    let section = html[heading.upperBound...]
    let end = section.range(of: "</section>")?.lowerBound ?? section.endIndex
    guard let match = section[..<end].firstMatch(of: /([0-9.]+) de [0-9.]+ puntos/) else {
      return nil
    }
    return number(match.1)
  }

  static func lastNumber(_ csv: String, _ student: String) -> Double? {
    csv.split(separator: "\n").first { $0.hasPrefix(student + ",") }
      .flatMap { $0.split(separator: ",").last }.flatMap(number)
  }

  static func secondNumber(_ csv: String, _ student: String) -> Double? {
    csv.split(separator: "\n").first { $0.hasPrefix(student + ",") }
      .flatMap { line in line.split(separator: ",").dropFirst().first }.flatMap(number)
  }

  /// Por «alumno id»: el tipo y el mensaje del fallo (`nil` en un caso que pasa).
  static func junitCases(_ xml: String) -> [String: (status: String?, message: String?)] {
    var cases: [String: (status: String?, message: String?)] = [:]
    let pattern =
      /<testcase classname="([^".]*)\.[^"]*" name="([^"]*)"(?:\/>|>\n\s*<(?:failure|error) message="([^"]*)" type="([^"]*)">)/
    for match in xml.matches(of: pattern) {
      cases["\(match.1) \(match.2)"] = (match.4.map(String.init), match.3.map(unescape))
    }
    return cases
  }

  static func unescape(_ text: Substring) -> String {
    var result = String(text)
    for (entity, character) in [
      ("&#10;", "\n"), ("&#9;", "\t"), ("&quot;", "\""), ("&apos;", "'"), ("&lt;", "<"),
      ("&gt;", ">"), ("&amp;", "&"),
    ] {
      result = result.replacingOccurrences(of: entity, with: character)
    }
    return result
  }

  /// Por «alumno id»: el estado y el mensaje de exercism.
  static func exercismTests(_ files: [String: Data]) throws -> [String: (
    status: String, message: String?
  )] {
    var tests: [String: (status: String, message: String?)] = [:]
    for (student, data) in files {
      let results = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
      for test in results["tests"] as? [[String: Any]] ?? [] {
        let name = test["name"] as? String ?? ""
        tests[student + " " + name] = (test["status"] as? String ?? "", test["message"] as? String)
      }
    }
    return tests
  }
}
