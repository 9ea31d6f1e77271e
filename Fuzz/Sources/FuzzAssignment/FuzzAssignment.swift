import Foundation
import FuzzSupport
import Lessons
import Workspace

/// El archivo de tarea (`tarea.json`), contra el curso real.
///
/// Propiedades: leer da una tarea o un problema con archivo y mensaje; una tarea leída,
/// escrita y vuelta a leer es la misma (salvo su huella, que es la de los bytes).
private let course = FuzzCheck.realCourse()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzAssignment(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  let data = FuzzCheck.data(start, count)
  let assignment: Assignment
  do {
    assignment = try AssignmentFile.parse(data, shownAs: "tarea.json", course: course)
  } catch {
    FuzzCheck.require(error.path == "tarea.json", "el problema no nombra el archivo: \(error)")
    FuzzCheck.require(!error.message.isEmpty, "problema de tarea sin mensaje: \(error)")
    return 0
  }
  do {
    let again = try AssignmentFile.parse(
      AssignmentFile.encode(assignment), shownAs: "tarea.json", course: course)
    // La huella es la de los bytes leídos: la única parte que cambia al volver a escribir.
    var expected = assignment
    expected.fingerprint = again.fingerprint
    FuzzCheck.require(again == expected, "leer, escribir y volver a leer cambia la tarea")
  } catch {
    FuzzCheck.fail("una tarea escrita no se vuelve a leer: \(error.message)")
  }
  return 0
}
