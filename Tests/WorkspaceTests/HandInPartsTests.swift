import Foundation
import Lessons
import Testing

@testable import Workspace

/// Las partes de una entrega en un espacio son los archivos que el tutor escribe: `corregir`
/// las pide a Workspace y no repite ningún nombre.
@Suite struct HandInPartsTests {
  @Test func thePartsAreTheFilesTheTutorWrites() {
    let workspace = Workspace(
      directory: URL(fileURLWithPath: "/clase/ana"), manifest: WorkspaceManifest(courseID: "c"))
    #expect(workspace.displayPath(workspace.manifestURL) == Workspace.HandInParts.manifest)
    #expect(workspace.displayPath(workspace.progressURL) == Workspace.HandInParts.progress)
    #expect(workspace.displayPath(workspace.codeDirectory) == Workspace.HandInParts.codeFolder)
    #expect(Workspace.HandInParts.manifest == "espacio.json")
    #expect(Workspace.HandInParts.progress == "progreso.json")
  }

  /// Un archivo por ejercicio de código, en el orden del curso, donde el tutor lo deja.
  @Test func everyCodeExerciseHasItsFileWhereTheTutorLeavesIt() {
    let course = AssignmentFileTests.course
    let workspace = Workspace(
      directory: URL(fileURLWithPath: "/clase/ana"), manifest: WorkspaceManifest(courseID: "c"))
    let files = Workspace.HandInParts.codeFiles(of: course)
    #expect(files.map(\.exerciseID) == ["caja.contador", "caja.sumar", "caja.traspaso"])
    #expect(files.map(\.name) == files.map { "\($0.exerciseID).swift" })
    for file in files {
      #expect(workspace.displayPath(workspace.codeFile(for: file.exerciseID)) == file.path)
      #expect(file.path == "codigo/\(file.exerciseID).swift")
    }
  }
}
