import Foundation
import Testing
import Workspace

@testable import Tutor

/// Un espacio recuerda con qué curso lo creó `iniciar` (#24, hallazgo 8): el tutor abierto
/// en él sin `--curso` usa ese curso (la copia del alumno), y rechaza otro diciendo cómo
/// abrir el bueno.
@Suite struct WorkspaceCourseTests {
  /// Las líneas unidas con los espacios reducidos a uno.
  static func flowing(_ lines: [String]) -> String {
    lines.joined(separator: " ").split(separator: " ").joined(separator: " ")
  }

  @Test func iniciarRecordsTheCourseFolderAndItsHash() async throws {
    let (harness, copy) = await TutorHarness.startedOnACopy()
    let data = try Data(contentsOf: harness.workspace.appendingPathComponent("espacio.json"))
    let manifest = try WorkspaceManifest.decode(data, path: "espacio.json")
    #expect(manifest.coursePath == copy.standardizedFileURL.path)
    #expect(manifest.courseHash?.count == 64)
  }

  @Test func theTutorInsideTheWorkspaceOpensItsCourse() async {
    let (harness, _) = await TutorHarness.startedOnACopy()
    let run = await harness.run(
      [], input: ["ir caja.copia", "solución"], course: nil, workspace: false,
      in: harness.workspace)
    #expect(run.code == 0, "\(run.errors)")
    let text = run.output.joined(separator: " ")
    #expect(text.contains("Esta es la copia del alumno del curso"), "\(run.text)")
    #expect(!text.contains("Solución de caja.copia"), "\(run.text)")
  }

  @Test func iniciarAgainWithoutCourseKeepsTheWorkspacesCourse() async {
    let (harness, _) = await TutorHarness.startedOnACopy()
    let again = await harness.run(["iniciar", "espacio"], course: nil, workspace: false)
    #expect(again.code == 0, "\(again.errors)")
    #expect(again.text.contains("«espacio» ya era un espacio de trabajo"), "\(again.text)")
  }

  @Test func anotherCourseIsRefusedSayingHowToOpenTheRightOne() async {
    let (harness, copy) = await TutorHarness.startedOnACopy()
    let run = await harness.run(["progreso"])
    let workspace: String = harness.workspace.standardizedFileURL.path
    let full: String = TutorHarness.course.standardizedFileURL.path
    let recorded: String = copy.standardizedFileURL.path
    var expected = "error: el espacio «\(workspace)» se creó con el curso de «\(recorded)» "
    expected += "(lo dice su espacio.json), y «\(full)» es otro curso. Ábrelo sin «--curso» "
    expected += "desde su carpeta (cd \(workspace)), o con «--curso \(recorded)»."
    #expect(run.code == 3)
    #expect(Self.flowing(run.errors) == expected)
  }

  @Test func theSameCourseMovedElsewhereIsAccepted() async throws {
    let (harness, copy) = await TutorHarness.startedOnACopy()
    let moved = harness.root.appendingPathComponent("movido")
    try FileManager.default.moveItem(at: copy, to: moved)
    let lost = await harness.run(["progreso"], course: nil)
    let workspace: String = harness.workspace.standardizedFileURL.path
    let recorded: String = copy.standardizedFileURL.path
    var expected = "error: el espacio «\(workspace)» se creó con el curso de «\(recorded)», "
    expected += "que ya no está ahí. Si lo has movido, ábrelo con «--curso CARPETA» (la nueva "
    expected += "carpeta del curso); si no, pídeselo a tu profesor."
    #expect(Self.flowing(lost.errors) == expected)
    let found = await harness.run(["progreso"], course: moved)
    #expect(found.code == 0, "\(found.errors)")
  }
}

extension TutorHarness {
  /// La copia del alumno de una tarea diferida en `alumnos/` y el espacio de «ana» iniciado
  /// con ella.
  static func startedOnACopy() async -> (TutorHarness, URL) {
    let harness = TutorHarness()
    let copy = harness.root.appendingPathComponent("alumnos")
    let made = await harness.run(
      [
        "tarea", "nueva", "--modo", "diferida", "--salida",
        harness.root.appendingPathComponent("tarea.json").path, "--curso-alumno", copy.path,
      ], workspace: false)
    #expect(made.code == 0, "\(made.errors)")
    let started = await harness.run(
      ["iniciar", "espacio", "--alumno", "ana", "--tarea", "tarea.json"], course: copy,
      workspace: false)
    #expect(started.code == 0, "\(started.errors)")
    return (harness, copy)
  }
}
