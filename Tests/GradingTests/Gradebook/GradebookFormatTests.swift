import Foundation
import Support
import Testing
import Workspace

@testable import Grading

/// `--formato canvas`, `moodle` y `exercism`: los bytes exactos, las opciones que les dan forma y
/// sus mensajes de error.
@Suite struct GradebookFormatTests {
  let report = GradebookClass.report()

  @Test func canvasHasTheExportHeaderAndPointsPossible() {
    #expect(
      CanvasReport.render(report, settings: GradebookSettings()) == """
        Student,ID,SIS User ID,SIS Login ID,Section,"Estado compartido, 2.º"
            Points Possible,,,,,4
        ana.garcia,,ana.garcia,,,3.5
        beto,,beto,,,0
        dani,,dani,,,4

        """)
  }

  @Test func canvasPutsTheIDWhereTheSchoolMapsIt() {
    let login = CanvasReport.render(
      report, settings: GradebookSettings(column: "Práctica 3", idField: .sisLogin))
    #expect(login.hasPrefix("Student,ID,SIS User ID,SIS Login ID,Section,Práctica 3\n"))
    #expect(login.contains("\nana.garcia,,,ana.garcia,,3.5\n"))
    let canvas = CanvasReport.render(report, settings: GradebookSettings(idField: .canvasID))
    #expect(canvas.contains("\nana.garcia,ana.garcia,,,,3.5\n"))
  }

  @Test func moodleMapsWithoutEditing() {
    #expect(
      MoodleReport.render(report, settings: GradebookSettings(column: "Práctica 3")) == """
        Username,Práctica 3 (Real),Práctica 3 (Feedback)
        ana.garcia,3.5,3.5 de 4 puntos (88 %): 2 correctas y 1 parcial.
        beto,0,0 de 4 puntos (0 %): 3 con error.
        dani,4,4 de 4 puntos (100 %): 3 correctas.

        """)
    let email = MoodleReport.render(report, settings: GradebookSettings(idField: .email))
    #expect(email.hasPrefix("Email address,\"Estado compartido, 2.º (Real)\","))
    let number = MoodleReport.render(report, settings: GradebookSettings(idField: .idNumber))
    #expect(number.hasPrefix("ID number,"))
  }

  @Test func everyCSVFormatDefusesFormulas() {
    let hostile = GradebookClass.report(title: "=1+1")
    let settings = GradebookSettings(column: "+SUMA(A1)")
    #expect(CanvasReport.render(hostile, settings: GradebookSettings()).contains(",'=1+1\n"))
    #expect(CanvasReport.render(hostile, settings: settings).contains(",'+SUMA(A1)\n"))
    #expect(
      MoodleReport.render(hostile, settings: settings).hasPrefix("Username,'+SUMA(A1) (Real)"))
    let feedback = MoodleReport.render(GradebookClass.report(), settings: settings)
    #expect(!feedback.contains(",=") && !feedback.contains(",\"="))
  }

  @Test func exercismResultsFollowVersionThree() throws {
    let (files, skipped) = ExercismReport.files(report)
    #expect(files.map(\.folder) == ["ana.garcia", "beto", "carla", "dani"])
    #expect(skipped == ["clase/rota.json"])
    let ana = try #require(files.first)
    #expect(
      ana.text == """
        {
          "status" : "fail",
          "tests" : [
            {
              "name" : "caja.copia",
              "status" : "pass",
              "task_id" : 1,
              "test_code" : "ejercicio caja.copia (eleccion) de la lección 01-caja"
            },
            {
              "message" : "Pasan 1 de 2 pruebas.",
              "name" : "caja.contador",
              "status" : "fail",
              "task_id" : 1,
              "test_code" : "ejercicio caja.contador (codigo) de la lección 01-caja"
            },
            {
              "name" : "decidir.saldo",
              "status" : "pass",
              "task_id" : 2,
              "test_code" : "ejercicio decidir.saldo (recorrido) de la lección 02-decidir"
            }
          ],
          "version" : 3
        }

        """)
    let statuses = try files.map { file in
      let object = try #require(
        try JSONSerialization.jsonObject(with: Data(file.text.utf8)) as? [String: Any])
      return (object["status"] as? String ?? "", object["message"] as? String)
    }
    #expect(statuses.map(\.0) == ["fail", "error", "error", "pass"])
    #expect(statuses[1].1?.hasPrefix("No se pudo comprobar ningún ejercicio. No compila") == true)
    #expect(statuses[2].1 == "=HIPERVINCULO(\"x\"), dijo")
    #expect(statuses[3].1 == nil)
  }

  @Test(arguments: ["..", ".oculto", "a/b", "", "ñu"])
  func exercismNeverUsesAnUnsafeFolderName(student: String) {
    #expect(!ExercismReport.isFolderName(student))
  }

  @Test func exercismWritesOneFolderPerStudentAndRefusesToOverwrite() throws {
    let directory = try GradingFixture.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let out = directory + "/resultados"
    let first = try ExercismFolder.write(report, to: out, shownAs: "resultados", overwrite: false)
    #expect(first.written == 4)
    let names = try FileManager.default.contentsOfDirectory(atPath: out).sorted()
    #expect(names == ["ana.garcia", "beto", "carla", "dani"])
    #expect(FileManager.default.fileExists(atPath: out + "/dani/results.json"))
    #expect(throws: GradingError.outputExists(path: "resultados/ana.garcia/results.json")) {
      try ExercismFolder.write(report, to: out, shownAs: "resultados", overwrite: false)
    }
    #expect(try ExercismFolder.write(report, to: out, shownAs: "r", overwrite: true).written == 4)
  }

  @Test(arguments: [
    (
      ["clase", "--columna", "Práctica"],
      "«--columna» solo se usa con «--formato canvas» o «--formato moodle»."
    ),
    (
      ["clase", "--formato", "moodle", "--id-alumno", "sis-user"],
      "«--id-alumno sis-user» no vale con «--formato moodle»: escribe username, email o idnumber."
    ),
    (
      ["clase", "--formato", "canvas", "--id-alumno", "email"],
      "«--id-alumno email» no vale con «--formato canvas»: escribe sis-user, sis-login o id."
    ),
    (
      ["clase", "--formato", "exercism"],
      "«--formato exercism» escribe una carpeta con un archivo por alumno: indícala con «--salida DIR»."
    ),
    (
      ["clase", "--formato", "canvas", "--columna", "Parcial 1, parte (2)"],
      "«--columna Parcial 1, parte (2)» acaba en un número entre paréntesis, y Canvas lo leería como el id de otra tarea (su exportación escribe así «Nombre (id)»): quita los paréntesis o cámbialos, por ejemplo «Parcial 1, parte 2»."
    ),
    (
      ["clase", "--formato", "moodel"],
      "formato desconocido «moodel». ¿Quisiste decir «moodle»? Los formatos son: texto, json, csv, junit, estadisticas, html, canvas, moodle y exercism."
    ),
  ])
  func badGradebookOptions(arguments: [String], message: String) {
    do {
      _ = try GradingOptions.parse(arguments, processors: 1)
      Issue.record("se aceptó \(arguments)")
    } catch {
      #expect(error.message == message)
      #expect(error.exitCode == 2)
    }
  }

  @Test func goodGradebookOptions() throws {
    let options = try GradingOptions.parse(
      ["clase", "--formato", "canvas", "--columna", "P3", "--id-alumno", "SIS-LOGIN"],
      processors: 1)
    #expect(options.format == .canvas)
    #expect(options.gradebook == GradebookSettings(column: "P3", idField: .sisLogin))
  }

  /// Una entrega sin corregir no llega al libro de calificaciones: en Moodle, una celda vacía
  /// borraba la nota que el alumno ya tenía. Ni una fila suya en ninguno de los dos.
  @Test func anUngradedHandInNeverReachesTheGradebook() {
    for text in [
      CanvasReport.render(report, settings: GradebookSettings()),
      MoodleReport.render(report, settings: GradebookSettings()),
    ] {
      #expect(!text.contains("carla"))
      #expect(!text.split(separator: "\n").contains { $0.hasSuffix(",") })
    }
    #expect(
      GradebookSettings.leftOut(report).map(\.source) == ["clase/carla.json", "clase/rota.json"])
  }

  @Test(arguments: [
    ("Parcial (2)", true), ("Parcial 1, parte (2)", true), ("Parcial (2) ", true),
    ("Parcial (dos)", false), ("Parcial ()", false), ("Parcial 2", false), ("(2) Parcial", false),
  ])
  func aColumnCanvasWouldReadAsAnAssignmentID(column: String, misread: Bool) {
    #expect(GradebookSettings.canvasReadsAnID(column) == misread)
  }

  @Test func theDefaultColumnIsTheAssignmentsTitle() {
    var withAssignment = report
    var assignment = ReportAssignment(Assignment(mode: .tries, title: "Parcial 1"))
    withAssignment.assignment = assignment
    #expect(GradebookSettings().columnName(withAssignment) == "Parcial 1")
    assignment.title = "Parcial (2)"
    withAssignment.assignment = assignment
    #expect(GradebookSettings().columnName(withAssignment) == "Parcial - 2")
    #expect(GradebookSettings().columnName(report) == "Estado compartido, 2.º")
    #expect(GradebookSettings(column: "P3").columnName(withAssignment) == "P3")
  }
}
