import Foundation
import Lessons
import Testing
import Workspace

@testable import Checker
@testable import Grading

/// Volver a corregir con el almacén de resultados: qué se comprueba otra vez y qué no,
/// contado con un corrector de mentira (`CountingCodeGrader`).
@Suite struct StoredCodeGraderTests {
  @Test func identicalCodeFromDifferentStudentsIsCheckedOnce() async throws {
    let made = try RegradingClass.make()
    defer { made.remove() }
    for student in ["ana", "beto", "carla"] { try made.write(student) }
    try made.write("dani", changes: ["caja.sumar": "// mal\n"])
    for stored in [false, true] {
      try? FileManager.default.removeItem(atPath: made.storeDirectory)
      let outcome = try await made.grade(stored: stored)
      // Los tres de «ana» (que valen para «beto» y «carla», que entregan todo igual) y los
      // tres de «dani»: su «sumar» distinto se compila con los otros dos, y lo que sale de
      // ese programa no vale para nadie más. Seis, de doce, en dos compilaciones.
      #expect(outcome.inner.batches.map(\.count) == [3, 3])
      #expect(outcome.cost.codeExercises == 12)
      #expect(outcome.cost.duplicates == 6)
      #expect(outcome.cost.storeHits == 0)
      let points = outcome.report.students.map { "\($0.student ?? ""): \($0.points)" }
      #expect(points == ["ana: 9.0", "beto: 9.0", "carla: 9.0", "dani: 8.0"])
    }
  }

  @Test func aWarmStoreChecksNothingAndTheReportIsTheSameBytes() async throws {
    let made = try RegradingClass.make()
    defer { made.remove() }
    try made.write("ana")
    try made.write("beto", tag: "beto", changes: ["caja.contador": "// mal\n"])
    let without = try await made.grade(stored: false)
    let cold = try await made.grade()
    let warm = try await made.grade()
    #expect(cold.inner.checked.count == 6)
    #expect(made.entries().count == 6)
    #expect(warm.inner.batches.isEmpty)
    #expect(warm.cost.storeHits == 6)
    #expect(warm.cost.compilerRuns == 0)
    #expect(cold.json == without.json)
    #expect(warm.json == without.json)
    #expect(ReportFormat.text.render(warm.report) == ReportFormat.text.render(without.report))
  }

  /// Las pruebas del profesor van en un programa aparte (sin las pruebas del curso que se ven):
  /// añadirlas o arreglar una solo vuelve a comprobar ese programa, el ejercicio con pruebas
  /// ocultas de cada alumno; lo de las pruebas del curso sale del almacén.
  @Test func aFixedHiddenTestChecksItsStudentsAgain() async throws {
    let made = try RegradingClass.make()
    defer { made.remove() }
    try made.write("ana")
    try made.write("beto", tag: "beto")
    _ = try await made.grade()
    let hidden = HiddenTests(
      files: ["caja.sumar": [SourceFile(name: "bordes.swift", contents: "func pruebaCero() {}")]],
      fingerprint: "ocultas-1")
    var setup = GradingSetup(
      course: GradingFixture.course, stamp: GradingFixture.stamp, hiddenTests: hidden)
    let teachers = ["comun", "beto"].map { "caja.sumar: // \($0)" }
    let first = try await made.grade(setup: setup)
    #expect(first.inner.checked == teachers)
    #expect(first.inner.batches.count == 2)
    #expect(first.cost.storeHits == 6)
    setup.hiddenTests.files["caja.sumar"]?[0].contents = "func pruebaCero() { expect(true) }"
    let fixed = try await made.grade(setup: setup)
    #expect(fixed.inner.checked == teachers)
    #expect(fixed.cost.storeHits == 6)
    // Y la misma otra vez: nada.
    #expect(try await made.grade(setup: setup).inner.batches.isEmpty)
  }

  /// Cada parte fija de la clave cambia todas las claves.
  @Test(arguments: [
    (
      "curso",
      ResultKeying(
        courseHash: "otro", toolchain: "swift-de-prueba", runnerSettings: "limites-de-prueba")
    ),
    (
      "compilador",
      ResultKeying(
        courseHash: GradingFixture.stamp.contentHash, toolchain: "swift-6.4",
        runnerSettings: "limites-de-prueba")
    ),
    (
      "límites",
      ResultKeying(
        courseHash: GradingFixture.stamp.contentHash, toolchain: "swift-de-prueba",
        runnerSettings: "--tiempo 5")
    ),
    (
      "versión",
      ResultKeying(
        courseHash: GradingFixture.stamp.contentHash, toolchain: "swift-de-prueba",
        runnerSettings: "limites-de-prueba", grader: "leccion 9.9.9")
    ),
  ])
  func everyFixedPartOfTheKeyMisses(part: String, keying: ResultKeying) async throws {
    let made = try RegradingClass.make()
    defer { made.remove() }
    try made.write("ana")
    _ = try await made.grade()
    #expect(try await made.grade().inner.batches.isEmpty, "\(part)")
    let changed = try await made.grade(keying: keying)
    #expect(changed.inner.checked.count == 3, "\(part)")
    #expect(changed.cost.storeHits == 0, "\(part)")
  }

  /// Un ejercicio cambiado se compila con los demás del alumno (una compilación), y lo que
  /// sale de ese programa se guarda con la clave de todo lo que tenía.
  @Test func changedCodeOrFileNameChecksThatStudentAgain() async throws {
    let made = try RegradingClass.make()
    defer { made.remove() }
    try made.write("ana")
    _ = try await made.grade()
    try made.write("ana", changes: ["caja.traspaso": "// otra versión\n"])
    let all = ["caja.contador: // comun", "caja.sumar: // comun", "caja.traspaso: // comun"]
    #expect(try await made.grade().inner.checked == all)
    // El nombre del archivo sale en los diagnósticos: otro nombre, otra clave.
    var submission = try Submission.decode(
      Data(contentsOf: URL(fileURLWithPath: made.folder + "/ana.json")))
    submission.code["caja.sumar"]?.file = "Sumar.swift"
    try GradingFixture.write(submission, to: made.folder + "/ana.json")
    #expect(try await made.grade().inner.checked == all)
    #expect(try await made.grade().inner.batches.isEmpty)
  }

  @Test func theAssignmentChangesThePointsButNotTheVerdicts() async throws {
    let made = try RegradingClass.make()
    defer { made.remove() }
    let date = Date(timeIntervalSince1970: 1_800_000_000)
    try made.write(
      "ana",
      events: [
        .answer(.choicePositions([0]), passed: nil, exercise: "caja.copia", date: date),
        .answer(.choicePositions([1]), passed: nil, exercise: "caja.copia", date: date),
        .hint(0, exercise: "caja.sumar", date: date),
      ])
    func setup(penalty: Double, hintCost: Double) -> GradingSetup {
      GradingSetup(
        course: GradingFixture.course, stamp: GradingFixture.stamp,
        assignment: Assignment(
          mode: .tries, penalty: penalty, hintCost: hintCost, shuffle: false))
    }
    let first = try await made.grade(setup: setup(penalty: 0.25, hintCost: 0))
    let second = try await made.grade(setup: setup(penalty: 0.5, hintCost: 0.25))
    #expect(first.inner.checked.count == 3)
    #expect(second.inner.batches.isEmpty)
    #expect(second.cost.storeHits == 3)
    func points(_ outcome: RegradingClass.Outcome, _ id: String) -> Double? {
      outcome.report.students.first?.exercises.first { $0.id == id }?.points
    }
    // El segundo intento de la elección vale 1 − penalización; la pista resta del código.
    #expect(points(first, "caja.copia") == 0.75)
    #expect(points(second, "caja.copia") == 0.5)
    #expect(points(first, "caja.sumar") == 1)
    #expect(points(second, "caja.sumar") == 0.75)
  }

  @Test func metadataWhitespaceAndDatesOfAHandInAreHits() async throws {
    let made = try RegradingClass.make()
    defer { made.remove() }
    try made.write("ana")
    _ = try await made.grade()
    // La misma entrega exportada otra vez: otro formato del JSON y otras fechas.
    let path = made.folder + "/ana.json"
    var submission = try Submission.decode(Data(contentsOf: URL(fileURLWithPath: path)))
    submission.exportedAt = Date(timeIntervalSince1970: 1_900_000_000)
    for id in submission.code.keys {
      submission.code[id]?.savedAt = Date(timeIntervalSince1970: 1_850_000_000)
    }
    let object = try JSONSerialization.jsonObject(with: submission.encoded())
    let compact = try JSONSerialization.data(withJSONObject: object, options: [])
    try (Data(" \n\t".utf8) + compact + Data("\n\n".utf8)).write(to: URL(fileURLWithPath: path))
    let again = try await made.grade()
    #expect(again.inner.batches.isEmpty)
    #expect(again.cost.storeHits == 3)
  }

  @Test func aTenthOfTheClassChangedChecksOnlyThatTenthBatchedByStudent() async throws {
    let made = try RegradingClass.make()
    defer { made.remove() }
    let students = (1...10).map { String(format: "alumno-%02d", $0) }
    for student in students { try made.write(student, tag: student) }
    let first = try await made.grade()
    #expect(first.inner.batches.count == 10)
    #expect(first.inner.batches.allSatisfy { $0.count == 3 })
    try made.write(
      "alumno-07", tag: "alumno-07",
      changes: ["caja.sumar": "// arreglado\n", "caja.traspaso": "// arreglado\n"])
    let second = try await made.grade()
    // Un lote: los ejercicios de ese alumno, juntos (dos cambiaron: su programa es otro).
    #expect(
      second.inner.batches.map { $0.map(\.exerciseID) } == [
        ["caja.contador", "caja.sumar", "caja.traspaso"]
      ])
    #expect(second.cost.storeHits == 27)
  }

  @Test func doubtfulTimeoutsAndGraderProblemsAreNeverStored() async throws {
    let made = try RegradingClass.make()
    defer { made.remove() }
    try made.write(
      "ana", changes: ["caja.contador": "// cuelga\n", "caja.sumar": "// sin-corrector\n"])
    let first = try await made.grade()
    #expect(first.inner.checked.count == 3)
    #expect(made.entries().count == 1)
    #expect(first.cost.doubtfulTimeouts == 1)
    let second = try await made.grade()
    #expect(second.inner.batches.map { $0.map(\.exerciseID) } == [["caja.contador", "caja.sumar"]])
    #expect(second.json == first.json)
    #expect(second.cost.doubtfulTimeouts == 1)
  }

  /// Un bucle sin fin y un programa parado (un abrazo mortal, un `sleep`) agotan el tiempo
  /// por sí mismos, no por la carga de la máquina: se guardan y no se vuelven a ejecutar.
  @Test func genuineTimeoutsAreStored() async throws {
    let made = try RegradingClass.make()
    defer { made.remove() }
    try made.write("ana", changes: ["caja.contador": "// gira\n", "caja.sumar": "// duerme\n"])
    let first = try await made.grade()
    #expect(first.inner.checked.count == 3)
    #expect(made.entries().count == 3)
    #expect(first.cost.doubtfulTimeouts == 0)
    let second = try await made.grade()
    #expect(second.inner.batches.isEmpty)
    #expect(second.cost.storeHits == 3)
    #expect(second.json == first.json)
  }
}
